import { z } from "zod";
import { recordIdSchema } from "../api/ids";
import { dateTimeText } from "../api/replies";
import { attachmentFileSchema, fileIdsSchema } from "../attachments/schemas";
import { FLEETS, TEXT_MAX } from "../constants";
import {
  isoInstantSchema,
  listQuerySchema,
  listRequestSchema,
  optionalText,
  requiredText,
} from "../lists/schemas";

/** Event report lists default to 10 rows a page like the other record lists (part2 §9). */
export const EVENT_REPORT_PAGE_SIZE = 10;
/** A report names at least 2 pilots (part2 §5) and, in practice, no more than a crew. */
export const EVENT_REPORT_MIN_PILOTS = 2;
export const EVENT_REPORT_MAX_PILOTS = 10;
/** Minus points: 0 to 100 with at most 2 decimals (ADR 0511). */
export const MINUS_POINT_MAX = 100;
/** The Excel export holds at most this many rows of the filtered list. */
export const EVENT_REPORT_EXPORT_MAX_ROWS = 10_000;
/** The statistics window: 1 to 5 calendar years at once. */
export const STATISTICS_MAX_YEARS = 5;
export const STATISTICS_TOP_PILOTS = 10;
/** A clock a few minutes fast is not a report from the future. */
export const OCCURRENCE_CLOCK_SKEW_MS = 5 * 60 * 1000;

const MINUS_POINT_INVALID = "event_report_minus_point_invalid";

/** A minus point as JSON (2.5) or as multipart text ("2.5"); anything else is refused. */
export const minusPointSchema = z
  .union([z.number(), z.string()], {
    error: (issue) =>
      issue.input === undefined || issue.input === null ? "field_required" : MINUS_POINT_INVALID,
  })
  .transform((value, context) => {
    const text = typeof value === "number" ? String(value) : value.trim();
    if (text === "") {
      context.addIssue({ code: "custom", message: "field_required" });
      return z.NEVER;
    }
    const point = /^\d{1,3}(\.\d{1,2})?$/.test(text) ? Number(text) : Number.NaN;
    if (!Number.isFinite(point) || point < 0 || point > MINUS_POINT_MAX) {
      context.addIssue({ code: "custom", message: MINUS_POINT_INVALID });
      return z.NEVER;
    }
    return point;
  });

/** One pilot named by a report, with the minus point they receive. */
export const eventReportPilotSchema = z.strictObject({
  // A pilot row left without its pilot reads like too few pilots chosen.
  pilot_id: z.unknown().transform((value, context) => {
    if (value === "" || value === null || value === undefined) {
      context.addIssue({ code: "custom", message: "alert_select_pilot" });
      return z.NEVER;
    }
    const parsed = recordIdSchema.safeParse(value);
    if (!parsed.success) {
      context.addIssue({ code: "custom", message: "field_invalid" });
      return z.NEVER;
    }
    return parsed.data;
  }),
  minus_point: minusPointSchema,
});
export type EventReportPilotInput = z.infer<typeof eventReportPilotSchema>;

/** The date-time of occurrence: ISO 8601 with offset, not in the future. */
export const occurrenceSchema = z
  .string({ error: "field_required" })
  .trim()
  .min(1, { error: "field_required" })
  .pipe(isoInstantSchema)
  .refine((value) => Date.parse(value) <= Date.now() + OCCURRENCE_CLOCK_SKEW_MS, {
    error: "event_report_date_in_future",
  });

const pilotsSchema = z
  .array(eventReportPilotSchema, { error: "alert_select_pilot" })
  .min(EVENT_REPORT_MIN_PILOTS, { error: "alert_select_pilot" })
  .max(EVENT_REPORT_MAX_PILOTS, { error: "field_too_long" })
  .superRefine((pilots, context) => {
    const seen = new Set<number>();
    pilots.forEach((pilot, index) => {
      if (seen.has(pilot.pilot_id)) {
        context.addIssue({
          code: "custom",
          path: [index, "pilot_id"],
          message: "event_report_duplicate_pilot",
        });
      }
      seen.add(pilot.pilot_id);
    });
  });

const reportFields = {
  date_of_occurence: occurrenceSchema,
  flight_number: requiredText(TEXT_MAX),
  aircraft_registration: optionalText(TEXT_MAX),
  sector: requiredText(TEXT_MAX),
  content: requiredText(TEXT_MAX),
  note: optionalText(TEXT_MAX),
  pilots: z.preprocess((value) => value ?? [], pilotsSchema),
};

/** event_report/create_report (multipart; the files part is `files`). */
export const createEventReportSchema = z.strictObject(reportFields);
export type CreateEventReportInput = z.infer<typeof createEventReportSchema>;

/** event_report/update_report: the report's fields and id; `file_ids[n]id` keeps those files. */
export const updateEventReportSchema = z.strictObject({
  id: recordIdSchema,
  ...reportFields,
  file_ids: fileIdsSchema,
});
export type UpdateEventReportInput = z.infer<typeof updateEventReportSchema>;

