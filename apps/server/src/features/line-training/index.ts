import { LINE_TRAINING_ENTITY } from "@trms/shared";
import { lineTrainingFiles, lineTrainingSubmissionFiles } from "../../db/tables/line-training.table";
import type { Feature } from "../../lib/feature";
import { workflowRecordOfFile } from "../../lib/workflow-history-items";
import { lineTrainingRepository } from "./line-training.repository";
import { LINE_TRAINING_FOLDER, lineTrainingRoutes } from "./line-training.routes";
import { seedDemoLineTrainings } from "./line-training.seed";
import { lineTrainingService } from "./line-training.service";

export { lineTrainingForm } from "./line-training.form";

/**
 * Line training: the list with its tabs and type filter, creation, the two submission
 * stages, status changes with history, the submission history and the super admin's clean-up.
 */
export const lineTrainingFeature: Feature = {
  name: "line-training",
  async routes(api, { database, fileStore, outbox, config }) {
    const service = lineTrainingService({
      db: database.db,
      store: fileStore,
      outbox,
      publicUrl: config.publicUrl,
    });
    await api.register(lineTrainingRoutes, { service, store: fileStore });
  },
  trainingFileRecords: ({ database, fileStore, outbox, config }) =>
    lineTrainingService({ db: database.db, store: fileStore, outbox, publicUrl: config.publicUrl })
      .trainingFileRecords,
  seed: seedDemoLineTrainings,
  fileReferences: [lineTrainingFiles, lineTrainingSubmissionFiles],
  fileAccess: ({ database, fileStore, outbox, config }) => {
    const service = lineTrainingService({
      db: database.db,
      store: fileStore,
      outbox,
      publicUrl: config.publicUrl,
    });
    return {
      // A file is read by those who may see its line training: found by its submission, or by the
      // history step (a status file) that carried it.
      [LINE_TRAINING_FOLDER]: async (user, key) => {
        const id =
          (await lineTrainingRepository(database.db).lineTrainingOfFile(key)) ??
          (await workflowRecordOfFile(database.db, key).then((found) =>
            found?.entity === "line_training" ? found.id : undefined,
          ));
        return (
          id !== undefined && (await service.mayReadFile(user, id)) && { entity: LINE_TRAINING_ENTITY, id }
        );
      },
    };
  },
};
