import type { Database } from "../../db/client";
import { airlineToday } from "../../lib/airline-time";
import { type PlannedRow, planCrew } from "./crew.import";
import type { ReadSheet } from "./history-import.read";

/**
 * What each row of the upload's sheets would do, in file order: each kind checks its own sheets
 * against the file and the database. The same for a preview and, inside its lock, for the commit.
 */
export async function planUpload(db: Database, sheets: readonly ReadSheet[]): Promise<PlannedRow[]> {
  const today = airlineToday();
  const planned: PlannedRow[] = [];
  for (const sheet of sheets) {
    switch (sheet.kind.key) {
      case "crew":
        planned.push(...(await planCrew(db, sheet, today, planned.length + 1)));
        break;
    }
  }
  return planned;
}
