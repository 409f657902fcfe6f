import { FLEETS, PAGE_SIZES, PILOT_PAGE_SIZE, PILOT_SORT_FIELDS } from "@trms/shared";
import type { FilterCodec, ListConfig } from "../../components/list/list-address";
import { POSITIONS } from "./labels";

/** What the filter drawer sets; every key maps onto sort_pilot's filters. "" is All. */
export interface PilotFilters {
  fleet: string;
  name_position: string;
  status: string;
}

export const DEFAULT_PILOT_FILTERS: PilotFilters = { fleet: "", name_position: "", status: "" };

const allowed: Record<keyof PilotFilters, readonly string[]> = {
  fleet: FLEETS,
  name_position: POSITIONS.map(String),
  status: ["0", "1"],
};
const KEYS = Object.keys(allowed) as (keyof PilotFilters)[];

const pilotFilterCodec: FilterCodec<PilotFilters> = {
  defaults: DEFAULT_PILOT_FILTERS,
  keys: KEYS,
  read: (params) => {
    const filters = { ...DEFAULT_PILOT_FILTERS };
    for (const key of KEYS) {
      const value = params.get(key) ?? "";
      if (allowed[key].includes(value)) filters[key] = value;
    }
    return filters;
  },
  write: (filters) =>
    Object.fromEntries(KEYS.filter((key) => filters[key]).map((key) => [key, filters[key]])),
  count: (filters) => KEYS.filter((key) => filters[key]).length,
};

/** The pilot list's address: no sort field means newest first (the call's default). */
export const PILOT_LIST: ListConfig<PilotFilters> = {
  defaultPageSize: PILOT_PAGE_SIZE,
  pageSizes: PAGE_SIZES,
  sortKeys: PILOT_SORT_FIELDS,
  defaultSort: { key: null, order: "-" },
  filters: pilotFilterCodec,
};
