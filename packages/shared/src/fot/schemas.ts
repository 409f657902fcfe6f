import type { z } from "zod";
import { listRequestSchema } from "../lists/schemas";
import type { FlightType } from "../training-flight/constants";

/** The FOT list shows 5 pilots a page by default (part1 §9). */
export const FOT_PAGE_SIZE = 5;
export const FOT_SORT_FIELDS = ["full_name", "crew_code"] as const;
export type FotSortField = (typeof FOT_SORT_FIELDS)[number];

/** pilot/fot_list: the pilots in the caller's scope, searched by name, crew code, fleet or position. */
export const fotListSchema = listRequestSchema({
  defaultPageCount: FOT_PAGE_SIZE,
  sortFields: FOT_SORT_FIELDS,
});
export type FotListInput = z.infer<typeof fotListSchema>;

/** The outcome a check records: a phase report's progress, or a flight check's overall performance. */
export interface FotLastCheck {
  /** The training flight, for its detail screen. */
  id: number;
  flight_type: FlightType;
  date_of_flight: string;
  /** Phase checks: normal progress (true), special requirements (false), not said (null). */
  normal_progress: boolean | null;
  /** Progress and final checks: 1–5; null for phase checks. */
  overall_performance: number | null;
  grounded: boolean;
}

/** Where a pilot stands in flight training (ADR 0072): how many flights, and the last check flown. */
export interface FotFlightProgress {
  training_flights: number;
  last_check: FotLastCheck | null;
}

/** The latest theory record of a pilot (ADR 0072): a theory test or a progress theory report. */
export type FotTheoryProgress =
  | { type: "theory_test"; id: number; date_of_test: string; result: boolean | null }
  | { type: "progress_theory"; id: number; date_of_test: string; overall_performance: number };

/** The FOT row of part1 §3. */
export interface FotRow {
  id: number;
  crew_code: string;
  full_name: string;
  fleet: string | null;
  avatar: string | null;
  phone_number: string | null;
  status: number;
  /** The sum of the flight times of the sectors of the pilot's training flights, in hours. */
  total_flight_hours: number;
  flight_progress: FotFlightProgress;
  /** Null when the pilot has no theory test and no progress theory report. */
  theory_progress: FotTheoryProgress | null;
  /** The pilot's training flights marked grounded. */
  grounded_number: number;
}

export interface FotListReply {
  pilots: FotRow[];
  total: number;
}
