import {
  can,
  fleetScope,
  isSimPlaceholder,
  Role,
  type ServerMessageKey,
  type SessionUser,
  SIM_SESSION_ENTITY,
  type SimInput,
  type SimListReply,
  toSimLocalIso,
} from "@trms/shared";
import type { Database } from "../../db/client";
import { auditRepository } from "../../lib/audit/audit.repository";
import { AppError, type ErrorDetail, notFound } from "../../lib/errors";
import { requireAccess } from "../../lib/record-access";
import { type SnapshotCache, snapshotCache } from "../../lib/snapshot-cache";
import {
  insertSimSessions,
  type SimScope,
  type SimSessionRow,
  type SimSessionValues,
  simPeople,
  simSessionRow,
} from "./sim.repository";

export const CREW_FIELDS = [
  ["first_pilot_crew_code", "pilot"],
  ["second_pilot_crew_code", "pilot"],
  ["sima_instructor_crew_code", "instructor"],
  ["simb_instructor_crew_code", "instructor"],
] as const;

export type Person = Awaited<ReturnType<typeof simPeople>>[number];

/**
 * The crew-code checks that need the database (part2 §5): every crew code but the
 * placeholder names an active pilot, and the instructor seats an instructor. Returns the problems
 * as `[field, message]` of one session. `fleet` is the caller's fleet scope (null: every fleet).
 */
export function crewCodeProblems(
  sim: SimInput,
  people: Map<string, Person>,
  fleet: string | null = null,
): [string, ServerMessageKey][] {
  const problems: [string, ServerMessageKey][] = [];
  for (const [field, seat] of CREW_FIELDS) {
    const code = sim[field];
    if (isSimPlaceholder(code)) continue;
    const person = people.get(code);
    if (!person) problems.push([field, "sim_crew_code_unknown"]);
    else if (person.pilotStatus !== 1 || person.userStatus !== 1)
      problems.push([field, "sim_crew_code_inactive"]);
    else if (seat === "instructor" && person.role !== Role.INSTRUCTOR)
      problems.push([field, "sim_not_an_instructor"]);
    // A manager bound to a fleet schedules the pilots of that fleet only.
    else if (seat === "pilot" && fleet !== null && person.fleet !== fleet)
      problems.push([field, "sim_crew_code_other_fleet"]);
  }
  return problems;
}

/** The row values of a session: names from the pilot rows, none for the placeholder. */
export function sessionValues(sim: SimInput, people: Map<string, Person>): SimSessionValues {
  const name = (code: string) => (isSimPlaceholder(code) ? null : (people.get(code)?.fullName ?? null));
  return {
    firstPilotCrewCode: sim.first_pilot_crew_code,
    firstPilotName: name(sim.first_pilot_crew_code),
    secondPilotCrewCode: sim.second_pilot_crew_code,
    secondPilotName: name(sim.second_pilot_crew_code),
    simaInstructorCrewCode: sim.sima_instructor_crew_code,
    simaInstructorName: name(sim.sima_instructor_crew_code),
    simbInstructorCrewCode: sim.simb_instructor_crew_code,
    simbInstructorName: name(sim.simb_instructor_crew_code),
    sessionaDateTime: new Date(sim.sessiona_date_time),
    sessionaPlace: sim.sessiona_place,
    sessionbDateTime: new Date(sim.sessionb_date_time),
    sessionbPlace: sim.sessionb_place,
    note: sim.note ?? null,
  };
}

/** What the audit row keeps of a session: its fields as the contract names them. */
export function snapshot(row: SimSessionValues | SimSessionRow) {
  return {
    first_pilot_crew_code: row.firstPilotCrewCode,
    second_pilot_crew_code: row.secondPilotCrewCode,
    sima_instructor_crew_code: row.simaInstructorCrewCode,
    simb_instructor_crew_code: row.simbInstructorCrewCode,
    sessiona_date_time: toSimLocalIso(row.sessionaDateTime),
    sessiona_place: row.sessionaPlace,
    sessionb_date_time: toSimLocalIso(row.sessionbDateTime),
    sessionb_place: row.sessionbPlace,
    note: row.note ?? null,
  };
}

/** A stored row as the conflict rule reads it. */
export const asSchedule = (row: SimSessionRow) => ({ id: row.id, ...snapshot(row) });

export const invalid = (details: ErrorDetail[]) =>
  new AppError("VALIDATION_ERROR", "validation_failed", details);

/** Each database's kept list pages: the snapshot check is per database object. */
const keptPages = new WeakMap<Database, SnapshotCache<SimListReply>>();

/** The pages of the list asked for lately, per scope and request, read again once any write completes. */
export function simListPages(db: Database): SnapshotCache<SimListReply> {
  let kept = keptPages.get(db);
  if (!kept) {
    kept = snapshotCache<SimListReply>(db, { max: 64 });
    keptPages.set(db, kept);
  }
  return kept;
}

/** The pilot rows of the sessions' crew codes, by crew code. */
export async function peopleOf(db: Database, sims: SimInput[]): Promise<Map<string, Person>> {
  const codes = new Set(sims.flatMap((sim) => CREW_FIELDS.map(([field]) => sim[field])));
  const rows = await simPeople(
    db,
    [...codes].filter((code) => !isSimPlaceholder(code)),
  );
  return new Map(rows.map((row) => [row.crewCode, row]));
}

/** Checks every session against the pilot rows; `prefix(i)` places the detail (`sims.0.`). */
export async function checkedSims(
  db: Database,
  actor: SessionUser,
  sims: SimInput[],
  prefix: (index: number) => string,
) {
  const people = await peopleOf(db, sims);
  const details = sims.flatMap((sim, index) =>
    crewCodeProblems(sim, people, fleetScope(actor)).map(([field, message]) => ({
      path: `${prefix(index)}${field}`,
      message,
    })),
  );
  if (details.length > 0) throw invalid(details);
  return people;
}

/** Stores checked sessions and their audit rows in the caller's transaction. */
export async function storeSimSessions(
  tx: Database,
  actor: SessionUser,
  values: SimSessionValues[],
  source: string,
) {
  const ids = await insertSimSessions(
    tx,
    values.map((v) => ({ ...v, createdBy: actor.id })),
  );
  await auditRepository(tx).recordMany(
    ids.map((id, index) => ({
      entity: SIM_SESSION_ENTITY,
      entityId: id,
      action: "create",
      actorId: actor.id,
      changes: { source, ...snapshot(values[index] as SimSessionValues) },
    })),
  );
  return ids;
}

/** The sessions a caller sees on the chosen tab. */
export function simScopeOf(actor: SessionUser, themself: boolean): SimScope | null {
  const code = actor.crew_code;
  if (themself) return code ? { crewCode: code, seats: "pilot" } : null;
  if (can(actor, "sim.view_all")) return { all: true, fleet: fleetScope(actor) };
  if (!code) return null;
  return { crewCode: code, seats: actor.role === Role.INSTRUCTOR ? "instructor" : "pilot" };
}

/**
 * The session if the caller may see it (the record-access table: VIEW_SIM within the fleet
 * scope, the crew seated on it); a session they may not see reads as missing.
 */
export async function readableSim(db: Database, actor: SessionUser, id: number): Promise<SimSessionRow> {
  await requireAccess(db, actor, "sim", "read", id);
  const row = await simSessionRow(db, id);
  if (!row) throw notFound();
  return row;
}
