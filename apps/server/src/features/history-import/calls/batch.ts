import type { ImportBatch, ImportBatchIdInput } from "@trms/shared";
import { notFound } from "../../../lib/errors";
import type { CallArgs } from "../../../lib/routes";
import { batchView } from "../history-import.repository";

/** `import/get_batch`: one import, as the history lists it, with its running job's progress. */
export async function importBatch({
  app,
  body,
  language = "vi",
}: CallArgs<ImportBatchIdInput>): Promise<ImportBatch> {
  const batch = await batchView(app, body.batch_id, language);
  if (!batch) throw notFound();
  return batch;
}
