import {
  assessmentStage,
  caavFormWorkflow,
  caavSubmitAction,
  can,
  type ElearningClueReply,
  elearningWorkflow,
  type FinishElearningInput,
  type FinishElearningReply,
  formPilotCrewCode,
  hasPlaceholderPilot,
  isAdminArea,
  isSimInstructor,
  isSimPilot,
  maySetDownloadedFlag,
  Permission,
  type RejectSimFormInput,
  type RejectSimFormReply,
  type SessionUser,
  type SetCaavStatusInput,
  type SetCaavStatusReply,
  type SetDownloadedFlagReply,
  type SetSimFormStatusInput,
  type SetSimFormStatusReply,
  type SimFormHistoryItem,
  type SimFormHistoryReply,
  type SimFormStatus,
  type SubmitCaavFormInput,
  type SubmitCaavFormReply,
  type SubmitSimFormInput,
  type SubmitSimFormReply,
  simFormActions,
  simFormWorkflow,
  simLocalDay,
  submitAction,
} from "@trms/shared";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import type { BackgroundTasks } from "../../lib/background";
import { AppError, forbidden, notFound } from "../../lib/errors";
import { fileUrl } from "../../lib/files/file-url";
import type { StoredFile } from "../../lib/files/upload";
import type { Mailer } from "../../lib/mailer";
import { stagedFormSteps, stepFile } from "../../lib/staged-form";
import { applyTransition } from "../../lib/workflow";
import { workflowHistoryItems } from "../../lib/workflow-history-items";
import {
  type MailRecipient,
  mailNextActors,
  recipientsByCrewCode,
  recipientsWithPermission,
} from "../../lib/workflow-mail";
import { pilotAccess, pilots } from "../pilot";
import { caavForm, simForm } from "./sim-form.form";
import { type LoadedSimForm, simFormRepository } from "./sim-form.repository";
import { simForms } from "./sim-form.table";

/** The history entities of one SIM form: its form, CAAV and e-learning workflows (ADR 0430). */
export const SIM_FORM_HISTORY_ENTITIES = [
  simFormWorkflow.entity,
  caavFormWorkflow.entity,
  elearningWorkflow.entity,
] as const;

const STAGE_COLUMN = { 1: "firstSubmit", 2: "secondSubmit", 3: "thirdSubmit" } as const;

/** DD/MM/YYYY of session A in the airline's days, for the mails. */
const mailDate = (instant: Date) => simLocalDay(instant).split("-").reverse().join("/");

export interface SimFormServiceDeps {
  db: Database;
  mailer: Mailer;
  background: BackgroundTasks;
  publicUrl: string;
}

