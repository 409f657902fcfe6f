import { Readable } from "node:stream";
import {
  fileReply,
  okReply,
  trainingFileDownloadSchema,
  trainingFileFileSchema,
  trainingFileTimelineReplySchema,
  trainingFileTimelineSchema,
} from "@trms/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { sendDownload } from "../../lib/download";
import { keyOf, STORED_FILE_TYPES, sendStoredFile } from "../../lib/files/files.routes";
import { currentUser } from "../../plugins/auth";
import { ok } from "../../plugins/envelope";
import type { TrainingFileService } from "./training-file.service";

/** The pilot's training file: the timeline and the PDF. */
export const trainingFileRoutes: FastifyPluginAsyncZod<{ service: TrainingFileService }> = async (
  app,
  { service },
) => {
  app.post(
    "/training_file/get_timeline",
    {
      schema: {
        body: trainingFileTimelineSchema,
        tags: ["training file"],
        summary: "One page of every record of a pilot in time order, with status and approval",
        response: { 200: okReply(trainingFileTimelineReplySchema) },
      },
      config: { access: "training_file.view" },
    },
    async (request) => ok(await service.timeline(currentUser(request), request.body)),
  );

  app.get(
    "/training_file/download",
    {
      schema: {
        querystring: trainingFileDownloadSchema,
        tags: ["training file"],
        summary:
          "The pilot's training file as one PDF: identity and validities, then every record with its audit trail",
        response: { 200: fileReply("The training file as a PDF", "application/pdf") },
      },
      config: { access: "training_file.view" },
    },
    async (request, reply) => {
      const file = await service.download(currentUser(request), request.query.pilot_id, request.language);
      return sendDownload(reply, Readable.from([file.bytes]), file.name, "application/pdf");
    },
  );

  app.get(
    "/training_file/download_archive",
    {
      schema: {
        querystring: trainingFileDownloadSchema,
        tags: ["training file"],
        summary:
          "The pilot's whole file as one ZIP: every record as JSON with its history, its files by original name, the signed training file, and a signed manifest of SHA-256 hashes",
        response: { 200: fileReply("The pilot's whole file as a ZIP", "application/zip") },
      },
      config: { access: "training_file.view" },
    },
    async (request, reply) => {
      const archive = await service.archive(currentUser(request), request.query.pilot_id, request.language);
      return sendDownload(reply, archive.stream, archive.name, "application/zip");
    },
  );

  app.get(
    "/training_file/file/*",
    {
      schema: {
        params: z.object({ "*": z.string().max(300) }),
        querystring: trainingFileFileSchema,
        tags: ["training file"],
        summary:
          "One stored file of one record of the pilot's training file, at the address the timeline lists with its files",
        response: {
          200: fileReply("The stored file's bytes, shown inline under its own name", ...STORED_FILE_TYPES),
        },
      },
      config: { access: "training_file.view" },
    },
    async (request, reply) => {
      const key = keyOf(request.url, request.routeOptions.url ?? "");
      const stream = await service.file(currentUser(request), request.query, key);
      return sendStoredFile(reply, key as string, stream);
    },
  );
};
