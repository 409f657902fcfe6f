import { EVENT_REPORT_EXPORT_MAX_ROWS, type EventReportExportQuery } from "@trms/shared";
import type { Download, DownloadArgs } from "../../../lib/routes";
import { eventReportFileName, eventReportWorkbook } from "../event-report.export";
import { eventReportList } from "../event-report.rules";

/** The rows the list shows for this search, filters and sort, up to the export's cap, as a workbook. */
export async function exportEventReports({
  app,
  actor,
  body,
  language,
}: DownloadArgs<EventReportExportQuery>): Promise<Download> {
  const input = { ...body, page_number: 1, page_count: EVENT_REPORT_EXPORT_MAX_ROWS };
  const reply = await eventReportList(app.database.db, actor, input, false);
  return { body: await eventReportWorkbook(reply.event_reports, language), name: eventReportFileName() };
}
