import {
  cleanUpLineTrainingReplySchema,
  createLineTrainingSchema,
  latestLineTrainingSubmissionReplySchema,
  lineTrainingByIdSchema,
  lineTrainingIdSchema,
  lineTrainingListReplySchema,
  lineTrainingListSchema,
  lineTrainingSchema,
  okReply,
} from "@trms/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { FileStore } from "../../lib/files/file-store";
import { registerStagedFormRoutes } from "../../lib/staged-form-routes";
import { currentUser } from "../../plugins/auth";
import { ok } from "../../plugins/envelope";
import { LINE_TRAINING_FOLDER, lineTrainingForm } from "./line-training.form";
import type { LineTrainingService } from "./line-training.service";

export { LINE_TRAINING_FOLDER };

const TAGS = ["line training"];

/**
 * The `line_training/` calls of part2 §7: those of every staged form, from its declaration, and its
 * own (the list, one line training, create, the latest submission, clean-up).
 */
export const lineTrainingRoutes: FastifyPluginAsyncZod<{
  service: LineTrainingService;
  store: FileStore;
}> = async (app, { service, store }) => {
  registerStagedFormRoutes(app, lineTrainingForm, service.form, store);

  app.post(
    "/line_training/get_line_training_list",
    {
      schema: {
        body: lineTrainingListSchema,
        tags: TAGS,
        summary: "One tab (completed 1/0) of the list",
        response: { 200: okReply(lineTrainingListReplySchema) },
      },
      config: { access: "line_training.view" },
    },
    async (request) => ok(await service.list(currentUser(request), request.body)),
  );

  app.post(
    "/line_training/get_line_training_by_id",
    {
      schema: {
        summary: "One line training",
        body: lineTrainingByIdSchema,
        tags: TAGS,
        response: { 200: okReply(lineTrainingSchema) },
      },
      config: { access: "line_training.view" },
    },
    async (request) => ok(await service.byId(currentUser(request), request.body.id)),
  );

  app.post(
    "/line_training/create_line_training",
    {
      schema: {
        body: createLineTrainingSchema,
        tags: TAGS,
        summary: "A line training for a pilot",
        response: { 200: okReply(lineTrainingSchema) },
      },
      config: { access: "line_training.create" },
    },
    async (request) => ok(await service.create(currentUser(request), request.body)),
  );

  app.post(
    "/line_training/get_latest_submission_by_line_training_id",
    {
      schema: {
        summary: "A line training's latest submission",
        body: lineTrainingIdSchema,
        tags: TAGS,
        response: { 200: okReply(latestLineTrainingSubmissionReplySchema) },
      },
      config: { access: "line_training.view" },
    },
    async (request) =>
      ok(await service.latestSubmission(currentUser(request), request.body.line_training_id)),
  );

  app.post(
    "/line_training/clean_up_line_training",
    {
      schema: {
        body: lineTrainingIdSchema,
        tags: TAGS,
        summary: "Remove a line training with its submissions and files (super admin)",
        response: { 200: okReply(cleanUpLineTrainingReplySchema) },
      },
      config: { access: "line_training.clean_up" },
    },
    async (request) => ok(await service.cleanUp(currentUser(request), request.body.line_training_id)),
  );
};
