import {
  caavFormWorkflow,
  elearningWorkflow,
  formPilotCrewCode,
  hasPlaceholderPilot,
  isAdminArea,
  isSimInstructor,
  isSimPilot,
  Permission,
  type SessionUser,
  simFormWorkflow,
  simLocalDay,
} from "@trms/shared";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { pilots } from "../../db/tables/pilot.table";
import { AppError, notFound } from "../../lib/errors";
import type { MailOutbox, StepMail } from "../../lib/mail-outbox/mail-outbox";
import { stagedFormSteps } from "../../lib/staged-form";
import {
  type MailRecipient,
  nextActorsMail,
  recipientsByCrewCode,
  recipientsWithPermission,
} from "../../lib/workflow-mail";
import { pilotAccess } from "../pilot";
import { caavForm, simForm } from "./sim-form.form";
import { type LoadedSimForm, simFormRepository } from "./sim-form.repository";

/** The history entities of one SIM form: its form, CAAV and e-learning workflows (ADR 0430). */
export const SIM_FORM_HISTORY_ENTITIES = [
  simFormWorkflow.entity,
  caavFormWorkflow.entity,
  elearningWorkflow.entity,
] as const;

export const STAGE_COLUMN = { 1: "firstSubmit", 2: "secondSubmit", 3: "thirdSubmit" } as const;

/** DD/MM/YYYY of session A in the airline's days, for the mails. */
const mailDate = (instant: Date) => simLocalDay(instant).split("-").reverse().join("/");

export interface SimFormServiceDeps {
  db: Database;
  outbox: MailOutbox;
  publicUrl: string;
}

/** What the calls of this feature share: its dependencies and the rules they read (issue 26 item 6). */
export function simFormContext(deps: SimFormServiceDeps) {
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

  /** The mail to whoever acts next after a stage (item 8 of issue 12), queued with the stage. */
  function mailAfterStage(actor: SessionUser, loaded: LoadedSimForm, order: 1 | 2 | 3): StepMail {
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
    return nextActorsMail(deps.outbox, "sim_form", {
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
    deps,
    caavSteps,
    crewInFleetScope,
    db,
    inFleetScope,
    mailAfterStage,
    mailText,
    reachable,
    refusePlaceholder,
    repo,
    steps,
  };
}
export type SimFormContext = ReturnType<typeof simFormContext>;
