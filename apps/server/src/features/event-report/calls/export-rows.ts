import { EVENT_REPORT_EXPORT_MAX_ROWS, type EventReportExportQuery, type SessionUser } from "@trms/shared";
import type { EventReportContext } from "../event-report.context";

/** The rows the list shows for this search, filters and sort, up to the export's cap. */
export async function eventReportExportRows(
  ctx: EventReportContext,
  actor: SessionUser,
  query: EventReportExportQuery,
) {
  const reply = await ctx.list(
    actor,
    { ...query, page_number: 1, page_count: EVENT_REPORT_EXPORT_MAX_ROWS },
    false,
  );
  return reply.event_reports;
}
