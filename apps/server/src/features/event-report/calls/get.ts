import type { EventReport } from "@trms/shared";
import type { CallArgs } from "../../../lib/routes";
import { readableEventReport } from "../event-report.rules";

/** One report with its pilots and files, as the caller may read it (a pilot it names: their own line). */
export function getEventReport({ app, actor, body }: CallArgs<{ id: number }>): Promise<EventReport> {
  return readableEventReport(app.database.db, actor, body.id);
}
