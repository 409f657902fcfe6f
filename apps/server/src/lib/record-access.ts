import {
  mayReach,
  type PilotFacts,
  type RecordAction,
  type RecordFacts,
  type RecordKind,
  type SessionUser,
} from "@trms/shared";
import { eq, inArray, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Database } from "../db/client";
import { baseTrainings } from "../db/tables/base-training.table";
import { eventReportPilots, eventReports } from "../db/tables/event-report.table";
import { lineChecks } from "../db/tables/line-check.table";
import { lineTrainings } from "../db/tables/line-training.table";
import { pilots } from "../db/tables/pilot.table";
import { progressTheoryReports } from "../db/tables/progress-theory.table";
import { simSessions } from "../db/tables/sim.table";
import { simForms } from "../db/tables/sim-form.table";
import { theoryTests } from "../db/tables/theory-test.table";
import { trainingDocuments } from "../db/tables/training-document.table";
import { trainingFlights } from "../db/tables/training-flight.table";
import { users } from "../db/tables/user.table";
import { airlineToday } from "./airline-time";
import { notFound } from "./errors";

/**
 * The record-access registry (ADR 1260): the rules of who reaches a record are the shared table
 * `RECORD_ACCESS`; the server keeps, per kind, only how to read a record's facts from the database.
 * Every call that names a record asks `requireAccess` (or `checkAccess` with the facts of a row it
 * already read); a record out of reach reads exactly like a missing one (404).
 */

/** Reads the facts of one record of a kind, or undefined when there is no such record. */
type Loader<K extends RecordKind> = (db: Database, id: number) => Promise<RecordFacts<K> | undefined>;

/** The fleets of the pilots with these crew codes, as a JSON array column (one query with the row). */
const fleetsOfCrew = (...crewCodes: (AnyPgColumn | SQL)[]) =>
  sql<
    (string | null)[]
  >`(select coalesce(json_agg(${pilots.fleet}), '[]'::json) from ${pilots} where ${pilots.crewCode} in (${sql.join(crewCodes, sql`, `)}))`;

const pilotFacts = {
  pilot_id: pilots.id,
  user_id: pilots.userId,
  fleet: pilots.fleet,
};

async function first<T>(rows: Promise<T[]>): Promise<T | undefined> {
  const [row] = await rows;
  return row;
}

const pilotById = (db: Database, id: number): Promise<PilotFacts | undefined> =>
  first(db.select(pilotFacts).from(pilots).where(eq(pilots.id, id)).limit(1));

/** A training record is its pilot's: its facts are those of its pilot. */
const pilotOfRecord =
  (
    table: typeof trainingFlights | typeof baseTrainings | typeof theoryTests | typeof progressTheoryReports,
  ) =>
  (db: Database, id: number): Promise<PilotFacts | undefined> =>
    first(
      db
        .select(pilotFacts)
        .from(table)
        .innerJoin(pilots, eq(pilots.id, table.pilotId))
        .where(eq(table.id, id))
        .limit(1),
    );

const simSeats = {
  first_pilot_crew_code: simSessions.firstPilotCrewCode,
  second_pilot_crew_code: simSessions.secondPilotCrewCode,
  sima_instructor_crew_code: simSessions.simaInstructorCrewCode,
  simb_instructor_crew_code: simSessions.simbInstructorCrewCode,
};

