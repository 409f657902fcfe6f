import type { AuditEntryRow, AuditListInput } from "@trms/shared";
import { eq, gte, inArray, lt, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { auditLog } from "../../db/tables/audit.table";
import { users } from "../../db/tables/user.table";
import { countAll, escapeLike, listConditions, pagedQuery } from "../../lib/sql";

/**
 * One page of audit rows across records, newest first, by who, record kind and the day range
 * (days in the airline's time zone, Vietnam), paged in SQL on the audit list's indexes.
 */
export async function auditPage(
  db: Database,
  input: AuditListInput,
): Promise<{ rows: AuditEntryRow[]; total: number }> {
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
}
