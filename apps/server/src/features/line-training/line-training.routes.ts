import {
  cleanUpLineTrainingReplySchema,
  createLineTrainingSchema,
  latestLineTrainingSubmissionReplySchema,
  lineTrainingByIdSchema,
  lineTrainingIdSchema,
  lineTrainingListReplySchema,
  lineTrainingListSchema,
  lineTrainingSchema,
  lineTrainingSubmissionsReplySchema,
  okReply,
  setLineTrainingStatusReplySchema,
  setLineTrainingStatusSchema,
  submitLineTrainingFormReplySchema,
  submitLineTrainingFormSchema,
} from "@trms/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { validation } from "../../lib/errors";
import type { FileStore } from "../../lib/files/file-store";
import { uploadForm, withUpload } from "../../lib/files/upload";
import { reportFileRule, statusFileRule } from "../../lib/workflow-files";
import { currentUser } from "../../plugins/auth";
import { ok } from "../../plugins/envelope";
import type { LineTrainingService } from "./line-training.service";

/** Every line training file (submitted forms, status files) is stored under this folder. */
export const LINE_TRAINING_FOLDER = "line_training";

const REPORT = reportFileRule(LINE_TRAINING_FOLDER);
const STATUS_FILE = statusFileRule(LINE_TRAINING_FOLDER);
const TAGS = ["line training"];
const multipart = { tags: TAGS, consumes: ["multipart/form-data"] };

/**
 * The `line_training/` calls of part2 §7 (issue 14). Each guard runs before the body is read; the
 * transition table then decides on the line training, and an upload of a refused call is removed.
 */
export const lineTrainingRoutes: FastifyPluginAsyncZod<{
  service: LineTrainingService;
  store: FileStore;
}> = async (app, { service, store }) => {
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
    "/line_training/submit_form",
    {
      schema: {
        ...multipart,
        summary: "Upload stage 1 or 2 (submitted_report, a PDF); replies last_submit, status",
        response: { 200: okReply(submitLineTrainingFormReplySchema) },
      },
      config: { access: "line_training.submit", upload: uploadForm(submitLineTrainingFormSchema, REPORT) },
    },
    async (request) =>
      ok(
        await withUpload(request, store, submitLineTrainingFormSchema, REPORT, (body, files) => {
          const file = files.submitted_report?.[0];
          if (!file) throw validation("submitted_report", "file_required");
          return service.submitForm(currentUser(request), body, file);
        }),
      ),
  );

  app.post(
    "/line_training/get_submissions_by_line_training_id",
    {
      schema: {
        summary: "Every submission of a line training",
        body: lineTrainingIdSchema,
        tags: TAGS,
        response: { 200: okReply(lineTrainingSubmissionsReplySchema) },
      },
      config: { access: "line_training.view" },
    },
    async (request) => ok(await service.submissions(currentUser(request), request.body.line_training_id)),
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
    "/line_training/set_status",
    {
      schema: {
        ...multipart,
        summary: "Set the status with a reason and status_file; replies status, reset_status",
        response: { 200: okReply(setLineTrainingStatusReplySchema) },
      },
      config: {
        access: "line_training.set_status",
        upload: uploadForm(setLineTrainingStatusSchema, STATUS_FILE),
      },
    },
    async (request) =>
      ok(
        await withUpload(request, store, setLineTrainingStatusSchema, STATUS_FILE, (body, files) =>
          service.setStatus(currentUser(request), body, files.status_file?.[0]),
        ),
      ),
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
