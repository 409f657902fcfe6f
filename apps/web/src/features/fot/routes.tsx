import type { RouteObject } from "react-router";

const listPage = async () => ({ Component: (await import("./pages/fot-list-page")).FotListPage });

/** /admin/fot: the FOT pilot list (part1 §2). */
export const fotAdminRoutes: RouteObject[] = [
  { path: "fot", handle: { section: "fot" } as const, lazy: listPage },
];

/** /pilot/fot/list: the same list for instructors (part1 §2). */
export const fotPilotRoutes: RouteObject[] = [
  { path: "fot/list", handle: { section: "fot" } as const, lazy: listPage },
];
