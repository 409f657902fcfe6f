import { z } from "zod";
import { dateText, dateTimeText } from "../api/replies";
import { isoDateSchema, listQuerySchema, listRequestSchema } from "../lists/schemas";
import { PILOT_LIMITS } from "../pilot/schemas";
import { latestCalendarDate } from "./recency";

/** At most 5 flights per survey submission (part1 §9), and a TO LDG row shows the 5 most recent. */
export const SURVEY_MAX_FLIGHTS = 5;
/** Take-offs or landings one pilot can log on one day; anything above is a typing slip. */
export const SURVEY_MAX_COUNT_PER_DAY = 50;
export const TOLDG_PAGE_SIZE = 10;
/** The Excel export holds at most this many rows of the filtered list. */
export const TOLDG_EXPORT_MAX_ROWS = 10_000;

const REQUIRED = "survey_required";

/** Email as the survey asks for it: a missing one reads "This is a required question" (part1 §5). */
export const surveyEmailSchema = z
  .string({ error: REQUIRED })
  .trim()
  .min(1, { error: REQUIRED })
  .max(254, { error: "field_too_long" })
  .pipe(z.email({ error: "alert_email_is_invalid" }))
  .transform((value) => value.toLowerCase());

export const licenseNumberSchema = z
  .string({ error: REQUIRED })
  .trim()
  .min(1, { error: REQUIRED })
  .max(PILOT_LIMITS.caav_number, { error: "field_too_long" });

/** A date that has begun somewhere on Earth: not in the future for any pilot. */
const pastDateSchema = z
  .string({ error: REQUIRED })
  .min(1, { error: REQUIRED })
  .pipe(isoDateSchema)
  .refine((value) => value <= latestCalendarDate(), { error: "survey_date_in_future" });

/** The most recent SIM date is optional; an empty answer is no date. */
const optionalSimDate = z.preprocess((value) => (value === "" ? null : value), pastDateSchema.nullish());

/** A whole number of take-offs or landings, 0 to 50. */
const countSchema = z
  .number({
    error: (issue) => (issue.input === undefined || issue.input === null ? REQUIRED : "survey_count_invalid"),
  })
  .int({ error: "survey_count_invalid" })
  .min(0, { error: "survey_count_invalid" })
  .max(SURVEY_MAX_COUNT_PER_DAY, { error: "survey_count_too_big" });

/** One flight entry of the survey: the day and that day's take-offs and landings. */
export const surveyFlightSchema = z.strictObject({
  flight_date: pastDateSchema,
  to_number: countSchema,
  ldg_number: countSchema,
});
export type SurveyFlightInput = z.infer<typeof surveyFlightSchema>;

const flightsSchema = z
  .array(surveyFlightSchema)
  .max(SURVEY_MAX_FLIGHTS, { error: "survey_max_flights" })
  .superRefine((flights, context) => {
    const seen = new Set<string>();
    flights.forEach((flight, index) => {
      if (seen.has(flight.flight_date)) {
        context.addIssue({
          code: "custom",
          path: [index, "flight_date"],
          message: "survey_duplicate_date",
        });
      }
      seen.add(flight.flight_date);
    });
  });

/** toldg/new_flight: the public survey (part1 §7). */
export const newFlightSchema = z.strictObject({
  email: surveyEmailSchema,
  license_number: licenseNumberSchema,
  sim_date: optionalSimDate.transform((value) => value ?? null),
  flights: flightsSchema.default([]),
});
export type NewFlightInput = z.infer<typeof newFlightSchema>;

/** Counts typed into the survey's entry sub-form arrive as text; an empty box is a missing answer. */
const typedCount = z.preprocess((value) => {
  if (value === "" || value === null || value === undefined) return undefined;
  if (typeof value === "string") return /^-?\d+(\.\d+)?$/.test(value.trim()) ? Number(value) : Number.NaN;
  return value;
}, countSchema);

/** The survey's entry sub-form as the browser holds it. */
export const surveyFlightFormSchema = z.object({
  flight_date: pastDateSchema,
  to_number: typedCount,
  ldg_number: typedCount,
});

/** The survey form: identity, optional SIM date, and the entries added so far. */
export const surveyFormSchema = z.object({
  email: surveyEmailSchema,
  license_number: licenseNumberSchema,
  sim_date: optionalSimDate,
  flights: flightsSchema,
});

/** One stored flight as replies carry it: the day and that day's take-offs and landings. */
export const surveyFlightReplySchema = z.object({
  flight_date: dateText,
  to_number: z.number(),
  ldg_number: z.number(),
});

/** A pilot's recency dates. */
export const recencyDatesSchema = z.object({
  /** The later of the two expiry dates; null when neither is known. */
  recency_date: dateText.nullable(),
  /** Most recent SIM date + 90 days. */
  sim_expired_date: dateText.nullable(),
  /** 90 days after the date on which the most recent 3 take-offs and 3 landings were completed. */
  ac_expired_date: dateText.nullable(),
});
export type RecencyDates = z.infer<typeof recencyDatesSchema>;

/** What the survey answers: the pilot's name, the three dates and the most recent flights. */
export const recencyDataSchema = z.object({
  full_name: z.string(),
  sim_date: dateText.nullable(),
  dates: recencyDatesSchema,
  /** The 5 most recent, newest first. */
  flights: z.array(surveyFlightReplySchema),
});
export type RecencyData = z.infer<typeof recencyDataSchema>;

export const TOLDG_SORT_FIELDS = [
  "recency_date",
  "sim_date",
  "full_name",
  "crew_code",
  "total_flight_hours",
  "on_type_flight_hours",
] as const;
export type ToldgSortField = (typeof TOLDG_SORT_FIELDS)[number];

/** toldg/get_all: the TO LDG list, searched by name, crew code, licence number or email; dated by recency. */
export const toldgListSchema = listRequestSchema({
  defaultPageCount: TOLDG_PAGE_SIZE,
  sortFields: TOLDG_SORT_FIELDS,
});
export type ToldgListInput = z.infer<typeof toldgListSchema>;

/** The export's query string: the list's search, filters, date range and sort, without paging. */
export const toldgExportQuerySchema = listQuerySchema(toldgListSchema);
export type ToldgExportQuery = z.infer<typeof toldgExportQuerySchema>;

/** The TO LDG row of part2 §3, with the two expiry dates behind the recency date. */
export const toldgRowSchema = z.object({
  pilot_id: z.number(),
  crew_code: z.string(),
  /** The licence number the pilot confirmed at their last submission, upper-cased. */
  license_number: z.string(),
  full_name: z.string(),
  phone_number: z.string().nullable(),
  email: z.string(),
  fleet: z.string().nullable(),
  recency_date: dateText.nullable(),
  sim_expired_date: dateText.nullable(),
  ac_expired_date: dateText.nullable(),
  total_flight_hours: z.number().nullable(),
  on_type_flight_hours: z.number().nullable(),
  sim_date: dateText.nullable(),
  /** The 5 most recent, newest first. */
  flights: z.array(surveyFlightReplySchema),
  submitted_at: dateTimeText.nullable(),
});
export type ToldgRow = z.infer<typeof toldgRowSchema>;

/** toldg/get_all: one page of TO LDG rows and the number of every match. */
export const toldgListReplySchema = z.object({ toldg_list: z.array(toldgRowSchema), total: z.number() });
export type ToldgListReply = z.infer<typeof toldgListReplySchema>;
