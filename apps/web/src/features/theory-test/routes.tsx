import type { RouteObject } from "react-router";
import { recordKindRoutes } from "../../components/training-record/record-kind-routes";

const { listPage, createPage, detailPage } = recordKindRoutes(
  async () => (await import("./kind")).THEORY_TEST_KIND,
);

/** Theory test screens of the pilot area (part1 §2), relative to /pilot. */
export const theoryTestPilotRoutes: RouteObject[] = [
  { path: "theory-test", handle: { section: "theory_test" } as const, lazy: listPage },
  { path: "theory-test/create", handle: { section: "theory_test" } as const, lazy: createPage },
  { path: "theory-test/detail/:id", handle: { section: "theory_test" } as const, lazy: detailPage },
];

/** Theory test screens of the admin area, under FOT, relative to /admin. */
export const theoryTestAdminRoutes: RouteObject[] = [
  { path: "fot/theory-test", handle: { section: "fot" } as const, lazy: listPage },
  { path: "fot/theory-test-detail/:id", handle: { section: "fot" } as const, lazy: detailPage },
];
