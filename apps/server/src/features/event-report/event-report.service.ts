import type { EventReportListInput, SessionUser } from "@trms/shared";
import { bindCall } from "../../lib/bind-call";
import { eventReportsByPilot } from "./calls/by-pilot";
import { createEventReport } from "./calls/create";
import { deleteEventReport } from "./calls/delete";
import { eventReportExportRows } from "./calls/export-rows";
import { eventReportStatistics } from "./calls/statistics";
import { updateEventReport } from "./calls/update";
import { eventReportContext } from "./event-report.context";

/** The feature's calls, one function per call in `calls/` (issue 26 item 6), bound to one set of dependencies. */
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
  };
}
export { EVENT_REPORT_FILES } from "./event-report.context";
export type EventReportService = ReturnType<typeof eventReportService>;
