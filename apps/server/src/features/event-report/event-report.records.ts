import { ownEventReportChanges, pilotEventReportSchema } from "@trms/shared";
import { airlineToday } from "../../lib/airline-time";
import type { AppDeps } from "../../lib/app-deps";
import type { TrainingFileRecords } from "../../lib/training-file-records";
import { eventReportsOfPilot } from "./event-report.repository";
import { withPilotsAndFiles } from "./event-report.rules";

/**
 * The reports naming the pilot in their whole file: each as `get_report_by_pilot`
 * replies it to the pilot themself (their own line only), dated by its day at the airline.
 */
export function eventReportRecords({ database }: AppDeps): TrainingFileRecords {
  return {
    kind: "event_report",
    schema: pilotEventReportSchema,
    ownChanges: (changes, pilot) => ownEventReportChanges(changes, pilot.id),
    async page(pilot, selection) {
      const db = database.db;
      const reports = await withPilotsAndFiles(
        db,
        await eventReportsOfPilot(db, pilot.id, selection),
        pilot.id,
      );
      return reports.map((report) => ({
        id: report.id,
        day: airlineToday(new Date(report.date_of_occurence)),
        reply: report,
      }));
    },
  };
}
