import {
  IMPORT_RUNNING_STATUSES,
  type ImportBatch,
  type ImportCounts,
  type ImportRow,
  type Language,
  type ServerMessageKey,
  translateServerMessage,
} from "@trms/shared";
import { and, count, desc, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client";
import { importBatches, importRows } from "../../db/tables/history-import.table";
import { pilots } from "../../db/tables/pilot.table";
import { users } from "../../db/tables/user.table";
import type { AppDeps } from "../../lib/app-deps";
import { AppError } from "../../lib/errors";
import type { RowProblem } from "./history-import.cells";
import { runningBatch, type Tick } from "./history-import.jobs";
import type { PlannedRow } from "./history-import.kind";

/** Per kind, how many planned rows do what. */
export function countsOf(rows: readonly PlannedRow[]): Record<string, ImportCounts> {
  const kinds: Record<string, ImportCounts> = {};
  for (const row of rows) {
    const counts = kinds[row.kind] ?? { create: 0, update: 0, unchanged: 0, problem: 0 };
    counts[row.action] += 1;
    kinds[row.kind] = counts;
  }
  return kinds;
}

/** A new batch, being checked: its files are stored, its rows follow from the check. */
export async function createBatch(
  db: Database,
  batch: {
    fileName: string;
    fileKey: string;
    sha256: string;
    zipName: string | null;
    zipKey: string | null;
    createdBy: number;
  },
): Promise<number> {
  const [created] = await db
    .insert(importBatches)
    .values({ ...batch, status: "checking", kinds: {} })
    .returning({ id: importBatches.id });
  return created?.id as number;
}

/** A checked batch's rows and counts saved, and the batch previewed, in one transaction. */
export async function savePreview(
  db: Database,
  id: number,
  rows: readonly PlannedRow[],
  tick: Tick,
): Promise<void> {
  await db.transaction(async (tx) => {
    for (let at = 0; at < rows.length; at += 1000) {
      await tx.insert(importRows).values(
        rows.slice(at, at + 1000).map((row) => ({
          batchId: id,
          seq: row.seq,
          sheet: row.sheet,
          row: row.row,
          kind: row.kind,
          naturalKey: row.key,
          action: row.action,
          problems: row.problems.length > 0 ? row.problems : null,
        })),
      );
      await tick(Math.min(at + 1000, rows.length), rows.length);
    }
    await tx
      .update(importBatches)
      .set({
        status: "previewed",
        kinds: countsOf(rows),
        problems: rows.reduce((sum, row) => sum + row.problems.length, 0),
      })
      .where(eq(importBatches.id, id));
  });
}

/** What a batch's job could not do, kept to be said in each reader's language. */
export interface StoredFailure {
  message: ServerMessageKey;
  values?: Record<string, string>;
  details: { path: string; message: string }[];
}

/**
 * Moves a batch from one state to another only if it is still in the first (a second commit of one
 * preview finds it committing and is refused); answers whether it moved.
 */
export async function moveBatch(
  db: Database,
  id: number,
  from: ImportBatch["status"],
  values: Partial<typeof importBatches.$inferInsert> & { status: ImportBatch["status"] },
): Promise<boolean> {
  const moved = await db
    .update(importBatches)
    .set(values)
    .where(and(eq(importBatches.id, id), eq(importBatches.status, from)))
    .returning({ id: importBatches.id });
  return moved.length > 0;
}

const creator = alias(users, "creator");
const undoer = alias(users, "undoer");

const batchColumns = {
  batch: importBatches,
  createdBy: creator.fullName,
  undoneBy: undoer.fullName,
};

function batchReply(
  row: {
    batch: typeof importBatches.$inferSelect;
    createdBy: string | null;
    undoneBy: string | null;
  },
  language: Language,
): ImportBatch {
  const { batch } = row;
  const failure = batch.failure as StoredFailure | null;
  return {
    id: batch.id,
    status: batch.status as ImportBatch["status"],
    file_name: batch.fileName,
    sha256: batch.sha256,
    zip_name: batch.zipName,
    kinds: batch.kinds as ImportBatch["kinds"],
    problems: batch.problems,
    progress: null,
    failure: failure
      ? {
          message: translateServerMessage(failure.message, language, failure.values),
          details: failure.details,
        }
      : null,
    created_by: row.createdBy ?? "",
    created_at: batch.createdAt.toISOString(),
    committed_at: batch.committedAt?.toISOString() ?? null,
    undone_at: batch.undoneAt?.toISOString() ?? null,
    undone_by: row.undoneBy,
  };
}

export async function batchById(db: Database, id: number, language: Language): Promise<ImportBatch | null> {
  const [row] = await db
    .select(batchColumns)
    .from(importBatches)
    .leftJoin(creator, eq(creator.id, importBatches.createdBy))
    .leftJoin(undoer, eq(undoer.id, importBatches.undoneBy))
    .where(eq(importBatches.id, id));
  return row ? batchReply(row, language) : null;
}

/** The stored batch row itself. */
export async function storedBatch(db: Database, id: number) {
  const [row] = await db.select().from(importBatches).where(eq(importBatches.id, id));
  return row ?? null;
}

/** The stored batch row itself, locked for the caller's transaction. */
export async function lockBatch(tx: Database, id: number) {
  const [row] = await tx.select().from(importBatches).where(eq(importBatches.id, id)).for("update");
  return row ?? null;
}

export async function batchPage(db: Database, page: number, size: number, language: Language) {
  const [rows, [total]] = await Promise.all([
    db
      .select(batchColumns)
      .from(importBatches)
      .leftJoin(creator, eq(creator.id, importBatches.createdBy))
      .leftJoin(undoer, eq(undoer.id, importBatches.undoneBy))
      .orderBy(desc(importBatches.createdAt), desc(importBatches.id))
      .limit(size)
      .offset((page - 1) * size),
    db.select({ total: count() }).from(importBatches),
  ]);
  return { batches: rows.map((row) => batchReply(row, language)), total: total?.total ?? 0 };
}

/** A problem as the reader reads it: the column's header is the caller's, the message in its language. */
export function problemText(problem: RowProblem, language: Language) {
  return {
    column: problem.column,
    message: translateServerMessage(problem.message as ServerMessageKey, language, problem.values),
  };
}

export async function rowPage(
  db: Database,
  input: { batchId: number; problemsOnly: boolean; page: number; size: number },
  language: Language,
): Promise<{ rows: ImportRow[]; total: number }> {
  const where = and(
    eq(importRows.batchId, input.batchId),
    input.problemsOnly ? eq(importRows.action, "problem") : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(importRows)
      .where(where)
      .orderBy(importRows.seq)
      .limit(input.size)
      .offset((input.page - 1) * input.size),
    db.select({ total: count() }).from(importRows).where(where),
  ]);
  return {
    rows: rows.map((row) => ({
      sheet: row.sheet,
      row: row.row,
      kind: row.kind as ImportRow["kind"],
      key: row.naturalKey,
      action: row.action as ImportRow["action"],
      problems: ((row.problems as RowProblem[] | null) ?? []).map((p) => problemText(p, language)),
    })),
    total: total?.total ?? 0,
  };
}

