import {
  type EventReportListInput,
  ownEventReportChanges,
  pilotEventReportSchema,
  type SessionUser,
} from "@trms/shared";
import { airlineToday } from "../../lib/airline-time";
import { bindCall } from "../../lib/bind-call";
import type { TrainingFileRecords } from "../../lib/training-file-records";
import { eventReportsByPilot } from "./calls/by-pilot";
import { createEventReport } from "./calls/create";
import { deleteEventReport } from "./calls/delete";
import { eventReportExportRows } from "./calls/export-rows";
import { eventReportStatistics } from "./calls/statistics";
import { updateEventReport } from "./calls/update";
import { eventReportContext } from "./event-report.context";

/** The feature's calls, one function per call in `calls/`, bound to one set of dependencies. */
export function eventReportService(deps: Parameters<typeof eventReportContext>[0]) {
  const ctx = eventReportContext(deps);
  return {
    exportRows: bindCall(ctx, eventReportExportRows),
    create: bindCall(ctx, createEventReport),
    update: bindCall(ctx, updateEventReport),
    delete: bindCall(ctx, deleteEventReport),
    byPilot: bindCall(ctx, eventReportsByPilot),
    statistics: bindCall(ctx, eventReportStatistics),
    list: (actor: SessionUser, input: EventReportListInput) => ctx.list(actor, input),
    detail: ctx.readable,
    files: ctx.files,
    /** Whether this account may read the report (and so its files). */
    mayReadRecord: async (actor: SessionUser, id: number) =>
      ctx.readable(actor, id).then(
        () => true,
        () => false,
      ),
    /**
     * The reports naming the pilot in their whole file: each as `get_report_by_pilot`
     * replies it to the pilot themself (their own line only), dated by its day at the airline.
     */
    trainingFileRecords: {
      kind: "event_report",
      schema: pilotEventReportSchema,
      ownChanges: (changes, pilot) => ownEventReportChanges(changes, pilot.id),
      async page(pilot, selection) {
        const reports = await ctx.withPilotsAndFiles(await ctx.repo.ofPilot(pilot.id, selection), pilot.id);
        return reports.map((report) => ({
          id: report.id,
          day: airlineToday(new Date(report.date_of_occurence)),
          reply: report,
        }));
      },
    } satisfies TrainingFileRecords,
  };
}
export { EVENT_REPORT_FILES } from "./event-report.context";
export type EventReportService = ReturnType<typeof eventReportService>;
