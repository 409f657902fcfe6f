import type { RouteObject } from "react-router";
import { listLoader } from "../../components/list/list-loader";
import { withTexts } from "../../lib/route-texts";

// Starts the list's call beside the page's code, and lets the server render the page.
const loader = listLoader(() => import("./api").then((module) => module.prefetchTrainingFlightList));

// The list with the texts its cells read (a record's grades).
const listPage = withTexts(["training-flight", "training-record"], async () => ({
  Component: (await import("./pages/training-flight-list-page")).TrainingFlightListPage,
}));
const detailPage = async () => ({
  Component: (await import("./pages/training-flight-detail-page")).TrainingFlightDetailPage,
});
const createPage = async () => ({
  Component: (await import("./pages/training-flight-create-page")).TrainingFlightCreatePage,
});

/** Training flight screens of the pilot area (part1 §2), relative to /pilot. */
export const trainingFlightPilotRoutes: RouteObject[] = [
  { path: "training-flight", handle: { section: "training_flight" } as const, lazy: listPage, loader },
  { path: "training-flight-create", handle: { section: "training_flight" } as const, lazy: createPage },
  { path: "training-flight-detail/:id", handle: { section: "training_flight" } as const, lazy: detailPage },
];

/** Training flight screens of the admin area, under FOT, relative to /admin. */
export const trainingFlightAdminRoutes: RouteObject[] = [
  { path: "fot/training-flight-list", handle: { section: "fot" } as const, lazy: listPage, loader },
  { path: "training-flight/detail/:id", handle: { section: "fot" } as const, lazy: detailPage },
];
