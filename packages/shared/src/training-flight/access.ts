import type { TrainingRecordAccessRecord } from "../training-record/access";
import { trainingRecordRules } from "../training-record/access";

/** A training flight as the record-level rules read it. */
export type TrainingFlightAccessRecord = TrainingRecordAccessRecord;

/**
 * Who may do what to training flights: the training records' rules, under
 * the names the training-flight calls and screens already use.
 */
export const trainingFlightRules = {
  "training_flight.create": trainingRecordRules["training_record.create"],
  "training_flight.edit": trainingRecordRules["training_record.edit"],
  "training_flight.delete": trainingRecordRules["training_record.delete"],
  "training_flight.approve": trainingRecordRules["training_record.approve"],
  "training_flight.history": trainingRecordRules["training_record.history"],
} as const;
