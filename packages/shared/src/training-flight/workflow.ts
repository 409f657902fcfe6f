import {
  type TrainingRecordApproval,
  type TrainingRecordApprovalAction,
  trainingRecordApprovals,
} from "../training-record/workflow";

export type TrainingFlightApprovalAction = TrainingRecordApprovalAction;

/** The trainee's approval of a training flight: the training records' one approval table. */
export const trainingFlightApproval: TrainingRecordApproval = trainingRecordApprovals.training_flight;
