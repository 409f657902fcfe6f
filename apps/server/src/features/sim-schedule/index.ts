import { simScheduleFiles } from "../../db/tables/sim-schedule.table";
import type { Feature } from "../../lib/feature";
import { filesRoutes } from "../../lib/files/files.routes";
import { SIM_SCHEDULE_FILE_BASE } from "./sim-schedule.repository";
import { simScheduleRoutes } from "./sim-schedule.routes";
import { seedSimScheduleDemo } from "./sim-schedule.seed";
import { simScheduleService } from "./sim-schedule.service";

/** The monthly SIM schedule: one uploaded workbook per month, listed and downloaded by every account. */
export const simScheduleFeature: Feature = {
  name: "sim-schedule",
  async routes(api, { database, fileStore }) {
    const service = simScheduleService({ db: database.db });
    await api.register(simScheduleRoutes, { service, store: fileStore });
    await api.register(filesRoutes, {
      store: fileStore,
      base: SIM_SCHEDULE_FILE_BASE,
      // The schedule is the whole airline's timetable: every signed-in account reads the current files.
      access: { sim_schedule: (_user, key) => service.isCurrentFile(key) },
    });
  },
  seed: (db, store) => seedSimScheduleDemo(db, store),
  fileReferences: [simScheduleFiles],
};
