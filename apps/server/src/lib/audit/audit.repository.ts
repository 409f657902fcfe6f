import { and, asc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { auditLog } from "../../db/tables/audit.table";
import { users } from "../../db/tables/user.table";
import { escapeLike } from "../sql";

export interface AuditEntry {
  entity: string;
  entityId: number | string;
  /** create, update, delete, submit, or the workflow action of a status move (approve, …). */
  action: string;
  /** Who did it; null for the public survey, which nobody signs in to. */
  actorId: number | null;
  changes?: unknown;
}

/** Field-by-field differences between two snapshots: {field: [before, after]}. */
export function diff(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): Record<string, [unknown, unknown]> {
  const changes: Record<string, [unknown, unknown]> = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key]))
      changes[key] = [before[key] ?? null, after[key] ?? null];
  }
  return changes;
}

/** Pass the transaction of the change itself, so the change and its audit row commit together. */
export function auditRepository(db: Database) {
  return {
    async record(entry: AuditEntry) {
      await db.insert(auditLog).values({
        entity: entry.entity,
        entityId: String(entry.entityId),
        action: entry.action,
        actorId: entry.actorId,
        changes: entry.changes ?? null,
      });
    },

    /** Many entries, one statement of column arrays per thousand (a monthly list or an import). */
    async recordMany(entries: AuditEntry[]) {
      for (let start = 0; start < entries.length; start += 1000) {
        const batch = entries.slice(start, start + 1000);
        await db.execute(sql`
          insert into ${auditLog} (entity, entity_id, action, actor_id, changes)
          select entity, entity_id, action, actor_id, changes::jsonb from unnest(
            ${sql.param(batch.map((e) => e.entity))}::text[],
            ${sql.param(batch.map((e) => String(e.entityId)))}::text[],
            ${sql.param(batch.map((e) => e.action))}::text[],
            ${sql.param(batch.map((e) => e.actorId))}::int[],
            ${sql.param(batch.map((e) => (e.changes === undefined ? null : JSON.stringify(e.changes))))}::text[]
          ) as t(entity, entity_id, action, actor_id, changes)`);
      }
    },

    /** The record of this kind whose history names the text (a superseded file key, say). */
    async entityMentioning(entity: string, text: string): Promise<string | undefined> {
      const [row] = await db
        .select({ entityId: auditLog.entityId })
        .from(auditLog)
        .where(
          and(eq(auditLog.entity, entity), sql`${auditLog.changes}::text like ${`%${escapeLike(text)}%`}`),
        )
        .limit(1);
      return row?.entityId;
    },

    /** One record's trail, oldest first. */
    history: (entity: string, entityId: number | string) => auditHistory(db, entity, entityId),
  };
}

/** One record's trail, oldest first, with who did each step. */
export async function auditHistory(db: Database, entity: string, entityId: number | string) {
  const rows = await db
    .select({
      action: auditLog.action,
      at: auditLog.at,
      actorName: users.fullName,
      changes: auditLog.changes,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(entityId))))
    .orderBy(asc(auditLog.at), asc(auditLog.id));
  return rows.map((r) => ({
    action: r.action,
    at: r.at.toISOString(),
    actor_name: r.actorName,
    changes: r.changes,
  }));
}
