import type { RouteObject } from "react-router";
import { recordKindRoutes } from "../../components/training-record/record-kind-routes";

const { listPage, createPage, detailPage } = recordKindRoutes(
  async () => (await import("./kind")).BASE_TRAINING_KIND,
);

/** Base training screens of the pilot area (part1 §2), relative to /pilot. */
export const baseTrainingPilotRoutes: RouteObject[] = [
  { path: "base-training", handle: { section: "base_training" } as const, lazy: listPage },
  { path: "base-training/create", handle: { section: "base_training" } as const, lazy: createPage },
  { path: "base-training/detail/:id", handle: { section: "base_training" } as const, lazy: detailPage },
];

/** Base training screens of the admin area, under FOT, relative to /admin. */
export const baseTrainingAdminRoutes: RouteObject[] = [
  { path: "fot/base-training-list", handle: { section: "fot" } as const, lazy: listPage },
  { path: "fot/base-training-detail/:id", handle: { section: "fot" } as const, lazy: detailPage },
];
