import {
  type CreateLineCheckInput,
  fleetScope,
  isAdminArea,
  isInstructor,
  LINE_CHECK_ENTITY,
  Role,
  type SessionUser,
  toSimLocalIso,
} from "@trms/shared";
import { and, count, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/client";
import { workflowHistory } from "../../db/tables/workflow-history.table";
import { AppError, type ErrorDetail, forbidden } from "../../lib/errors";
import { type LineCheckRow, type LineCheckValues, lineCheckPeople } from "./line-check.repository";

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

/**
 * The pilot of a create or an edit (ADR 0600): the admin area names any pilot; a pilot creates
 * for themself; an instructor for themself, or for another pilot when they are its instructor.
 */
export function pilotOf(actor: SessionUser, input: CreateLineCheckInput, any: boolean): string {
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
export async function checkedValues(
  db: Database,
  actor: SessionUser,
  input: CreateLineCheckInput,
  pilot: string,
): Promise<LineCheckValues> {
  const instructor = input.instructor_crew_code;
  if (pilot === instructor)
    throw invalid([{ path: "instructor_crew_code", message: "line_check_same_person" }]);
  const people = new Map((await lineCheckPeople(db, [pilot, instructor])).map((p) => [p.crewCode, p]));
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
export async function hasSubmissions(tx: Database, row: LineCheckRow) {
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
