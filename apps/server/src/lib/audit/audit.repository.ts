import type { AuditEntryRow, AuditListInput } from "@trms/shared";
import { and, asc, eq, gte, inArray, lt, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { auditLog } from "../../db/tables/audit.table";
import { users } from "../../db/tables/user.table";
import { countAll, escapeLike, listConditions, pagedQuery } from "../sql";

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

    /**
     * One page of audit rows across records, newest first, by who, record kind and the day range
     * (days in the airline's time zone, Vietnam), paged in SQL on the audit list's indexes.
     */
    async list(input: AuditListInput): Promise<{ rows: AuditEntryRow[]; total: number }> {
      const list = listConditions("audit.list");
      if (input.filters.actor_id) list.add("actor", input.filters.actor_id, (p) => eq(auditLog.actorId, p));
      // A number is a record's id; other text searches who did it by name or email.
      if (input.keyword && /^\d{1,12}$/.test(input.keyword))
        list.add("record", input.keyword, (p) => eq(auditLog.entityId, p));
      else if (input.keyword)
        list.add("who", `%${escapeLike(input.keyword.toLowerCase())}%`, (p) =>
          inArray(
            auditLog.actorId,
            db
              .select({ id: users.id })
              .from(users)
              .where(sql`lower(${users.fullName} || ' ' || ${users.email}) like ${p}`),
          ),
        );
      if (input.filters.entity) list.add("entity", input.filters.entity, (p) => eq(auditLog.entity, p));
      const range = input.date_range;
      if (range?.start_date)
        list.add("start", range.start_date, (p) =>
          gte(auditLog.at, sql`(${p}::date::timestamp at time zone 'Asia/Ho_Chi_Minh')`),
        );
      if (range?.end_date)
        list.add("end", range.end_date, (p) =>
          lt(auditLog.at, sql`((${p}::date + 1)::timestamp at time zone 'Asia/Ho_Chi_Minh')`),
        );
      const where = list.where();
      const { rows, total } = await pagedQuery({
        rows: db
          .select({
            id: auditLog.id,
            entity: auditLog.entity,
            entityId: auditLog.entityId,
            action: auditLog.action,
            actorId: auditLog.actorId,
            actorName: users.fullName,
            at: auditLog.at,
            changes: auditLog.changes,
          })
          .from(auditLog)
          .leftJoin(users, eq(users.id, auditLog.actorId))
          .$dynamic(),
        ids: db.select({ id: auditLog.id }).from(auditLog).where(where).$dynamic(),
        key: auditLog.id,
        page: { ...input, sort_by: undefined },
        sort: { columns: {}, fallback: auditLog.at, tiebreak: auditLog.id },
        count: db.select({ total: countAll() }).from(auditLog).where(where),
        prepared: list.prepared(),
      });
      return {
        total,
        rows: rows.map((r) => ({
          id: r.id,
          entity: r.entity,
          entity_id: r.entityId,
          action: r.action,
          actor_id: r.actorId,
          actor_name: r.actorName,
          at: r.at.toISOString(),
          changes: r.changes,
        })),
      };
    },

    async history(entity: string, entityId: number | string) {
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
    },
  };
}
