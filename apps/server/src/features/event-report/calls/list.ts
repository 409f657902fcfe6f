import type { EventReportListInput, EventReportListReply } from "@trms/shared";
import type { CallArgs } from "../../../lib/routes";
import { eventReportList } from "../event-report.rules";

/** One page of event reports in the caller's fleet scope, searched, filtered and sorted. */
export function listEventReports({
  app,
  actor,
  body,
}: CallArgs<EventReportListInput>): Promise<EventReportListReply> {
  return eventReportList(app.database.db, actor, body, true);
}
