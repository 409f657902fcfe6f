import type { ImportBatchesInput } from "@trms/shared";
import type { CallArgs } from "../../../lib/routes";
import { batchPage } from "../history-import.repository";

/** `import/get_batches`: every import, newest first. */
export function importBatches({ app, body, language = "vi" }: CallArgs<ImportBatchesInput>) {
  return batchPage(app.database.db, body.page_number, body.page_count, language);
}
