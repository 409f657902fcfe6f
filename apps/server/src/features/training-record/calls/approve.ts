import { type ApproveResultInput, type ApproveResultReply, trainingRecordApprovals } from "@trms/shared";
import type { Approvable } from "../../../lib/approvable";
import { notFound } from "../../../lib/errors";
import { checkVersion } from "../../../lib/record-version";
import type { CallArgs } from "../../../lib/routes";
import { applyTransition } from "../../../lib/workflow";

/** The approval's request and the kinds of training record it may name. */
export interface ApproveResultArgs extends CallArgs<ApproveResultInput> {
  kinds: readonly Approvable[];
}

/**
 * The trainee approves their own result through the training records' approval table: a
 * conditional update (of two approvals at the same moment one wins, the other gets 409), a history
 * row and an audit row in one transaction; the record is then locked for everyone but role admin.
 */
export async function approveResult({
  app,
  actor,
  body,
  kinds,
  ifMatch,
}: ApproveResultArgs): Promise<ApproveResultReply> {
  const approvable = kinds.find((kind) => kind.kind === body.type);
  if (!approvable) throw notFound();
  const record = await approvable.visible(actor, body.id);
  await checkVersion(app.database.db, approvable.table, record, ifMatch);
  const approvedAt = new Date();
  const { row } = await applyTransition(app.database.db, {
    workflow: trainingRecordApprovals[approvable.kind],
    table: approvable.table,
    record,
    actor,
    action: "approve",
    set: {
      approvedAt,
      approvedBy: actor.id,
      traineeSignature: actor.full_name,
      updatedAt: approvedAt,
      ...approvable.set,
    } as never,
    audit: { changes: { approved_at: approvedAt.toISOString() } },
    expectedVersion: ifMatch,
  });
  return approvable.detail(actor, row as Record<string, unknown>);
}
