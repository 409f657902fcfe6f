import { IMPORT_KIND_KEYS } from "@trms/shared";
import type { Database } from "../../db/client";
import { airlineToday } from "../../lib/airline-time";
import { crewOfFile } from "./crew.import";
import { quietTick, type Tick } from "./history-import.jobs";
import type { PlannedRow } from "./history-import.kind";
import { IMPORTERS } from "./history-import.kinds";
import type { ReadSheet } from "./history-import.read";

/** The ZIP of PDFs uploaded beside the workbook: its name and the names of its files, in its order. */
export interface UploadedZip {
  name: string;
  files: readonly string[];
}

/**
 * What each row of the upload's sheets would do: each kind checks its own sheets against the file
 * and the database, crew first, so a record may name a crew member the same upload creates. Rows
 * are numbered in that order, which is also the order a commit writes them in; a file of the ZIP
 * that no row names follows as a problem row of its own. The same for a preview and, inside its
 * lock, for the commit.
 */
export async function planUpload(
  db: Database,
  sheets: readonly ReadSheet[],
  zip: UploadedZip | null = null,
  tick: Tick = quietTick,
): Promise<PlannedRow[]> {
  const today = airlineToday();
  const total = sheets.reduce((sum, sheet) => sum + sheet.rows.length, 0);
  let checked = 0;
  const rowChecked = () => {
    checked += 1;
    return tick(checked, total);
  };
  const planned: PlannedRow[] = [];
  const files = new Set(zip?.files ?? []);
  const namedFiles = new Set<string>();
  for (const key of IMPORT_KIND_KEYS) {
    const fileCrew = crewOfFile(planned);
    for (const sheet of sheets.filter((s) => s.kind.key === key))
      planned.push(
        ...(await IMPORTERS[key].plan(sheet, {
          db,
          today,
          firstSeq: planned.length + 1,
          fileCrew,
          files,
          namedFiles,
          rowChecked,
        })),
      );
  }
  for (const [at, name] of (zip?.files ?? []).entries()) {
    if (namedFiles.has(name)) continue;
    planned.push({
      seq: planned.length + 1,
      sheet: zip?.name ?? "",
      row: at + 1,
      kind: "file",
      key: name,
      action: "problem",
      problems: [{ column: null, message: "import_file_not_named", values: { name } }],
    });
  }
  return planned;
}
