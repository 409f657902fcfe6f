import { LINE_CHECK_ENTITY } from "@trms/shared";
import { lineCheckFiles } from "../../db/tables/line-check.table";
import type { Feature } from "../../lib/feature";
import { workflowRecordOfFile } from "../../lib/workflow-history-items";
import { LINE_CHECK_FOLDER, lineCheckRoutes } from "./line-check.routes";
import { seedDemoLineChecks } from "./line-check.seed";
import { lineCheckService } from "./line-check.service";

export { lineCheckForm } from "./line-check.form";

/**
 * Line checks: list, create, edit, delete, the pilot's and the instructor's forms, status
 * changes with history, the downloaded flag and the pilot's read-documents confirmation.
 */
export const lineCheckFeature: Feature = {
  name: "line-check",
  async routes(api, { database, fileStore, outbox, config }) {
    const service = lineCheckService({ db: database.db, outbox, publicUrl: config.publicUrl });
    await api.register(lineCheckRoutes, { service, store: fileStore });
  },
  trainingFileRecords: ({ database, outbox, config }) =>
    lineCheckService({ db: database.db, outbox, publicUrl: config.publicUrl }).trainingFileRecords,
  seed: seedDemoLineChecks,
  fileReferences: [lineCheckFiles],
  fileAccess: ({ database, outbox, config }) => {
    const service = lineCheckService({ db: database.db, outbox, publicUrl: config.publicUrl });
    return {
      // A line check file is read by those who may see its line check, found through the history
      // step that carried it, or the row naming it.
      [LINE_CHECK_FOLDER]: async (user, key) => {
        const found = await workflowRecordOfFile(database.db, key);
        if (found && found.entity !== LINE_CHECK_ENTITY) return false;
        const id = found ? found.id : await service.repo.ofFile(key);
        return id !== undefined && (await service.mayReadFile(user, id)) && { entity: LINE_CHECK_ENTITY, id };
      },
    };
  },
};
