import {
  createMonthlySimReplySchema,
  createMonthlySimSchema,
  createSimReplySchema,
  createSimSchema,
  deleteSimSchema,
  fileReply,
  findSimConflictsReplySchema,
  findSimConflictsSchema,
  okEmptyReply,
  okReply,
  SIM_EXCEL_FIELD,
  SIM_EXCEL_MAX_ROWS,
  simCalendarLinkReplySchema,
  simExcelFieldsSchema,
  simExcelReplySchema,
  simIdSchema,
  simListReplySchema,
  simListSchema,
  simSessionSchema,
  updateSimSchema,
} from "@trms/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { sendDownload, XLSX_TYPE } from "../../lib/download";
import { notFound } from "../../lib/errors";
import { readWorkbookUpload } from "../../lib/excel/workbook-upload";
import { uploadForm } from "../../lib/files/upload";
import { currentUser } from "../../plugins/auth";
import { ok } from "../../plugins/envelope";
import type { SimCalendarService } from "./sim.calendar";
import { importSimWorkbook, SIM_WORKBOOK_MESSAGES, simExcelTemplate } from "./sim.excel";
import type { SimService } from "./sim.service";

/** The import's form, for the API description: the workbook (read in memory, never stored) and dry_run. */
const EXCEL_FORM = uploadForm(simExcelFieldsSchema, {
  [SIM_EXCEL_FIELD]: { accept: ["xlsx"], folder: "sim_import", required: true },
});

const nothing = z.strictObject({}).nullish();

