import { type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client";
import { attachments } from "../../db/tables/attachments.table";
import { retainedRecords } from "../../db/tables/retention.table";
import type { AttachmentKind } from "../files/attachments";
import { rowsOf } from "../sql";

/** One record's history chain (audit and workflow history name a record by entity and id). */
export interface HistoryChainName {
  entity: string;
  entity_id: string;
}

interface Dependent {
  table: PgTable;
  column: PgColumn;
  kind?: { column: PgColumn; value: string };
  file?: PgColumn;
}

/** What a delete call keeps of the record it takes out of the live tables. */
export interface RetainedRecord {
  /** The audit history's name of the kind, and the record's id. */
  entity: string;
  entityId: number;
  /** The live table and its id column: the row is kept as the database holds it. */
  table: PgTable;
  id: PgColumn;
  /**
   * Rows that leave with it, kept by name: their table, the column naming the record and, for a
   * table shared by kinds (attachments), the column naming the kind and its value; `file`, a
   * column of theirs naming a stored file, adds those files to the record's.
   */
  dependents?: Record<string, Dependent>;
  /** Every stored file the record names: they stay in the store until the purge. */
  files: readonly (string | null | undefined)[];
  /** Other records' chains that go with this one at the purge (a SIM session's forms). */
  chains?: readonly HistoryChainName[];
  actorId: number;
}

/**
 * Keeps a record a delete call is about to remove: its row and its
 * dependent rows as JSON, its files, who and when. Call it in the delete's own transaction, before
 * the row goes, beside the audit row; the files stay in the store. Returns false when the row was
 * not there.
 */
export async function retainRecord(tx: Database, retained: RetainedRecord): Promise<boolean> {
  const parts: SQL[] = [sql`'row', to_jsonb(t)`];
  const fileLists: SQL[] = [];
  for (const [name, dependent] of Object.entries(retained.dependents ?? {})) {
    const ofKind = dependent.kind
      ? sql` and d.${sql.identifier(dependent.kind.column.name)} = ${dependent.kind.value}`
      : sql``;
    const rows = sql`from ${dependent.table} d
      where d.${sql.identifier(dependent.column.name)} = t.${sql.identifier(retained.id.name)}${ofKind}`;
    parts.push(sql`${name}::text, (select coalesce(jsonb_agg(to_jsonb(d)), '[]'::jsonb) ${rows})`);
    if (dependent.file)
      fileLists.push(sql`array(select d.${sql.identifier(dependent.file.name)}::text ${rows})`);
  }
  const chains: HistoryChainName[] = [
    { entity: retained.entity, entity_id: String(retained.entityId) },
    ...(retained.chains ?? []),
  ];
  parts.push(sql`'chains', ${JSON.stringify(chains)}::jsonb`);
  const files = [...new Set(retained.files.filter((key): key is string => Boolean(key)))];
  const inserted = await tx.execute(sql`
    insert into ${retainedRecords} (entity, entity_id, record, files, deleted_by)
    select ${retained.entity}::text, ${String(retained.entityId)}::text,
      jsonb_build_object(${sql.join(parts, sql`, `)}),
      array(select distinct k from unnest(${sql.join([sql`${sql.param(files)}::text[]`, ...fileLists], sql` || `)}) as k
        where k is not null order by k),
      ${retained.actorId}::int
    from ${retained.table} t where t.${sql.identifier(retained.id.name)} = ${retained.entityId}
    returning id`);
  return rowsOf(inserted).length > 0;
}

/** The attachment rows of one kind's record (a training document's, an event report's files). */
export const attachmentsOf = (kind: AttachmentKind): Dependent => ({
  table: attachments,
  column: attachments.recordId,
  kind: { column: attachments.recordKind, value: kind.kind },
  file: attachments.fileKey,
});
