import { fleetScope, type LedgerFigures, SimFormStatus } from "@trms/shared";
import type { Database } from "../../../db/client";
import { airlineToday } from "../../../lib/airline-time";
import type { CallArgs } from "../../../lib/routes";
import { type SnapshotCache, snapshotCache } from "../../../lib/snapshot-cache";
import { ledgerFigureCounts } from "../ledger.repository";

/** The first day of the month `back` months before the month of a YYYY-MM-DD date. */
function monthStart(isoDate: string, back: number): string {
  const [year, month] = isoDate.split("-").map(Number) as [number, number];
  return new Date(Date.UTC(year, month - 1 - back, 1)).toISOString().slice(0, 10);
}

/** The 12 months ending with this one, YYYY-MM, oldest first. */
function lastTwelveMonths(today: string): string[] {
  return Array.from({ length: 12 }, (_, i) => monthStart(today, 11 - i).slice(0, 7));
}

/** The dashboard's figures, each counted in SQL over a fleet scope. */
async function readFigures(db: Database, scope: string | null, day: string): Promise<LedgerFigures> {
  const nextMonth = monthStart(day, -1);
  const lastOfMonth = new Date(Date.parse(`${nextMonth}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  const from12 = monthStart(day, 11);
  const { thisMonth, waiting, reports, below, states } = await ledgerFigureCounts(db, scope, {
    from: monthStart(day, 0),
    to: lastOfMonth,
    statuses: [
      SimFormStatus.INITIAL,
      SimFormStatus.PILOT_SUBMITTED,
      SimFormStatus.INSTRUCTOR_A_SUBMITTED,
      SimFormStatus.INSTRUCTOR_B_SUBMITTED,
    ],
    since: from12,
    today: day,
  });
  const months = lastTwelveMonths(day);
  return {
    today: day,
    sim_forms_this_month: thisMonth,
    sim_forms_waiting: waiting,
    event_reports_by_month: months.map((month) => {
      const found = reports.find((r) => r.month === month);
      return { month, reports: found?.reports ?? 0, minus_points: found?.minus_points ?? 0 };
    }),
    below_standard_by_month: months.map((month) => ({
      month,
      flights: below.find((r) => r.month === month)?.flights ?? 0,
    })),
    validity_states: states,
  };
}

// The dashboard's figures per fleet scope and day, read again once any transaction completes:
// every administrator of a scope opening the dashboard between two writes shares one read.
const figuresRead = new WeakMap<Database, SnapshotCache<LedgerFigures>>();

function keptFigures(db: Database) {
  let kept = figuresRead.get(db);
  if (!kept) {
    kept = snapshotCache<LedgerFigures>(db, { max: 16 });
    figuresRead.set(db, kept);
  }
  return kept;
}

/** The dashboard's figures, each counted in SQL over the caller's fleet scope. */
export async function ledgerFigures({ app, actor }: CallArgs<unknown>): Promise<LedgerFigures> {
  const db = app.database.db;
  const day = airlineToday(new Date());
  const scope = fleetScope(actor);
  return keptFigures(db).get(`${scope ?? "all fleets"} ${day}`, () => readFigures(db, scope, day));
}
