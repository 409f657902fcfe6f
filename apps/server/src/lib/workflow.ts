import {
  findTransition,
  type SessionUser,
  type Transition,
  targetState,
  type WorkflowTable,
} from "@trms/shared";
import { and, eq } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Database } from "../db/client";
import { workflowHistory } from "../db/tables/workflow-history.table";
import { auditRepository } from "./audit/audit.repository";
import { AppError, forbidden, validation } from "./errors";
import type { StepMail } from "./mail-outbox/mail-outbox";
import { isVersioned, type VersionedTable, versionConflict } from "./record-version";

/**
 * A table whose rows move through a workflow: an integer id and a small-integer status column,
 * `status` unless the step names another (a row that keeps several workflows, e.g. a SIM form's
 * form, CAAV and e-learning statuses).
 */
type StatusTable = PgTable & { id: PgColumn };

/** A file a step carries (a signed form, a status file), with the SHA-256 of its bytes. */
export interface WorkflowFile {
  key: string;
  sha256: string;
}

export interface WorkflowStep<S extends number, A extends string, R, T extends StatusTable> {
  workflow: WorkflowTable<S, A, R>;
  /** The table the record lives in. */
  table: T;
  /** The record as read before the step (its id, and what the table's rules read). */
  record: R & { id: number };
  actor: SessionUser;
  action: A;
  /** The status a "change status" step moves to, as the call names it (ignored by other steps). */
  to?: S;
  reason?: string | null;
  file?: WorkflowFile | null;
  /** The field of `table` that holds this workflow's state; `status` by default. */
  statusField?: keyof T & string;
  /**
   * How a state of the table is stored in that field, when not as the number itself (e-learning's
   * completed/not completed in a boolean column).
   */
  stored?: (state: S) => unknown;
  /** Columns the step sets beside the status (approval time, signature, …). */
  set?: Partial<T["$inferInsert"]>;
  /**
   * What the audit row says. By default the row is named after the action and holds the status
   * move, the reason and the file; a step that is part of a larger change (an edit) names the row
   * after that change and adds its differences, so the change and its status move are one entry.
   */
  audit?: { action?: string; changes?: Record<string, unknown> };
  /** Further writes of the same step, inside its transaction: if they fail, nothing of the step stays. */
  within?: (tx: Database, row: T["$inferSelect"]) => Promise<void>;
  /**
   * The record's version the request's `If-Match` named (ADR 1600), or none for no check: the
   * conditional update then also needs that version, and a record changed since answers 409 with
   * what changed instead of the step's own refusal.
   */
  expectedVersion?: number | null;
}

export interface AppliedStep<S extends number, A extends string, R, T extends StatusTable> {
  row: T["$inferSelect"];
  transition: Transition<S, A, R>;
  /** The status the step moved the record to. */
  to: S;
}

/**
 * Takes one step of a workflow inside the caller's transaction: checks that the table allows it
 * (403 when the account never may, 409 when not from the record's state), needs a reason or a file
 * when the step does, moves the status with a conditional update (of two concurrent steps one
 * wins, the other gets 409), then writes the history row and the audit row. With an expected
 * version the update needs it too, and a refusal of a record changed since says what changed.
 */
export async function applyTransitionIn<S extends number, A extends string, R, T extends StatusTable>(
  tx: Database,
  step: WorkflowStep<S, A, R, T>,
): Promise<AppliedStep<S, A, R, T>> {
  const { workflow, record, actor, action } = step;
  const table = step.table as StatusTable;
  const expected = isVersioned(table) ? (step.expectedVersion ?? null) : null;
  // A refusal read off a record the device saw at another version says that instead.
  const refuse = async (error: AppError) => (await versionConflict(tx, table, record.id, expected)) ?? error;
  const found = findTransition<S, A, R>(workflow, actor, record, action);
  const conflict = () => new AppError("CONFLICT", workflow.conflictMessage[action]);
  if ("refusal" in found) throw await refuse(found.refusal === "forbidden" ? forbidden() : conflict());
  const { transition } = found;
  const reason = step.reason?.trim() || null;
  if (transition.needsReason && !reason) throw validation("reason", "field_required");
  if (transition.needsFile && !step.file) throw validation("file", "file_required");
  const to = targetState(transition, step.to);
  if (to === undefined) throw validation("status", "field_invalid");

  const statusField = step.statusField ?? "status";
  const statusColumn = (table as unknown as Record<string, PgColumn>)[statusField];
  if (!statusColumn) throw new Error(`workflow ${workflow.entity}: no status column ${statusField}`);
  const stored = step.stored ?? ((state: S) => state);
  const [row] = await tx
    .update(table)
    .set({ ...step.set, [statusField]: stored(to) } as Record<string, unknown>)
    .where(
      and(
        eq(table.id, record.id),
        eq(statusColumn, stored(transition.from)),
        expected === null ? undefined : eq((table as VersionedTable).version, expected),
      ),
    )
    .returning();
  if (!row) throw await refuse(conflict());

  await tx.insert(workflowHistory).values({
    entity: workflow.entity,
    entityId: String(record.id),
    action,
    fromStatus: transition.from,
    toStatus: to,
    actorId: actor.id,
    reason,
    fileKey: step.file?.key ?? null,
    fileSha256: step.file?.sha256 ?? null,
  });
  await auditRepository(tx).record({
    entity: workflow.entity,
    entityId: record.id,
    action: step.audit?.action ?? action,
    actorId: actor.id,
    changes: {
      ...step.audit?.changes,
      status: [transition.from, to],
      ...(reason ? { reason } : {}),
      ...(step.file ? { file: step.file.key, file_sha256: step.file.sha256 } : {}),
    },
  });
  if (!step.within) return { row: row as T["$inferSelect"], transition, to };
  await step.within(tx, row as T["$inferSelect"]);
  // What the step wrote after its update (another column of the same row) is in the row answered.
  const [after] = await tx.select().from(table).where(eq(table.id, record.id));
  return { row: (after ?? row) as T["$inferSelect"], transition, to };
}

/**
 * Takes one step in a transaction of its own (see `applyTransitionIn`). Its mail to the next actor
 * is written to the outbox in the same transaction and sent once it has committed: a
 * step that rolls back queues nothing, and a mail server that is down loses nothing.
 */
export async function applyTransition<S extends number, A extends string, R, T extends StatusTable>(
  db: Database,
  step: WorkflowStep<S, A, R, T> & { mail?: StepMail },
): Promise<AppliedStep<S, A, R, T>> {
  const { mail } = step;
  if (!mail) return db.transaction((tx) => applyTransitionIn(tx as unknown as Database, step));
  return mail.outbox.transaction(db, async (tx, queue) => {
    const applied = await applyTransitionIn(tx, step);
    await queue(await mail.compose(tx));
    return applied;
  });
}

/** The history of one record's workflow, oldest first. */
export async function workflowHistoryOf(db: Database, entity: string, entityId: number | string) {
  return db
    .select()
    .from(workflowHistory)
    .where(and(eq(workflowHistory.entity, entity), eq(workflowHistory.entityId, String(entityId))))
    .orderBy(workflowHistory.at, workflowHistory.id);
}
