import { can, isAdminArea, type SessionUser } from "@trms/shared";
import type { Database } from "../../../db/client";
import { mayAccess } from "../../../lib/record-access";
import { lineCheckRow, recordOf } from "../line-check.repository";

/** Whether this account may read a stored file of this line check (the `line_check` folder). */
export async function mayReadLineCheckFile(db: Database, actor: SessionUser, id: number) {
  const row = await lineCheckRow(db, id);
  if (!row) return false;
  // Staff reach the line checks of their fleet's pilots only (the record-access table's row).
  if (isAdminArea(actor) && !(await mayAccess(db, actor, "line_check", "read", id))) return false;
  return (
    can(actor, "line_check.read", recordOf(row)) ||
    can(actor, "line_check.set_downloaded_flag") ||
    can(actor, "line_check.set_status")
  );
}
