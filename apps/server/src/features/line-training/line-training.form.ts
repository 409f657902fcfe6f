import {
  LINE_TRAINING_RESET_HISTORY_ACTIONS,
  LINE_TRAINING_TYPE_NAMES,
  type LineTrainingAction,
  type LineTrainingRecord,
  type LineTrainingStatus,
  type LineTrainingSubmissionsReply,
  type LineTrainingType,
  lineTrainingIdSchema,
  lineTrainingSubmissionsReplySchema,
  lineTrainingSubmitAction,
  lineTrainingWorkflow,
  Permission,
  type SessionUser,
  type SetLineTrainingStatusInput,
  type SetLineTrainingStatusReply,
  type SubmitLineTrainingFormInput,
  type SubmitLineTrainingFormReply,
  setLineTrainingStatusReplySchema,
  setLineTrainingStatusSchema,
  submitLineTrainingFormReplySchema,
  submitLineTrainingFormSchema,
} from "@trms/shared";
import type { Database } from "../../db/client";
import { lineTrainings } from "../../db/tables/line-training.table";
import { fileUrl } from "../../lib/files/file-url";
import { mayAccess } from "../../lib/record-access";
import { type StagedForm, type SubmitExtras, submitStage } from "../../lib/staged-form";
import { recipientsByCrewCode, recipientsWithPermission } from "../../lib/workflow-mail";
import {
  addLineTrainingSubmission,
  type LineTrainingRow,
  lineTrainingAssessors,
  lineTrainingCrewMember,
  lineTrainingRow,
  lineTrainingSubmissionsOf,
  toRecord,
  toSubmission,
} from "./line-training.repository";

/** Every line training file (submitted forms, status files) is stored under this folder. */
export const LINE_TRAINING_FOLDER = "line_training";

/**
 * Who may reach a line training (the record-access table's `line_training` row): staff past the
 * route guard reach those of their fleet's pilots (ADR 0942); a pilot their own, an instructor their
 * own and their fleet's.
 */
export const mayReachLineTraining = (db: Database, actor: SessionUser, row: LineTrainingRow) =>
  mayAccess(db, actor, "line_training", "read", row.id);

/**
 * What a line training's upload adds to its step (the call's and the demo seed's): who submitted
 * last and when, the form order in the audit row, and the submission row, in the same transaction.
 */
export function lineTrainingSubmission(step: {
  row: LineTrainingRow;
  actor: SessionUser;
  order: 1 | 2;
  file: { key: string; sha256: string };
  namePosition: number | null;
  at: Date;
}): SubmitExtras<LineTrainingStatus, LineTrainingAction, LineTrainingRecord, typeof lineTrainings> {
  const { row, actor, order, file, at } = step;
  return {
    set: { lastSubmittedAt: at, lastSubmittedBy: actor.full_name, updatedAt: at },
    audit: { changes: { form_order: order } },
    within: (tx) =>
      addLineTrainingSubmission(tx, {
        lineTrainingId: row.id,
        formOrder: order,
        crewCode: actor.crew_code,
        fullName: actor.full_name,
        namePosition: step.namePosition,
        fileKey: file.key,
        fileSha256: file.sha256,
        submittedBy: actor.id,
        submittedAt: at,
      }),
  };
}

/**
 * The line training as a staged form (ADR 0996, ADR 1220): the pilot's form and the assessors'
 * forms (each the row's latest, the second also its second file), status changes; no download.
 */
export const lineTrainingForm: StagedForm<
  LineTrainingStatus,
  LineTrainingAction,
  LineTrainingRecord,
  typeof lineTrainings,
  LineTrainingRow,
  1 | 2,
  SubmitLineTrainingFormInput,
  SubmitLineTrainingFormReply,
  SetLineTrainingStatusInput,
  SetLineTrainingStatusReply,
  LineTrainingSubmissionsReply
