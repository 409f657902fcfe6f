import { can } from "../access/can";
import type { WorkflowTable } from "../workflow/types";
import type { TrainingRecordAccessRecord } from "./access";
import { ResultStatus, TRAINING_RECORD_KINDS, type TrainingRecordKind } from "./constants";

export type TrainingRecordApprovalAction = "approve" | "change_after_approval";
export type TrainingRecordApproval = WorkflowTable<
  ResultStatus,
  TrainingRecordApprovalAction,
  TrainingRecordAccessRecord
>;

/**
 * The trainee's approval of a training record (part1 §4), the same for the four kinds: awaiting
 * approval (0) → approved (1) by the trainee; an administrator's change to an approved record takes
 * it back to awaiting approval, so the trainee approves what the record now says (ADR 0012). The
 * earlier approval stays in the history. Each kind's history rows carry its own entity name.
 */
function approvalTable(entity: TrainingRecordKind): TrainingRecordApproval {
  return {
    entity,
    stateOf: (record) => record.status as ResultStatus,
    transitions: [
      {
        from: ResultStatus.AWAITING_APPROVAL,
        action: "approve",
        to: ResultStatus.APPROVED,
        who: (user, record) => can(user, "training_record.approve", record),
        needsReason: false,
        needsFile: false,
      },
      {
        from: ResultStatus.APPROVED,
        action: "change_after_approval",
        to: ResultStatus.AWAITING_APPROVAL,
        who: (user, record) => can(user, "training_record.edit", record),
        needsReason: false,
        needsFile: false,
        automatic: true,
      },
    ],
    conflictMessage: { approve: "already_approved", change_after_approval: "record_changed_meanwhile" },
  };
}

/** The approval table of each kind of training record. */
export const trainingRecordApprovals = Object.fromEntries(
  TRAINING_RECORD_KINDS.map((kind) => [kind, approvalTable(kind)]),
) as Record<TrainingRecordKind, TrainingRecordApproval>;
