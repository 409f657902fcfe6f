import type { Feature } from "../../lib/feature";
import { eventReportRecords } from "./event-report.records";
import { eventReportRoutes } from "./event-report.routes";
import { seedEventReportDemo } from "./event-report.seed";

export { insertEventReport, setEventReportPilots } from "./event-report.repository";
export { occurrenceMonth } from "./event-report.time";

/** Event reports: pilots named with minus points, the list, its export and the statistics. */
export const eventReportFeature: Feature = {
  name: "event-report",
  routes: eventReportRoutes,
  trainingFileRecords: eventReportRecords,
  seed: (db) => seedEventReportDemo(db),
};
