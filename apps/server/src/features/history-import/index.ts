import { fileColumns } from "../../db/tables/file-references";
import { importBatches } from "../../db/tables/history-import.table";
import type { Feature } from "../../lib/feature";
import { historyImportRoutes } from "./history-import.routes";
import { seedImportDemo } from "./history-import.seed";

/** Bringing an airline's history in: templates, previews, all-or-nothing commits and undos. */
export const historyImportFeature: Feature = {
  name: "history-import",
  routes: historyImportRoutes,
  seed: seedImportDemo,
  fileReferences: [
    fileColumns("import uploads", importBatches, [importBatches.fileKey, importBatches.zipKey]),
  ],
};
export { interruptedImports } from "./history-import.repository";