const LOADERS: { [K in RecordKind]: Loader<K> } = {
  pilot: pilotById,
  training_file: pilotById,
  training_flight: pilotOfRecord(trainingFlights),
  base_training: pilotOfRecord(baseTrainings),
  theory_test: pilotOfRecord(theoryTests),
  progress_theory: pilotOfRecord(progressTheoryReports),
  sim: (db, id) =>
    first(
      db
        .select({
          ...simSeats,
          pilot_fleets: fleetsOfCrew(simSessions.firstPilotCrewCode, simSessions.secondPilotCrewCode),
        })
        .from(simSessions)
        .where(eq(simSessions.id, id))
        .limit(1),
    ),
  sim_form: (db, id) =>
    first(
      db
        .select({
          ...simSeats,
          pilot_fleets: fleetsOfCrew(
            sql`case when ${simForms.pilotOrder} = 1 then ${simSessions.firstPilotCrewCode} else ${simSessions.secondPilotCrewCode} end`,
          ),
        })
        .from(simForms)
        .innerJoin(simSessions, eq(simSessions.id, simForms.simId))
        .where(eq(simForms.id, id))
        .limit(1),
    ),
  line_check: (db, id) =>
    first(
      db
        .select({
          pilot_crew_code: lineChecks.pilotCrewCode,
          instructor_crew_code: lineChecks.instructorCrewCode,
          pilot_fleets: fleetsOfCrew(lineChecks.pilotCrewCode),
        })
        .from(lineChecks)
        .where(eq(lineChecks.id, id))
        .limit(1),
    ),
  line_training: (db, id) =>
    first(
      db
        .select({
          pilot_crew_code: lineTrainings.pilotCrewCode,
          fleet: lineTrainings.fleet,
          pilot_fleets: fleetsOfCrew(lineTrainings.pilotCrewCode),
        })
        .from(lineTrainings)
        .where(eq(lineTrainings.id, id))
        .limit(1),
    ),
  training_document: async (db, id) => {
    const row = await first(
      db
        .select({ fleet: trainingDocuments.fleet, startDate: trainingDocuments.startDate })
        .from(trainingDocuments)
        .where(eq(trainingDocuments.id, id))
        .limit(1),
    );
    return row && { fleet: row.fleet, started: row.startDate <= airlineToday() };
  },
  event_report: async (db, id) => {
    const report = await first(
      db.select({ fleet: eventReports.fleet }).from(eventReports).where(eq(eventReports.id, id)).limit(1),
    );
    if (!report) return undefined;
    const named = await db
      .select({ id: eventReportPilots.pilotId, fleet: pilots.fleet })
      .from(eventReportPilots)
      .innerJoin(pilots, eq(pilots.id, eventReportPilots.pilotId))
      .where(eq(eventReportPilots.reportId, id));
    return {
      fleet: report.fleet,
      pilot_ids: named.map((p) => p.id),
      pilot_fleets: named.map((p) => p.fleet),
    };
  },
  pilot_trends: async (db, id) => {
    const pilot = await first(
      db.select({ pilot_id: pilots.id, fleet: pilots.fleet }).from(pilots).where(eq(pilots.id, id)).limit(1),
    );
    if (!pilot) return undefined;
    const graders = await db
      .selectDistinct({ id: trainingFlights.instructorId })
      .from(trainingFlights)
      .where(eq(trainingFlights.pilotId, id));
    return { ...pilot, graded_by: graders.flatMap((grader) => (grader.id === null ? [] : [grader.id])) };
  },
  user: (db, id) =>
    first(
      db
        .select({ id: users.id, role: users.role, fleet: users.fleet })
        .from(users)
        .where(eq(users.id, id))
        .limit(1),
    ),
};

/** The facts of a record, or undefined when it does not exist (for a caller that reads them itself). */
export function recordFacts<K extends RecordKind>(db: Database, kind: K, id: number) {
  return (LOADERS[kind] as Loader<K>)(db, id);
}

/** The facts of these pilots (by id) as the pilot rows read them, for a caller checking several. */
export function pilotFactsOf(db: Database, ids: number[]): Promise<PilotFacts[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.select(pilotFacts).from(pilots).where(inArray(pilots.id, ids));
}

/** Throws the 404 of a record out of reach when these facts do not let the actor reach it. */
export function checkAccess<K extends RecordKind>(
  actor: SessionUser,
  kind: K,
  action: RecordAction<K>,
  facts: RecordFacts<K> | undefined,
): asserts facts is RecordFacts<K> {
  if (!facts || !mayReach(actor, kind, action, facts)) throw notFound();
}

/**
 * The facts of the record if the actor reaches it for this action; a record missing or out of
 * reach throws the same 404. Pass the write's transaction as `db` to read inside it.
 */
export async function requireAccess<K extends RecordKind>(
  db: Database,
  actor: SessionUser,
  kind: K,
  action: RecordAction<K>,
  id: number,
): Promise<RecordFacts<K>> {
  const facts = await recordFacts(db, kind, id);
  checkAccess(actor, kind, action, facts);
  return facts;
}

/** Whether the actor reaches the record (a file download asks this, and answers false with 404). */
export async function mayAccess<K extends RecordKind>(
  db: Database,
  actor: SessionUser,
  kind: K,
  action: RecordAction<K>,
  id: number,
): Promise<boolean> {
  const facts = await recordFacts(db, kind, id);
  return facts !== undefined && mayReach(actor, kind, action, facts);
}
