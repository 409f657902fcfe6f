import {
  createLineCheckReplySchema,
  createLineCheckSchema,
  lineCheckDetailSchema,
  lineCheckIdSchema,
  lineCheckListReplySchema,
  lineCheckListSchema,
  lineCheckRefSchema,
  lineCheckSchema,
  lineCheckStatusReplySchema,
  myLatestLineCheckReplySchema,
  okEmptyReply,
  okReply,
  readLineCheckDocumentsReplySchema,
  readLineCheckDocumentsSchema,
  setLineCheckDownloadedFlagReplySchema,
  setLineCheckStatusReplySchema,
  setLineCheckStatusSchema,
  submitLineCheckFormReplySchema,
  submitLineCheckFormSchema,
  updateLineCheckSchema,
} from "@trms/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { validation } from "../../lib/errors";
import type { FileStore } from "../../lib/files/file-store";
import { type StoredFile, uploadForm, withUpload } from "../../lib/files/upload";
import { reportFileRule, statusFileRule } from "../../lib/workflow-files";
import { currentUser } from "../../plugins/auth";
import { ok } from "../../plugins/envelope";
import type { LineCheckService } from "./line-check.service";

/** Every line check file (the two forms, status files) is stored under this folder. */
export const LINE_CHECK_FOLDER = "line_check";

const REPORT = reportFileRule(LINE_CHECK_FOLDER);
const STATUS_FILE = statusFileRule(LINE_CHECK_FOLDER);
const nothing = z.strictObject({}).nullish();

function required(files: Record<string, StoredFile[]>, field: string): StoredFile {
  const file = files[field]?.[0];
  if (!file) throw validation(field, "file_required");
  return file;
}

const tags = ["linecheck"];
const multipart = { tags, consumes: ["multipart/form-data"] };

/**
 * The line check calls of part2 §7 (issue 14). Each guard runs before the body is read; the
 * transition table then decides on the line check, and an upload of a refused call is removed again.
 */
export const lineCheckRoutes: FastifyPluginAsyncZod<{ service: LineCheckService; store: FileStore }> = async (
  app,
  { service, store },
) => {
  app.post(
    "/linecheck/get_line_check_list",
    {
      schema: {
        summary: "One page of line checks, searched, filtered and sorted",
        body: lineCheckListSchema,
        tags,
        response: { 200: okReply(lineCheckListReplySchema) },
      },
      config: { access: "line_check.view" },
    },
    async (request) => ok(await service.list(currentUser(request), request.body)),
  );

  app.post(
    "/linecheck/create_line_check",
    {
      schema: {
        summary: "Create a line check",
        body: createLineCheckSchema,
        tags,
        response: { 200: okReply(createLineCheckReplySchema) },
      },
      config: { access: "line_check.create" },
    },
    async (request) => ok(await service.create(currentUser(request), request.body)),
  );

  app.post(
    "/linecheck/update_line_check",
    {
      schema: {
        summary: "Update a line check",
        body: updateLineCheckSchema,
        tags,
        response: { 200: okReply(lineCheckSchema) },
      },
      config: { access: "line_check.edit" },
    },
    async (request) => ok(await service.update(currentUser(request), request.body)),
  );

  app.post(
    "/linecheck/get_line_check_by_id",
    {
      schema: {
        summary: "One line check with its forms",
        body: lineCheckIdSchema,
        tags,
        response: { 200: okReply(lineCheckDetailSchema) },
      },
      config: { access: "line_check.view" },
    },
    async (request) => ok(await service.get(currentUser(request), request.body.id)),
  );

  app.post(
    "/linecheck/delete_line_check",
    {
      schema: {
        summary: "Delete a line check",
        body: lineCheckRefSchema,
        tags,
        response: { 200: okEmptyReply },
      },
      config: { access: "line_check.delete" },
    },
    async (request) => {
      await service.delete(currentUser(request), request.body.line_check_id);
      return ok();
    },
  );

  app.post(
    "/linecheck/submit_line_check_form",
    {
      schema: {
        ...multipart,
        summary: "Upload the first (pilot) or second (instructor) form, a PDF",
        response: { 200: okReply(submitLineCheckFormReplySchema) },
      },
      config: { access: "line_check.submit", upload: uploadForm(submitLineCheckFormSchema, REPORT) },
    },
    async (request) =>
      ok(
        await withUpload(request, store, submitLineCheckFormSchema, REPORT, (body, files) =>
          service.submitForm(currentUser(request), body, required(files, "submitted_report")),
        ),
      ),
  );

  app.post(
    "/linecheck/set_line_check_status",
    {
      schema: {
        ...multipart,
        summary: "Set a line check's status with a reason and status_file; replies reset_status",
        response: { 200: okReply(setLineCheckStatusReplySchema) },
      },
      config: { access: "line_check.set_status", upload: uploadForm(setLineCheckStatusSchema, STATUS_FILE) },
    },
    async (request) =>
      ok(
        await withUpload(request, store, setLineCheckStatusSchema, STATUS_FILE, (body, files) =>
          service.setStatus(currentUser(request), body, files.status_file?.[0]),
        ),
      ),
  );

  app.post(
    "/linecheck/get_line_check_status",
    {
      schema: {
        body: lineCheckRefSchema,
        tags,
        summary: "The status, its reset history and the caller's actions",
        response: { 200: okReply(lineCheckStatusReplySchema) },
      },
      config: { access: "line_check.view" },
    },
    async (request) => ok(await service.status(currentUser(request), request.body.line_check_id)),
  );

  app.post(
    "/linecheck/set_line_check_downloaded_flag",
    {
      schema: {
        body: lineCheckRefSchema,
        tags,
        summary: "After the second form was downloaded",
        response: { 200: okReply(setLineCheckDownloadedFlagReplySchema) },
      },
      config: { access: "line_check.set_downloaded_flag" },
    },
    async (request) => ok(await service.setDownloadedFlag(currentUser(request), request.body.line_check_id)),
  );

  app.post(
    "/linecheck/read_documents",
    {
      schema: {
        body: readLineCheckDocumentsSchema,
        tags,
        summary: "The pilot confirms reading the documents",
        response: { 200: okReply(readLineCheckDocumentsReplySchema) },
      },
      config: { access: "line_check.read_documents" },
    },
    async (request) => ok(await service.readDocuments(currentUser(request), request.body.line_check_id)),
  );

  app.post(
    "/linecheck/get_latest_line_check",
    {
      schema: {
        body: nothing,
        tags,
        summary: "The caller's own latest line check (the reading prompt)",
        response: { 200: okReply(myLatestLineCheckReplySchema) },
      },
      config: { access: "line_check.read_documents" },
    },
    async (request) => ok(await service.latest(currentUser(request))),
  );
};
