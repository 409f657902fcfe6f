import { IMPORT_KIND_KEYS, type ImportExportQuery } from "@trms/shared";
import { streamZip } from "../../../lib/files/zip-writer";
import type { Download, DownloadArgs } from "../../../lib/routes";
import { exportedRecords, exportName } from "../history-import.export";

/**
 * `import/export_files`: the ZIP to import beside `import/export`'s workbook of the same kind (or
 * every kind): each stored PDF its rows name, under the name its row gives (the original name, made
 * unique), streamed one file after another so memory does not grow with the files.
 */
export async function importExportFiles({
  app,
  body,
  language,
}: DownloadArgs<ImportExportQuery>): Promise<Download> {
  const { files } = await exportedRecords(
    app.database.db,
    language,
    body.kind ? [body.kind] : IMPORT_KIND_KEYS,
  );
  const zip = streamZip(new Date(), async (add) => {
    for (const [key, name] of files) {
      const stored = await app.fileStore.get(key);
      // A file gone from the store is left out; its row's name then says what is missing.
      if (stored) await add(name, stored, true);
    }
  });
  return { body: zip, name: `${exportName(body.kind, language)} (files).zip` };
}
