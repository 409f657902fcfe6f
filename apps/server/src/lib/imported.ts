import type { Imported } from "@trms/shared";
import { and, eq, isNotNull, isNull } from "drizzle-orm";
import type { Database } from "../db/client";
import { importBatches } from "../db/tables/history-import.table";

/** A detail reply's `imported` part: present only for a record a committed history import wrote. */
export type ImportedPart = { imported?: Imported };

/**
 * Where a record the history import wrote came from (its import, the file and when it was
 * committed), as a detail reply spreads it in; nothing for a record the product made itself.
 * Read by detail calls only, so a list never asks once per row.
 */
export async function importedOf(db: Database, batchId: number | null): Promise<ImportedPart> {
  if (batchId === null) return {};
  const [batch] = await db
    .select({ fileName: importBatches.fileName, committedAt: importBatches.committedAt })
    .from(importBatches)
    .where(
      and(
        eq(importBatches.id, batchId),
        isNotNull(importBatches.committedAt),
        isNull(importBatches.undoneAt),
      ),
    )
    .limit(1);
  if (!batch?.committedAt) return {};
  return {
    imported: { batch_id: batchId, file_name: batch.fileName, imported_at: batch.committedAt.toISOString() },
  };
}
