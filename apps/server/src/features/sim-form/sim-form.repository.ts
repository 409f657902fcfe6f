import type { CaavFormStatus, SimFormRecord, SimFormStatus, SimPilotOrder } from "@trms/shared";
import { eq, sql } from "drizzle-orm";
import { boolean, integer, pgTable } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client";
import { simSessions } from "../../db/tables/sim.table";
import { simForms } from "../../db/tables/sim-form.table";

/**
 * The stage-2 assessment column of `sim_forms` (ADR 0431, added by migration 0015, ADR 0432). The
 * form table belongs to the SIM sessions feature; until its definition carries the column, this
 * narrow view of the same table reads and writes it. It is not part of `db/schema.ts`.
 */
const simFormAssessment = pgTable("sim_forms", {
  id: integer("id").primaryKey(),
  assessedFail: boolean("assessed_fail").notNull(),
});

export type SimFormRow = typeof simForms.$inferSelect;

/** A form with its session, as the workflow reads it and the mails name it. */
export interface LoadedSimForm {
  row: SimFormRow;
  assessedFail: boolean;
  record: SimFormRecord & { id: number };
  session: {
    id: number;
    sessionaDateTime: Date;
    firstPilotName: string | null;
    secondPilotName: string | null;
  };
  /** The crew code and name of the pilot whose form this is. */
  pilot: { crewCode: string; name: string | null };
}

export async function loadSimForm(db: Database, formId: number): Promise<LoadedSimForm | undefined> {
  const [found] = await db
    .select({
      form: simForms,
      assessedFail: sql<boolean>`${simForms}."assessed_fail"`,
      session: simSessions,
    })
    .from(simForms)
    .innerJoin(simSessions, eq(simSessions.id, simForms.simId))
    .where(eq(simForms.id, formId));
  if (!found) return undefined;
  const { form, session } = found;
  const first = form.pilotOrder === 1;
  return {
    row: form,
    assessedFail: Boolean(found.assessedFail),
    record: {
      id: form.id,
      first_pilot_crew_code: session.firstPilotCrewCode,
      second_pilot_crew_code: session.secondPilotCrewCode,
      sima_instructor_crew_code: session.simaInstructorCrewCode,
      simb_instructor_crew_code: session.simbInstructorCrewCode,
      pilot_order: form.pilotOrder as SimPilotOrder,
      form_status: form.status as SimFormStatus,
      caav_form_status: form.caavFormStatus as CaavFormStatus,
      elearning_completion: form.elearningCompletion,
      has_first_submit: form.firstSubmit !== null,
      has_third_submit: form.thirdSubmit !== null,
    },
    session: {
      id: session.id,
      sessionaDateTime: session.sessionaDateTime,
      firstPilotName: session.firstPilotName,
      secondPilotName: session.secondPilotName,
    },
    pilot: first
      ? { crewCode: session.firstPilotCrewCode, name: session.firstPilotName }
      : { crewCode: session.secondPilotCrewCode, name: session.secondPilotName },
  };
}

/**
 * The form whose columns name this stored file: for files written without a history step
 * (demo rows of the sessions feature). Not indexed; asked only when no history row names the key.
 */
export async function simFormOfFile(db: Database, key: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: simForms.id })
    .from(simForms)
    .where(
      sql`${key} in (${simForms.firstSubmit}, ${simForms.secondSubmit}, ${simForms.thirdSubmit}, ${simForms.caavForm}, ${simForms.elearningClue})`,
    )
    .limit(1);
  return row?.id;
}

/** Records the SIM-A instructor's assessment of a stage-2 upload (inside the step's transaction). */
export async function setSimFormAssessment(db: Database, formId: number, assessedFail: boolean) {
  await db.update(simFormAssessment).set({ assessedFail }).where(eq(simFormAssessment.id, formId));
}
