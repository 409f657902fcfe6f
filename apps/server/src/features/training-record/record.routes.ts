import { idSchema, okEmptyReply, okReply, pilotRecordsSchema } from "@trms/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { z } from "zod";
import type { FileStore } from "../../lib/files/file-store";
import { type FileRule, uploadForm, withUpload } from "../../lib/files/upload";
import { currentUser } from "../../plugins/auth";
import { ok } from "../../plugins/envelope";
import type { PilotListRequest, TrainingRecordInput, TrainingRecordService } from "./record-service";

/** The record's report: one PDF, required (part1 §5). */
const REPORT: Record<string, FileRule> = {
  report: {
    accept: ["pdf"],
    folder: "training_file",
    required: true,
    requiredMessage: "alert_report_required",
  },
};

/** The spec's names of one kind's calls under `flt_training/`, and the list reply's item key. */
export interface TrainingRecordCalls {
  create: string;
  delete: string;
  /** The paged list of one pilot's records. */
  list: string;
  /** Every record of one pilot, unpaged (base training only). */
  byPilot?: string;
  byId: string;
  /** The list reply's item key: `base_trainings`, `theory_tests`, `progress_theory_reports`. */
  items: string;
  /** The OpenAPI tag. */
  tag: string;
}

/** What one kind's calls answer: its list reply (`{<items>, total}`) and its detail. */
export interface TrainingRecordReplies {
  /** The paged list and the by-pilot reply: `{[calls.items]: rows, total}`. */
  list: z.ZodType;
  /** The create and by-id reply. */
  detail: z.ZodType;
}

/**
 * The calls of one kind of training record (create with its report PDF, paged list, by-id read,
 * delete), each declaring its rule; the approval is the shared `approve_result`.
 */
export const trainingRecordRoutes: FastifyPluginAsyncZod<{
  service: TrainingRecordService;
  store: FileStore;
  calls: TrainingRecordCalls;
  createSchema: z.ZodType<TrainingRecordInput>;
  listSchema: z.ZodType<PilotListRequest<string>>;
  replies: TrainingRecordReplies;
}> = async (app, { service, store, calls, createSchema, listSchema, replies }) => {
  const tags = [calls.tag];

  app.post(
    `/flt_training/${calls.create}`,
    {
      schema: {
        tags,
        summary: `Create a ${calls.tag} record (multipart, with its report PDF)`,
        consumes: ["multipart/form-data"],
        response: { 200: okReply(replies.detail) },
      },
      config: { access: "training_record.create", upload: uploadForm(createSchema, REPORT) },
    },
    async (request) =>
      ok(
        await withUpload(request, store, createSchema, REPORT, (body, files) =>
          service.create(currentUser(request), body, files.report?.[0]),
        ),
      ),
  );

  app.post(
    `/flt_training/${calls.delete}`,
    {
      schema: {
        body: idSchema,
        tags,
        summary: `Delete a ${calls.tag} record`,
        response: { 200: okEmptyReply },
      },
      config: { access: "training_record.delete" },
    },
    async (request) => {
      await service.delete(currentUser(request), request.body.id);
      return ok();
    },
  );

  app.post(
    `/flt_training/${calls.list}`,
    {
      schema: {
        body: listSchema,
        tags,
        summary: `One page of a pilot's ${calls.tag} records`,
        response: { 200: okReply(replies.list) },
      },
      config: { access: "session.any" },
    },
    async (request) => {
      const { rows, total } = await service.list(currentUser(request), request.body);
      return ok({ [calls.items]: rows, total });
    },
  );

  if (calls.byPilot) {
    app.post(
      `/flt_training/${calls.byPilot}`,
      {
        schema: {
          body: pilotRecordsSchema,
          tags,
          summary: `Every ${calls.tag} record of a pilot`,
          response: { 200: okReply(replies.list) },
        },
        config: { access: "session.any" },
      },
      async (request) => {
        const { rows, total } = await service.byPilot(currentUser(request), request.body.pilot_id);
        return ok({ [calls.items]: rows, total });
      },
    );
  }

  app.post(
    `/flt_training/${calls.byId}`,
    {
      schema: {
        body: idSchema,
        tags,
        summary: `One ${calls.tag} record`,
        response: { 200: okReply(replies.detail) },
      },
      config: { access: "session.any" },
    },
    async (request) => ok(await service.detail(currentUser(request), request.body.id)),
  );
};
