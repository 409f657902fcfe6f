import { computeRecency, type Language, surveyFlightSchema, TOLDG_IMPORT } from "@trms/shared";
import { asc, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/client";
import { pilots } from "../../db/tables/pilot.table";
import { toldgFlights, toldgRecords } from "../../db/tables/toldg.table";
import { auditRepository } from "../../lib/audit/audit.repository";
import { retainRecord } from "../../lib/retention/retain";
import { issueMessageKey } from "../../lib/validation";
import { lockToldgRecords, saveToldgRecords, surveyFlightsOfPilots } from "../toldg";
import type { CellValue, RowProblem } from "./history-import.cells";
import type {
  KindImporter,
  PlanContext,
  PlannedRow,
  StoredImportRow,
  UndoContext,
  WriteContext,
  WrittenRow,
} from "./history-import.kind";
import type { ReadSheet } from "./history-import.read";
import {
  auditImported,
  codesOf,
  crewNamed,
  dayText,
  insertedIds,
  namedCrew,
  pilotsNamed,
  planRecords,
  recordKey,
  undoBlocker,
} from "./history-import.records";

interface ToldgValues {
  crewCode: string;
  flightDate: string;
  toNumber: number;
  ldgNumber: number;
  simDate: string | null;
}

const countProblem = (column: string, value: CellValue, problems: RowProblem[]) => {
  const parsed = surveyFlightSchema.shape.to_number.safeParse(value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  problems.push({ column, message: issueMessageKey(issue?.code ?? "", issue?.message) });
  return 0;
};

async function planToldg(sheet: ReadSheet, context: PlanContext): Promise<PlannedRow[]> {
  const known = await crewNamed(context.db, codesOf(sheet, ["crew_code"]), context.fileCrew);
  return planRecords<ToldgValues>(
    sheet,
    context,
    (values, problems) => {
      const crew = namedCrew(values, "crew_code", known, problems);
      const toNumber = countProblem("to_number", values.to_number ?? null, problems);
      const ldgNumber = countProblem("ldg_number", values.ldg_number ?? null, problems);
      const flightDate = values.flight_date as string | null;
      const key = recordKey(String(values.crew_code ?? ""), flightDate);
      if (!crew || !flightDate) return { key };
      return {
        key,
        values: {
          crewCode: crew.crewCode,
          flightDate,
          toNumber,
          ldgNumber,
          simDate: (values.sim_date as string | null) ?? null,
        },
      };
    },
    async (rows) => {
      const found = new Map<string, { id: number; same: (values: ToldgValues) => boolean }>();
      const codes = [...new Set(rows.map((row) => row.values.crewCode))];
      for (let at = 0; at < codes.length; at += 1000) {
        const stored = await context.db
          .select({
            id: toldgFlights.id,
            crewCode: pilots.crewCode,
            flightDate: toldgFlights.flightDate,
            toNumber: toldgFlights.toNumber,
            ldgNumber: toldgFlights.ldgNumber,
          })
          .from(toldgFlights)
          .innerJoin(pilots, eq(pilots.id, toldgFlights.pilotId))
          .where(inArray(pilots.crewCode, codes.slice(at, at + 1000)));
        for (const flight of stored)
          found.set(recordKey(flight.crewCode, flight.flightDate), {
            id: flight.id,
            same: (values) => values.toNumber === flight.toNumber && values.ldgNumber === flight.ldgNumber,
          });
      }
      return found;
    },
    "flight_date",
  );
}

/**
 * Days of flying written to the pilots' surveys, carrying the batch: each pilot's record made where
 * it has none and locked, the flights in one statement, their audit rows in another; the recency
 * follows in `finish`. Each row keeps its pilot's record as it stood before the chunk.
 */
async function writeToldg(rows: readonly PlannedRow[], context: WriteContext): Promise<WrittenRow[]> {
  const { tx } = context;
  const all = rows.map((row) => row.values as ToldgValues);
  const named = await pilotsNamed(
    context,
    all.map((values) => values.crewCode),
  );
  const ids = [...new Set([...named.values()].map((pilot) => pilot.id))];
  const before = new Map(ids.map((id) => [id, { existed: false, sim_date: null as string | null }]));
  for (const record of await tx
    .select({ pilotId: toldgRecords.pilotId, simDate: toldgRecords.simDate })
    .from(toldgRecords)
    .where(inArray(toldgRecords.pilotId, ids)))
    before.set(record.pilotId, { existed: true, sim_date: record.simDate });
  const profiles = await tx
    .select({ id: pilots.id, caav: pilots.caavNumber, crewCode: pilots.crewCode })
    .from(pilots)
    .where(inArray(pilots.id, ids));
  await lockToldgRecords(
    tx,
    profiles.map((profile) => ({
      pilotId: profile.id,
      licenseNumber: (profile.caav ?? profile.crewCode).toUpperCase(),
    })),
  );
  const pilotIdOf = (values: ToldgValues) => named.get(values.crewCode)?.id as number;
  const flights = await tx
    .insert(toldgFlights)
    .values(
      all.map((values) => ({
        pilotId: pilotIdOf(values),
        flightDate: values.flightDate,
        toNumber: values.toNumber,
        ldgNumber: values.ldgNumber,
        importBatchId: context.batchId,
        createdAt: context.now,
        updatedAt: context.now,
      })),
    )
    .returning({ id: toldgFlights.id });
  const flightIds = insertedIds(flights, rows);
  await auditImported(
    context,
    "toldg",
    rows.map((row, at) => {
      const values = all[at] as ToldgValues;
      return {
        row,
        entityId: pilotIdOf(values),
        changes: {
          flight_date: values.flightDate,
          to_number: values.toNumber,
          ldg_number: values.ldgNumber,
          sim_date: values.simDate,
        },
      };
    }),
  );
  return all.map((values, at) => ({
    recordId: flightIds[at] as number,
    before: before.get(pilotIdOf(values)),
  }));
}

/** The later of two days (either may be missing). */
const later = (day: string | null, other: string | null) => (day && (!other || day > other) ? day : other);

/**
 * Each pilot's recency computed again from all their flights, as the survey computes it, with the
 * SIM date `simDateOf` gives from the one stored: every pilot's record and flights read in one
 * statement each and their records saved in another.
 */
async function recompute(
  tx: Database,
  pilotIds: readonly number[],
  simDateOf: (pilotId: number, stored: string | null) => string | null,
  at: Date,
) {
  for (let start = 0; start < pilotIds.length; start += 500) {
    const some = pilotIds.slice(start, start + 500);
    const stored = await tx
      .select({
        pilotId: toldgRecords.pilotId,
        licenseNumber: toldgRecords.licenseNumber,
        simDate: toldgRecords.simDate,
      })
      .from(toldgRecords)
      .where(inArray(toldgRecords.pilotId, some));
    const flights = await surveyFlightsOfPilots(tx, some);
    await saveToldgRecords(
      tx,
      stored.map(({ pilotId, licenseNumber, simDate: storedSimDate }) => {
        const simDate = simDateOf(pilotId, storedSimDate);
        const dates = computeRecency({ flights: flights.get(pilotId) ?? [], simDate });
        return { pilotId, licenseNumber, simDate, dates, at };
      }),
    );
  }
}

/** The recency of every pilot the rows name, once, with the latest SIM date of the rows and the record. */
async function finishToldg(rows: readonly PlannedRow[], context: WriteContext) {
  const simDates = new Map<string, string | null>();
  for (const row of rows) {
    const values = row.values as ToldgValues;
    simDates.set(values.crewCode, later(values.simDate, simDates.get(values.crewCode) ?? null));
  }
  const named = await pilotsNamed(context, simDates.keys());
  const byPilot = new Map(
    [...simDates].map(([crewCode, simDate]) => [named.get(crewCode)?.id as number, simDate]),
  );
  await recompute(
    context.tx,
    [...byPilot.keys()],
    (pilotId, stored) => later(byPilot.get(pilotId) ?? null, stored),
    context.now,
  );
}

/** A day the batch wrote taken out (kept in retention), unless the pilot's survey changed it since. */
async function undoToldg(row: StoredImportRow, context: UndoContext) {
  const [flight] = await context.tx
    .select({ id: toldgFlights.id, pilotId: toldgFlights.pilotId, updatedAt: toldgFlights.updatedAt })
    .from(toldgFlights)
    .where(eq(toldgFlights.id, row.recordId as number));
  if (!flight) return null;
  if (flight.updatedAt > context.committedAt)
    return undoBlocker(row.naturalKey, "import_undo_record_changed", context.language, {
      key: row.naturalKey,
    });
  await retainRecord(context.tx, {
    entity: "toldg_flight",
    entityId: flight.id,
    table: toldgFlights,
    id: toldgFlights.id,
    files: [],
    actorId: context.actor.id,
  });
  await context.tx.delete(toldgFlights).where(eq(toldgFlights.id, flight.id));
  await auditRepository(context.tx).record({
    entity: "toldg",
    entityId: flight.pilotId,
    action: "import_undo",
    actorId: context.actor.id,
    changes: { import_batch: context.batchId, flight_date: row.naturalKey },
  });
  return null;
}

/**
 * Each pilot's record as before the batch: its SIM date back, and the recency computed again from
 * the flights left; a record the batch made, with no flight left, goes.
 */
async function afterUndoToldg(rows: readonly StoredImportRow[], context: UndoContext) {
  // Rows are undone last first: the last one seen per pilot is the batch's first, taken before any.
  const before = new Map<number, { existed: boolean; sim_date: string | null }>();
  for (const row of rows) {
    const [crewCode] = row.naturalKey.split(" · ");
    const [pilot] = await context.tx
      .select({ id: pilots.id })
      .from(pilots)
      .where(eq(pilots.crewCode, crewCode ?? ""));
    if (!pilot) continue;
    before.set(pilot.id, row.before as { existed: boolean; sim_date: string | null });
  }
  const again = new Map<number, string | null>();
  for (const [pilotId, previous] of before) {
    const left = await context.tx
      .select({ id: toldgFlights.id })
      .from(toldgFlights)
      .where(eq(toldgFlights.pilotId, pilotId))
      .limit(1);
    if (!previous.existed && left.length === 0)
      await context.tx.delete(toldgRecords).where(eq(toldgRecords.pilotId, pilotId));
    else again.set(pilotId, previous.sim_date);
  }
  await recompute(context.tx, [...again.keys()], (pilotId) => again.get(pilotId) ?? null, new Date());
}

/** Every stored day of flying, by crew code and date, with the pilot's SIM date on each row. */
async function exportToldg(db: Database, _language: Language) {
  const rows = await db
    .select({
      crewCode: pilots.crewCode,
      flightDate: toldgFlights.flightDate,
      toNumber: toldgFlights.toNumber,
      ldgNumber: toldgFlights.ldgNumber,
      simDate: toldgRecords.simDate,
    })
    .from(toldgFlights)
    .innerJoin(toldgRecords, eq(toldgRecords.pilotId, toldgFlights.pilotId))
    .innerJoin(pilots, eq(pilots.id, toldgFlights.pilotId))
    .orderBy(asc(pilots.crewCode), asc(toldgFlights.flightDate));
  return rows.map((row) => ({
    crew_code: row.crewCode,
    flight_date: dayText(row.flightDate),
    to_number: String(row.toNumber),
    ldg_number: String(row.ldgNumber),
    sim_date: dayText(row.simDate),
  }));
}

/** TO/LDG survey entries: a pilot's day of flying, by crew code and date. */
export const toldgImporter: KindImporter = {
  kind: TOLDG_IMPORT,
  plan: planToldg,
  write: writeToldg,
  finish: finishToldg,
  undo: undoToldg,
  afterUndo: afterUndoToldg,
  exportRows: exportToldg,
};
