import {
  TRAINING_FLIGHT_FILTERS,
  TRAINING_FLIGHT_PAGE_SIZE,
  TRAINING_FLIGHT_PAGE_SIZES,
  TRAINING_FLIGHT_SORT_FIELDS,
} from "@trms/shared";
import { type DateRange, dateRangeCodec, NO_DATE_RANGE } from "../../components/list/date-range";
import type { FilterCodec, ListConfig } from "../../components/list/list-address";

export type TrainingFlightFlag = (typeof TRAINING_FLIGHT_FILTERS)[number];
export type TrainingFlightSortField = (typeof TRAINING_FLIGHT_SORT_FIELDS)[number];

/** The filters of part1 §7's search payload, kept in the address. */
export interface TrainingFlightFilters extends DateRange {
  flags: Record<TrainingFlightFlag, boolean>;
}

/** What the filter drawer edits: the filters and the sort together ("" sort_by: the default). */
export interface TrainingFlightFilterChoice extends TrainingFlightFilters {
  sort_by: TrainingFlightSortField | "";
  order: "+" | "-";
}

const NO_FLAGS: Record<TrainingFlightFlag, boolean> = {
  special_flight: false,
  low_point: false,
  autoland: false,
  recommendation: false,
  grounded: false,
};

export const DEFAULT_FILTERS: TrainingFlightFilterChoice = {
  sort_by: "",
  order: "-",
  start_date: "",
  end_date: "",
  flags: NO_FLAGS,
};

/**
 * The FOT list links here with ?special_flight=true or ?grounded=true; any flag may arrive so, and the
 * date range as ?start_date=&end_date=. A range that ends before it starts keeps only its start.
 */
const trainingFlightFilterCodec: FilterCodec<TrainingFlightFilters> = {
  defaults: { ...NO_DATE_RANGE, flags: NO_FLAGS },
  keys: [...dateRangeCodec.keys, ...TRAINING_FLIGHT_FILTERS],
  read: (params) => {
    const flags = { ...NO_FLAGS };
    for (const flag of TRAINING_FLIGHT_FILTERS) flags[flag] = params.get(flag) === "true";
    return { ...dateRangeCodec.read(params), flags };
  },
  write: (filters) => ({
    ...dateRangeCodec.write(filters),
    ...Object.fromEntries(
      TRAINING_FLIGHT_FILTERS.filter((flag) => filters.flags[flag]).map((flag) => [flag, "true"]),
    ),
  }),
  count: (filters) => Object.values(filters.flags).filter(Boolean).length + dateRangeCodec.count(filters),
};

/** The training-flight list's address: newest flight first unless another sort is chosen. */
export const TRAINING_FLIGHT_LIST: ListConfig<TrainingFlightFilters> = {
  defaultPageSize: TRAINING_FLIGHT_PAGE_SIZE,
  pageSizes: TRAINING_FLIGHT_PAGE_SIZES,
  sortKeys: TRAINING_FLIGHT_SORT_FIELDS,
  defaultSort: { key: "date_of_flight", order: "-" },
  filters: trainingFlightFilterCodec,
};
