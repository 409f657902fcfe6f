import type { ImportRowsInput } from "@trms/shared";
import { notFound } from "../../../lib/errors";
import type { CallArgs } from "../../../lib/routes";
import { rowPage, storedBatch } from "../history-import.repository";

/** `import/get_rows`: a batch's rows in file order, or only those with problems, a page at a time. */
export async function importRows({ app, body, language = "vi" }: CallArgs<ImportRowsInput>) {
  if (!(await storedBatch(app.database.db, body.batch_id))) throw notFound();
  return rowPage(
    app.database.db,
    {
      batchId: body.batch_id,
      problemsOnly: body.problems_only,
      page: body.page_number,
      size: body.page_count,
    },
    language,
  );
}
