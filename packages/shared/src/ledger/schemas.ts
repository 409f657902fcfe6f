import { z } from "zod";
import { dateText } from "../api/replies";
import { FLEETS } from "../constants";
import { listQuerySchema, listRequestSchema } from "../lists/schemas";
import { VALIDITY_STATES, type ValidityState } from "./rules";

/** Ledger page sizes; a page never holds more than the last (ADR 0701). */
export const LEDGER_PAGE_SIZES = [25, 50, 100] as const;
export const LEDGER_DEFAULT_PAGE_SIZE = 25;
/** The Excel export holds at most this many pilots of the filtered ledger. */
export const LEDGER_EXPORT_MAX_ROWS = 20_000;
/** "Expiring within N days" accepts up to a year ahead. */
export const LEDGER_MAX_EXPIRING_DAYS = 366;

/** The validities the ledger reads from the records, in column order. */
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

/** One validity of a pilot as replies carry it: its last valid day and how that day reads today. */
export const validitySchema = z.object({
  /** The last valid day, or for e-learning not done the day it is due; null when none applies. */
  valid_until: dateText.nullable(),
  state: z.enum(VALIDITY_STATES),
});
export type Validity = z.infer<typeof validitySchema>;

/** One value per validity, each key named (an object, so the API description lists the keys). */
const byValidity = <Value extends z.ZodType>(value: Value) =>
  z.object({
    to_ldg: value,
    sim: value,
    elearning: value,
    line_check: value,
  } satisfies Record<LedgerValidity, Value>);

/** A count per state of a validity. */
const stateCountsSchema = z.object({
  valid: z.number(),
  expiring: z.number(),
  expired: z.number(),
  never: z.number(),
} satisfies Record<ValidityState, z.ZodNumber>);

/** One pilot of the ledger with each validity, in column order. */
export const ledgerRowSchema = z.object({
  pilot_id: z.number(),
  crew_code: z.string(),
  full_name: z.string(),
  fleet: z.string().nullable(),
  /** The day of the latest Completed SIM check, behind the SIM validity. */
  last_sim_check_date: dateText.nullable(),
  /** The day of the latest Completed line check, behind the line check validity. */
  last_line_check_date: dateText.nullable(),
  validities: byValidity(validitySchema),
});
export type LedgerRow = z.infer<typeof ledgerRowSchema>;

/** ledger/get_ledger: one page of pilots, the number of every match and the day it was read on. */
export const ledgerListReplySchema = z.object({
  pilots: z.array(ledgerRowSchema),
  total: z.number(),
  /** The day the states were read on (the server's calendar day in the airline's time zone). */
  today: dateText,
});
export type LedgerListReply = z.infer<typeof ledgerListReplySchema>;

/** A count of SIM forms in one form status (1 … 6). */
const formStatusCountSchema = z.object({ status: z.number(), count: z.number() });

/** ledger/get_figures: the dashboard's figures for the caller's fleet scope. */
export const ledgerFiguresSchema = z.object({
  today: dateText,
  /** SIM forms of sessions this month, by form status (1 … 6). */
  sim_forms_this_month: z.array(formStatusCountSchema),
  /** SIM forms waiting at each stage (Initial, Pilot Submitted, Instructor A Submitted, Instructor B Submitted). */
  sim_forms_waiting: z.array(formStatusCountSchema),
  /** Event reports and minus points per month, the last 12 months, oldest first (YYYY-MM). */
  event_reports_by_month: z.array(
    z.object({ month: z.string(), reports: z.number(), minus_points: z.number() }),
  ),
  /** Training flights with a result below standard per month, the last 12 months (YYYY-MM). */
  below_standard_by_month: z.array(z.object({ month: z.string(), flights: z.number() })),
  /** Pilots in scope by the state of each validity. */
  validity_states: byValidity(stateCountsSchema),
});
export type LedgerFigures = z.infer<typeof ledgerFiguresSchema>;
