import { simFormFileRecordSchema } from "@trms/shared";
import type { Feature } from "../../lib/feature";
import { simFormsOfPilot } from "./sim.repository";
import { simRoutes } from "./sim.routes";
import { seedSimDemo } from "./sim.seed";

export { SIM_EXCEL_COLUMNS } from "./sim.excel";
export { simHasSubmissions, simSessionForms } from "./sim.repository";

/** SIM sessions: list, create (one, a monthly list, an Excel file), edit, delete, conflicts, calendar. */
export const simFeature: Feature = {
  name: "sim",
  routes: simRoutes,
  /**
   * The pilot's SIM forms in their whole file: each with its session as the SIM calls reply it,
   * dated by session A's day at the airline, with the pilot's own seat.
   */
  trainingFileRecords: ({ database }) => ({
    kind: "sim_form",
    schema: simFormFileRecordSchema,
    async page(pilot, selection) {
      const records = await simFormsOfPilot(database.db, pilot.crewCode, selection);
      return records.map((record) => ({
        id: record.form.form_id,
        day: record.sessiona_date_time.slice(0, 10),
        reply: record,
      }));
    },
  }),
  seed: (db, store) => seedSimDemo(db, store),
};
