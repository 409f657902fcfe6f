import type { AccessLogEntry, AccessLogInput } from "@trms/shared";
import type { CallArgs } from "../../../lib/routes";
import { accessLogPage } from "../inspector.repository";

/** `inspector/get_access_log`: every pilot's file an inspector opened, newest first. */
export async function getAccessLog({
  app,
  body,
}: CallArgs<AccessLogInput>): Promise<{ access_log: AccessLogEntry[]; total: number }> {
  const { rows, total } = await accessLogPage(app.database.db, body);
  return {
    access_log: rows.map((row) => ({ ...row, opened_at: row.opened_at.toISOString() })),
    total,
  };
}
