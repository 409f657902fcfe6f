import { z } from "zod";
import { dateText, fileUrlText } from "../api/replies";
import { listRequestSchema } from "../lists/schemas";
import { FlightType } from "../training-flight/constants";

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
export const fotLastCheckSchema = z.object({
  /** The training flight, for its detail screen. */
  id: z.number(),
  flight_type: z.enum(FlightType),
  date_of_flight: dateText,
  /** Phase checks: normal progress (true), special requirements (false), not said (null). */
  normal_progress: z.boolean().nullable(),
  /** Progress and final checks: 1–5; null for phase checks. */
  overall_performance: z.number().nullable(),
  grounded: z.boolean(),
});
export type FotLastCheck = z.infer<typeof fotLastCheckSchema>;

/** Where a pilot stands in flight training: how many flights, and the last check flown. */
export const fotFlightProgressSchema = z.object({
  training_flights: z.number(),
  last_check: fotLastCheckSchema.nullable(),
});
export type FotFlightProgress = z.infer<typeof fotFlightProgressSchema>;

/** The latest theory record of a pilot: a theory test or a progress theory report. */
export const fotTheoryProgressSchema = z.discriminatedUnion("type", [
  z.object({
    type: z.literal("theory_test"),
    id: z.number(),
    date_of_test: dateText,
    result: z.boolean().nullable(),
  }),
  z.object({
    type: z.literal("progress_theory"),
    id: z.number(),
    date_of_test: dateText,
    overall_performance: z.number(),
  }),
]);
export type FotTheoryProgress = z.infer<typeof fotTheoryProgressSchema>;

/** The FOT row of part1 §3. */
export const fotRowSchema = z.object({
  id: z.number(),
  crew_code: z.string(),
  full_name: z.string(),
  fleet: z.string().nullable(),
  avatar: fileUrlText.nullable(),
  phone_number: z.string().nullable(),
  status: z.number(),
  /** The sum of the flight times of the sectors of the pilot's training flights, in hours. */
  total_flight_hours: z.number(),
  flight_progress: fotFlightProgressSchema,
  /** Null when the pilot has no theory test and no progress theory report. */
  // OpenAPI 3.0 lets `nullable` stand only beside a `type`: both shapes are objects.
  theory_progress: fotTheoryProgressSchema.nullable().meta({ type: "object" }),
  /** The pilot's training flights marked grounded. */
  grounded_number: z.number(),
});
export type FotRow = z.infer<typeof fotRowSchema>;

/** `pilot/fot_list`: one page of the FOT list and the number of every match. */
export const fotListReplySchema = z.object({ pilots: z.array(fotRowSchema), total: z.number() });
export type FotListReply = z.infer<typeof fotListReplySchema>;
