import type { FotListInput, FotRow, FotSortField, FotTheoryProgress } from "@trms/shared";
import { and, eq, gte, like, lte, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { pilots } from "../../db/tables/pilot.table";
import { progressTheoryReports } from "../../db/tables/progress-theory.table";
import { theoryTests } from "../../db/tables/theory-test.table";
import { trainingFlightSectors, trainingFlights } from "../../db/tables/training-flight.table";
import { users } from "../../db/tables/user.table";
import { fileUrl } from "../../lib/files/file-url";
import { containsPattern, countAll, pagedQuery, tableTotal } from "../../lib/sql";

const SORT_COLUMNS = {
  full_name: pilots.fullName,
  crew_code: pilots.crewCode,
} as const satisfies Record<FotSortField, unknown>;

/**
 * The training figures of one pilot row, as correlated subqueries: they run only for the rows of
 * the page (the deferred join reads the page's keys first), each on the pilot's own index
 * (training flights by pilot and date, sectors by flight, theory records by pilot and date).
 */
function trainingColumns() {
  const pilotId = pilots.id;
  return {
    // One pass over the pilot's flights on (pilot_id, grounded, id), each flight's sector times from
    // (training_flight_id, flight_time): both read from the index alone.
    totals: sql<{ flights: number; grounded: number; hours: number }>`(select json_build_object(
        'flights', count(*),
        'grounded', count(*) filter (where ${trainingFlights.grounded}),
        'hours', coalesce(sum(sector_times.hours), 0))
      from ${trainingFlights} left join lateral (
        select sum(${trainingFlightSectors.flightTime}) as hours from ${trainingFlightSectors}
        where ${trainingFlightSectors.trainingFlightId} = ${trainingFlights.id}) as sector_times on true
      where ${trainingFlights.pilotId} = ${pilotId})`,
    lastCheck: sql<FotRow["flight_progress"]["last_check"]>`(select json_build_object(
        'id', ${trainingFlights.id},
        'flight_type', ${trainingFlights.flightType},
        'date_of_flight', ${trainingFlights.dateOfFlight},
        'normal_progress', ${trainingFlights.phaseNormalProgress},
        'overall_performance', ${trainingFlights.checkOverallPerformance},
        'grounded', ${trainingFlights.grounded})
      from ${trainingFlights}
      where ${trainingFlights.pilotId} = ${pilotId} and ${trainingFlights.flightType} <> 0
      order by ${trainingFlights.dateOfFlight} desc, ${trainingFlights.id} desc limit 1)`,
    lastTheory: sql<FotTheoryProgress | null>`(select json_build_object(
        'type', latest.type, 'id', latest.id, 'date_of_test', latest.date_of_test,
        'result', latest.result, 'overall_performance', latest.overall_performance)
      from (
        (select 'theory_test' as type, ${theoryTests.id} as id, ${theoryTests.dateOfTest} as date_of_test,
            ${theoryTests.result} as result, null::smallint as overall_performance,
            ${theoryTests.createdAt} as created_at
          from ${theoryTests} where ${theoryTests.pilotId} = ${pilotId}
          order by ${theoryTests.dateOfTest} desc, ${theoryTests.id} desc limit 1)
        union all
        (select 'progress_theory', ${progressTheoryReports.id}, ${progressTheoryReports.dateOfTest}, null,
            ${progressTheoryReports.overallPerformance}, ${progressTheoryReports.createdAt}
          from ${progressTheoryReports} where ${progressTheoryReports.pilotId} = ${pilotId}
          order by ${progressTheoryReports.dateOfTest} desc, ${progressTheoryReports.id} desc limit 1)
      ) as latest
      order by latest.date_of_test desc, latest.created_at desc limit 1)`,
  };
}

const rowColumns = () => ({
  id: pilots.id,
  crewCode: pilots.crewCode,
  fullName: pilots.fullName,
  fleet: pilots.fleet,
  phoneNumber: pilots.phoneNumber,
  status: pilots.status,
  avatar: users.avatar,
  ...trainingColumns(),
});

/** The latest theory record as the reply gives it: only the fields of its kind. */
function theoryProgress(latest: FotTheoryProgress | null): FotTheoryProgress | null {
  if (!latest) return null;
  const raw = latest as FotTheoryProgress & { result?: boolean | null; overall_performance?: number | null };
  return raw.type === "theory_test"
    ? { type: "theory_test", id: raw.id, date_of_test: raw.date_of_test, result: raw.result ?? null }
    : {
        type: "progress_theory",
        id: raw.id,
        date_of_test: raw.date_of_test,
        overall_performance: Number(raw.overall_performance),
      };
}

/** One page of the FOT list: the pilots in scope, searched and sorted in SQL, with their training figures. */
export async function fotPage(
  db: Database,
  input: FotListInput,
  fleetScope: string | null,
): Promise<{ pilots: FotRow[]; total: number }> {
  const conditions: SQL[] = [];
  if (fleetScope) conditions.push(eq(pilots.fleet, fleetScope));
  // Name, crew code, fleet, group and position, under the pilot list's trigram index.
  if (input.keyword) conditions.push(like(pilots.searchText, containsPattern(input.keyword)));
  // The date range reads the pilot list's date, the first flight.
  const range = input.date_range;
  if (range?.start_date) conditions.push(gte(pilots.firstFlightDate, range.start_date));
  if (range?.end_date) conditions.push(lte(pilots.firstFlightDate, range.end_date));
  const where = conditions.length ? and(...conditions) : undefined;
  const page = await pagedQuery({
    rows: db.select(rowColumns()).from(pilots).innerJoin(users, eq(users.id, pilots.userId)).$dynamic(),
    ids: db.select({ id: pilots.id }).from(pilots).where(where).$dynamic(),
    key: pilots.id,
    page: input,
    sort: {
      columns: SORT_COLUMNS,
      fallback: pilots.fullName,
      tiebreak: pilots.id,
      sortAfterSearch: true,
    },
    count: where ? db.select({ total: countAll() }).from(pilots).where(where) : tableTotal(db, pilots),
  });
  return {
    pilots: page.rows.map((row) => ({
      id: row.id,
      crew_code: row.crewCode,
      full_name: row.fullName,
      fleet: row.fleet,
      avatar: fileUrl(row.avatar),
      phone_number: row.phoneNumber,
      status: row.status,
      // Sector times are `real`: round the sum so 0.1 + 0.2 reads 0.3.
      total_flight_hours: Math.round(Number(row.totals.hours) * 100) / 100,
      flight_progress: {
        training_flights: Number(row.totals.flights),
        last_check: row.lastCheck ?? null,
      },
      theory_progress: theoryProgress(row.lastTheory),
      grounded_number: Number(row.totals.grounded),
    })),
    total: page.total,
  };
}
