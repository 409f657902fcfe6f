import type { TrainingRecordKind } from "@trms/shared";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { z } from "zod";
import type { ApprovalTable } from "../../lib/approvable";
import type { PageRequest } from "../../lib/sql";

/** A table of base trainings, theory tests or progress theory reports: `trainingRecordColumns()` and an id. */
export type TrainingRecordTable = ApprovalTable & {
  pilotId: PgColumn;
  instructorId: PgColumn;
  instructorName: PgColumn;
  reportFile: PgColumn;
};

/** The stored columns every such record shares (`trainingRecordColumns()`). */
export interface StoredTrainingRecord {
  id: number;
  pilotId: number;
  instructorId: number;
  instructorName: string;
  reportFile: string;
  status: number;
  approvedAt: Date | null;
  approvedBy: number | null;
  traineeSignature: string | null;
  createdBy: number | null;
  /** The history import that wrote the record; null for one the product made. */
  importBatchId: number | null;
  createdAt: Date;
  updatedAt: Date;
}

/** What every create input names: the trainee, and the instructor when the form sends one. */
export interface TrainingRecordInput {
  pilot_id: number;
  instructor_id?: number | undefined;
}

/** A list request of one pilot's records (the shared list schema's output). */
export type PilotListRequest<Sort extends string> = PageRequest<Sort> & {
  pilot_id: number;
  date_range?: { start_date?: string; end_date?: string };
};

/** The spec's names of one kind's calls under `flt_training/`, and the list reply's item key. */
export interface TrainingRecordCalls {
  create: string;
  delete: string;
  /** The paged list of one pilot's records. */
  list: string;
  /** Every record of one pilot, unpaged (base training only). */
  byPilot?: string;
  byId: string;
  /** The list reply's item key: `base_trainings`, `theory_tests`, `progress_theory_reports`. */
  items: string;
  /** The OpenAPI tag. */
  tag: string;
}

/** What one kind's calls answer: its list reply (`{<items>, total}`) and its detail. */
export interface TrainingRecordReplies {
  /** The paged list and the by-pilot reply: `{[calls.items]: rows, total}`. */
  list: z.ZodType;
  /** The create and by-id reply. */
  detail: z.ZodType;
}

/**
 * One kind of training record (base training, theory test, progress theory), declared once: its
 * table and columns, its calls' names and schemas. The kinds differ only in their own columns, so
 * the rules, the audit rows and the file handling are the training-record calls that take this.
 */
export interface TrainingRecordKindSpec<Rec extends StoredTrainingRecord, Input, Sort extends string> {
  kind: TrainingRecordKind;
  table: TrainingRecordTable;
  /** The record's date (of flight, of test): the list's default order and its date range. */
  date: PgColumn;
  /** The columns a list may sort on, by the shared schema's names. */
  sortColumns: Record<Sort, PgColumn>;
  /** The kind's own columns from a create input. */
  values(input: Input): Record<string, unknown>;
  /** The kind's own fields of a list row (its date, result, …). */
  row(record: Rec): Record<string, unknown>;
  /** The kind's own fields of a detail beside its row's. */
  detail(record: Rec): Record<string, unknown>;
  calls: TrainingRecordCalls;
  createSchema: z.ZodType<Input>;
  listSchema: z.ZodType<PilotListRequest<Sort>>;
  replies: TrainingRecordReplies;
}

/** Any kind's declaration, as the calls that serve every kind take it. */
// biome-ignore lint/suspicious/noExplicitAny: each kind has its own record, input and sort fields.
export type AnyTrainingRecordKind = TrainingRecordKindSpec<any, any, any>;

/** Every by-pilot reply that is not a page holds at most this many records, newest first. */
export const BY_PILOT_LIMIT = 500;
