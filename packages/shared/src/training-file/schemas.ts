import { z } from "zod";
import { recordIdSchema } from "../api/ids";
import { dateText, dateTimeText } from "../api/replies";

/** The kinds of record a training file holds, each with the audit entity its trail is written under. */
export const TRAINING_FILE_KINDS = [
  "training_flight",
  "base_training",
  "theory_test",
  "progress_theory",
  "sim_form",
  "line_check",
  "line_training",
  "event_report",
] as const;
export type TrainingFileKind = (typeof TRAINING_FILE_KINDS)[number];

/**
 * The audit entities of each kind: a SIM form's CAAV form and e-learning, and a line check's
 * reading confirmation, are moves of the same record (same id) under their own workflow.
 */
export const TRAINING_FILE_AUDIT_ENTITIES = {
  training_flight: ["training_flight"],
  base_training: ["base_training"],
  theory_test: ["theory_test"],
  progress_theory: ["progress_theory"],
  sim_form: ["sim_form", "sim_caav_form", "sim_elearning"],
  line_check: ["line_check", "line_check_documents"],
  line_training: ["line_training"],
  event_report: ["event_report"],
} as const satisfies Record<TrainingFileKind, readonly string[]>;

export const TRAINING_FILE_PAGE_SIZES = [25, 50, 100] as const;

/** training_file/get_timeline: one page of the pilot's records in time order (`+` oldest first). */
export const trainingFileTimelineSchema = z.strictObject({
  pilot_id: recordIdSchema,
  page_number: z.coerce.number({ error: "field_invalid" }).int().min(1).max(100_000).default(1),
  page_count: z.coerce
    .number({ error: "field_invalid" })
    .int()
    .min(1)
    .max(TRAINING_FILE_PAGE_SIZES.at(-1) as number)
    .default(25),
  order: z.enum(["+", "-"], { error: "field_invalid" }).default("-"),
  /** Also list each record's stored files, each with the address that opens it. */
  with_files: z.boolean({ error: "field_invalid" }).default(false),
});
export type TrainingFileTimelineInput = z.infer<typeof trainingFileTimelineSchema>;

/** training_file/download?pilot_id=…: the whole file as one PDF. */
export const trainingFileDownloadSchema = z.strictObject({
  pilot_id: recordIdSchema,
});
export type TrainingFileDownloadQuery = z.infer<typeof trainingFileDownloadSchema>;

/**
 * training_file/file/<key>?pilot_id=…&kind=…&id=…: one stored file of one record of the pilot's
 * training file, for whoever reads that file.
 */
export const trainingFileFileSchema = z.strictObject({
  pilot_id: recordIdSchema,
  kind: z.enum(TRAINING_FILE_KINDS, { error: "field_invalid" }),
  id: recordIdSchema,
});
export type TrainingFileFileInput = z.infer<typeof trainingFileFileSchema>;

/** One stored file of a record: its original name and the address that opens it. */
export const trainingFileRecordFileSchema = z.object({ name: z.string(), url: z.string() });
export type TrainingFileRecordFile = z.infer<typeof trainingFileRecordFileSchema>;

/** A record's approval: training records by the trainee, workflows by reaching their last stage. */
export const TRAINING_FILE_APPROVALS = ["approved", "pending", "failed"] as const;
export type TrainingFileApproval = (typeof TRAINING_FILE_APPROVALS)[number];

/** One record of the pilot, as the timeline and the PDF list it. */
export const trainingFileItemSchema = z.object({
  kind: z.enum(TRAINING_FILE_KINDS),
  id: z.number(),
  /** The record's day (YYYY-MM-DD, Vietnam time for date-times). */
  date: dateText,
  /** The kind's own type number: the flight type, the line training type; null otherwise. */
  type: z.number().nullable(),
  /** The kind's own status number (approval status 0/1 for training records, workflow status otherwise). */
  status: z.number(),
  /** Passed / failed where the record has a result. */
  result: z.enum(["passed", "failed"]).nullable(),
  /** Progress theory: the overall performance; event report: the pilot's minus point. */
  score: z.number().nullable(),
  approval: z.enum(TRAINING_FILE_APPROVALS).nullable(),
  /** ISO 8601 when the trainee approved (training records). */
  approved_at: dateTimeText.nullable(),
  instructor_name: z.string().nullable(),
  /** Routes, airport, sectors, or flight number and sector: what names the record in a line. */
  summary: z.string().nullable(),
  /** SIM forms: the session, for the link to the session. */
  sim_id: z.number().nullable(),
  /**
   * Whether a history import wrote the record (the session's import for a SIM form). Optional only
   * for replies recorded before it; the server always sends it.
   */
  imported: z.boolean().optional(),
  /** The record's stored files, when the timeline was asked `with_files`. */
  files: z.array(trainingFileRecordFileSchema).optional(),
});
export type TrainingFileItem = z.infer<typeof trainingFileItemSchema>;

/** training_file/get_timeline: one page of the pilot's records and the number of all. */
export const trainingFileTimelineReplySchema = z.object({
  training_file: z.array(trainingFileItemSchema),
  total: z.number(),
});
export type TrainingFileTimelineReply = z.infer<typeof trainingFileTimelineReplySchema>;

/** The download's file name: TrainingFile_<crew code>_<YYYYMMDD>.pdf. */
export const trainingFileName = (crewCode: string, today: string) =>
  `TrainingFile_${crewCode}_${today.replaceAll("-", "")}.pdf`;

/** The name of a pilot's whole-file ZIP. */
export const pilotArchiveName = (crewCode: string, today: string) =>
  `PilotFile_${crewCode}_${today.replaceAll("-", "")}.zip`;
