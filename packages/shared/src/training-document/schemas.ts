import { z } from "zod";
import { recordIdSchema } from "../api/ids";
import { dateText, dateTimeText } from "../api/replies";
import { attachmentFileSchema, fileIdsSchema } from "../attachments/schemas";
import {
  isoDateSchema,
  listQuerySchema,
  listRequestSchema,
  optionalText,
  requiredText,
} from "../lists/schemas";
import {
  DOCUMENT_FLEETS,
  DOCUMENT_TYPE_NAMES,
  DOCUMENT_TYPES,
  type DocumentFleet,
  type DocumentType,
  TRAINING_DOCUMENT_PAGE_SIZE,
  TRAINING_DOCUMENT_TEXT_MAX,
} from "./constants";

const blank = (value: unknown) => value === undefined || value === null || value === "";

/**
 * A document type (part2 §3): its number (0–3, also as text from a form) or its name, in any case,
 * with a space for the underscore ("SIM", "LINE_TRAINING", "Line Training"). Read as the number.
 */
export const documentTypeSchema = z.unknown().transform((value, context): DocumentType => {
  if (blank(value)) {
    context.addIssue({ code: "custom", message: "td_type_required" });
    return z.NEVER;
  }
  if (typeof value === "number" || (typeof value === "string" && /^\d$/.test(value))) {
    const number = Number(value);
    if (Number.isInteger(number) && number >= 0 && number < DOCUMENT_TYPE_NAMES.length)
      return number as DocumentType;
  } else if (typeof value === "string") {
    const name = value
      .trim()
      .toUpperCase()
      .replace(/[\s-]+/g, "_");
    const index = DOCUMENT_TYPE_NAMES.indexOf(name as (typeof DOCUMENT_TYPE_NAMES)[number]);
    if (index >= 0) return index as DocumentType;
  }
  context.addIssue({ code: "custom", message: "field_invalid" });
  return z.NEVER;
});

/**
 * A document's fleet (part2 §3: All, A321, B787, A350, ATR72): the name in any case, or its number
 * in the aircraft filter (ALL 0, A321 1, B787 2, A350 3, ATR72 4). Read as the upper-case name.
 */
export const documentFleetSchema = z.unknown().transform((value, context): DocumentFleet => {
  if (blank(value)) {
    context.addIssue({ code: "custom", message: "fleet_required" });
    return z.NEVER;
  }
  if (typeof value === "number" || (typeof value === "string" && /^\d$/.test(value))) {
    const fleet = DOCUMENT_FLEETS[Number(value)];
    if (fleet) return fleet;
  } else if (typeof value === "string") {
    const fleet = DOCUMENT_FLEETS.find((name) => name === value.trim().toUpperCase());
    if (fleet) return fleet;
  }
  context.addIssue({ code: "custom", message: "field_invalid" });
  return z.NEVER;
});

/** The fields of the training document form (part2 §5): fleet, type, name and start date required. */
export const trainingDocumentFields = {
  fleet: documentFleetSchema,
  training_type: documentTypeSchema,
  document_name: requiredText(TRAINING_DOCUMENT_TEXT_MAX),
  start_date: z.preprocess((value) => (blank(value) ? undefined : value), isoDateSchema),
  note: optionalText(TRAINING_DOCUMENT_TEXT_MAX),
};

/** training_document/create_td (multipart; the files are the `files` parts). */
export const createTrainingDocumentSchema = z.strictObject(trainingDocumentFields);
export type CreateTrainingDocumentInput = z.infer<typeof createTrainingDocumentSchema>;

/** training_document/update_td (multipart): the fields, `file_ids[n]id` to keep, new `files` parts. */
export const updateTrainingDocumentSchema = z.strictObject({
  id: recordIdSchema,
  ...trainingDocumentFields,
  file_ids: fileIdsSchema,
});
export type UpdateTrainingDocumentInput = z.infer<typeof updateTrainingDocumentSchema>;

/** The form as the browser holds it: the same checks on the text fields. */
export const trainingDocumentFormSchema = z.object(trainingDocumentFields);
export type TrainingDocumentFormValues = z.input<typeof trainingDocumentFormSchema>;

export const TRAINING_DOCUMENT_SORT_FIELDS = [
  "start_date",
  "document_name",
  "training_type",
  "fleet",
] as const;
export type TrainingDocumentSortField = (typeof TRAINING_DOCUMENT_SORT_FIELDS)[number];

/**
 * training_document/sort_td (part2 §7): 10 per page, newest start date first; searched by name and
 * note; filtered by fleet and training type.
 */
export const trainingDocumentListSchema = listRequestSchema({
  defaultPageCount: TRAINING_DOCUMENT_PAGE_SIZE,
  filters: { fleet: documentFleetSchema.optional(), training_type: documentTypeSchema.optional() },
  sortFields: TRAINING_DOCUMENT_SORT_FIELDS,
});
export type TrainingDocumentListInput = z.infer<typeof trainingDocumentListSchema>;

/** The export's query string: the list's search, filters and sort, without paging. */
export const trainingDocumentExportQuerySchema = listQuerySchema(trainingDocumentListSchema, {
  namedFilters: ["fleet", "training_type"],
});
export type TrainingDocumentExportQuery = z.infer<typeof trainingDocumentExportQuerySchema>;

/** training_document/get_latest_td_by_type {type}. */
export const latestTrainingDocumentSchema = z.strictObject({ type: documentTypeSchema });

/** A document type as replies carry it: its number (SIM 0, LINE_CHECK 1, LINE_TRAINING 2, OTHERS 3). */
export const documentTypeReplySchema = z.literal(DOCUMENT_TYPES);

/** A training document as replies carry it (part2 §3), with its file count beside the files. */
export const trainingDocumentReplySchema = z.object({
  id: z.number(),
  fleet: z.enum(DOCUMENT_FLEETS),
  training_type: documentTypeReplySchema,
  document_name: z.string(),
  start_date: dateText,
  note: z.string().nullable(),
  files: z.array(attachmentFileSchema),
  file_count: z.number(),
  created_at: dateTimeText,
  updated_at: dateTimeText,
});
export type TrainingDocument = z.infer<typeof trainingDocumentReplySchema>;

/** training_document/sort_td: one page of documents and the number of every match. */
export const trainingDocumentListReplySchema = z.object({
  documents: z.array(trainingDocumentReplySchema),
  total: z.number(),
});
export type TrainingDocumentListReply = z.infer<typeof trainingDocumentListReplySchema>;

/** The newest document of a type whose start date has come, for the caller's fleet; nulls and no files when none. */
export const latestTrainingDocumentReplySchema = z.object({
  id: z.number().nullable(),
  document_name: z.string().nullable(),
  start_date: dateText.nullable(),
  files: z.array(attachmentFileSchema),
});
export type LatestTrainingDocument = z.infer<typeof latestTrainingDocumentReplySchema>;
