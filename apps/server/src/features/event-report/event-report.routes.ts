import {
  createEventReportSchema,
  eventReportExportQuerySchema,
  eventReportListReplySchema,
  eventReportListSchema,
  eventReportReplySchema,
  eventReportStatisticsReplySchema,
  eventReportStatisticsSchema,
  eventReportsByPilotSchema,
  fileReply,
  idSchema,
  okEmptyReply,
  okReply,
  pilotEventReportsReplySchema,
  updateEventReportSchema,
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
import { eventReportFileName, eventReportWorkbook } from "./event-report.export";
import { EVENT_REPORT_FILES, type EventReportService } from "./event-report.service";

const tags = ["event_report"];
/** The report's files: images or PDF, 30 MB each (part1 §5, part2 §5). */
const rules = { files: attachmentRule(EVENT_REPORT_FILES.kind) };

export const eventReportRoutes: FastifyPluginAsyncZod<{
  service: EventReportService;
  store: FileStore;
  /** Where the reads of the files are audited as downloads. */
  db?: Database;
}> = async (app, { service, store, db }) => {
  app.post(
    "/event_report/report_searching",
    {
      schema: {
        summary: "One page of event reports, searched, filtered and sorted",
        body: eventReportListSchema,
        tags,
        response: { 200: okReply(eventReportListReplySchema) },
      },
      config: { access: "event_report.view" },
    },
    async (request) => ok(await service.list(currentUser(request), request.body)),
  );

  app.get(
    "/event_report/export",
    {
      schema: {
        querystring: eventReportExportQuerySchema,
        tags,
        summary: "The event reports of a search and sort as an Excel workbook",
        response: { 200: fileReply("The event reports as an Excel workbook", XLSX_TYPE) },
      },
      config: { access: "event_report.view" },
    },
    async (request, reply) => {
      const rows = await service.exportRows(currentUser(request), request.query);
      const workbook = await eventReportWorkbook(rows, request.language);
      const name = eventReportFileName();
      return sendDownload(reply, workbook, name, XLSX_TYPE);
    },
  );

  app.post(
    "/event_report/get_report_by_id",
    {
      schema: {
        summary: "One event report with its pilots and files",
        body: idSchema,
        tags,
        response: { 200: okReply(eventReportReplySchema) },
      },
      config: { access: "session.any" },
    },
    async (request) => ok(await service.detail(currentUser(request), request.body.id)),
  );

  app.post(
    "/event_report/get_report_by_pilot",
    {
      schema: {
        summary: "The event reports naming a pilot",
        body: eventReportsByPilotSchema,
        tags,
        response: { 200: okReply(pilotEventReportsReplySchema) },
      },
      config: { access: "session.any" },
    },
    async (request) => ok(await service.byPilot(currentUser(request), request.body.pilot_id)),
  );

  app.post(
    "/event_report/create_report",
    {
      schema: {
        summary: "Create an event report (multipart, with its files)",
        tags,
        consumes: ["multipart/form-data"],
        response: { 200: okReply(eventReportReplySchema) },
      },
      config: { access: "event_report.edit", upload: uploadForm(createEventReportSchema, rules) },
    },
    async (request) =>
      ok(
        await withUpload(request, store, createEventReportSchema, rules, (body, files) =>
          service.create(currentUser(request), body, files.files ?? []),
        ),
      ),
  );

  app.post(
    "/event_report/update_report",
    {
      schema: {
        summary: "Update an event report (multipart)",
        tags,
        consumes: ["multipart/form-data"],
        response: { 200: okReply(eventReportReplySchema) },
      },
      config: { access: "event_report.edit", upload: uploadForm(updateEventReportSchema, rules) },
    },
    async (request) =>
      ok(
        await withUpload(request, store, updateEventReportSchema, rules, (body, files) =>
          service.update(currentUser(request), body, files.files ?? []),
        ),
      ),
  );

  app.post(
    "/event_report/delete_report",
    {
      schema: {
        summary: "Delete an event report",
        body: idSchema,
        tags,
        response: { 200: okEmptyReply },
      },
      config: { access: "event_report.edit" },
    },
    async (request) => {
      await service.delete(currentUser(request), request.body.id);
      return ok();
    },
  );

  app.post(
    "/event_report/report_statistics",
    {
      schema: {
        summary: "Event reports and minus points per month of a year",
        body: eventReportStatisticsSchema,
        tags,
        response: { 200: okReply(eventReportStatisticsReplySchema) },
      },
      config: { access: "event_report.view" },
    },
    async (request) => ok(await service.statistics(currentUser(request), request.body)),
  );

  // The reports' files, for those who may read the report.
  await app.register(filesRoutes, {
    store,
    db,
    base: EVENT_REPORT_FILES.base,
    access: {
      [EVENT_REPORT_FILES.kind]: attachmentFileAccess(
        service.files,
        (user, id) => service.mayReadRecord(user, id),
        "event_report",
      ),
    },
  });
};
