import type { WorkflowHistoryItem } from "@trms/shared";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Database } from "../db/client";
import { users } from "../db/tables/user.table";
import { workflowHistory } from "../db/tables/workflow-history.table";
import { fileUrl } from "./files/file-url";

/** Every step of one record across the workflows it keeps (e.g. a SIM form's form, CAAV, e-learning), oldest first. */
export async function workflowHistoryItems(
  db: Database,
  entities: readonly string[],
  entityId: number,
): Promise<WorkflowHistoryItem[]> {
  const rows = await db
    .select({
      entity: workflowHistory.entity,
      action: workflowHistory.action,
      fromStatus: workflowHistory.fromStatus,
      toStatus: workflowHistory.toStatus,
      actorId: workflowHistory.actorId,
      actorName: users.fullName,
      reason: workflowHistory.reason,
      fileKey: workflowHistory.fileKey,
      fileSha256: workflowHistory.fileSha256,
      at: workflowHistory.at,
    })
    .from(workflowHistory)
    .leftJoin(users, eq(users.id, workflowHistory.actorId))
    .where(
      and(inArray(workflowHistory.entity, [...entities]), eq(workflowHistory.entityId, String(entityId))),
    )
    .orderBy(asc(workflowHistory.at), asc(workflowHistory.id));
  return rows.map((row) => ({
    entity: row.entity,
    action: row.action,
    from_status: row.fromStatus,
    to_status: row.toStatus,
    actor_id: row.actorId,
    actor_name: row.actorName,
    reason: row.reason,
    file: fileUrl(row.fileKey),
    file_sha256: row.fileSha256,
    date: row.at.toISOString(),
  }));
}

/** The entity and id of the history step that carried this stored file, if any (file read access). */
export async function workflowRecordOfFile(db: Database, key: string) {
  const [row] = await db
    .select({ entity: workflowHistory.entity, entityId: workflowHistory.entityId })
    .from(workflowHistory)
    .where(eq(workflowHistory.fileKey, key))
    .limit(1);
  return row ? { entity: row.entity, id: Number(row.entityId) } : undefined;
}
