import type { ImportBatch, ImportBatchIdInput } from "@trms/shared";
import { notFound } from "../../../lib/errors";
import type { CallArgs } from "../../../lib/routes";
import { batchById } from "../history-import.repository";

/** `import/get_batch`: one import, as the history lists it. */
export async function importBatch({ app, body }: CallArgs<ImportBatchIdInput>): Promise<ImportBatch> {
  const batch = await batchById(app.database.db, body.batch_id);
  if (!batch) throw notFound();
  return batch;
}
