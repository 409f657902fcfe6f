import {
  type LineTrainingAction,
  type LineTrainingRecord,
  type LineTrainingStatus,
  lineTrainingWorkflow,
} from "@trms/shared";
import { lineTrainings } from "../../db/tables/line-training.table";
import type { StagedForm } from "../../lib/staged-form";

/** The line training as a staged form (ADR 0996): the pilot's and the assessors' forms, status changes. */
export const lineTrainingForm: StagedForm<
  LineTrainingStatus,
  LineTrainingAction,
  LineTrainingRecord,
  typeof lineTrainings
> = {
  workflow: lineTrainingWorkflow,
  table: lineTrainings,
  setStatusAction: "set_status",
  resetActions: ["set_status"],
};
