import { and, asc, eq, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { workflowHistory } from "../db/tables/workflow-history.table";
import { fileUrl } from "./files/file-url";
import { preparedStatement } from "./sql";

/**
 * One item of a record's reset-status history (part2 §3, the SIM form's and the line check's): when,
 * why, the status file's link (`form_status`, the spec's name) and the status set.
 */
export interface ResetStatusItem<S extends number = number> {
  date_of_status: string;
  reason: string | null;
  form_status: string | null;
  status: S;
}

/**
 * The reset-status history of several records of one workflow, in one query, oldest first: the
 * history rows whose action is one of `actions`.
 * Records without history map to nothing; ask `get(id) ?? []`.
 */
export async function resetStatusHistory<S extends number = number>(
  db: Database,
  options: {
    entity: string;
    ids: readonly number[];
    actions: readonly string[];
  },
): Promise<Map<number, ResetStatusItem<S>[]>> {
  const byRecord = new Map<number, ResetStatusItem<S>[]>();
  if (options.ids.length === 0) return byRecord;
  // Prepared once: the ids go as one array, so a page of 100 forms builds no SQL.
  const rows = await preparedStatement(db, "reset status history", () =>
    db
      .select({
        entityId: workflowHistory.entityId,
        at: workflowHistory.at,
        reason: workflowHistory.reason,
        fileKey: workflowHistory.fileKey,
        toStatus: workflowHistory.toStatus,
      })
      .from(workflowHistory)
      .where(
        and(
          eq(workflowHistory.entity, sql.placeholder("entity")),
          sql`${workflowHistory.entityId} = any(${sql.placeholder("ids")}::text[])`,
          sql`${workflowHistory.action} = any(${sql.placeholder("actions")}::text[])`,
        ),
      )
      .orderBy(asc(workflowHistory.at), asc(workflowHistory.id)),
  ).execute({ entity: options.entity, ids: options.ids.map(String), actions: [...options.actions] });
  for (const row of rows) {
    const id = Number(row.entityId);
    const list = byRecord.get(id) ?? [];
    list.push({
      date_of_status: row.at.toISOString(),
      reason: row.reason,
      form_status: fileUrl(row.fileKey),
      status: row.toStatus as S,
    });
    byRecord.set(id, list);
  }
  return byRecord;
}
