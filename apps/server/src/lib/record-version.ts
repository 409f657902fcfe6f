import {
  caavFormWorkflow,
  elearningWorkflow,
  IF_MATCH_HEADER,
  LINE_TRAINING_ENTITY,
  lineCheckDocumentsWorkflow,
  lineCheckWorkflow,
  parseIfMatch,
  RECORD_CHANGED_DETAIL,
  RECORD_CHANGED_PATHS,
  simFormWorkflow,
  trainingRecordApprovals,
} from "@trms/shared";
import { and, desc, eq, getTableName, inArray } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { FastifyRequest } from "fastify";
import type { Database } from "../db/client";
import { auditLog } from "../db/tables/audit.table";
import { users } from "../db/tables/user.table";
import { AppError, type ErrorDetail, notFound } from "./errors";

/** A table of records with a version (ADR 1600): an id, a status and the version its trigger counts. */
export type VersionedTable = PgTable & { id: PgColumn; status: PgColumn; version: PgColumn };

/**
 * The audit entities each versioned table's changes are written under: the latest of them is the
 * change a refused write is told about. A record whose workflows keep several statuses (a SIM
 * form's CAAV form and e-learning) is one record with one version.
 */
const CHANGE_ENTITIES: Record<string, readonly string[]> = {
  training_flights: [trainingRecordApprovals.training_flight.entity],
  line_checks: [lineCheckWorkflow.entity, lineCheckDocumentsWorkflow.entity],
  line_trainings: [LINE_TRAINING_ENTITY],
  sim_forms: [simFormWorkflow.entity, caavFormWorkflow.entity, elearningWorkflow.entity],
};

/** Whether a table keeps record versions (a training record of another kind does not). */
export const isVersioned = (table: PgTable): table is VersionedTable =>
  Object.hasOwn(CHANGE_ENTITIES, getTableName(table)) && "version" in table;

/**
 * The version the request's `If-Match` names, or null when it sends none (no check: the write
 * applies to whatever the record is now). A value that is not one version is refused before
 * anything is read or written.
 */
export function ifMatchVersion(request: FastifyRequest): number | null {
  const value = request.headers[IF_MATCH_HEADER.toLowerCase()];
  if (value === undefined) return null;
  const version = typeof value === "string" ? parseIfMatch(value) : null;
  if (version === null)
    throw new AppError("VALIDATION_ERROR", "if_match_invalid", [
      { path: IF_MATCH_HEADER, message: "if_match_invalid" },
    ]);
  return version;
}

/**
 * The 409 of a write whose `If-Match` named a version the record no longer has: its version and
 * status now and its latest change (who, when, which action), read in the write's transaction.
 */
export async function recordChanged(db: Database, table: VersionedTable, id: number): Promise<AppError> {
  const [now] = await db
    .select({ version: table.version, status: table.status })
    .from(table)
    .where(eq(table.id, id));
  if (!now) return notFound();
  const [change] = await db
    .select({ action: auditLog.action, at: auditLog.at, by: users.fullName })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(
      and(
        inArray(auditLog.entity, [...(CHANGE_ENTITIES[getTableName(table)] ?? [])]),
        eq(auditLog.entityId, String(id)),
      ),
    )
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(1);
  // Names and actions are sent as they are, never read as message keys.
  const said = (path: string, message: string): ErrorDetail => ({ path, message, verbatim: true });
  return new AppError("CONFLICT", "record_version_conflict", [
    { path: RECORD_CHANGED_DETAIL, message: "record_changed_meanwhile" },
    said(RECORD_CHANGED_PATHS.version, String(now.version)),
    said(RECORD_CHANGED_PATHS.status, String(Number(now.status))),
    ...(change
      ? [
          ...(change.by ? [said(RECORD_CHANGED_PATHS.changedBy, change.by)] : []),
          said(RECORD_CHANGED_PATHS.changedAt, change.at.toISOString()),
          said(RECORD_CHANGED_PATHS.action, change.action),
        ]
      : []),
  ]);
}

/**
 * Refuses a write sent with `If-Match` when the record as read has another version: before any
 * rule that reads the record decides on data the device never saw. The write's own update checks
 * the version again, so a change committed in between is refused the same way.
 */
export async function checkVersion(
  db: Database,
  table: PgTable,
  record: { id: number; version?: number },
  expected: number | null | undefined,
): Promise<void> {
  if (expected == null || !isVersioned(table) || record.version === expected) return;
  throw await recordChanged(db, table, record.id);
}

/**
 * The 409 of a version conflict, when the record's version now is not the one expected (a step
 * refused, or its conditional update matched no row); null when the version is still that one, so
 * the step's own refusal stands.
 */
export async function versionConflict(
  db: Database,
  table: PgTable,
  id: number,
  expected: number | null | undefined,
): Promise<AppError | null> {
  if (expected == null || !isVersioned(table)) return null;
  const [now] = await db.select({ version: table.version }).from(table).where(eq(table.id, id));
  if (now && now.version === expected) return null;
  return recordChanged(db, table, id);
}
