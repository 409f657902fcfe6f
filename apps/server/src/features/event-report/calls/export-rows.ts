import { EVENT_REPORT_EXPORT_MAX_ROWS, type EventReportExportQuery } from "@trms/shared";
import type { CallArgs } from "../../../lib/routes";
import { eventReportList } from "../event-report.rules";

/** The rows the list shows for this search, filters and sort, up to the export's cap. */
export async function eventReportExportRows({ app, actor, body }: CallArgs<EventReportExportQuery>) {
  const input = { ...body, page_number: 1, page_count: EVENT_REPORT_EXPORT_MAX_ROWS };
  const reply = await eventReportList(app.database.db, actor, input, false);
  return reply.event_reports;
}
