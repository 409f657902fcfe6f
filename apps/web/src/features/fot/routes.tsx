import type { RouteObject } from "react-router";
import { withTexts } from "../../lib/route-texts";

// The list with the texts its cells read (their flights are training flights).
const listPage = withTexts(["fot", "training-flight"], async () => ({
  Component: (await import("./pages/fot-list-page")).FotListPage,
}));

/** /admin/fot: the FOT pilot list (part1 §2). */
export const fotAdminRoutes: RouteObject[] = [
  { path: "fot", handle: { section: "fot" } as const, lazy: listPage },
];

/** /pilot/fot/list: the same list for instructors (part1 §2). */
export const fotPilotRoutes: RouteObject[] = [
  { path: "fot/list", handle: { section: "fot" } as const, lazy: listPage },
];
