import {
  can,
  isAdminArea,
  type LineCheck,
  type LineCheckDetailReply,
  type LineCheckIdInput,
} from "@trms/shared";
import { notFound } from "../../../lib/errors";
import { importedOf } from "../../../lib/imported";
import type { CallArgs } from "../../../lib/routes";
import { reachableForm } from "../../../lib/staged-form";
import { lineCheckActionsOf, lineCheckForm } from "../line-check.form";
import { lineChecksWithHistory } from "../line-check.repository";

/** `linecheck/get_line_check_by_id {id}`: the line check, what the caller may do now, and the import it came from if any. */
export async function getLineCheck({
  app,
  actor,
  body,
}: CallArgs<LineCheckIdInput>): Promise<LineCheckDetailReply> {
  const db = app.database.db;
  const row = await reachableForm(db, lineCheckForm, actor, body.id);
  if (isAdminArea(actor) && !can(actor, "line_check.view_all")) throw notFound();
  const [check] = await lineChecksWithHistory(db, [row]);
  return {
    ...(check as LineCheck),
    actions: lineCheckActionsOf(actor, row),
    ...(await importedOf(db, row.importBatchId)),
  };
}
