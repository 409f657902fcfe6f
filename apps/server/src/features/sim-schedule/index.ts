import { simScheduleFiles } from "../../db/tables/sim-schedule.table";
import type { Feature } from "../../lib/feature";
import { simScheduleRoutes } from "./sim-schedule.routes";
import { seedSimScheduleDemo } from "./sim-schedule.seed";

/** The monthly SIM schedule: one uploaded workbook per month, listed and downloaded by every account. */
export const simScheduleFeature: Feature = {
  name: "sim-schedule",
  routes: simScheduleRoutes,
  seed: (db, store) => seedSimScheduleDemo(db, store),
  fileReferences: [simScheduleFiles],
};
