import { IMPORT_KIND_KEYS } from "@trms/shared";
import type { Database } from "../../db/client";
import { airlineToday } from "../../lib/airline-time";
import { crewOfFile } from "./crew.import";
import type { PlannedRow } from "./history-import.kind";
import { IMPORTERS } from "./history-import.kinds";
import type { ReadSheet } from "./history-import.read";

/**
 * What each row of the upload's sheets would do: each kind checks its own sheets against the file
 * and the database, crew first, so a record may name a crew member the same upload creates. Rows
 * are numbered in that order, which is also the order a commit writes them in. The same for a
 * preview and, inside its lock, for the commit.
 */
export async function planUpload(db: Database, sheets: readonly ReadSheet[]): Promise<PlannedRow[]> {
  const today = airlineToday();
  const planned: PlannedRow[] = [];
  for (const key of IMPORT_KIND_KEYS) {
    const fileCrew = crewOfFile(planned);
    for (const sheet of sheets.filter((s) => s.kind.key === key))
      planned.push(
        ...(await IMPORTERS[key].plan(sheet, {
          db,
          today,
          firstSeq: planned.length + 1,
          fileCrew,
          files: new Set(),
        })),
      );
  }
  return planned;
}
