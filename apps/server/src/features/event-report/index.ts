import type { Feature } from "../../lib/feature";
import { eventReportRoutes } from "./event-report.routes";
import { seedEventReportDemo } from "./event-report.seed";
import { eventReportService } from "./event-report.service";

export { eventReportRepository } from "./event-report.repository";
export { occurrenceMonth } from "./event-report.time";

/** Event reports: pilots named with minus points, the list, its export and the statistics. */
export const eventReportFeature: Feature = {
  name: "event-report",
  async routes(api, { database, fileStore }) {
    await api.register(eventReportRoutes, {
      service: eventReportService({ db: database.db, store: fileStore }),
      store: fileStore,
      db: database.db,
    });
  },
  trainingFileRecords: ({ database, fileStore }) =>
    eventReportService({ db: database.db, store: fileStore }).trainingFileRecords,
  seed: (db) => seedEventReportDemo(db),
};
