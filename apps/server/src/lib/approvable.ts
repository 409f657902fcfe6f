import type {
  ApproveResultReply,
  SessionUser,
  TrainingRecordAccessRecord,
  TrainingRecordKind,
} from "@trms/shared";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";

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
 * `type`.
 */
export interface Approvable {
  kind: TrainingRecordKind;
  table: ApprovalTable;
  /**
   * The record as the caller may see it (404 when missing or out of sight), as its rules read it,
   * with its version where the kind keeps one (ADR 1600).
   */
  visible(
    actor: SessionUser,
    id: number,
  ): Promise<TrainingRecordAccessRecord & { id: number; version?: number }>;
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
