import { CREW_IMPORT } from "@trms/shared";
import { crewExportRows } from "./crew.export";
import { planCrew } from "./crew.import";
import { undoCrew, writeCrew } from "./crew.write";
import type { KindImporter } from "./history-import.kind";
import { rowByRow } from "./history-import.records";

/** Pilots and instructors, named for good by their crew code. */
export const crewImporter: KindImporter = {
  kind: CREW_IMPORT,
  plan: planCrew,
  write: rowByRow(writeCrew),
  undo: undoCrew,
  exportRows: crewExportRows,
};
