import {
  FLEETS,
  LEDGER_DEFAULT_PAGE_SIZE,
  LEDGER_MAX_EXPIRING_DAYS,
  LEDGER_PAGE_SIZES,
  LEDGER_SORT_FIELDS,
  LEDGER_VALIDITIES,
} from "@trms/shared";
import type { FilterCodec, ListConfig } from "../../components/list/list-address";

/** What the filter drawer sets; "" is not set. */
export interface LedgerFilters {
  fleet: string;
  /** Whole days, 0–366, as text. */
  expiring_within_days: string;
  validity: string;
  expired: boolean;
}

export const DEFAULT_LEDGER_FILTERS: LedgerFilters = {
  fleet: "",
  expiring_within_days: "",
  validity: "",
  expired: false,
};

const KEYS = ["fleet", "expiring_within_days", "validity", "expired"] as const;

/** Whether a text is a whole number of days the ledger accepts. */
export const isDays = (value: string) => /^\d{1,3}$/.test(value) && Number(value) <= LEDGER_MAX_EXPIRING_DAYS;

const ledgerFilterCodec: FilterCodec<LedgerFilters> = {
  defaults: DEFAULT_LEDGER_FILTERS,
  keys: KEYS,
  read: (params) => {
    const fleet = params.get("fleet") ?? "";
    const days = params.get("expiring_within_days") ?? "";
    const validity = params.get("validity") ?? "";
    return {
      fleet: (FLEETS as readonly string[]).includes(fleet) ? fleet : "",
      expiring_within_days: isDays(days) ? String(Number(days)) : "",
      validity: (LEDGER_VALIDITIES as readonly string[]).includes(validity) ? validity : "",
      expired: params.get("expired") === "1",
    };
  },
  write: (filters) => ({
    ...(filters.fleet ? { fleet: filters.fleet } : {}),
    ...(filters.expiring_within_days !== "" ? { expiring_within_days: filters.expiring_within_days } : {}),
    ...(filters.validity ? { validity: filters.validity } : {}),
    ...(filters.expired ? { expired: "1" } : {}),
  }),
  count: (filters) =>
    [filters.fleet, filters.expiring_within_days, filters.validity, filters.expired ? "1" : ""].filter(
      Boolean,
    ).length,
};

/** The ledger's address: by name A–Z unless a validity is chosen. */
export const LEDGER_LIST: ListConfig<LedgerFilters> = {
  defaultPageSize: LEDGER_DEFAULT_PAGE_SIZE,
  pageSizes: LEDGER_PAGE_SIZES,
  sortKeys: LEDGER_SORT_FIELDS,
  defaultSort: { key: "full_name", order: "+" },
  filters: ledgerFilterCodec,
};
