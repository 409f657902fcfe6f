import { TRAINING_FLIGHT_FILTERS, type TRAINING_FLIGHT_SORT_FIELDS } from "@trms/shared";

export type TrainingFlightFlag = (typeof TRAINING_FLIGHT_FILTERS)[number];
export type TrainingFlightSortField = (typeof TRAINING_FLIGHT_SORT_FIELDS)[number];

/** What the filter drawer sets; the list sends it as the search payload of part1 §7. */
export interface TrainingFlightFilters {
  sort_by: TrainingFlightSortField | "";
  order: "+" | "-";
  /** YYYY-MM-DD or "". */
  start_date: string;
  end_date: string;
  flags: Record<TrainingFlightFlag, boolean>;
}

export const DEFAULT_FILTERS: TrainingFlightFilters = {
  sort_by: "",
  order: "-",
  start_date: "",
  end_date: "",
  flags: { special_flight: false, low_point: false, autoland: false, recommendation: false, grounded: false },
};

/** The FOT list links here with ?special_flight=true or ?grounded=true; any flag may arrive so. */
export function filtersFromAddress(params: URLSearchParams): TrainingFlightFilters {
  const flags = { ...DEFAULT_FILTERS.flags };
  for (const flag of TRAINING_FLIGHT_FILTERS) flags[flag] = params.get(flag) === "true";
  return { ...DEFAULT_FILTERS, flags };
}

export function activeFilterCount(filters: TrainingFlightFilters): number {
  const flags = Object.values(filters.flags).filter(Boolean).length;
  return flags + [filters.sort_by, filters.start_date, filters.end_date].filter(Boolean).length;
}

/** The drawer's date check (part1 §5): both set and the start later than the end. */
export function startAfterEnd(filters: Pick<TrainingFlightFilters, "start_date" | "end_date">): boolean {
  return Boolean(filters.start_date && filters.end_date && filters.start_date > filters.end_date);
}
