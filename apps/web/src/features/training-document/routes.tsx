import { Navigate, type RouteObject } from "react-router";

const handle = { section: "documents" } as const;

/** The training document screens of part2 §2, relative to /admin. */
export const trainingDocumentAdminRoutes: RouteObject[] = [
  {
    path: "training-document",
    handle,
    lazy: async () => {
      const { TrainingDocumentListPage } = await import("./pages/training-document-list-page");
      return { Component: () => <TrainingDocumentListPage area="admin" /> };
    },
  },
  {
    path: "training-document/create",
    handle,
    lazy: async () => ({
      Component: (await import("./pages/training-document-form-page")).TrainingDocumentCreatePage,
    }),
  },
  {
    path: "training-document/detail/:id",
    handle,
    lazy: async () => {
      const { TrainingDocumentDetailPage } = await import("./pages/training-document-form-page");
      return { Component: () => <TrainingDocumentDetailPage area="admin" /> };
    },
  },
];

/** The pilot area's read-only list and detail, relative to /pilot (pilots and instructors never create). */
export const trainingDocumentPilotRoutes: RouteObject[] = [
  {
    path: "training-document",
    handle,
    lazy: async () => {
      const { TrainingDocumentListPage } = await import("./pages/training-document-list-page");
      return { Component: () => <TrainingDocumentListPage area="pilot" /> };
    },
  },
  { path: "training-document/create", element: <Navigate to="/pilot/training-document" replace /> },
  {
    path: "training-document/detail/:id",
    handle,
    lazy: async () => {
      const { TrainingDocumentDetailPage } = await import("./pages/training-document-form-page");
      return { Component: () => <TrainingDocumentDetailPage area="pilot" /> };
    },
  },
];
