import type { RecencyDates, SurveyFlightInput, ToldgListInput, ToldgRow, ToldgSortField } from "@trms/shared";
import { and, asc, desc, eq, gte, ilike, inArray, lte, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { pilots } from "../../db/tables/pilot.table";
import { toldgFlights, toldgRecords } from "../../db/tables/toldg.table";
import { users } from "../../db/tables/user.table";
import { countAll, listConditions, pagedQuery, preparedStatement, tableTotal } from "../../lib/sql";

const SORT_COLUMNS = {
  recency_date: toldgRecords.recencyDate,
  sim_date: toldgRecords.simDate,
  total_flight_hours: toldgRecords.totalFlightHours,
  on_type_flight_hours: toldgRecords.onTypeFlightHours,
  full_name: pilots.fullName,
  crew_code: pilots.crewCode,
} as const satisfies Record<ToldgSortField, unknown>;

const rowColumns = {
  pilotId: toldgRecords.pilotId,
  crewCode: pilots.crewCode,
  licenseNumber: toldgRecords.licenseNumber,
  fullName: pilots.fullName,
  phoneNumber: pilots.phoneNumber,
  userId: pilots.userId,
  fleet: pilots.fleet,
  recencyDate: toldgRecords.recencyDate,
  simExpiredDate: toldgRecords.simExpiredDate,
  acExpiredDate: toldgRecords.acExpiredDate,
  totalFlightHours: toldgRecords.totalFlightHours,
  onTypeFlightHours: toldgRecords.onTypeFlightHours,
  simDate: toldgRecords.simDate,
  submittedAt: toldgRecords.submittedAt,
};

/** The active pilot whose account has this email and whose licence (CAAV) number is this one. */
export async function surveyPilot(db: Database, email: string, licenseNumber: string) {
  const [row] = await db
    .select({ id: pilots.id, fullName: pilots.fullName, licenseNumber: pilots.caavNumber })
    .from(users)
    .innerJoin(pilots, eq(pilots.userId, users.id))
    .where(
      and(
        eq(users.email, email),
        eq(users.status, 1),
        eq(pilots.status, 1),
        sql`upper(${pilots.caavNumber}) = upper(${licenseNumber})`,
      ),
    )
    .limit(1);
  return row;
}

/** Creates the pilot's record if needed and locks it until the transaction ends. */
export async function lockToldgRecord(db: Database, pilotId: number, licenseNumber: string) {
  const [record] = await lockToldgRecords(db, [{ pilotId, licenseNumber }]);
  return record as { pilotId: number; simDate: string | null };
}

/** Creates the pilots' records where needed and locks them until the transaction ends: one statement each. */
export async function lockToldgRecords(
  db: Database,
  records: readonly { pilotId: number; licenseNumber: string }[],
) {
  if (records.length === 0) return [];
  await db
    .insert(toldgRecords)
    .values([...records])
    .onConflictDoNothing();
  return db
    .select({ pilotId: toldgRecords.pilotId, simDate: toldgRecords.simDate })
    .from(toldgRecords)
    .where(
      inArray(
        toldgRecords.pilotId,
        records.map((record) => record.pilotId),
      ),
    )
    .for("update");
}

/** Stores the flights; a date the pilot reported before gets the new counts. */
export async function mergeSurveyFlights(
  db: Database,
  pilotId: number,
  flights: SurveyFlightInput[],
  at: Date,
) {
  if (flights.length === 0) return;
  await db
    .insert(toldgFlights)
    .values(
      flights.map((f) => ({
        pilotId,
        flightDate: f.flight_date,
        toNumber: f.to_number,
        ldgNumber: f.ldg_number,
        createdAt: at,
        updatedAt: at,
      })),
    )
    .onConflictDoUpdate({
      target: [toldgFlights.pilotId, toldgFlights.flightDate],
      set: { toNumber: sql`excluded.to_number`, ldgNumber: sql`excluded.ldg_number`, updatedAt: at },
    });
}

/** Every stored flight of the pilot, newest first. */
export async function surveyFlightsOf(db: Database, pilotId: number): Promise<SurveyFlightInput[]> {
  return db
    .select({
      flight_date: toldgFlights.flightDate,
      to_number: toldgFlights.toNumber,
      ldg_number: toldgFlights.ldgNumber,
    })
    .from(toldgFlights)
    .where(eq(toldgFlights.pilotId, pilotId))
    .orderBy(desc(toldgFlights.flightDate));
}

export async function saveToldgRecord(
  db: Database,
  pilotId: number,
  values: { licenseNumber: string; simDate: string | null; dates: RecencyDates; at: Date },
) {
  await saveToldgRecords(db, [{ pilotId, ...values }]);
}

/** Many pilots' records saved in one statement (so the ledger's trigger runs once for them all). */
export async function saveToldgRecords(
  db: Database,
  records: readonly {
    pilotId: number;
    licenseNumber: string;
    simDate: string | null;
    dates: RecencyDates;
    at: Date;
  }[],
) {
  if (records.length === 0) return;
  const column = <T>(pick: (record: (typeof records)[number]) => T) => sql.param(records.map(pick));
  await db.execute(sql`
    update ${toldgRecords} set
      license_number = t.license_number,
      sim_date = t.sim_date::date,
      recency_date = t.recency_date::date,
      sim_expired_date = t.sim_expired_date::date,
      ac_expired_date = t.ac_expired_date::date,
      submitted_at = t.at::timestamptz,
      updated_at = t.at::timestamptz
    from unnest(
      ${column((r) => r.pilotId)}::int[],
      ${column((r) => r.licenseNumber)}::text[],
      ${column((r) => r.simDate)}::text[],
      ${column((r) => r.dates.recency_date)}::text[],
      ${column((r) => r.dates.sim_expired_date)}::text[],
      ${column((r) => r.dates.ac_expired_date)}::text[],
      ${column((r) => r.at.toISOString())}::text[]
    ) as t(pilot_id, license_number, sim_date, recency_date, sim_expired_date, ac_expired_date, at)
    where ${toldgRecords.pilotId} = t.pilot_id`);
}

/** Every flight of each given pilot, newest first: one statement for any number of pilots. */
export async function surveyFlightsOfPilots(db: Database, pilotIds: readonly number[]) {
  const byPilot = new Map<number, SurveyFlightInput[]>();
  if (pilotIds.length === 0) return byPilot;
  const rows = await db
    .select({
      pilotId: toldgFlights.pilotId,
      flight_date: toldgFlights.flightDate,
      to_number: toldgFlights.toNumber,
      ldg_number: toldgFlights.ldgNumber,
    })
    .from(toldgFlights)
    .where(inArray(toldgFlights.pilotId, [...pilotIds]))
    .orderBy(asc(toldgFlights.pilotId), desc(toldgFlights.flightDate));
  for (const { pilotId, ...flight } of rows) {
    const flights = byPilot.get(pilotId) ?? [];
    flights.push(flight);
    byPilot.set(pilotId, flights);
  }
  return byPilot;
}

/** The most recent flights of each given pilot, newest first, at most `perPilot` each. */
export async function recentSurveyFlights(db: Database, pilotIds: number[], perPilot: number) {
  const byPilot = new Map<number, SurveyFlightInput[]>();
  if (pilotIds.length === 0) return byPilot;
  // One statement for any number of pilots: the ids are one array parameter.
  const rows = await preparedStatement(db, "toldg.recent flights", () => {
    const ranked = db
      .select({
        pilotId: toldgFlights.pilotId,
        flightDate: toldgFlights.flightDate,
        toNumber: toldgFlights.toNumber,
        ldgNumber: toldgFlights.ldgNumber,
        rank: sql<number>`row_number() over (partition by ${toldgFlights.pilotId} order by ${toldgFlights.flightDate} desc)`.as(
          "rank",
        ),
      })
      .from(toldgFlights)
      .where(sql`${toldgFlights.pilotId} = any(${sql.placeholder("pilots")}::int[])`)
      .as("ranked");
    return db
      .select()
      .from(ranked)
      .where(lte(ranked.rank, sql.placeholder("per_pilot")))
      .orderBy(asc(ranked.pilotId), desc(ranked.flightDate));
  }).execute({ pilots: pilotIds, per_pilot: perPilot });
  for (const row of rows) {
    const list = byPilot.get(row.pilotId) ?? [];
    list.push({ flight_date: row.flightDate, to_number: row.toNumber, ldg_number: row.ldgNumber });
    byPilot.set(row.pilotId, list);
  }
  return byPilot;
}

/**
 * One page of TO LDG rows, searched and sorted in SQL. The keyword matches the pilot's name, crew
 * code, fleet or group, the account email or the reported licence number, each under a trigram index.
 */
export async function toldgPage(
  db: Database,
  input: ToldgListInput,
  fleetScope: string | null,
  options: { withTotal?: boolean } = {},
): Promise<{ rows: Omit<ToldgRow, "flights">[]; total: number }> {
  // Every value is a placeholder: each shape of the call is built and prepared once.
  const list = listConditions("toldg.list");
  if (fleetScope) list.add("scope", fleetScope, (p) => eq(pilots.fleet, p));
  if (input.keyword) {
    list.keyword(input.keyword, (contains) => {
      const matches = db
        .select({ id: pilots.id })
        .from(pilots)
        .where(contains(pilots.searchText))
        .union(
          db
            .select({ id: toldgRecords.pilotId })
            .from(toldgRecords)
            .where(contains(toldgRecords.licenseNumber, ilike)),
        )
        .union(
          db
            .select({ id: pilots.id })
            .from(pilots)
            .innerJoin(users, eq(users.id, pilots.userId))
            .where(contains(users.email)),
        );
      return inArray(toldgRecords.pilotId, matches);
    });
  }
  // The list's date is the recency date.
  if (input.date_range?.start_date)
    list.add("start", input.date_range.start_date, (p) => gte(toldgRecords.recencyDate, p));
  if (input.date_range?.end_date)
    list.add("end", input.date_range.end_date, (p) => lte(toldgRecords.recencyDate, p));
  const countQuery = () => {
    if (list.empty) return tableTotal(db, toldgRecords);
    const base = db.select({ total: countAll() }).from(toldgRecords);
    return (fleetScope ? base.innerJoin(pilots, eq(pilots.id, toldgRecords.pilotId)) : base).where(
      list.where(),
    );
  };
  const { rows, total } = await pagedQuery({
    // Built only the first time a shape is seen; its prepared statements serve every later call.
    db,
    rows: () =>
      db
        .select(rowColumns)
        .from(toldgRecords)
        .innerJoin(pilots, eq(pilots.id, toldgRecords.pilotId))
        .$dynamic(),
    ids: () =>
      db
        .select({ id: toldgRecords.pilotId })
        .from(toldgRecords)
        .innerJoin(pilots, eq(pilots.id, toldgRecords.pilotId))
        .where(list.where())
        .$dynamic(),
    key: toldgRecords.pilotId,
    page: input,
    sort: {
      columns: SORT_COLUMNS,
      fallback: toldgRecords.recencyDate,
      tiebreak: toldgRecords.pilotId,
      sortAfterSearch: true,
    },
    count: options.withTotal === false ? null : countQuery,
    prepared: list.prepared(),
  });
  // The emails of the page's rows only: joining users before the limit costs a lookup per skipped row.
  const emails = new Map<number, string>();
  if (rows.length > 0) {
    const accounts = await preparedStatement(db, "toldg.list emails", () =>
      db
        .select({ id: users.id, email: users.email })
        .from(users)
        .where(sql`${users.id} = any(${sql.placeholder("users")}::int[])`),
    ).execute({ users: rows.map((r) => r.userId) });
    for (const account of accounts) emails.set(account.id, account.email);
  }
  return {
    total,
    rows: rows.map((r) => ({
      pilot_id: r.pilotId,
      crew_code: r.crewCode,
      license_number: r.licenseNumber,
      full_name: r.fullName,
      phone_number: r.phoneNumber,
      email: emails.get(r.userId) ?? "",
      fleet: r.fleet,
      recency_date: r.recencyDate,
      sim_expired_date: r.simExpiredDate,
      ac_expired_date: r.acExpiredDate,
      total_flight_hours: r.totalFlightHours,
      on_type_flight_hours: r.onTypeFlightHours,
      sim_date: r.simDate,
      submitted_at: r.submittedAt?.toISOString() ?? null,
    })),
  };
}
