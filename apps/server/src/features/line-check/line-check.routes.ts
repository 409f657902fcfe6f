import {
  createLineCheckReplySchema,
  createLineCheckSchema,
  lineCheckDetailSchema,
  lineCheckIdSchema,
  lineCheckListReplySchema,
  lineCheckListSchema,
  lineCheckRefSchema,
  lineCheckSchema,
  myLatestLineCheckReplySchema,
  okEmptyReply,
  okReply,
  readLineCheckDocumentsReplySchema,
  readLineCheckDocumentsSchema,
  updateLineCheckSchema,
} from "@trms/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { FileStore } from "../../lib/files/file-store";
import { registerStagedFormRoutes } from "../../lib/staged-form-routes";
import { currentUser } from "../../plugins/auth";
import { ok } from "../../plugins/envelope";
import { LINE_CHECK_FOLDER, lineCheckForm } from "./line-check.form";
import type { LineCheckService } from "./line-check.service";

export { LINE_CHECK_FOLDER };

const nothing = z.strictObject({}).nullish();
const tags = ["linecheck"];

/**
 * The line check calls of part2 §7: those of every staged form, from its declaration, and its own
 * (the list, create, edit, delete, read documents).
 */
export const lineCheckRoutes: FastifyPluginAsyncZod<{ service: LineCheckService; store: FileStore }> = async (
  app,
  { service, store },
) => {
  registerStagedFormRoutes(app, lineCheckForm, service.form, store);

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
