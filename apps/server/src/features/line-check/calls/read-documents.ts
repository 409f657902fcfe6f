import {
  isLineCheckPilot,
  lineCheckDocumentsWorkflow,
  type ReadLineCheckDocumentsInput,
  type ReadLineCheckDocumentsReply,
} from "@trms/shared";
import { lineChecks } from "../../../db/tables/line-check.table";
import { AppError } from "../../../lib/errors";
import { checkVersion } from "../../../lib/record-version";
import type { CallArgs } from "../../../lib/routes";
import { reachableForm } from "../../../lib/staged-form";
import { applyTransition } from "../../../lib/workflow";
import { lineCheckForm } from "../line-check.form";
import { recordOf } from "../line-check.repository";

/**
 * `linecheck/read_documents {line_check_id, completed}`: the line check's own pilot confirms
 * having read the documents; confirming again changes nothing. With `If-Match`, only on that
 * version of the line check (ADR 1600).
 */
export async function readLineCheckDocuments({
  app,
  actor,
  body,
  ifMatch,
}: CallArgs<ReadLineCheckDocumentsInput>): Promise<ReadLineCheckDocumentsReply> {
  const id = body.line_check_id;
  const row = await reachableForm(app.database.db, lineCheckForm, actor, id);
  const record = recordOf(row);
  if (!isLineCheckPilot(actor, record)) throw new AppError("FORBIDDEN", "line_check_read_own_only");
  await checkVersion(app.database.db, lineChecks, row, ifMatch);
  let version = row.version;
  if (!row.documentCompletion) {
    const now = new Date();
    const { row: read } = await applyTransition(app.database.db, {
      workflow: lineCheckDocumentsWorkflow,
      table: lineChecks,
      statusField: "documentCompletion",
      stored: (state) => state === 1,
      record,
      actor,
      action: "read_documents",
      set: { documentCompletedAt: now, updatedAt: now },
      expectedVersion: ifMatch,
    });
    version = read.version;
  }
  return { line_check_id: id, linecheck_document_completion: true, version };
}
