import { HISTORY_TABLES } from "@trms/shared";
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import type { FileReferences } from "../../db/tables/file-references";
import { auditRepository } from "../audit/audit.repository";
import { type FileStore, removeQuietly } from "../files/file-store";
import { rowsOf } from "../sql";
import { RETENTION_PURGE_ENTITY, RETENTION_PURGE_ENTITY_ID } from "./purge-entity";
import type { HistoryChainName } from "./retain";

export { RETENTION_PURGE_ENTITY, RETENTION_PURGE_ENTITY_ID };

export interface PurgeOptions {
  /** The moment the period is counted back from (now, unless a test says otherwise). */
  now?: Date;
  retentionYears: number;
  /** Who asked for the purge; null for the operator's command. */
  actorId: number | null;
}

export interface PurgeResult {
  records: { entity: string; entity_id: string; deleted_at: string; deleted_by: number | null }[];
  history_rows: number;
  /** The stored files removed: the records' own, once nothing else names them. */
  files: string[];
}

interface ExpiredRow {
  id: string;
  entity: string;
  entity_id: string;
  files: string[];
  chains: HistoryChainName[] | null;
  deleted_at: string;
  deleted_by: number | null;
}

/**
 * Removes for good what was deleted more than `retentionYears` before `now`: the retained records, the history chains of each (audit and workflow history, with
 * their heads) and then their files that nothing else names. The history rows' seals move to
 * `history_purged_rows`, so the daily anchors that counted them still verify; the purge itself is
 * an audit row, written in the same transaction. Nothing expired: nothing is written.
 */
export async function purgeExpired(
  deps: { db: Database; store: FileStore; references: readonly FileReferences[] },
  options: PurgeOptions,
): Promise<PurgeResult> {
  const now = (options.now ?? new Date()).toISOString();
  const outcome = await deps.db.transaction(async (tx) => {
    const expired = rowsOf<ExpiredRow>(
      await tx.execute(sql`
        select id::text, entity, entity_id, files, record->'chains' as chains,
          to_json(deleted_at) #>> '{}' as deleted_at, deleted_by
        from retained_records
        where deleted_at < ${now}::timestamptz - make_interval(years => ${options.retentionYears}::int)
        order by id
        for update skip locked`),
    );
    if (expired.length === 0) return undefined;
    // The one statement kind that may delete history rows (migration 0031's append-only trigger).
    await tx.execute(sql`set local trms.history_purge = 'on'`);
    const chains = expired.flatMap((row) => row.chains ?? [{ entity: row.entity, entity_id: row.entity_id }]);
    const entities = sql.param(chains.map((chain) => chain.entity));
    const entityIds = sql.param(chains.map((chain) => chain.entity_id));
    const named = sql`(select * from unnest(${entities}::text[], ${entityIds}::text[]) as c(entity, entity_id))`;
    const historyFiles = rowsOf<{ file_key: string }>(
      await tx.execute(sql`select distinct w.file_key from workflow_history w join ${named} c
        on c.entity = w.entity and c.entity_id = w.entity_id where w.file_key is not null`),
    );
    let historyRows = 0;
    for (const table of HISTORY_TABLES) {
      const moved = rowsOf<{ id: string }>(
        await tx.execute(sql`
          with gone as (
            delete from ${sql.raw(table)} h using ${named} c
            where c.entity = h.entity and c.entity_id = h.entity_id
            returning h.id, h.entity, h.entity_id, h.chain_seq, h.chain_hash)
          insert into history_purged_rows (history, id, entity, entity_id, chain_seq, chain_hash)
          select ${table}, id, entity, entity_id, chain_seq, chain_hash from gone
          returning id`),
      );
      historyRows += moved.length;
      await tx.execute(sql`delete from history_chain_heads h using ${named} c
        where h.history = ${table} and c.entity = h.entity and c.entity_id = h.entity_id`);
    }
    await tx.execute(sql`delete from retained_records
      where id = any(${sql.param(expired.map((row) => row.id))}::bigint[])`);
    const records = expired.map((row) => ({
      entity: row.entity,
      entity_id: row.entity_id,
      deleted_at: new Date(row.deleted_at).toISOString(),
      deleted_by: row.deleted_by,
    }));
    const candidates = [
      ...new Set([...expired.flatMap((row) => row.files ?? []), ...historyFiles.map((row) => row.file_key)]),
    ];
    await auditRepository(tx).record({
      entity: RETENTION_PURGE_ENTITY,
      entityId: RETENTION_PURGE_ENTITY_ID,
      action: "purge",
      actorId: options.actorId,
      // The files are counted, not named: a key named in the history is kept by the orphan sweep.
      changes: {
        retention_years: options.retentionYears,
        records,
        chains,
        history_rows: historyRows,
        files: candidates.length,
      },
    });
    return { records, historyRows, candidates };
  });
  if (!outcome) return { records: [], history_rows: 0, files: [] };
  // After the commit, as every delete of files here: a file another record still names stays.
  const files = await unreferenced(deps.db, deps.references, outcome.candidates);
  await removeQuietly(deps.store, files);
  return { records: outcome.records, history_rows: outcome.historyRows, files };
}

/** Of these keys, the ones no declaration names any more. */
async function unreferenced(db: Database, references: readonly FileReferences[], keys: string[]) {
  const unclaimed = new Set(keys);
  for (const reference of references) {
    if (unclaimed.size === 0) break;
    for (const key of await reference.referencedKeys(db, [...unclaimed])) unclaimed.delete(key);
  }
  return [...unclaimed];
}
