import {
  assessmentStage,
  type CaavFormAction,
  type CaavFormStatus,
  caavFormWorkflow,
  can,
  elearningWorkflow,
  hasPlaceholderPilot,
  isAdminArea,
  maySetDownloadedFlag,
  Permission,
  type SessionUser,
  type SetDownloadedFlagReply,
  type SetSimFormStatusInput,
  type SetSimFormStatusReply,
  SIM_RESET_HISTORY_ACTIONS,
  type SimFormAction,
  type SimFormHistoryItem,
  type SimFormHistoryReply,
  type SimFormRecord,
  type SimFormStatus,
  type SubmitSimFormInput,
  type SubmitSimFormReply,
  setDownloadedFlagReplySchema,
  setSimFormStatusSchema,
  simFormActions,
  simFormHistoryReplySchema,
  simFormIdSchema,
  simFormStatusReplySchema,
  simFormWorkflow,
  submitAction,
  submitSimFormReplySchema,
  submitSimFormSchema,
} from "@trms/shared";
import type { Database } from "../../db/client";
import { simForms } from "../../db/tables/sim-form.table";
import { AppError, notFound } from "../../lib/errors";
import { fileUrl } from "../../lib/files/file-url";
import { mayAccess } from "../../lib/record-access";
import type { StagedForm, StagedWorkflow } from "../../lib/staged-form";
import { workflowHistoryItems } from "../../lib/workflow-history-items";
import { mailDate, recipientsByCrewCode, recipientsWithPermissionForPilot } from "../../lib/workflow-mail";
import { type LoadedSimForm, loadSimForm, setSimFormAssessment } from "./sim-form.repository";

/** Every SIM form file (stages, CAAV, status files, certificates) is stored under this folder. */
export const SIM_FORM_FOLDER = "sim_form";

/** The history entities of one SIM form: its form, CAAV and e-learning workflows (ADR 0430). */
export const SIM_FORM_HISTORY_ENTITIES = [
  simFormWorkflow.entity,
  caavFormWorkflow.entity,
  elearningWorkflow.entity,
] as const;

/** What every SIM form mail says of its form: session A's day, the pilot, who acted. */
export const simMailValues = (loaded: LoadedSimForm, actor: SessionUser) => ({
  date: mailDate(loaded.session.sessionaDateTime),
  pilot: loaded.pilot.name ?? loaded.pilot.crewCode,
  crew_code: loaded.pilot.crewCode,
  actor: actor.full_name,
});

/**
 * Who may reach a SIM form (the record-access table's `sim_form` row): staff past the route guard
 * reach the forms of their fleet's pilots (ADR 0942); a pilot or an instructor only the forms of
 * sessions they are on.
 */
export const mayReachSimForm = (db: Database, actor: SessionUser, loaded: LoadedSimForm) =>
  mayAccess(db, actor, "sim_form", "read", loaded.record.id);

/** An upload while a seat holds the placeholder 0000 gets its own 403 message (ADR 0430). */
export function refusePlaceholder(loaded: LoadedSimForm) {
  if (hasPlaceholderPilot(loaded.record)) throw new AppError("FORBIDDEN", "sim_form_placeholder_pilot");
}

/**
 * The SIM-A instructor's report carries the assessment (ADR 0431): stage 2, or stage 3 when one
 * instructor holds both sessions (ADR 0900).
 */
async function assessment(
  _db: Database,
  _actor: SessionUser,
  loaded: LoadedSimForm,
  input: SubmitSimFormInput,
) {
  refusePlaceholder(loaded);
  const assesses = input.form_order === assessmentStage(loaded.record);
  if (input.assessment !== undefined && !assesses)
    throw new AppError("VALIDATION_ERROR", "validation_failed", [
      { path: "assessment", message: "sim_assessment_stage_2_only" },
    ]);
  const assessedFail = assesses ? input.assessment === "fail" : loaded.assessedFail;
  return {
    audit: assesses ? { changes: { assessment: input.assessment ?? "pass" } } : undefined,
    within: async (tx: Database) => {
      if (assesses) await setSimFormAssessment(tx, loaded.record.id, assessedFail);
    },
    reply: { assessed_fail: assessedFail },
  };
}

/**
 * The SIM form as a staged form (ADR 0996, ADR 1220): three stages (the pilot's, the SIM-A and the
 * SIM-B instructor's), reject, status changes, the third file's download.
 */
export const simForm: StagedForm<
  SimFormStatus,
  SimFormAction,
  SimFormRecord,
  typeof simForms,
  LoadedSimForm,
  1 | 2 | 3,
  SubmitSimFormInput,
  SubmitSimFormReply,
  SetSimFormStatusInput,
  SetSimFormStatusReply,
  SimFormHistoryReply,
  SetDownloadedFlagReply
