import type { ImportAction, ImportKind, ImportRowKind, Language, SessionUser } from "@trms/shared";
import type { Database } from "../../db/client";
import type { importRows } from "../../db/tables/history-import.table";
import type { AppDeps } from "../../lib/app-deps";
import type { OutboxMail } from "../../lib/mail-outbox/mail-outbox";
import type { RowProblem } from "./history-import.cells";
import type { ReadSheet } from "./history-import.read";

/** A row of an upload as checked: what it would do, and what it writes when it has no problem. */
export interface PlannedRow {
  seq: number;
  sheet: string;
  row: number;
  kind: ImportRowKind;
  /** The row's natural key as written (a crew code; crew code and date for a record). */
  key: string;
  action: ImportAction;
  problems: RowProblem[];
  /** What the row writes, as its kind reads it (set when it has no problem). */
  values?: unknown;
  /** The stored record it updates or leaves unchanged. */
  recordId?: number;
}

/** A crew member a record may name: a stored pilot, or one the upload's crew sheet creates. */
export interface KnownCrew {
  crewCode: string;
  fullName: string;
  /** Has an instructor rating, so may be named as a record's instructor. */
  instructor: boolean;
  /** The stored pilot; absent for one the upload creates. */
  pilotId?: number;
}

export interface PlanContext {
  db: Database;
  /** The airline's today: no record is dated after it. */
  today: string;
  /** The first row's place in the upload. */
  firstSeq: number;
  /** The crew members the upload's crew sheets would create or update, by crew code. */
  fileCrew: ReadonlyMap<string, KnownCrew>;
  /** The names of the PDFs in the ZIP uploaded beside the workbook; empty without one. */
  files: ReadonlySet<string>;
  /** The names rows have named so far: a file of the ZIP no row names is a problem. */
  namedFiles: Set<string>;
  /** Awaited once a row is checked: the job's progress, and a pause for other requests now and then. */
  rowChecked(): Promise<void>;
}

export interface WriteContext {
  app: AppDeps;
  tx: Database;
  actor: SessionUser;
  batchId: number;
  language: Language;
  now: Date;
  /** Welcome mails to queue with the commit. */
  mails: OutboxMail[];
  /**
   * Stores a PDF of the ZIP uploaded beside the workbook, by the name a row gives it, in the store's
   * folder of its kind (whose files route serves it), as every upload is stored (its original name,
   * its SHA-256); the commit removes it again if it fails.
   */
  storeFile(name: string, folder: string): Promise<{ key: string; sha256: string }>;
  /** The stored pilot of a crew code (the crew rows are written before any record). */
  pilotOf(crewCode: string): Promise<{ id: number; fullName: string; userId: number } | null>;
}

/** A written row's record and, for an update, its columns before (what an undo puts back). */
export interface WrittenRow {
  recordId: number;
  before?: unknown;
}

/** The names an export gives the stored files its rows name: each unique in the export's ZIP. */
export interface ExportFiles {
  /** The file's name in the ZIP (its original name, made unique), "" for no file. */
  name(key: string | null | undefined): string;
}

export type StoredImportRow = typeof importRows.$inferSelect;

export interface UndoContext {
  tx: Database;
  actor: SessionUser;
  batchId: number;
  committedAt: Date;
  language: Language;
}

/** What keeps a row from being undone, said by its key (a crew code; crew code and date). */
export interface UndoBlocker {
  path: string;
  message: string;
}

/**
 * One importable kind on the server: how its sheet is checked, how a clean row is written, how a
 * written row is taken out again, and every stored record as rows of its template. The upload's
 * plan, commit, undo and export run each kind through this, in `IMPORT_KIND_KEYS` order.
 */
export interface KindImporter {
  kind: ImportKind;
  plan(sheet: ReadSheet, context: PlanContext): Promise<PlannedRow[]>;
  /**
   * Writes rows that create or update, a chunk of the kind's rows at a time (one statement per table
   * and chunk, so the tables' triggers run once per chunk); answers, in the rows' order, each row's
   * record and, for an update, the columns before.
   */
  write(rows: readonly PlannedRow[], context: WriteContext): Promise<WrittenRow[]>;
  /** After every row of the kind is written: what is derived from them together (recency dates). */
  finish?(rows: readonly PlannedRow[], context: WriteContext): Promise<void>;
  /**
   * Takes one written row out again (rows are undone last first, in one transaction), or says what
   * keeps it: a blocker leaves the row as it is, and any blocker refuses the whole undo.
   */
  undo(row: StoredImportRow, context: UndoContext): Promise<UndoBlocker | null>;
  /** After every row of the kind is undone: what is derived from them together. */
  afterUndo?(rows: readonly StoredImportRow[], context: UndoContext): Promise<void>;
  /**
   * Every stored record as rows of the template, cells as an office writes them; a column naming a
   * PDF gives the name `files` assigns the stored file (the export's ZIP holds it under that name).
   */
  exportRows(db: Database, language: Language, files: ExportFiles): Promise<Record<string, string>[]>;
}
