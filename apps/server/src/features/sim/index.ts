import type { Feature } from "../../lib/feature";
import { simCalendarService } from "./sim.calendar";
import { simRoutes } from "./sim.routes";
import { seedSimDemo } from "./sim.seed";
import { simService } from "./sim.service";

export { SIM_EXCEL_COLUMNS } from "./sim.excel";

/** SIM sessions: list, create (one, a monthly list, an Excel file), edit, delete, conflicts, calendar. */
export const simFeature: Feature = {
  name: "sim",
  async routes(api, { database, config }) {
    const service = simService({ db: database.db });
    const calendar = simCalendarService({
      db: database.db,
      secret: config.jwtSecret,
      publicUrl: config.publicUrl,
    });
    await api.register(simRoutes, { service, calendar });
  },
  // The SIM form's record is the session as these calls reply it, with the pilot's own seat.
  trainingFileRecords: ({ database }) => simService({ db: database.db }).trainingFileRecords,
  seed: (db, store) => seedSimDemo(db, store),
};
