import type { ImportExportQuery, ImportKindKey, Language } from "@trms/shared";
import type { Database } from "../../db/client";
import { fileNameOfKey } from "../../lib/files/file-key";
import { uniqueName } from "../../lib/files/zip-writer";
import type { ExportFiles } from "./history-import.kind";
import { IMPORTERS } from "./history-import.kinds";
import type { TemplateSheet } from "./history-import.template";

/** An export's name: the kind's sheet, or "Records" for every kind. */
export const exportName = (kind: ImportExportQuery["kind"], language: Language) =>
  kind ? IMPORTERS[kind].kind.sheet[language] : language === "vi" ? "Dữ liệu" : "Records";

/** Names for the stored files an export's rows name: the original name, "2-" before it on a clash. */
function exportFileNames(): ExportFiles & { files(): [key: string, name: string][] } {
  const taken = new Set<string>();
  const names = new Map<string, string>();
  return {
    name(key) {
      if (!key) return "";
      let name = names.get(key);
      if (!name) {
        name = uniqueName(taken, fileNameOfKey(key));
        names.set(key, name);
      }
      return name;
    },
    files: () => [...names],
  };
}

/**
 * The kinds' records as template sheets, in the given order, and the stored files their rows name
 * with the name each has in the export. The workbook and the ZIP of one export are made by this same
 * pass, so a name in the one is a file of the other.
 */
export async function exportedRecords(db: Database, language: Language, keys: readonly ImportKindKey[]) {
  const files = exportFileNames();
  const sheets: TemplateSheet[] = [];
  for (const key of keys)
    sheets.push({ kind: IMPORTERS[key].kind, rows: await IMPORTERS[key].exportRows(db, language, files) });
  return { sheets, files: files.files() };
}