> = {
  workflow: lineTrainingWorkflow,
  table: lineTrainings,
  setStatusAction: "set_status",
  resetActions: LINE_TRAINING_RESET_HISTORY_ACTIONS,
  mailKind: "line_training",
  folder: LINE_TRAINING_FOLDER,
  tag: "line training",

  load: lineTrainingRow,
  row: (row) => row,
  record: toRecord,
  mayReach: mayReachLineTraining,

  // The pilot's form goes to the instructors already training them, or, before any, to the status
  // holders of the fleet who assign one; an instructor's form goes to the pilot (ADR 0610).
  stages: {
    1: {
      action: lineTrainingSubmitAction(1),
      columns: ["lastSubmit"],
      mail: {
        async to(tx, row) {
          const assessors = await lineTrainingAssessors(tx, row.id);
          if (assessors.length > 0) return recipientsByCrewCode(tx, assessors);
          return recipientsWithPermission(tx, Permission.CHANGE_LINE_TRAINING_STATUS, row.fleet);
        },
        subject: "line_training_mail_subject_stage",
        body: "line_training_mail_body_stage",
        link: "/admin/line-training",
      },
    },
    2: {
      action: lineTrainingSubmitAction(2),
      columns: ["lastSubmit", "secondSubmit"],
      mail: {
        to: (tx, row) => recipientsByCrewCode(tx, [row.pilotCrewCode]),
        subject: "line_training_mail_subject_stage",
        body: "line_training_mail_body_stage",
        link: "/line-training",
      },
    },
  },
  mailValues: (row, actor) => ({
    type: LINE_TRAINING_TYPE_NAMES[row.lineTrainingType as LineTrainingType],
    pilot: row.pilotName ?? row.pilotCrewCode,
    crew_code: row.pilotCrewCode,
    actor: actor.full_name,
  }),

  submit: {
    path: "/line_training/submit_form",
    access: "line_training.submit",
    summary: "Upload stage 1 or 2 (submitted_report, a PDF); replies last_submit, status",
    body: submitLineTrainingFormSchema,
    reply: submitLineTrainingFormReplySchema,
    id: (input) => input.submitted_line_training_id,
    order: (input) => input.form_order,
    async extras(db, actor, row, input, file) {
      const submitter = actor.crew_code ? await lineTrainingCrewMember(db, actor.crew_code) : undefined;
      return lineTrainingSubmission({
        row,
        actor,
        order: input.form_order,
        file,
        namePosition: submitter?.namePosition ?? null,
        at: new Date(),
      });
    },
    replyOf: ({ row }) => ({
      last_submit: fileUrl(row.lastSubmit) as string,
      status: row.status as LineTrainingStatus,
      version: row.version,
    }),
  },

  setStatus: {
    path: "/line_training/set_status",
    access: "line_training.set_status",
    summary: "Set the status with a reason and status_file; replies status, reset_status",
    body: setLineTrainingStatusSchema,
    reply: setLineTrainingStatusReplySchema,
    id: (input) => input.line_training_id,
    statusName: "status",
  },

  // The submission history, newest first.
  history: {
    path: "/line_training/get_submissions_by_line_training_id",
    access: "line_training.view",
    summary: "Every submission of a line training",
    body: lineTrainingIdSchema,
    reply: lineTrainingSubmissionsReplySchema,
    id: (input) => input.line_training_id as number,
    async replyOf(db, _actor, row) {
      const rows = await lineTrainingSubmissionsOf(db, row.id);
      return { total: rows.length, submissions: rows.map(toSubmission) };
    },
  },
};

/** A line training's upload without the call around it (the demo seed's, dated when it says). */
export const applyLineTrainingSubmission = (
  db: Database,
  step: Parameters<typeof lineTrainingSubmission>[0],
) =>
  submitStage(db, lineTrainingForm, {
    actor: step.actor,
    loaded: step.row,
    order: step.order,
    file: step.file,
    extras: lineTrainingSubmission(step),
  });
