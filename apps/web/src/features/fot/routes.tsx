import type { RouteObject } from "react-router";
import { listLoader } from "../../components/list/list-loader";
import { withTexts } from "../../lib/route-texts";

// Starts the list's call beside the page's code, and lets the server render the page.
const loader = listLoader(() => import("./api").then((module) => module.prefetchFotList));

// The list with the texts its cells read (their flights are training flights).
const listPage = withTexts(["fot", "training-flight"], async () => ({
  Component: (await import("./pages/fot-list-page")).FotListPage,
}));

/** /admin/fot: the FOT pilot list (part1 §2). */
export const fotAdminRoutes: RouteObject[] = [
  { path: "fot", handle: { section: "fot" } as const, lazy: listPage, loader },
];

/** /pilot/fot/list: the same list for instructors (part1 §2). */
export const fotPilotRoutes: RouteObject[] = [
  { path: "fot/list", handle: { section: "fot" } as const, lazy: listPage, loader },
];
