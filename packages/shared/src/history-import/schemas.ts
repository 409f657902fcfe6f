import { z } from "zod";
import { recordIdSchema } from "../api/ids";
import { dateTimeText } from "../api/replies";
import { pageFields } from "../lists/schemas";
import { IMPORT_KIND_KEYS } from "./kinds";

/** The most data rows one upload takes over all its sheets (the 1 000 pilots and 100 000 records). */
export const IMPORT_MAX_ROWS = 120_000;
/** The longest cell read; a longer one is a problem of its row, not a reason to read megabytes. */
export const IMPORT_CELL_MAX = 4_000;
/** The multipart part that carries the workbook or CSV. */
export const IMPORT_FILE_FIELD = "workbook";
/** The optional multipart part beside it: a ZIP of the PDFs the rows name. */
export const IMPORT_ZIP_FIELD = "files";
/** The largest ZIP an upload takes (the 5 000 files of some 400 KB). */
export const IMPORT_ZIP_MAX_BYTES = 2 * 1024 ** 3;
/** The most files one ZIP holds. */
export const IMPORT_ZIP_MAX_ENTRIES = 10_000;
/** What a ZIP's files may unpack to, all together: a ZIP bomb is refused before it is unpacked. */
export const IMPORT_ZIP_MAX_UNPACKED = 4 * 1024 ** 3;

/** import/template and import/template_csv: a kind's template, as a workbook or as CSV (UTF-8). */
export const importTemplateQuerySchema = z.strictObject({
  kind: z.enum(IMPORT_KIND_KEYS, { error: "field_invalid" }),
});
export type ImportTemplateQuery = z.infer<typeof importTemplateQuerySchema>;

/** import/export: one kind's records in its template, or every kind's (no kind) as one workbook of a sheet each. */
export const importExportQuerySchema = z.strictObject({
  kind: z.enum(IMPORT_KIND_KEYS, { error: "field_invalid" }).optional(),
});
export type ImportExportQuery = z.infer<typeof importExportQuerySchema>;

/** What a row of an upload would do: nothing is written by a preview. */
export const IMPORT_ACTIONS = ["create", "update", "unchanged", "problem"] as const;
export type ImportAction = (typeof IMPORT_ACTIONS)[number];

/**
 * An import's state: being checked, previewed (nothing written), being committed, committed, being
 * undone, undone; failed when its check could not finish (the file stays, nothing was written).
 */
export const IMPORT_STATUSES = [
  "checking",
  "previewed",
  "committing",
  "committed",
  "undoing",
  "undone",
  "failed",
] as const;
/** The states an import's job is running in: the screen follows its progress until it leaves them. */
export const IMPORT_RUNNING_STATUSES = ["checking", "committing", "undoing"] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

const counts = z.object({
  create: z.number(),
  update: z.number(),
  unchanged: z.number(),
  problem: z.number(),
});
export type ImportCounts = z.infer<typeof counts>;

/** One import: its file, who ran it, when, and what each kind's rows do or did. */
export const importBatchSchema = z.object({
  id: z.number(),
  status: z.enum(IMPORT_STATUSES),
  file_name: z.string(),
  sha256: z.string(),
  /** The ZIP of PDFs uploaded beside the workbook, if one was. */
  zip_name: z.string().nullable(),
  kinds: z.record(z.string(), counts),
  problems: z
    .number()
    .meta({ description: "Problems found over all rows; a batch with any is not committed" }),
  /** While a job runs (checking, committing, undoing): the rows done of all. */
  progress: z.object({ done: z.number(), total: z.number() }).nullable(),
  /** Why its last commit or undo did not go through, or its check did not finish, in the reader's language. */
  failure: z
    .object({ message: z.string(), details: z.array(z.object({ path: z.string(), message: z.string() })) })
    .nullable(),
  created_by: z.string(),
  created_at: dateTimeText,
  committed_at: dateTimeText.nullable(),
  undone_at: dateTimeText.nullable(),
  undone_by: z.string().nullable(),
});
export type ImportBatch = z.infer<typeof importBatchSchema>;

/**
 * Where a record the history import wrote came from: the import, its file and when it was committed.
 * Detail replies carry it as an optional `imported`; a record the product made has none.
 */
export const importedSchema = z.object({
  batch_id: z.number(),
  file_name: z.string(),
  imported_at: dateTimeText,
});
export type Imported = z.infer<typeof importedSchema>;

/** A problem at its sheet, row (as the spreadsheet numbers it) and column, in the request's language. */
export const importProblemSchema = z.object({
  column: z.string().nullable(),
  message: z.string(),
});
export type ImportProblem = z.infer<typeof importProblemSchema>;

/** What a row of an import is: a row of a kind's sheet, or a file of the ZIP (one no row names is a problem). */
export const IMPORT_ROW_KINDS = [...IMPORT_KIND_KEYS, "file"] as const;
export type ImportRowKind = (typeof IMPORT_ROW_KINDS)[number];

export const importRowSchema = z.object({
  sheet: z.string(),
  row: z.number(),
  kind: z.enum(IMPORT_ROW_KINDS),
  /** The row's natural key as written (a crew code). */
  key: z.string(),
  action: z.enum(IMPORT_ACTIONS),
  problems: z.array(importProblemSchema),
});
export type ImportRow = z.infer<typeof importRowSchema>;

/** import/get_rows: a preview's rows in file order, or only those with problems. */
export const importRowsSchema = z.strictObject({
  batch_id: recordIdSchema,
  problems_only: z.boolean().default(false),
  ...pageFields,
});
export type ImportRowsInput = z.infer<typeof importRowsSchema>;
export const importRowsReplySchema = z.object({ rows: z.array(importRowSchema), total: z.number() });

/** import/get_batches: every import, newest first. */
export const importBatchesSchema = z.strictObject({ ...pageFields });
export type ImportBatchesInput = z.infer<typeof importBatchesSchema>;
export const importBatchesReplySchema = z.object({ batches: z.array(importBatchSchema), total: z.number() });

/** import/get_batch, import/commit, import/undo: one import by its id. */
export const importBatchIdSchema = z.strictObject({ batch_id: recordIdSchema });
export type ImportBatchIdInput = z.infer<typeof importBatchIdSchema>;

/** import/problems_workbook: the uploaded workbook again, each row with its problems in a last column. */
export const importProblemsQuerySchema = z.strictObject({ batch_id: recordIdSchema });
export type ImportProblemsQuery = z.infer<typeof importProblemsQuerySchema>;
