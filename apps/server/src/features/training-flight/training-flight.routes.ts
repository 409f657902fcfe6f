import {
  AIRPORTS,
  airportListReplySchema,
  createTrainingFlightSchema,
  idSchema,
  okEmptyReply,
  okReply,
  searchTrainingFlightSchema,
  trainingFlightDetailSchema,
  trainingFlightListReplySchema,
  updateTrainingFlightSchema,
  VIETNAM_AIRPORTS,
} from "@trms/shared";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { FileStore } from "../../lib/files/file-store";
import { type FileRule, type StoredFile, uploadForm, withUpload } from "../../lib/files/upload";
import { currentUser } from "../../plugins/auth";
import { ok } from "../../plugins/envelope";
import type { TrainingFlightFiles, TrainingFlightService } from "./training-flight.service";

const pdf = (required: boolean): FileRule => ({
  accept: ["pdf"],
  folder: "training_file",
  required,
  requiredMessage: "alert_report_required",
});
const nothing = z.strictObject({}).nullish();
/** A new record's files: its report is required; a change may keep the stored one. */
const REPORTS = { report: pdf(true), "phase_report.report": pdf(false), "flight_check.report": pdf(false) };
const REPORTS_KEPT = { ...REPORTS, report: pdf(false) };

function filesOf(files: Record<string, StoredFile[]>): TrainingFlightFiles {
  return {
    report: files.report?.[0],
    phaseReport: files["phase_report.report"]?.[0],
    flightCheckReport: files["flight_check.report"]?.[0],
  };
}

export const trainingFlightRoutes: FastifyPluginAsyncZod<{
  service: TrainingFlightService;
  store: FileStore;
}> = async (app, { service, store }) => {
  const upload = <T, R>(
    request: FastifyRequest,
    schema: z.ZodType<T>,
    reportRequired: boolean,
    write: (body: T, files: TrainingFlightFiles) => Promise<R>,
  ) =>
    withUpload(request, store, schema, reportRequired ? REPORTS : REPORTS_KEPT, (body, files) =>
      write(body, filesOf(files)),
    );

  app.post(
    "/flt_training/airport_list",
    {
      schema: {
        summary: "The airport codes a sector may name",
        body: nothing,
        tags: ["training flights"],
        response: { 200: okReply(airportListReplySchema) },
      },
      config: { access: "session.any" },
    },
    async () => ok(AIRPORTS),
  );

  app.post(
    "/flt_training/vietnam_airport_list",
    {
      schema: {
        summary: "Vietnam's airport codes",
        body: nothing,
        tags: ["training flights"],
        response: { 200: okReply(airportListReplySchema) },
      },
      config: { access: "session.any" },
    },
    async () => ok(VIETNAM_AIRPORTS),
  );

  app.post(
    "/flt_training/create_flight",
    {
      schema: {
        summary: "Create a training flight (multipart, with its report files)",
        tags: ["training flights"],
        consumes: ["multipart/form-data"],
        response: { 200: okReply(trainingFlightDetailSchema) },
      },
      config: { access: "training_flight.create", upload: uploadForm(createTrainingFlightSchema, REPORTS) },
    },
    async (request) =>
      ok(
        await upload(request, createTrainingFlightSchema, true, (body, files) =>
          service.create(currentUser(request), body as never, files),
        ),
      ),
  );

  app.post(
    "/flt_training/update_flight",
    {
      schema: {
        summary: "Update a training flight (multipart)",
        tags: ["training flights"],
        consumes: ["multipart/form-data"],
        response: { 200: okReply(trainingFlightDetailSchema) },
      },
      // Only authors (instructors) and administrators ever may; anyone else is refused before
      // the upload is read.
      config: {
        access: "training_flight.edit",
        upload: uploadForm(updateTrainingFlightSchema, REPORTS_KEPT),
      },
    },
    async (request) =>
      ok(
        await upload(request, updateTrainingFlightSchema, false, (body, files) =>
          service.update(currentUser(request), body as never, files),
        ),
      ),
  );

  app.post(
    "/flt_training/delete_flight",
    {
      schema: {
        summary: "Delete a training flight",
        body: idSchema,
        tags: ["training flights"],
        response: { 200: okEmptyReply },
      },
      config: { access: "training_flight.delete" },
    },
    async (request) => {
      await service.delete(currentUser(request), request.body.id);
      return ok();
    },
  );

  app.post(
    "/flt_training/search_training_flight",
    {
      schema: {
        summary: "One page of a pilot's training flights",
        body: searchTrainingFlightSchema,
        tags: ["training flights"],
        response: { 200: okReply(trainingFlightListReplySchema) },
      },
      config: { access: "session.any" },
    },
    async (request) => ok(await service.search(currentUser(request), request.body)),
  );

  app.post(
    "/flt_training/training_flight_by_id",
    {
      schema: {
        summary: "One training flight",
        body: idSchema,
        tags: ["training flights"],
        response: { 200: okReply(trainingFlightDetailSchema) },
      },
      config: { access: "session.any" },
    },
    async (request) => ok(await service.detail(currentUser(request), request.body.id)),
  );
};
