import { can } from "../access/can";
import type { WorkflowTable } from "../workflow/types";
import type { TrainingFlightAccessRecord } from "./access";
import { ResultStatus } from "./constants";

export type TrainingFlightApprovalAction = "approve" | "change_after_approval";

/**
 * The trainee's approval of a training flight (part1 §4): awaiting approval (0) → approved (1) by
 * the trainee; an administrator's change to an approved record takes it back to awaiting approval,
 * so the trainee approves what the record now says (ADR 0012). The earlier approval stays in the
 * history.
 */
export const trainingFlightApproval: WorkflowTable<
  ResultStatus,
  TrainingFlightApprovalAction,
  TrainingFlightAccessRecord
> = {
  entity: "training_flight",
  stateOf: (flight) => flight.status as ResultStatus,
  transitions: [
    {
      from: ResultStatus.AWAITING_APPROVAL,
      action: "approve",
      to: ResultStatus.APPROVED,
      who: (user, flight) => can(user, "training_flight.approve", flight),
      needsReason: false,
      needsFile: false,
    },
    {
      from: ResultStatus.APPROVED,
      action: "change_after_approval",
      to: ResultStatus.AWAITING_APPROVAL,
      who: (user, flight) => can(user, "training_flight.edit", flight),
      needsReason: false,
      needsFile: false,
      automatic: true,
    },
  ],
  conflictMessage: { approve: "already_approved", change_after_approval: "record_changed_meanwhile" },
};
