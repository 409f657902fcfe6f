import {
  fleetScope,
  LEDGER_EXPORT_MAX_ROWS,
  type LedgerExportQuery,
  type LedgerFigures,
  type LedgerListInput,
  type LedgerListReply,
  type SessionUser,
  SimFormStatus,
} from "@trms/shared";
import type { Database } from "../../db/client";
import { airlineToday } from "../../lib/airline-time";
import { snapshotCache } from "../../lib/snapshot-cache";
import { ledgerRepository } from "./ledger.repository";

/** The first day of the month `back` months before the month of a YYYY-MM-DD date. */
function monthStart(isoDate: string, back: number): string {
  const [year, month] = isoDate.split("-").map(Number) as [number, number];
  return new Date(Date.UTC(year, month - 1 - back, 1)).toISOString().slice(0, 10);
}

/** The 12 months ending with this one, YYYY-MM, oldest first. */
function lastTwelveMonths(today: string): string[] {
  return Array.from({ length: 12 }, (_, i) => monthStart(today, 11 - i).slice(0, 7));
}

export function ledgerService(deps: { db: Database; now?: () => Date }) {
  const repo = ledgerRepository(deps.db);
  const today = () => airlineToday(deps.now?.() ?? new Date());
  // The dashboard's figures per fleet scope and day, read again once any transaction completes:
  // every administrator of a scope opening the dashboard between two writes shares one read.
  const figuresRead = snapshotCache<LedgerFigures>(deps.db, { max: 16 });

  /** The dashboard's figures, each counted in SQL over a fleet scope. */
  async function readFigures(scope: string | null, day: string): Promise<LedgerFigures> {
    const nextMonth = monthStart(day, -1);
    const lastOfMonth = new Date(Date.parse(`${nextMonth}T00:00:00Z`) - 86_400_000)
      .toISOString()
      .slice(0, 10);
    const from12 = monthStart(day, 11);
    const { thisMonth, waiting, reports, below, states } = await repo.figures(scope, {
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

  async function list(
    actor: SessionUser,
    input: LedgerListInput,
    withTotal = true,
  ): Promise<LedgerListReply> {
    const day = today();
    const page = await repo.list(input, fleetScope(actor), day, { withTotal });
    return { pilots: page.rows, total: page.total, today: day };
  }

  return {
    list: (actor: SessionUser, input: LedgerListInput) => list(actor, input),

    /** The rows of the ledger for this search, filters and sort, up to the export's cap. */
    async exportRows(actor: SessionUser, query: LedgerExportQuery) {
      return list(actor, { ...query, page_number: 1, page_count: LEDGER_EXPORT_MAX_ROWS }, false);
    },

    /** The dashboard's figures, each counted in SQL over the caller's fleet scope. */
    async figures(actor: SessionUser): Promise<LedgerFigures> {
      const day = today();
      const scope = fleetScope(actor);
      return figuresRead.get(`${scope ?? "all fleets"} ${day}`, () => readFigures(scope, day));
    },
  };
}
export type LedgerService = ReturnType<typeof ledgerService>;