export function simFormService(deps: SimFormServiceDeps) {
  const { db } = deps;
  const repo = simFormRepository(db);
  const steps = stagedFormSteps(db, simForm);
  const caavSteps = stagedFormSteps(db, caavForm);
  const { crewInFleetScope } = pilotAccess(db);

  /** A manager reaches the forms of their fleet's pilots only (ADR 0942). */
  const inFleetScope = (actor: SessionUser, loaded: LoadedSimForm) =>
    crewInFleetScope(actor, [formPilotCrewCode(loaded.record)]);

  /**
   * The form, if this account may reach it: staff past the route guard reach the forms of their
   * fleet's pilots (ADR 0942); a pilot or
   * an instructor only the forms of sessions they are on. Anything else reads as missing.
   */
  async function reachable(actor: SessionUser, formId: number): Promise<LoadedSimForm> {
    const loaded = await repo.load(formId);
    if (!loaded) throw notFound();
    if (isAdminArea(actor)) {
      if (!(await inFleetScope(actor, loaded))) throw notFound();
      return loaded;
    }
    if (!isSimPilot(actor, loaded.record) && !isSimInstructor(actor, loaded.record)) throw notFound();
    return loaded;
  }

  /** An upload while a seat holds the placeholder 0000 gets its own 403 message (ADR 0430). */
  function refusePlaceholder(loaded: LoadedSimForm) {
    if (hasPlaceholderPilot(loaded.record)) throw new AppError("FORBIDDEN", "sim_form_placeholder_pilot");
  }

  const mailText = (loaded: LoadedSimForm, actor: SessionUser, extra: Record<string, string> = {}) => ({
    date: mailDate(loaded.session.sessionaDateTime),
    pilot: loaded.pilot.name ?? loaded.pilot.crewCode,
    crew_code: loaded.pilot.crewCode,
    actor: actor.full_name,
    ...extra,
  });

  /** The mail to whoever acts next after a stage (item 8 of issue 12), sent after the commit. */
  function mailAfterStage(actor: SessionUser, loaded: LoadedSimForm, order: 1 | 2 | 3) {
    const { record } = loaded;
    let recipients: (db: Database) => Promise<MailRecipient[]>;
    let text: { subject: "sim_form_mail_subject_stage" | "sim_form_mail_subject_download"; link: string };
    if (order === 3) {
      // Stage 3 → holders of SET_SIM_FLAG in the pilot's fleet, who download the file.
      recipients = async (tx) => {
        const [pilot] = await tx
          .select({ fleet: pilots.fleet })
          .from(pilots)
          .where(eq(pilots.crewCode, loaded.pilot.crewCode));
        return recipientsWithPermission(tx, Permission.SET_SIM_FLAG, pilot?.fleet ?? null);
      };
      text = { subject: "sim_form_mail_subject_download", link: `${deps.publicUrl}/admin/sim` };
    } else {
      const next = order === 1 ? record.sima_instructor_crew_code : record.simb_instructor_crew_code;
      recipients = (tx) => recipientsByCrewCode(tx, [next]);
      text = { subject: "sim_form_mail_subject_stage", link: `${deps.publicUrl}/` };
    }
    mailNextActors(deps, "sim form mail", {
      actorId: actor.id,
      recipients,
      text: {
        subject: text.subject,
        body: order === 3 ? "sim_form_mail_body_download" : "sim_form_mail_body_stage",
        values: mailText(loaded, actor, { order: String(order), link: text.link }),
      },
    });
  }

  return {
    /**
     * `sim/submit_form`: one of the three stages (ADR 0430); the SIM-A instructor's report carries
     * the assessment (ADR 0431): stage 2, or stage 3 when one instructor holds both sessions (ADR 0900).
     */
    async submitForm(
      actor: SessionUser,
      input: SubmitSimFormInput,
      file: StoredFile,
    ): Promise<SubmitSimFormReply> {
      const loaded = await reachable(actor, input.submitted_form_id);
      refusePlaceholder(loaded);
      const order = input.form_order;
      const assesses = order === assessmentStage(loaded.record);
      if (input.assessment !== undefined && !assesses)
        throw new AppError("VALIDATION_ERROR", "validation_failed", [
          { path: "assessment", message: "sim_assessment_stage_2_only" },
        ]);
      const assessedFail = assesses ? input.assessment === "fail" : loaded.assessedFail;
      const { row } = await steps.submit(actor, loaded.record, submitAction(order), file, {
        // A new third file has not been downloaded yet.
        set: { [STAGE_COLUMN[order]]: file.key, ...(order === 3 ? { downloadedFlag: 1 } : {}) },
        audit: assesses ? { changes: { assessment: input.assessment ?? "pass" } } : undefined,
        within: async (tx) => {
          if (assesses) await simFormRepository(tx).setAssessment(loaded.record.id, assessedFail);
        },
        afterCommit: () => mailAfterStage(actor, loaded, order),
      });
      return {
        form_id: row.id,
        form_order: order,
        form_status: row.status as SimFormStatus,
        submitted_report: fileUrl(file.key) as string,
        assessed_fail: assessedFail,
      };
    },

    /** `sim/reject_form`: a stage-1 upload back to Initial with a reason; mails the pilot. */
    async reject(
      actor: SessionUser,
      input: RejectSimFormInput,
      file: StoredFile | undefined,
    ): Promise<RejectSimFormReply> {
      const loaded = await reachable(actor, input.form_id);
      const { row } = await steps.submit(actor, loaded.record, "reject", file ?? null, {
        reason: input.reason,
        // The rejected file stays in the history; the form has no current first file any more.
        set: { firstSubmit: null },
        afterCommit: () =>
          mailNextActors(deps, "sim form mail", {
            actorId: actor.id,
            recipients: (tx) => recipientsByCrewCode(tx, [loaded.pilot.crewCode]),
            text: {
              subject: "sim_form_mail_subject_reject",
              body: "sim_form_mail_body_reject",
              values: mailText(loaded, actor, { reason: input.reason, link: `${deps.publicUrl}/` }),
            },
          }),
      });
      return { form_status: row.status as SimFormStatus, reset_status: await steps.resetHistoryOf(row.id) };
    },

    /** `sim/set_status`: any status with an optional reason and file (CHANGE_SIM_STATUS). */
    async setStatus(
      actor: SessionUser,
      input: SetSimFormStatusInput,
      file: StoredFile | undefined,
    ): Promise<SetSimFormStatusReply> {
      const loaded = await reachable(actor, input.form_id);
      const { row } = await steps.setStatus(actor, loaded.record, {
        to: input.status,
        reason: input.reason,
        file,
      });
      return { form_status: row.status as SimFormStatus, reset_status: await steps.resetHistoryOf(row.id) };
    },

    /** `sim/set_downloaded_flag`: after a successful download of the third file (SET_SIM_FLAG). */
    async setDownloadedFlag(actor: SessionUser, formId: number): Promise<SetDownloadedFlagReply> {
      const loaded = await reachable(actor, formId);
      if (!loaded.record.has_third_submit) throw new AppError("CONFLICT", "sim_download_not_ready");
      if (!maySetDownloadedFlag(actor, loaded.record)) throw forbidden();
      await steps.markDownloaded(actor, formId);
      return { form_id: formId, downloaded_flag: 2 };
    },

    /** `sim/submit_caav_form`: the pilot's or a session instructor's CAAV upload. */
    async submitCaav(
      actor: SessionUser,
      input: SubmitCaavFormInput,
      file: StoredFile,
    ): Promise<SubmitCaavFormReply> {
      const loaded = await reachable(actor, input.submitted_form_id);
      refusePlaceholder(loaded);
      const action = caavSubmitAction(actor, loaded.record);
      if (!action) throw forbidden();
      const { row } = await caavSteps.submit(actor, loaded.record, action, file, {
        set: { caavForm: file.key },
      });
      return {
        caav_form: fileUrl(row.caavForm) as string,
        caav_form_status: row.caavFormStatus as 1 | 2 | 3,
      };
    },

    /** `sim/set_caav_status`: any CAAV status with an optional reason and file (CHANGE_CAAV_STATUS). */
    async setCaavStatus(
      actor: SessionUser,
      input: SetCaavStatusInput,
      file: StoredFile | undefined,
    ): Promise<SetCaavStatusReply> {
      const loaded = await reachable(actor, input.form_id);
      const { row } = await caavSteps.setStatus(actor, loaded.record, {
        to: input.status,
        reason: input.reason,
        file,
      });
      return {
        caav_form_status: row.caavFormStatus as 1 | 2 | 3,
        reset_status: (await caavSteps.resetHistoryOf(
          row.id,
        )) as unknown as SetCaavStatusReply["reset_status"],
      };
    },

    /** `sim/get_elearning_clue`: the certificate, for those who may see the form. */
    async elearningClue(actor: SessionUser, formId: number): Promise<ElearningClueReply> {
      const loaded = await reachable(actor, formId);
      if (!can(actor, "sim.read", loaded.record)) throw notFound();
      return { clue_file: fileUrl(loaded.row.elearningClue) };
    },

    /** `sim/finish_elearning`: the form's pilot completes e-learning with a certificate. */
    async finishElearning(
      actor: SessionUser,
      input: FinishElearningInput,
      file: StoredFile,
    ): Promise<FinishElearningReply> {
      const loaded = await reachable(actor, input.form_id);
      const now = new Date();
      await applyTransition(db, {
        workflow: elearningWorkflow,
        table: simForms,
        statusField: "elearningCompletion",
        stored: (state) => state === 1,
        record: loaded.record,
        actor,
        action: "finish_elearning",
        file: stepFile(file),
        set: { elearningClue: file.key, elearningCompletedAt: now, updatedAt: now },
      });
      return { elearning_completion: true, clue_file: fileUrl(file.key) as string };
    },

    /**
     * `sim/get_form_history`: every step of the form's three workflows (who, when, what, the file
     * and its SHA-256), the assessment, and the actions the tables offer this account now.
     */
    async history(actor: SessionUser, formId: number): Promise<SimFormHistoryReply> {
      const loaded = await reachable(actor, formId);
      if (!can(actor, "sim.read", loaded.record) && !isAdminArea(actor)) throw notFound();
      const history: SimFormHistoryItem[] = await workflowHistoryItems(db, SIM_FORM_HISTORY_ENTITIES, formId);
      return {
        form_id: formId,
        // The session and seat of the form, so a form's own page can load its session.
        sim_id: loaded.session.id,
        pilot_order: loaded.record.pilot_order,
        assessed_fail: loaded.assessedFail,
        history,
        actions: simFormActions(actor, loaded.record),
      };
    },

    /** Whether this account may read a stored file of this form (the `sim_form` folder). */
    async mayReadFormFile(actor: SessionUser, formId: number) {
      const loaded = await repo.load(formId);
      if (!loaded) return false;
      if (isAdminArea(actor) && !(await inFleetScope(actor, loaded))) return false;
      return (
        can(actor, "sim.read", loaded.record) ||
        (isAdminArea(actor) && can(actor, "sim_form.submit")) ||
        can(actor, "sim_form.set_downloaded_flag") ||
        can(actor, "sim_form.set_status") ||
        can(actor, "sim_form.set_caav_status")
      );
    },
  };
}
export type SimFormService = ReturnType<typeof simFormService>;
