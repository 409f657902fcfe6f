import { z } from "zod";
import { FLEETS } from "../constants";
import { listQuerySchema, listRequestSchema } from "../lists/schemas";
import type { Validity, ValidityState } from "./rules";

/** Ledger page sizes; a page never holds more than the last (ADR 0701). */
export const LEDGER_PAGE_SIZES = [25, 50, 100] as const;
export const LEDGER_DEFAULT_PAGE_SIZE = 25;
/** The Excel export holds at most this many pilots of the filtered ledger. */
export const LEDGER_EXPORT_MAX_ROWS = 20_000;
/** "Expiring within N days" accepts up to a year ahead. */
export const LEDGER_MAX_EXPIRING_DAYS = 366;

/** The validities the ledger reads from the records, in column order (ADR 0700, 0740). */
export const LEDGER_VALIDITIES = ["to_ldg", "sim", "elearning", "line_check"] as const;
export type LedgerValidity = (typeof LEDGER_VALIDITIES)[number];

export const LEDGER_SORT_FIELDS = ["full_name", "crew_code", "fleet", ...LEDGER_VALIDITIES] as const;
export type LedgerSortField = (typeof LEDGER_SORT_FIELDS)[number];

/**
 * ledger/get_ledger: the pilots in the caller's fleet scope with their validities, searched by name or
 * crew code, filtered by fleet and by "expiring within N days" (of one validity or any), sorted by a
 * pilot column or a validity's last valid day.
 */
export const ledgerListSchema = listRequestSchema({
  defaultPageCount: LEDGER_DEFAULT_PAGE_SIZE,
  maxPageCount: LEDGER_PAGE_SIZES.at(-1),
  sortFields: LEDGER_SORT_FIELDS,
  filters: {
    fleet: z.enum(FLEETS, { error: "field_invalid" }).optional(),
    expiring_within_days: z.coerce
      .number({ error: "field_invalid" })
      .int({ error: "field_invalid" })
      .min(0, { error: "field_invalid" })
      .max(LEDGER_MAX_EXPIRING_DAYS, { error: "ledger_days_too_many" })
      .optional(),
    validity: z.enum(LEDGER_VALIDITIES, { error: "field_invalid" }).optional(),
  },
  flags: ["expired"],
});
export type LedgerListInput = z.infer<typeof ledgerListSchema>;

/**
 * The export's query string: the ledger's keyword and sort, and each filter by its own name
 * (`fleet=B787&expiring_within_days=30&validity=sim&expired=true`); no paging.
 */
export const ledgerExportQuerySchema = listQuerySchema(ledgerListSchema, {
  namedFilters: ["fleet", "expiring_within_days", "validity", "expired"],
});
export type LedgerExportQuery = z.infer<typeof ledgerExportQuerySchema>;

export interface LedgerRow {
  pilot_id: number;
  crew_code: string;
  full_name: string;
  fleet: string | null;
  /** The day of the latest Completed SIM check, behind the SIM validity. */
  last_sim_check_date: string | null;
  /** The day of the latest Completed line check, behind the line check validity. */
  last_line_check_date: string | null;
  validities: Record<LedgerValidity, Validity>;
}

export interface LedgerListReply {
  pilots: LedgerRow[];
  total: number;
  /** The day the states were read on (the server's calendar day in the airline's time zone). */
  today: string;
}

/** ledger/get_figures: the dashboard's figures for the caller's fleet scope. */
export interface LedgerFigures {
  today: string;
  /** SIM forms of sessions this month, by form status (1 … 6). */
  sim_forms_this_month: { status: number; count: number }[];
  /** SIM forms waiting at each stage (Initial, Pilot Submitted, Instructor A Submitted, Instructor B Submitted). */
  sim_forms_waiting: { status: number; count: number }[];
  /** Event reports and minus points per month, the last 12 months, oldest first (YYYY-MM). */
  event_reports_by_month: { month: string; reports: number; minus_points: number }[];
  /** Training flights with a result below standard per month, the last 12 months (YYYY-MM). */
  below_standard_by_month: { month: string; flights: number }[];
  /** Pilots in scope by the state of each validity. */
  validity_states: Record<LedgerValidity, Record<ValidityState, number>>;
}
