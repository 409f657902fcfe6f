import {
  createMonthlySimReplySchema,
  createMonthlySimSchema,
  createSimReplySchema,
  createSimSchema,
  deleteSimSchema,
  fileReply,
  findSimConflictsReplySchema,
  findSimConflictsSchema,
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
import { z } from "zod";
import { XLSX_TYPE } from "../../lib/download";
import { notFound } from "../../lib/errors";
import { readWorkbookUpload } from "../../lib/excel/workbook-upload";
import { uploadForm } from "../../lib/files/upload";
import { downloadCall, handlerRoute, jsonCall, type Route } from "../../lib/routes";
import { currentUser } from "../../plugins/auth";
import { ok } from "../../plugins/envelope";
import { calendarByToken } from "./calls/calendar-by-token";
import { calendarLink } from "./calls/calendar-link";
import { simConflicts } from "./calls/conflicts";
import { createSimSession } from "./calls/create";
import { createMonthlySimSessions } from "./calls/create-monthly";
import { deleteSimSession } from "./calls/delete";
import { simExcelTemplateFile } from "./calls/excel-template";
import { getSimSession } from "./calls/get";
import { importSimExcel } from "./calls/import-excel";
import { listSimSessions } from "./calls/list";
import { myCalendar } from "./calls/my-calendar";
import { revokeCalendarLink } from "./calls/revoke-calendar-link";
import { updateSimSession } from "./calls/update";
import { SIM_WORKBOOK_MESSAGES } from "./sim.excel";

const tags = ["sim"];

/** The import's form, for the API description: the workbook (read in memory, never stored) and dry_run. */
const EXCEL_FORM = uploadForm(simExcelFieldsSchema, {
  [SIM_EXCEL_FIELD]: { accept: ["xlsx"], folder: "sim_import", required: true },
});

const nothing = z.strictObject({}).nullish();

const ICS = "text/calendar; charset=utf-8";

/** The SIM session calls of part2 §7, the Excel import and the calendar. */
export const simRoutes: readonly Route[] = [
  jsonCall({
    path: "/sim/create_sim",
    access: "sim.create",
    summary: "Create a SIM session and its two pilots' forms",
    tags,
    body: createSimSchema,
    reply: createSimReplySchema,
    call: createSimSession,
  }),
  jsonCall({
    path: "/sim/create_monthly_sim",
    access: "sim.create",
    summary: "A monthly list of SIMs, in one transaction",
    tags,
    body: createMonthlySimSchema,
    reply: createMonthlySimReplySchema,
    call: createMonthlySimSessions,
  }),
  jsonCall({
    path: "/sim/update_sim",
    access: "sim.edit",
    summary: "Update a SIM session",
    tags,
    body: updateSimSchema,
    reply: simSessionSchema,
    call: updateSimSession,
  }),
  jsonCall({
    path: "/sim/get_sim_by_id",
    access: "sim.view",
    summary: "One SIM session with both pilots' forms",
    tags,
    body: simIdSchema,
    reply: simSessionSchema,
    call: getSimSession,
  }),
  jsonCall({
    path: "/sim/delete_sim",
    access: "sim.delete",
    summary: "Delete a SIM session",
    tags,
    body: deleteSimSchema,
    call: deleteSimSession,
  }),
  jsonCall({
    path: "/sim/get_sim_list",
    access: "sim.view",
    summary: "One page of SIM sessions, searched, filtered and sorted",
    tags,
    body: simListSchema,
    reply: simListReplySchema,
    call: listSimSessions,
  }),
  jsonCall({
    path: "/sim/find_sim_conflicts",
    access: "sim.check_conflicts",
    summary: "Scheduling conflicts of sessions about to be saved (warnings; saving stays allowed)",
    tags,
    body: findSimConflictsSchema,
    reply: findSimConflictsReplySchema,
    call: simConflicts,
  }),
  // The workbook is read in memory, never stored: the handler reads the form itself.
  handlerRoute({
    method: "POST",
    path: "/sim/create_sim_from_excel",
    access: "sim.create",
    summary:
      "SIMs from an .xlsx file (part `monthly_sim`); `dry_run` replies the checked rows without storing",
    tags,
    upload: EXCEL_FORM,
    schema: { response: { 200: okReply(simExcelReplySchema) }, consumes: ["multipart/form-data"] },
    async handle({ app, request }) {
      const { buffer, body } = await readWorkbookUpload(request, {
        field: SIM_EXCEL_FIELD,
        fields: simExcelFieldsSchema,
        messages: SIM_WORKBOOK_MESSAGES,
        maxRows: SIM_EXCEL_MAX_ROWS,
      });
      return ok(
        await importSimExcel({
          app,
          actor: currentUser(request),
          buffer,
          dryRun: body.dry_run,
          language: request.language,
        }),
      );
    },
  }),
  downloadCall({
    path: "/sim/sim_excel_template",
    access: "sim.create",
    summary: "The .xlsx template of the SIM import",
    tags,
    file: { description: "The SIM import template as an .xlsx workbook", type: XLSX_TYPE },
    call: simExcelTemplateFile,
  }),
  handlerRoute({
    method: "GET",
    path: "/sim/my_calendar.ics",
    access: "sim.calendar",
    summary: "The caller's upcoming SIM sessions as an .ics file",
    tags,
    schema: {
      response: {
        200: fileReply("The caller's upcoming SIM sessions as an iCalendar file", "text/calendar"),
      },
    },
    async handle({ app, request, reply }) {
      const calendar = await myCalendar({ app, actor: currentUser(request), body: undefined });
      return reply
        .header("content-type", ICS)
        .header("content-disposition", 'attachment; filename="sim-sessions.ics"')
        .header("cache-control", "no-store")
        .send(calendar);
    },
  }),
  jsonCall({
    path: "/sim/calendar_link",
    access: "sim.calendar",
    summary: "The caller's secret calendar subscription URL",
    tags,
    body: nothing,
    reply: simCalendarLinkReplySchema,
    call: calendarLink,
  }),
  jsonCall({
    path: "/sim/revoke_calendar_link",
    access: "sim.calendar",
    summary: "Revoke the caller's calendar subscription address",
    tags,
    body: nothing,
    call: revokeCalendarLink,
  }),
  handlerRoute({
    method: "GET",
    path: "/sim/calendar/:file",
    // Calendar apps poll without signing in: the token is the credential, so guessing is slowed.
    access: "public",
    rateLimit: { max: 60, timeWindow: "10 minutes" },
    summary: "A calendar subscription by its secret token (no sign-in; revocable)",
    tags,
    schema: {
      params: z.strictObject({ file: z.string().max(80) }),
      response: { 200: fileReply("The subscribed SIM sessions as an iCalendar file", "text/calendar") },
    },
    async handle({ app, request, reply }) {
      const { file } = request.params as { file: string };
      const body = await calendarByToken({ db: app.database.db, token: file.replace(/\.ics$/, "") });
      if (body === null) throw notFound();
      return reply.header("content-type", ICS).header("cache-control", "private, max-age=300").send(body);
    },
  }),
];
