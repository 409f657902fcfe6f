import type { ImportKindKey } from "@trms/shared";
import { crewImporter } from "./crew.importer";
import type { KindImporter } from "./history-import.kind";
import { toldgImporter } from "./toldg.importer";

/** Every kind's importer, by its key: `IMPORT_KIND_KEYS` gives the order they run in. */
export const IMPORTERS: Record<ImportKindKey, KindImporter> = {
  crew: crewImporter,
  toldg: toldgImporter,
};