/** Every row of a batch in file order (a commit's comparison, an undo's list). */
/** Each previewed row's id and action, in the upload's order: what a commit checks its plan against. */
export function previewedActions(db: Database, batchId: number) {
  return db
    .select({ id: importRows.id, action: importRows.action })
    .from(importRows)
    .where(eq(importRows.batchId, batchId))
    .orderBy(importRows.seq);
}

export function batchRows(db: Database, batchId: number) {
  return db.select().from(importRows).where(eq(importRows.batchId, batchId)).orderBy(importRows.seq);
}

/** Each written row's record and, for an update, its columns before: one statement per chunk. */
export async function markRowsWritten(
  tx: Database,
  rows: readonly { rowId: number; recordId: number; before?: unknown }[],
) {
  if (rows.length === 0) return;
  await tx.execute(sql`
    update ${importRows} set record_id = t.record_id, before = t.before::jsonb
    from unnest(
      ${sql.param(rows.map((row) => row.rowId))}::int[],
      ${sql.param(rows.map((row) => row.recordId))}::int[],
      ${sql.param(rows.map((row) => (row.before === undefined || row.before === null ? null : JSON.stringify(row.before))))}::text[]
    ) as t(id, record_id, before)
    where ${importRows.id} = t.id`);
}

export async function setBatchStatus(
  tx: Database,
  id: number,
  values: Partial<typeof importBatches.$inferInsert>,
): Promise<void> {
  await tx.update(importBatches).set(values).where(eq(importBatches.id, id));
}

/** One import commits at a time: a second waits here for the first's transaction to end. */
export async function lockImports(tx: Database): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('history_import'))`);
}

/**
 * A commit's lookup of a pilot by crew code, each code read once: the crew rows are written
 * before any record, so a record finds the pilot its upload created.
 */
export function pilotFinder(tx: Database) {
  const found = new Map<string, { id: number; fullName: string; userId: number } | null>();
  return async (crewCode: string) => {
    if (!found.has(crewCode)) {
      const [pilot] = await tx
        .select({ id: pilots.id, fullName: pilots.fullName, userId: pilots.userId })
        .from(pilots)
        .where(eq(pilots.crewCode, crewCode));
      found.set(crewCode, pilot ?? null);
    }
    return found.get(crewCode) ?? null;
  };
}

/** A batch as its screen reads it: while its job runs, as the job began with its progress; else as stored. */
export async function batchView(app: AppDeps, id: number, language: Language): Promise<ImportBatch | null> {
  return runningBatch(app, id) ?? (await batchById(app.database.db, id, language));
}

/** A failure to keep on the batch: an AppError's message, values and details, or that the job broke. */
export function failureOf(error: unknown): StoredFailure {
  if (error instanceof AppError)
    return {
      message: error.messageKey as ServerMessageKey,
      values: error.values,
      details: error.details ?? [],
    };
  return { message: "import_job_failed", details: [] };
}

/**
 * At start, the imports whose job a stopped server was running, each saying it was interrupted: a
 * commit goes back to previewed and an undo to committed (their transactions never committed), a
 * check to failed. Several instances may share the database: a commit or undo holds the imports'
 * lock for its whole transaction, so they are taken only when that lock is free; a check holds none,
 * so only one begun over an hour ago is taken.
 */
export async function interruptedImports(db: Database): Promise<void> {
  const failure = { message: "import_interrupted", details: [] };
  await db.transaction(async (tx) => {
    const free = (await tx.execute(
      sql`select pg_try_advisory_xact_lock(hashtext('history_import')) as free`,
    )) as unknown as { rows: { free: boolean }[] };
    if (free.rows[0]?.free) {
      await tx
        .update(importBatches)
        .set({ status: "previewed", failure })
        .where(eq(importBatches.status, "committing"));
      await tx
        .update(importBatches)
        .set({ status: "committed", failure })
        .where(eq(importBatches.status, "undoing"));
    }
    await tx
      .update(importBatches)
      .set({ status: "failed", failure })
      .where(
        and(
          eq(importBatches.status, "checking"),
          sql`${importBatches.createdAt} < now() - interval '1 hour'`,
        ),
      );
  });
}

/** A batch whose job runs: another commit or undo of it waits for the job's outcome. */
export const isRunning = (status: string) => (IMPORT_RUNNING_STATUSES as readonly string[]).includes(status);
