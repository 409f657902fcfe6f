import {
  type ApproveResultReply,
  type SessionUser,
  type TrainingRecordAccessRecord,
  type TrainingRecordKind,
  trainingRecordApprovals,
} from "@trms/shared";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client";
import { applyTransition } from "../workflow";

/** A table of training records: an id and the approval columns (`approvalColumns()`). */
export type ApprovalTable = PgTable & {
  id: PgColumn;
  status: PgColumn;
  approvedAt: PgColumn;
  approvedBy: PgColumn;
  traineeSignature: PgColumn;
  updatedAt: PgColumn;
};

/**
 * One kind of training record as the one approval call sees it. Each training-record feature
 * declares its own (`Feature.approvable`); `flt_training/approve_result {id, type}` picks it by
 * `type` (ADR 0024).
 */
export interface Approvable {
  kind: TrainingRecordKind;
  table: ApprovalTable;
  /** The record as the caller may see it (404 when missing or out of sight), as its rules read it. */
  visible(actor: SessionUser, id: number): Promise<TrainingRecordAccessRecord & { id: number }>;
  /** Columns the approval sets beside the shared ones (a kind's own bookkeeping). */
  set?: Record<string, unknown>;
  /**
   * The id of the record of this kind holding a stored training file, when this account may read it
   * (false when it may not, or no record holds it).
   */
  mayReadFile(actor: SessionUser, key: string): Promise<number | false>;
  /** The reply after the approval: the record as its detail call answers it. */
  detail(actor: SessionUser, row: Record<string, unknown>): Promise<ApproveResultReply>;
}

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
