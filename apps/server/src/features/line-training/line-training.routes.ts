import {
  cleanUpLineTrainingReplySchema,
  createLineTrainingSchema,
  latestLineTrainingSubmissionReplySchema,
  lineTrainingByIdSchema,
  lineTrainingDetailSchema,
  lineTrainingIdSchema,
  lineTrainingListReplySchema,
  lineTrainingListSchema,
  lineTrainingSchema,
} from "@trms/shared";
import { jsonCall, type Route } from "../../lib/routes";
import { stagedFormRoutes } from "../../lib/staged-form-routes";
import { cleanUpLineTraining } from "./calls/clean-up";
import { createLineTraining } from "./calls/create";
import { getLineTraining } from "./calls/get";
import { latestLineTrainingSubmission } from "./calls/latest-submission";
import { listLineTrainings } from "./calls/list";
import { lineTrainingForm } from "./line-training.form";

const tags = ["line training"];

/**
 * The `line_training/` calls of part2 §7: those of every staged form, from its declaration, and its
 * own (the list, one line training, create, the latest submission, clean-up).
 */
export const lineTrainingRoutes: readonly Route[] = [
  ...stagedFormRoutes(lineTrainingForm),
  jsonCall({
    path: "/line_training/get_line_training_list",
    access: "line_training.view",
    summary: "One tab (completed 1/0) of the list",
    tags,
    body: lineTrainingListSchema,
    reply: lineTrainingListReplySchema,
    call: listLineTrainings,
  }),
  jsonCall({
    path: "/line_training/get_line_training_by_id",
    access: "line_training.view",
    summary: "One line training",
    tags,
    body: lineTrainingByIdSchema,
    reply: lineTrainingDetailSchema,
    call: getLineTraining,
  }),
  jsonCall({
    path: "/line_training/create_line_training",
    access: "line_training.create",
    summary: "A line training for a pilot",
    tags,
    body: createLineTrainingSchema,
    reply: lineTrainingSchema,
    call: createLineTraining,
  }),
  jsonCall({
    path: "/line_training/get_latest_submission_by_line_training_id",
    access: "line_training.view",
    summary: "A line training's latest submission",
    tags,
    body: lineTrainingIdSchema,
    reply: latestLineTrainingSubmissionReplySchema,
    call: latestLineTrainingSubmission,
  }),
  jsonCall({
    path: "/line_training/clean_up_line_training",
    access: "line_training.clean_up",
    summary: "Remove a line training with its submissions and files (super admin)",
    tags,
    body: lineTrainingIdSchema,
    reply: cleanUpLineTrainingReplySchema,
    call: cleanUpLineTraining,
  }),
];
