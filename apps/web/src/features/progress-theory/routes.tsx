import type { RouteObject } from "react-router";
import { recordKindRoutes } from "../../components/training-record/record-kind-routes";

const { listPage, createPage, detailPage } = recordKindRoutes(
  async () => (await import("./kind")).PROGRESS_THEORY_KIND,
);

/** Progress check (theory) screens of the pilot area (part1 §2), relative to /pilot. */
export const progressTheoryPilotRoutes: RouteObject[] = [
  { path: "progress-theory", handle: { section: "progress_theory" } as const, lazy: listPage },
  {
    path: "progress-theory-report/create",
    handle: { section: "progress_theory" } as const,
    lazy: createPage,
  },
  {
    path: "progress-theory-report/detail/:id",
    handle: { section: "progress_theory" } as const,
    lazy: detailPage,
  },
];

/** Progress check (theory) screens of the admin area, under FOT, relative to /admin. */
export const progressTheoryAdminRoutes: RouteObject[] = [
  { path: "fot/progress-theory", handle: { section: "fot" } as const, lazy: listPage },
  { path: "fot/progress-theory-detail/:id", handle: { section: "fot" } as const, lazy: detailPage },
];