export const EVENT_REPORT_SORT_FIELDS = ["date_of_occurence", "flight_number", "minus_point"] as const;
export type EventReportSortField = (typeof EVENT_REPORT_SORT_FIELDS)[number];

/**
 * event_report/report_searching: keyword over flight number, registration, sector, content, note
 * and the named pilots' names and crew codes; filters by fleet or one pilot; dated by occurrence.
 */
export const eventReportListSchema = listRequestSchema({
  defaultPageCount: EVENT_REPORT_PAGE_SIZE,
  sortFields: EVENT_REPORT_SORT_FIELDS,
  filters: {
    fleet: z.enum(FLEETS, { error: "field_invalid" }).optional(),
    pilot_id: recordIdSchema.optional(),
  },
  filterAlias: true,
});
export type EventReportListInput = z.infer<typeof eventReportListSchema>;

export const eventReportExportQuerySchema = listQuerySchema(eventReportListSchema);
export type EventReportExportQuery = z.infer<typeof eventReportExportQuerySchema>;

/** event_report/get_report_by_pilot. */
export const eventReportsByPilotSchema = z.strictObject({ pilot_id: recordIdSchema });

/** event_report/report_statistics: one year or a list of years (1 to 5, 2000 to 2100). */
const yearSchema = z.coerce
  .number({ error: "field_invalid" })
  .int({ error: "field_invalid" })
  .min(2000, { error: "field_invalid" })
  .max(2100, { error: "field_invalid" });
export const eventReportStatisticsSchema = z.strictObject({
  years: z
    .union([yearSchema.transform((year) => [year]), z.array(yearSchema)], { error: "field_invalid" })
    .transform((years) => [...new Set(years)].sort((a, b) => a - b))
    .refine((years) => years.length >= 1, { error: "field_required" })
    .refine((years) => years.length <= STATISTICS_MAX_YEARS, { error: "field_too_long" }),
});
export type EventReportStatisticsInput = z.infer<typeof eventReportStatisticsSchema>;

/** A pilot named by a report, as replies carry it (part2 §3). */
export const eventReportPilotReplySchema = z.object({
  pilot_id: z.number(),
  full_name: z.string(),
  crew_code: z.string(),
  name_position: z.number().nullable(),
  minus_point: z.number(),
});
export type EventReportPilot = z.infer<typeof eventReportPilotReplySchema>;

/** A file of a report (images or PDF), served under `/api/v1/event_report_file/`. */
export const eventReportFileSchema = attachmentFileSchema;
export type EventReportFile = z.infer<typeof eventReportFileSchema>;

/** An event report (part2 §3); `fleet` is the fleet of its first pilot (ADR 0511). */
export const eventReportReplySchema = z.object({
  id: z.number(),
  /** The date-time of occurrence, ISO 8601. */
  date_of_occurence: dateTimeText,
  flight_number: z.string(),
  aircraft_registration: z.string().nullable(),
  sector: z.string(),
  content: z.string(),
  note: z.string().nullable(),
  fleet: z.string().nullable(),
  pilots: z.array(eventReportPilotReplySchema),
  files: z.array(eventReportFileSchema),
  created_at: dateTimeText,
  updated_at: dateTimeText,
});
export type EventReport = z.infer<typeof eventReportReplySchema>;

/** event_report/report_searching: one page of reports and the number of every match. */
export const eventReportListReplySchema = z.object({
  event_reports: z.array(eventReportReplySchema),
  total: z.number(),
});
export type EventReportListReply = z.infer<typeof eventReportListReplySchema>;

/** A report on a pilot's profile: the report with that pilot's own minus point. */
export const pilotEventReportSchema = eventReportReplySchema.extend({
  pilot_id: z.number(),
  minus_point: z.number(),
});
export type PilotEventReport = z.infer<typeof pilotEventReportSchema>;

/** event_report/get_report_by_pilot: every report naming the pilot, newest first. */
export const pilotEventReportsReplySchema = z.object({
  event_reports: z.array(pilotEventReportSchema),
  total: z.number(),
});
export type PilotEventReportsReply = z.infer<typeof pilotEventReportsReplySchema>;

/** One month of one fleet in the statistics. */
export const eventReportMonthFigureSchema = z.object({
  year: z.number(),
  month: z.number(),
  fleet: z.string().nullable(),
  reports: z.number(),
  minus_points: z.number(),
});
export type EventReportMonthFigure = z.infer<typeof eventReportMonthFigureSchema>;

export const eventReportTopPilotSchema = z.object({
  pilot_id: z.number(),
  crew_code: z.string(),
  full_name: z.string(),
  fleet: z.string().nullable(),
  reports: z.number(),
  minus_points: z.number(),
});
export type EventReportTopPilot = z.infer<typeof eventReportTopPilotSchema>;

/** event_report/report_statistics: the years asked, their month figures and the top pilots. */
export const eventReportStatisticsReplySchema = z.object({
  years: z.array(z.number()),
  months: z.array(eventReportMonthFigureSchema),
  top_pilots: z.array(eventReportTopPilotSchema),
});
export type EventReportStatistics = z.infer<typeof eventReportStatisticsReplySchema>;
