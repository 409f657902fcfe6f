import {
  type ImportProblemsQuery,
  importColumnLabel,
  type Language,
  translateServerMessage,
} from "@trms/shared";
import { notFound } from "../../../lib/errors";
import type { Download, DownloadArgs } from "../../../lib/routes";
import type { RowProblem } from "../history-import.cells";
import { storedUpload } from "../history-import.file";
import { problemsWorkbook } from "../history-import.problems";
import { batchRows, storedBatch } from "../history-import.repository";

/**
 * `import/problems_workbook`: the uploaded file again with each data row's problems in a last
 * column, in the user's language, so the office corrects the file it sent and uploads it again. A
 * workbook comes back as a workbook, a CSV as a CSV.
 */
export async function importProblemsWorkbook({
  app,
  body,
  language,
}: DownloadArgs<ImportProblemsQuery>): Promise<Download> {
  const db = app.database.db;
  const batch = await storedBatch(db, body.batch_id);
  if (!batch) throw notFound();
  const rows = await batchRows(db, batch.id);
  const problems = new Map<string, string>();
  for (const row of rows) {
    const list = (row.problems as RowProblem[] | null) ?? [];
    if (list.length > 0) problems.set(`${row.sheet}\u0000${row.row}`, sayAll(list, language));
  }
  const upload = await storedUpload(app.fileStore, batch.fileKey);
  return problemsWorkbook(upload, batch.fileName, language, (sheet, row) =>
    problems.get(`${sheet}\u0000${row}`),
  );
}

/** A row's problems on one line each, by the column's header: "Fleet: “B999” is not one of the list". */
function sayAll(problems: RowProblem[], language: Language): string {
  return problems
    .map((problem) => {
      const message = translateServerMessage(problem.message, language, problem.values);
      return problem.column ? `${importColumnLabel(problem.column, language)}: ${message}` : message;
    })
    .join("\n");
}
