import { type SessionUser, trainingRecordApprovals } from "@trms/shared";
import type { Database } from "../../db/client";
import type { Approvable } from "../../lib/approvable";
import { applyTransition } from "../../lib/workflow";

export type { Approvable, ApprovalTable } from "../../lib/approvable";

/**
 * The trainee approves their own result through the training records' approval table: a
 * conditional update (of two approvals at the same moment one wins, the other gets 409), a history
 * row and an audit row in one transaction; the record is then locked for everyone but role admin.
 */
export async function approveRecord(db: Database, approvable: Approvable, actor: SessionUser, id: number) {
  const record = await approvable.visible(actor, id);
  const approvedAt = new Date();
  const { row } = await applyTransition(db, {
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
  });
  return approvable.detail(actor, row as Record<string, unknown>);
}
