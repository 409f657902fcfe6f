import {
  createTrainingDocumentSchema,
  fileReply,
  idSchema,
  latestTrainingDocumentReplySchema,
  latestTrainingDocumentSchema,
  okEmptyReply,
  okReply,
  trainingDocumentExportQuerySchema,
  trainingDocumentListReplySchema,
  trainingDocumentListSchema,
  trainingDocumentReplySchema,
  updateTrainingDocumentSchema,
} from "@trms/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../../db/client";
import { sendDownload, XLSX_TYPE } from "../../lib/download";
import { attachmentFileAccess, attachmentRule } from "../../lib/files/attachments";
import type { FileStore } from "../../lib/files/file-store";
import { filesRoutes } from "../../lib/files/files.routes";
import { uploadForm, withUpload } from "../../lib/files/upload";
import { currentUser } from "../../plugins/auth";
import { ok } from "../../plugins/envelope";
import { trainingDocumentFileName, trainingDocumentWorkbook } from "./training-document.export";
import { TRAINING_DOCUMENT_FILES, type TrainingDocumentService } from "./training-document.service";

const TAGS = ["training documents"];

export const trainingDocumentRoutes: FastifyPluginAsyncZod<{
  service: TrainingDocumentService;
  store: FileStore;
  /** Where the reads of the files are audited as downloads. */
  db?: Database;
}> = async (app, { service, store, db }) => {
  const rules = { files: attachmentRule(TRAINING_DOCUMENT_FILES.kind) };

  app.post(
    "/training_document/create_td",
    {
      schema: {
        tags: TAGS,
        consumes: ["multipart/form-data"],
        summary: "Create a document with its files",
        response: { 200: okReply(trainingDocumentReplySchema) },
      },
      config: { access: "training_document.create", upload: uploadForm(createTrainingDocumentSchema, rules) },
    },
    async (request) =>
      ok(
        await withUpload(request, store, createTrainingDocumentSchema, rules, (body, files) =>
          service.create(currentUser(request), body, files.files ?? []),
        ),
      ),
  );

  app.post(
    "/training_document/update_td",
    {
      schema: {
        tags: TAGS,
        consumes: ["multipart/form-data"],
        summary: "Change a document: file_ids[n]id keeps those files, the others go, new files are added",
        response: { 200: okReply(trainingDocumentReplySchema) },
      },
      config: { access: "training_document.edit", upload: uploadForm(updateTrainingDocumentSchema, rules) },
    },
    async (request) =>
      ok(
        await withUpload(request, store, updateTrainingDocumentSchema, rules, (body, files) =>
          service.update(currentUser(request), body, files.files ?? []),
        ),
      ),
  );

  app.post(
    "/training_document/delete_td",
    {
      schema: {
        summary: "Delete a training document and its files",
        body: idSchema,
        tags: TAGS,
        response: { 200: okEmptyReply },
      },
      config: { access: "training_document.delete" },
    },
    async (request) => {
      await service.delete(currentUser(request), request.body.id);
      return ok();
    },
  );

  app.post(
    "/training_document/sort_td",
    {
      schema: {
        summary: "One page of training documents, searched, filtered and sorted",
        body: trainingDocumentListSchema,
        tags: TAGS,
        response: { 200: okReply(trainingDocumentListReplySchema) },
      },
      config: { access: "training_document.view" },
    },
    async (request) => ok(await service.list(currentUser(request), request.body)),
  );

  app.post(
    "/training_document/td_detail",
    {
      schema: {
        summary: "One training document with its files",
        body: idSchema,
        tags: TAGS,
        response: { 200: okReply(trainingDocumentReplySchema) },
      },
      config: { access: "training_document.view" },
    },
    async (request) => ok(await service.detail(currentUser(request), request.body.id)),
  );

  app.post(
    "/training_document/get_latest_td_by_type",
    {
      schema: {
        body: latestTrainingDocumentSchema,
        tags: TAGS,
        summary: "The newest document of a type whose start date has come, for the caller's fleet",
        response: { 200: okReply(latestTrainingDocumentReplySchema) },
      },
      config: { access: "training_document.folder" },
    },
    async (request) => ok(await service.latest(currentUser(request), request.body.type)),
  );

  app.get(
    "/training_document/export",
    {
      schema: {
        querystring: trainingDocumentExportQuerySchema,
        tags: TAGS,
        summary: "The documents of a search, filters and sort as an Excel workbook",
        response: { 200: fileReply("The training documents as an Excel workbook", XLSX_TYPE) },
      },
      config: { access: "training_document.view" },
    },
    async (request, reply) => {
      const rows = await service.exportRows(currentUser(request), request.query);
      const workbook = await trainingDocumentWorkbook(rows, request.language);
      const name = trainingDocumentFileName();
      return sendDownload(reply, workbook, name, XLSX_TYPE);
    },
  );

  // The documents' files, for those who may see the document.
  await app.register(filesRoutes, {
    store,
    db,
    base: TRAINING_DOCUMENT_FILES.base,
    embeddable: true,
    access: {
      [TRAINING_DOCUMENT_FILES.kind]: attachmentFileAccess(
        service.files,
        (user, id) => service.mayReadRecord(user, id),
        "training_document",
      ),
    },
  });
};
