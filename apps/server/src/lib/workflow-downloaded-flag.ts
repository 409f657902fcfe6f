import { DownloadedFlag, type SessionUser } from "@trms/shared";
import { eq } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Database } from "../db/client";
import { auditRepository } from "./audit/audit.repository";
import { notFound } from "./errors";

/**
 * Marks a record's final file as downloaded (part2 §4: the SIM form's third file, the line check's
 * second): flag 2 (yes), with an audit row in the same transaction. Setting it again is harmless
 * and audited once more (each download is a fact).
 */
export async function setDownloadedFlag<T extends PgTable & { id: PgColumn }>(
  db: Database,
  options: {
    table: T;
    field: keyof T["$inferInsert"] & string;
    entity: string;
    id: number;
    actor: SessionUser;
  },
) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(options.table)
      .set({ [options.field]: DownloadedFlag.YES } as Record<string, unknown>)
      .where(eq(options.table.id, options.id))
      .returning({ id: options.table.id });
    if (!row) throw notFound();
    await auditRepository(tx as unknown as Database).record({
      entity: options.entity,
      entityId: options.id,
      action: "set_downloaded_flag",
      actorId: options.actor.id,
      changes: { downloaded_flag: DownloadedFlag.YES },
    });
  });
}
