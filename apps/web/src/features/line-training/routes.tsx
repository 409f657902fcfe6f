import { Navigate, type RouteObject } from "react-router";
import type { LineTrainingArea } from "./list-config";

const handle = { section: "line_training" } as const;

/** The line training screens of one area (part2 §2); a line training has no detail screen of its own (ADR 0610). */
function lineTrainingRoutes(area: LineTrainingArea): RouteObject[] {
  return [
    {
      path: "line-training",
      handle,
      lazy: async () => {
        const { LineTrainingListPage } = await import("./pages/line-training-list-page");
        return { Component: () => <LineTrainingListPage area={area} /> };
      },
    },
    {
      path: "line-training/create",
      handle,
      lazy: async () => {
        const { LineTrainingCreatePage } = await import("./pages/line-training-create-page");
        return { Component: () => <LineTrainingCreatePage area={area} /> };
      },
    },
    { path: "line-training/detail/:id?", element: <Navigate to={`/${area}/line-training`} replace /> },
  ];
}

export const lineTrainingAdminRoutes = lineTrainingRoutes("admin");
export const lineTrainingPilotRoutes = lineTrainingRoutes("pilot");
