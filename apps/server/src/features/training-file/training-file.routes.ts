import {
  fileReply,
  trainingFileDownloadSchema,
  trainingFileFileSchema,
  trainingFileTimelineReplySchema,
  trainingFileTimelineSchema,
} from "@trms/shared";
import { z } from "zod";
import { keyOf, STORED_FILE_TYPES, sendStoredFile } from "../../lib/files/files.routes";
import { downloadCall, handlerRoute, jsonCall, type Route } from "../../lib/routes";
import { currentUser } from "../../plugins/auth";
import { trainingFileArchive } from "./calls/archive";
import { downloadTrainingFile } from "./calls/download";
import { trainingFileFile } from "./calls/file";
import { trainingFileTimeline } from "./calls/timeline";

const tags = ["training file"];

/** The pilot's training file: the timeline and the PDF. */
export const trainingFileRoutes: readonly Route[] = [
  jsonCall({
    path: "/training_file/get_timeline",
    access: "training_file.view",
    summary: "One page of every record of a pilot in time order, with status and approval",
    tags,
    body: trainingFileTimelineSchema,
    reply: trainingFileTimelineReplySchema,
    call: trainingFileTimeline,
  }),
  downloadCall({
    path: "/training_file/download",
    access: "training_file.view",
    summary:
      "The pilot's training file as one PDF: identity and validities, then every record with its audit trail",
    tags,
    query: trainingFileDownloadSchema,
    file: { description: "The training file as a PDF", type: "application/pdf" },
    call: downloadTrainingFile,
  }),
  downloadCall({
    path: "/training_file/download_archive",
    access: "training_file.view",
    summary:
      "The pilot's whole file as one ZIP: every record as JSON with its history, its files by original name, the signed training file, and a signed manifest of SHA-256 hashes",
    tags,
    query: trainingFileDownloadSchema,
    file: { description: "The pilot's whole file as a ZIP", type: "application/zip" },
    call: trainingFileArchive,
  }),
  handlerRoute({
    path: "/training_file/file/*",
    method: "GET",
    access: "training_file.view",
    summary:
      "One stored file of one record of the pilot's training file, at the address the timeline lists with its files",
    tags,
    query: trainingFileFileSchema,
    schema: {
      params: z.object({ "*": z.string().max(300) }),
      response: {
        200: fileReply("The stored file's bytes, shown inline under its own name", ...STORED_FILE_TYPES),
      },
    },
    async handle({ app, request, reply, query }) {
      const key = keyOf(request.url, request.routeOptions.url ?? "");
      const stream = await trainingFileFile({
        app,
        actor: currentUser(request),
        query,
        key,
      });
      return sendStoredFile(reply, key as string, stream);
    },
  }),
];
