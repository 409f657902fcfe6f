import {
  LINE_CHECK_RESET_HISTORY_ACTIONS,
  type LineCheckAction,
  type LineCheckRecord,
  type LineCheckStatus,
  type LineCheckStatusReply,
  lineCheckActions,
  lineCheckRefSchema,
  lineCheckStatusReplySchema,
  lineCheckSubmitAction,
  lineCheckWorkflow,
  maySetLineCheckDownloadedFlag,
  Permission,
  type SessionUser,
  type SetLineCheckDownloadedFlagReply,
  type SetLineCheckStatusInput,
  type SetLineCheckStatusReply,
  type SubmitLineCheckFormInput,
  type SubmitLineCheckFormReply,
  setLineCheckDownloadedFlagReplySchema,
  setLineCheckStatusReplySchema,
  setLineCheckStatusSchema,
  submitLineCheckFormReplySchema,
  submitLineCheckFormSchema,
} from "@trms/shared";
import type { Database } from "../../db/client";
import { lineChecks } from "../../db/tables/line-check.table";
import { fileUrl } from "../../lib/files/file-url";
import { mayAccess } from "../../lib/record-access";
import { resetHistoryOf, type StagedForm } from "../../lib/staged-form";
import { mailDate, recipientsByCrewCode, recipientsWithPermissionForPilot } from "../../lib/workflow-mail";
import { type LineCheckRow, lineCheckRow, recordOf } from "./line-check.repository";

/** Every line check file (the two forms, status files) is stored under this folder. */
export const LINE_CHECK_FOLDER = "line_check";

/**
 * Who may reach a line check (the record-access table's `line_check` row): staff past the route
 * guard reach those of their fleet's pilots (ADR 0942); a pilot or an instructor only those they are
 * the pilot or the instructor of (ADR 0600).
 */
export const mayReachLineCheck = (db: Database, actor: SessionUser, row: LineCheckRow) =>
  mayAccess(db, actor, "line_check", "read", row.id);

/** What the tables offer this account on this line check now: the same list the web's buttons ask. */
export const lineCheckActionsOf = (actor: SessionUser, row: LineCheckRow) =>
  lineCheckActions(actor, recordOf(row));

/**
 * The line check as a staged form (ADR 0996, ADR 1220): the pilot's first form and the
 * instructor's second, status changes, the second form's download.
 */
export const lineCheckForm: StagedForm<
  LineCheckStatus,
  LineCheckAction,
  LineCheckRecord,
  typeof lineChecks,
  LineCheckRow,
  1 | 2,
  SubmitLineCheckFormInput,
  SubmitLineCheckFormReply,
  SetLineCheckStatusInput,
  SetLineCheckStatusReply,
  LineCheckStatusReply,
  SetLineCheckDownloadedFlagReply
> = {
  workflow: lineCheckWorkflow,
  table: lineChecks,
  setStatusAction: "set_status",
  resetActions: LINE_CHECK_RESET_HISTORY_ACTIONS,
  mailKind: "line_check",
  folder: LINE_CHECK_FOLDER,
  tag: "linecheck",

  load: lineCheckRow,
  row: (row) => row,
  record: recordOf,
  mayReach: mayReachLineCheck,

  stages: {
    // The first form → the instructor; the second → the SET_LINE_CHECK_FLAG holders of the pilot's
    // fleet, who download it.
    1: {
      action: lineCheckSubmitAction(1),
      columns: ["firstSubmit"],
      mail: {
        to: (tx, row) => recipientsByCrewCode(tx, [row.instructorCrewCode]),
        subject: "line_check_mail_subject_stage",
        body: "line_check_mail_body_stage",
        link: "/line-check",
      },
    },
    2: {
      action: lineCheckSubmitAction(2),
      columns: ["secondSubmit"],
      mail: {
        to: (tx, row) =>
          recipientsWithPermissionForPilot(tx, Permission.SET_LINE_CHECK_FLAG, row.pilotCrewCode),
        subject: "line_check_mail_subject_download",
        body: "line_check_mail_body_download",
        link: "/admin/line-check",
      },
    },
  },
  mailValues: (row, actor) => ({
    date: mailDate(row.lineCheckDate),
    pilot: row.pilotName ?? row.pilotCrewCode,
    crew_code: row.pilotCrewCode,
    actor: actor.full_name,
  }),

  submit: {
    path: "/linecheck/submit_line_check_form",
    access: "line_check.submit",
    summary: "Upload the first (pilot) or second (instructor) form, a PDF",
    body: submitLineCheckFormSchema,
    reply: submitLineCheckFormReplySchema,
    id: (input) => input.line_check_id,
    order: (input) => input.form_order,
    replyOf: ({ row, order, file }) => ({
      line_check_id: row.id,
      form_order: order,
      line_check_status: row.status as LineCheckStatus,
      submitted_report: fileUrl(file.key) as string,
      version: row.version,
    }),
  },

  setStatus: {
    path: "/linecheck/set_line_check_status",
    access: "line_check.set_status",
    summary: "Set a line check's status with a reason and status_file; replies reset_status",
    body: setLineCheckStatusSchema,
    reply: setLineCheckStatusReplySchema,
    id: (input) => input.line_check_id,
    statusName: "line_check_status",
  },

  // `get_line_check_status`: the status, its reset history and what the caller may do now.
  history: {
    path: "/linecheck/get_line_check_status",
    access: "line_check.view",
    summary: "The status, its reset history and the caller's actions",
    body: lineCheckRefSchema,
    reply: lineCheckStatusReplySchema,
    id: (input) => input.line_check_id as number,
    replyOf: async (db, actor, row) => ({
      line_check_id: row.id,
      line_check_status: row.status as LineCheckStatus,
      reset_status: await resetHistoryOf<LineCheckStatus>(db, lineCheckForm, row.id),
      actions: lineCheckActionsOf(actor, row),
      version: row.version,
    }),
  },

  downloaded: {
    path: "/linecheck/set_line_check_downloaded_flag",
    access: "line_check.set_downloaded_flag",
    summary: "After the second form was downloaded",
    body: lineCheckRefSchema,
    reply: setLineCheckDownloadedFlagReplySchema,
    field: "downloadedFlag",
    stage: 2,
    notReady: "line_check_download_not_ready",
    may: maySetLineCheckDownloadedFlag,
    idName: "line_check_id",
    id: (input) => input.line_check_id as number,
  },
};
