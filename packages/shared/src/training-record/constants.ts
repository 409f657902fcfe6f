/**
 * The four kinds of training record a trainee approves (part1 §4): one approval table, one call
 * (`flt_training/approve_result {id, type}`), one lock rule.
 */
export const TRAINING_RECORD_KINDS = [
  "training_flight",
  "base_training",
  "theory_test",
  "progress_theory",
] as const;
export type TrainingRecordKind = (typeof TRAINING_RECORD_KINDS)[number];

/** Result status of every training record: 0 awaiting the trainee's approval, 1 approved by the trainee. */
export const ResultStatus = { AWAITING_APPROVAL: 0, APPROVED: 1 } as const;
export type ResultStatus = (typeof ResultStatus)[keyof typeof ResultStatus];
