import { z } from "zod";
import { recordIdSchema } from "../api/ids";
import type { ServerMessageKey } from "../api/messages";
import { dateTimeText, fileUrlText } from "../api/replies";
import { recordAuditEntrySchema } from "../audit/schemas";
import { importedSchema } from "../history-import/schemas";
import { isoDateSchema } from "../lists/schemas";
import { isKnownAirport } from "../training-flight/airports";
import { NOT_APPLICABLE, SCORES } from "../training-flight/constants";
import { ResultStatus } from "./constants";

/** Rows per page of the base training, theory test and progress theory lists (part1 §9). */
export const TRAINING_RECORD_PAGE_SIZE = 10;
/** The longest comment a training record keeps. */
export const RECORD_COMMENT_MAX = 2000;

/** Latest calendar day anywhere on earth, so "today" in Vietnam is never refused as the future. */
export const latestToday = () => new Date(Date.now() + 14 * 3600_000).toISOString().slice(0, 10);

/** Multipart sends "" for a field left empty: read it as absent, so defaults and "required" apply. */
const blankAsAbsent = (value: unknown) =>
  value === "" || value === null || (typeof value === "string" && value.trim() === "") ? undefined : value;

/** A required YYYY-MM-DD date, not in the future; missing reads as the spec's message for it. */
export const recordDateSchema = (required: ServerMessageKey) =>
  z.preprocess(
    blankAsAbsent,
    z
      .string({ error: required })
      .pipe(isoDateSchema)
      .refine((day) => day <= latestToday(), { error: "alert_date_in_future" }),
  );

/** Yes/no: JSON booleans, or multipart's "true"/"false"/"1"/"0". */
export const recordFlagSchema = z.union([z.boolean(), z.stringbool({ error: "field_invalid" })]);

/**
 * A pass (true) / fail (false) result, or none yet (null): part1 §5 requires no result of a base
 * training or a theory test, so a record may be kept before its result is decided.
 */
export const passFailSchema = z
  .preprocess(blankAsAbsent, z.union([z.boolean(), z.stringbool({ error: "field_invalid" })]).nullish())
  .transform((value) => value ?? null);

/** Optional free text; empty is none. */
export const optionalCommentSchema = z
  .string({ error: "field_invalid" })
  .trim()
  .max(RECORD_COMMENT_MAX, { error: "field_too_long" })
  .transform((v) => (v === "" ? null : v))
  .nullish()
  .transform((v) => v ?? null);

/** Required free text with the spec's own message when missing or blank. */
export const requiredCommentSchema = (required: ServerMessageKey) =>
  z.preprocess(
    blankAsAbsent,
    z.string({ error: required }).trim().max(RECORD_COMMENT_MAX, { error: "field_too_long" }),
  );

/** A whole number from `min` to `max` chosen from a list; empty is `fallback`. */
export const countSchema = (max: number, message: ServerMessageKey, fallback = 0) =>
  z.preprocess(
    blankAsAbsent,
    z.coerce
      .number({ error: message })
      .int({ error: message })
      .min(0, { error: message })
      .max(max, { error: message })
      .default(fallback),
  );

/** Flight time in hours: numeric and not below 0; empty or non-numeric text becomes 0 (part1 §5). */
export const flightTimeSchema = z.preprocess(
  (value) => {
    if (value === undefined || value === null) return 0;
    if (typeof value === "string") {
      const n = Number(value.trim());
      return value.trim() === "" || !Number.isFinite(n) ? 0 : n;
    }
    return value;
  },
  z
    .number({ error: "field_invalid" })
    .min(0, { error: "alert_flight_time_negative" })
    .max(24, { error: "field_too_big" }),
);

/** A criterion score 1–5, or 6 for N/A; `fallback` when not sent. */
export const recordScoreSchema = (fallback: number = NOT_APPLICABLE) =>
  z.preprocess(
    blankAsAbsent,
    z.coerce
      .number({ error: "field_invalid" })
      .int({ error: "field_invalid" })
      .refine((n) => (SCORES as readonly number[]).includes(n), { error: "field_invalid" })
      .default(fallback),
  );

/** An airport by IATA code from the airport list; `fallback` when not sent. */
export const recordAirportSchema = (fallback: string) =>
  z.preprocess(
    blankAsAbsent,
    z
      .string({ error: "field_invalid" })
      .trim()
      .toUpperCase()
      .refine(isKnownAirport, { error: "alert_unknown_airport" })
      .default(fallback),
  );

/**
 * The pilot and instructor of a new record. The instructor is the signed-in instructor: a client may
 * name them (the progress theory form's instructor select), never another instructor.
 */
export const recordPeopleFields = {
  pilot_id: z.preprocess(
    blankAsAbsent,
    z.custom<unknown>((v) => v !== undefined, { error: "field_required" }).pipe(recordIdSchema),
  ),
  instructor_id: z.preprocess(blankAsAbsent, recordIdSchema.optional()),
};

/** `{pilot_id}`: every record of one pilot (the `*_by_pilot` calls that are no page of a list). */
export const pilotRecordsSchema = z.strictObject({ pilot_id: recordIdSchema });
export type PilotRecordsInput = z.infer<typeof pilotRecordsSchema>;

/** What every base training, theory test and progress theory reply carries (list row and detail). */
export const trainingRecordRowSchema = z.object({
  id: z.number(),
  pilot_id: z.number(),
  instructor_id: z.number(),
  instructor_name: z.string(),
  /** 0 awaiting the trainee's approval, 1 approved (part1 §4). */
  status: z.enum(ResultStatus),
  /**
   * Pass (true), fail (false) or not recorded (null, a base training or theory test kept without
   * one); a progress theory report passes at overall performance 3 or more.
   */
  result: z.boolean().nullable(),
});
export type TrainingRecordRow = z.infer<typeof trainingRecordRowSchema>;

/** The detail's part every kind shares: who, the report, the signatures and the approval. */
export const trainingRecordDetailBaseSchema = trainingRecordRowSchema.extend({
  pilot_name: z.string(),
  pilot_crew_code: z.string(),
  /** The report PDF's URL under `/api/v1/phase_report/`; null for a record imported without it. */
  report: fileUrlText.nullable(),
  /** The instructor's full name as signed. */
  instructor_signature: z.string(),
  /** The trainee's full name, once approved. */
  trainee_signature: z.string().nullable(),
  /** When the trainee approved (ISO 8601), null while awaiting. */
  trainee_approval: dateTimeText.nullable(),
  created_at: dateTimeText,
  updated_at: dateTimeText,
  /** The audit history, for role admin only. */
  history: z.array(recordAuditEntrySchema).optional(),
  /** Present when the record came in by a history import: the import and its file. */
  imported: importedSchema.optional(),
});
export type TrainingRecordDetailBase = z.infer<typeof trainingRecordDetailBaseSchema>;
