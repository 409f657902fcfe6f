import {
  type CreateLineCheckInput,
  can,
  fleetScope,
  isAdminArea,
  isInstructor,
  LINE_CHECK_DOCUMENTS_ENTITY,
  LINE_CHECK_ENTITY,
  lineCheckActions,
  Permission,
  Role,
  type SessionUser,
  simLocalDay,
  toSimLocalIso,
} from "@trms/shared";
import { and, count, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/client";
import { pilots } from "../../db/tables/pilot.table";
import { workflowHistory } from "../../db/tables/workflow-history.table";
import { AppError, type ErrorDetail, forbidden, notFound } from "../../lib/errors";
import type { MailOutbox, StepMail } from "../../lib/mail-outbox/mail-outbox";
import { stagedFormSteps } from "../../lib/staged-form";
import { nextActorsMail, recipientsByCrewCode, recipientsWithPermission } from "../../lib/workflow-mail";
import { pilotAccess } from "../pilot";
import { lineCheckForm } from "./line-check.form";
import {
  type LineCheckRow,
  type LineCheckValues,
  lineCheckRepository,
  recordOf,
} from "./line-check.repository";

export const STAGE_COLUMN = { 1: "firstSubmit", 2: "secondSubmit" } as const;

/** DD/MM/YYYY of the line check in the airline's days, for the mails. */
export const mailDate = (instant: Date) => simLocalDay(instant).split("-").reverse().join("/");

export const invalid = (details: ErrorDetail[]) =>
  new AppError("VALIDATION_ERROR", "validation_failed", details);

/** What the audit row keeps of a line check: its fields as the contract names them. */
export function snapshot(row: LineCheckValues) {
  return {
    pilot_crew_code: row.pilotCrewCode,
    instructor_crew_code: row.instructorCrewCode,
    line_check_date: toSimLocalIso(row.lineCheckDate as Date),
    line_check_sectors: row.lineCheckSectors,
    note: row.note ?? null,
  };
}

export interface LineCheckServiceDeps {
  db: Database;
  outbox: MailOutbox;
  publicUrl: string;
}

/** What the calls of this feature share: its dependencies and the rules they read (issue 26 item 6). */
export function lineCheckContext(deps: LineCheckServiceDeps) {
  const { db } = deps;
  const repo = lineCheckRepository(db);
  const steps = stagedFormSteps(db, lineCheckForm);
  const { crewInFleetScope } = pilotAccess(db);

  /**
   * The line check, if this account may reach it: staff past the route guard reach those of their
   * fleet's pilots (ADR 0942); a
   * pilot or an instructor only those they are the pilot or the instructor of. Anything else reads
   * as missing (ADR 0600).
   */
  async function reachable(actor: SessionUser, id: number): Promise<LineCheckRow> {
    const row = await repo.row(id);
    if (!row) throw notFound();
    if (isAdminArea(actor)) {
      if (!(await crewInFleetScope(actor, [row.pilotCrewCode]))) throw notFound();
      return row;
    }
    if (!can(actor, "line_check.read", recordOf(row))) throw notFound();
    return row;
  }

  /**
   * The pilot of a create or an edit (ADR 0600): the admin area names any pilot; a pilot creates
   * for themself; an instructor for themself, or for another pilot when they are its instructor.
   */
  function pilotOf(actor: SessionUser, input: CreateLineCheckInput, any: boolean): string {
    if (any) {
      if (!input.pilot_crew_code)
        throw invalid([{ path: "pilot_crew_code", message: "line_check_pilot_required" }]);
      return input.pilot_crew_code;
    }
    const own = actor.crew_code;
    if (!own) throw forbidden();
    const pilot = input.pilot_crew_code ?? own;
    if (pilot !== own && !(isInstructor(actor) && input.instructor_crew_code === own))
      throw new AppError("FORBIDDEN", "line_check_pilot_not_yours");
    return pilot;
  }

  /** The row values after checking both crew codes against the pilot rows (part2 §5, ADR 0600). */
  async function checkedValues(
    actor: SessionUser,
    input: CreateLineCheckInput,
    pilot: string,
  ): Promise<LineCheckValues> {
    const instructor = input.instructor_crew_code;
    if (pilot === instructor)
      throw invalid([{ path: "instructor_crew_code", message: "line_check_same_person" }]);
    const people = new Map((await repo.people([pilot, instructor])).map((p) => [p.crewCode, p]));
    const details: ErrorDetail[] = [];
    const pilotRow = people.get(pilot);
    const instructorRow = people.get(instructor);
    if (!pilotRow || (pilotRow.role !== Role.PILOT && pilotRow.role !== Role.INSTRUCTOR))
      details.push({ path: "pilot_crew_code", message: "line_check_crew_code_unknown" });
    // A manager bound to a fleet names the pilots of that fleet only (ADR 0942).
    else if (isAdminArea(actor) && fleetScope(actor) !== null && pilotRow.fleet !== fleetScope(actor))
      details.push({ path: "pilot_crew_code", message: "line_check_pilot_other_fleet" });
    if (!instructorRow || instructorRow.role !== Role.INSTRUCTOR)
      details.push({ path: "instructor_crew_code", message: "line_check_not_an_instructor" });
    if (details.length > 0) throw invalid(details);
    return {
      pilotCrewCode: pilot,
      pilotName: pilotRow?.fullName ?? null,
      instructorCrewCode: instructor,
      instructorName: instructorRow?.fullName ?? null,
      lineCheckDate: new Date(input.line_check_date),
      lineCheckSectors: input.line_check_sectors,
      note: input.note ?? null,
    };
  }

  /** Whether any form was ever submitted to this line check (its files are a training record). */
  async function hasSubmissions(tx: Database, row: LineCheckRow) {
    if (row.firstSubmit || row.secondSubmit) return true;
    const [found] = await tx
      .select({ n: count() })
      .from(workflowHistory)
      .where(
        and(
          eq(workflowHistory.entity, LINE_CHECK_ENTITY),
          eq(workflowHistory.entityId, String(row.id)),
          inArray(workflowHistory.action, ["submit_first", "submit_second"]),
        ),
      );
    return (found?.n ?? 0) > 0;
  }

  const mailText = (row: LineCheckRow, actor: SessionUser, link: string) => ({
    date: mailDate(row.lineCheckDate),
    pilot: row.pilotName ?? row.pilotCrewCode,
    crew_code: row.pilotCrewCode,
    actor: actor.full_name,
    link,
  });

  /**
   * The mail to whoever acts next (issue 14 item 8, as for SIM forms), queued with the stage: the
   * first form → the instructor; the second → the SET_LINE_CHECK_FLAG holders of the pilot's fleet.
   */
  function mailAfterStage(actor: SessionUser, row: LineCheckRow, order: 1 | 2): StepMail {
    if (order === 1) {
      return nextActorsMail(deps.outbox, "line_check", {
        actorId: actor.id,
        recipients: (tx) => recipientsByCrewCode(tx, [row.instructorCrewCode]),
        text: {
          subject: "line_check_mail_subject_stage",
          body: "line_check_mail_body_stage",
          values: mailText(row, actor, `${deps.publicUrl}/line-check`),
        },
      });
    }
    return nextActorsMail(deps.outbox, "line_check", {
      actorId: actor.id,
      recipients: async (tx) => {
        const [pilot] = await tx
          .select({ fleet: pilots.fleet })
          .from(pilots)
          .where(eq(pilots.crewCode, row.pilotCrewCode));
        return recipientsWithPermission(tx, Permission.SET_LINE_CHECK_FLAG, pilot?.fleet ?? null);
      },
      text: {
        subject: "line_check_mail_subject_download",
        body: "line_check_mail_body_download",
        values: mailText(row, actor, `${deps.publicUrl}/admin/line-check`),
      },
    });
  }

  /** The actions the tables offer this account on this line check now. */
  /** What the tables offer this account on this line check now: the same list the web's buttons ask. */
  const actionsOf = (actor: SessionUser, row: LineCheckRow) => lineCheckActions(actor, recordOf(row));

  return {
    deps,
    actionsOf,
    checkedValues,
    crewInFleetScope,
    db,
    hasSubmissions,
    mailAfterStage,
    mailText,
    pilotOf,
    reachable,
    repo,
    steps,
  };
}
export type LineCheckContext = ReturnType<typeof lineCheckContext>;

export { LINE_CHECK_DOCUMENTS_ENTITY };