> = {
  workflow: simFormWorkflow,
  table: simForms,
  setStatusAction: "set_status",
  resetActions: SIM_RESET_HISTORY_ACTIONS,
  mailKind: "sim_form",
  folder: SIM_FORM_FOLDER,
  tag: "sim",

  load: loadSimForm,
  row: (loaded) => loaded.row,
  record: (loaded) => loaded.record,
  mayReach: mayReachSimForm,

  stages: {
    // Stage 1 → the SIM-A instructor; stage 2 → the SIM-B instructor; stage 3 → the holders of
    // SET_SIM_FLAG in the pilot's fleet, who download the file.
    1: {
      action: submitAction(1),
      columns: ["firstSubmit"],
      mail: {
        to: (tx, loaded) => recipientsByCrewCode(tx, [loaded.record.sima_instructor_crew_code]),
        subject: "sim_form_mail_subject_stage",
        body: "sim_form_mail_body_stage",
        link: "/",
      },
    },
    2: {
      action: submitAction(2),
      columns: ["secondSubmit"],
      mail: {
        to: (tx, loaded) => recipientsByCrewCode(tx, [loaded.record.simb_instructor_crew_code]),
        subject: "sim_form_mail_subject_stage",
        body: "sim_form_mail_body_stage",
        link: "/",
      },
    },
    3: {
      action: submitAction(3),
      columns: ["thirdSubmit"],
      mail: {
        to: (tx, loaded) =>
          recipientsWithPermissionForPilot(tx, Permission.SET_SIM_FLAG, loaded.pilot.crewCode),
        subject: "sim_form_mail_subject_download",
        body: "sim_form_mail_body_download",
        link: "/admin/sim",
      },
    },
  },
  mailValues: (loaded, actor, order) => ({ ...simMailValues(loaded, actor), order: String(order) }),

  submit: {
    path: "/sim/submit_form",
    access: "sim_form.submit",
    summary: "Upload stage 1, 2 or 3 of a SIM form (submitted_report, a PDF)",
    body: submitSimFormSchema,
    reply: submitSimFormReplySchema,
    id: (input) => input.submitted_form_id,
    order: (input) => input.form_order,
    extras: assessment,
    replyOf: ({ row, order, file, extra }) => ({
      form_id: row.id,
      form_order: order,
      form_status: row.status as SimFormStatus,
      submitted_report: fileUrl(file.key) as string,
      assessed_fail: extra.assessed_fail as boolean,
      version: row.version,
    }),
  },

  setStatus: {
    path: "/sim/set_status",
    access: "sim_form.set_status",
    summary: "Set a SIM form's status with a reason and status_file; replies reset_status",
    body: setSimFormStatusSchema,
    reply: simFormStatusReplySchema,
    id: (input) => input.form_id,
    statusName: "form_status",
  },

  history: {
    path: "/sim/get_form_history",
    access: "sim_form.view",
    summary: "Every step of a form (who, when, file, SHA-256) and the actions open to the caller",
    body: simFormIdSchema,
    reply: simFormHistoryReplySchema,
    id: (input) => input.form_id as number,
    // Every step of the form's three workflows (who, when, what, the file and its SHA-256), the
    // assessment, and the actions the tables offer this account now.
    async replyOf(db, actor, loaded) {
      if (!can(actor, "sim.read", loaded.record) && !isAdminArea(actor)) throw notFound();
      const history: SimFormHistoryItem[] = await workflowHistoryItems(
        db,
        SIM_FORM_HISTORY_ENTITIES,
        loaded.record.id,
      );
      return {
        form_id: loaded.record.id,
        // The session and seat of the form, so a form's own page can load its session.
        sim_id: loaded.session.id,
        pilot_order: loaded.record.pilot_order,
        assessed_fail: loaded.assessedFail,
        history,
        actions: simFormActions(actor, loaded.record),
      };
    },
  },

  downloaded: {
    path: "/sim/set_downloaded_flag",
    access: "sim_form.set_downloaded_flag",
    summary: "After the third file was downloaded",
    body: simFormIdSchema,
    reply: setDownloadedFlagReplySchema,
    field: "downloadedFlag",
    stage: 3,
    notReady: "sim_download_not_ready",
    may: maySetDownloadedFlag,
    idName: "form_id",
    id: (input) => input.form_id as number,
  },
};

/** The CAAV form of the same row: the pilot's and an instructor's upload, status changes. */
export const caavForm: StagedWorkflow<CaavFormStatus, CaavFormAction, SimFormRecord, typeof simForms> = {
  workflow: caavFormWorkflow,
  table: simForms,
  statusField: "caavFormStatus",
  setStatusAction: "set_caav_status",
  resetActions: ["set_caav_status"],
};