/** The SIM session calls of part2 §7 (the Excel import and the calendar have their own files). */
export const simRoutes: FastifyPluginAsyncZod<{ service: SimService; calendar: SimCalendarService }> = async (
  app,
  { service, calendar },
) => {
  app.post(
    "/sim/create_sim",
    {
      schema: {
        summary: "Create a SIM session and its two pilots' forms",
        body: createSimSchema,
        tags: ["sim"],
        response: { 200: okReply(createSimReplySchema) },
      },
      config: { access: "sim.create" },
    },
    async (request) => ok(await service.create(currentUser(request), request.body)),
  );

  app.post(
    "/sim/create_monthly_sim",
    {
      schema: {
        body: createMonthlySimSchema,
        tags: ["sim"],
        response: { 200: okReply(createMonthlySimReplySchema) },
        summary: "A monthly list of SIMs, in one transaction",
      },
      config: { access: "sim.create" },
    },
    async (request) => ok(await service.createMonthly(currentUser(request), request.body.sims)),
  );

  app.post(
    "/sim/update_sim",
    {
      schema: {
        summary: "Update a SIM session",
        body: updateSimSchema,
        tags: ["sim"],
        response: { 200: okReply(simSessionSchema) },
      },
      config: { access: "sim.edit" },
    },
    async (request) => ok(await service.update(currentUser(request), request.body)),
  );

  app.post(
    "/sim/get_sim_by_id",
    {
      schema: {
        summary: "One SIM session with both pilots' forms",
        body: simIdSchema,
        tags: ["sim"],
        response: { 200: okReply(simSessionSchema) },
      },
      config: { access: "sim.view" },
    },
    async (request) => ok(await service.get(currentUser(request), request.body.id)),
  );

  app.post(
    "/sim/delete_sim",
    {
      schema: {
        summary: "Delete a SIM session",
        body: deleteSimSchema,
        tags: ["sim"],
        response: { 200: okEmptyReply },
      },
      config: { access: "sim.delete" },
    },
    async (request) => {
      await service.delete(currentUser(request), request.body.sim_id);
      return ok();
    },
  );

  app.post(
    "/sim/get_sim_list",
    {
      schema: {
        summary: "One page of SIM sessions, searched, filtered and sorted",
        body: simListSchema,
        tags: ["sim"],
        response: { 200: okReply(simListReplySchema) },
      },
      config: { access: "sim.view" },
    },
    async (request) => ok(await service.list(currentUser(request), request.body)),
  );

  app.post(
    "/sim/find_sim_conflicts",
    {
      schema: {
        body: findSimConflictsSchema,
        tags: ["sim"],
        response: { 200: okReply(findSimConflictsReplySchema) },
        summary: "Scheduling conflicts of sessions about to be saved (warnings; saving stays allowed)",
      },
      config: { access: "sim.check_conflicts" },
    },
    async (request) => ok(await service.conflicts(request.body.sims)),
  );

  app.post(
    "/sim/create_sim_from_excel",
    {
      schema: {
        tags: ["sim"],
        response: { 200: okReply(simExcelReplySchema) },
        consumes: ["multipart/form-data"],
        summary:
          "SIMs from an .xlsx file (part `monthly_sim`); `dry_run` replies the checked rows without storing",
      },
      config: { access: "sim.create", upload: EXCEL_FORM },
    },
    async (request) => {
      const { buffer, body } = await readWorkbookUpload(request, {
        field: SIM_EXCEL_FIELD,
        fields: simExcelFieldsSchema,
        messages: SIM_WORKBOOK_MESSAGES,
        maxRows: SIM_EXCEL_MAX_ROWS,
      });
      return ok(
        await importSimWorkbook(service, currentUser(request), buffer, {
          dryRun: body.dry_run,
          language: request.language,
        }),
      );
    },
  );

  app.get(
    "/sim/sim_excel_template",
    {
      schema: {
        tags: ["sim"],
        response: { 200: fileReply("The SIM import template as an .xlsx workbook", XLSX_TYPE) },
        summary: "The .xlsx template of the SIM import",
      },
      config: { access: "sim.create" },
    },
    async (request, reply) => {
      const name = "sim-import-template.xlsx";
      const template = await simExcelTemplate(await service.templateCrew(), request.language);
      return sendDownload(reply, template, name, XLSX_TYPE);
    },
  );

  const ICS = "text/calendar; charset=utf-8";

  app.get(
    "/sim/my_calendar.ics",
    {
      schema: {
        tags: ["sim"],
        response: {
          200: fileReply("The caller's upcoming SIM sessions as an iCalendar file", "text/calendar"),
        },
        summary: "The caller's upcoming SIM sessions as an .ics file",
      },
      config: { access: "sim.calendar" },
    },
    async (request, reply) =>
      reply
        .header("content-type", ICS)
        .header("content-disposition", 'attachment; filename="sim-sessions.ics"')
        .header("cache-control", "no-store")
        .send(await calendar.mine(currentUser(request))),
  );

  app.post(
    "/sim/calendar_link",
    {
      schema: {
        body: nothing,
        tags: ["sim"],
        response: { 200: okReply(simCalendarLinkReplySchema) },
        summary: "The caller's secret calendar subscription URL",
      },
      config: { access: "sim.calendar" },
    },
    async (request) => ok(await calendar.link(currentUser(request))),
  );

  app.post(
    "/sim/revoke_calendar_link",
    {
      schema: {
        summary: "Revoke the caller's calendar subscription address",
        body: nothing,
        tags: ["sim"],
        response: { 200: okEmptyReply },
      },
      config: { access: "sim.calendar" },
    },
    async (request) => {
      await calendar.revoke(currentUser(request));
      return ok();
    },
  );

  app.get(
    "/sim/calendar/:file",
    {
      schema: {
        params: z.strictObject({ file: z.string().max(80) }),
        tags: ["sim"],
        response: { 200: fileReply("The subscribed SIM sessions as an iCalendar file", "text/calendar") },
        summary: "A calendar subscription by its secret token (no sign-in; revocable)",
      },
      // Calendar apps poll without signing in: the token is the credential, so guessing is slowed.
      config: { access: "public", rateLimit: { max: 60, timeWindow: "10 minutes" } },
    },
    async (request, reply) => {
      const token = request.params.file.replace(/\.ics$/, "");
      const body = await calendar.byToken(token);
      if (body === null) throw notFound();
      return reply.header("content-type", ICS).header("cache-control", "private, max-age=300").send(body);
    },
  );
};
