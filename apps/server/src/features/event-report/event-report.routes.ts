import {
  createEventReportSchema,
  eventReportExportQuerySchema,
  eventReportListReplySchema,
  eventReportListSchema,
  eventReportReplySchema,
  eventReportStatisticsReplySchema,
  eventReportStatisticsSchema,
  eventReportsByPilotSchema,
  idSchema,
  pilotEventReportsReplySchema,
  updateEventReportSchema,
} from "@trms/shared";
import { XLSX_TYPE } from "../../lib/download";
import { attachmentFileAccess, attachmentRepository, attachmentRule } from "../../lib/files/attachments";
import { storedFileRoutes } from "../../lib/files/files.routes";
import { mayAccess } from "../../lib/record-access";
import { downloadCall, jsonCall, type Route, uploadCall } from "../../lib/routes";
import { eventReportsByPilot } from "./calls/by-pilot";
import { createEventReport } from "./calls/create";
import { deleteEventReport } from "./calls/delete";
import { exportEventReports } from "./calls/export";
import { getEventReport } from "./calls/get";
import { listEventReports } from "./calls/list";
import { eventReportStatistics } from "./calls/statistics";
import { updateEventReport } from "./calls/update";
import { EVENT_REPORT_FILES } from "./event-report.rules";

const tags = ["event_report"];
/** The report's files: images or PDF, 30 MB each (part1 §5, part2 §5). */
const rules = { files: attachmentRule(EVENT_REPORT_FILES.kind) };

export const eventReportRoutes: readonly Route[] = [
  jsonCall({
    path: "/event_report/report_searching",
    access: "event_report.view",
    summary: "One page of event reports, searched, filtered and sorted",
    tags,
    body: eventReportListSchema,
    reply: eventReportListReplySchema,
    call: listEventReports,
  }),
  downloadCall({
    path: "/event_report/export",
    access: "event_report.view",
    summary: "The event reports of a search and sort as an Excel workbook",
    tags,
    query: eventReportExportQuerySchema,
    file: { description: "The event reports as an Excel workbook", type: XLSX_TYPE },
    call: exportEventReports,
  }),
  jsonCall({
    path: "/event_report/get_report_by_id",
    access: "session.any",
    summary: "One event report with its pilots and files",
    tags,
    body: idSchema,
    reply: eventReportReplySchema,
    call: getEventReport,
  }),
  jsonCall({
    path: "/event_report/get_report_by_pilot",
    access: "session.any",
    summary: "The event reports naming a pilot",
    tags,
    body: eventReportsByPilotSchema,
    reply: pilotEventReportsReplySchema,
    call: eventReportsByPilot,
  }),
  uploadCall({
    path: "/event_report/create_report",
    access: "event_report.edit",
    summary: "Create an event report (multipart, with its files)",
    tags,
    body: createEventReportSchema,
    files: rules,
    reply: eventReportReplySchema,
    call: createEventReport,
  }),
  uploadCall({
    path: "/event_report/update_report",
    access: "event_report.edit",
    summary: "Update an event report (multipart)",
    tags,
    body: updateEventReportSchema,
    files: rules,
    reply: eventReportReplySchema,
    call: updateEventReport,
  }),
  jsonCall({
    path: "/event_report/delete_report",
    access: "event_report.edit",
    summary: "Delete an event report",
    tags,
    body: idSchema,
    call: deleteEventReport,
  }),
  jsonCall({
    path: "/event_report/report_statistics",
    access: "event_report.view",
    summary: "Event reports and minus points per month of a year",
    tags,
    body: eventReportStatisticsSchema,
    reply: eventReportStatisticsReplySchema,
    call: eventReportStatistics,
  }),
  // The reports' files, for those who may read the report.
  ...storedFileRoutes({
    base: EVENT_REPORT_FILES.base,
    access: ({ database: { db } }) => ({
      [EVENT_REPORT_FILES.kind]: attachmentFileAccess(
        attachmentRepository(db, EVENT_REPORT_FILES),
        (user, id) => mayAccess(db, user, "event_report", "read", id),
        "event_report",
      ),
    }),
  }),
];
