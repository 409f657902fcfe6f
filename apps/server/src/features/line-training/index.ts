import { LINE_TRAINING_ENTITY, lineTrainingFileRecordSchema } from "@trms/shared";
import { lineTrainingFiles, lineTrainingSubmissionFiles } from "../../db/tables/line-training.table";
import type { Feature } from "../../lib/feature";
import { mayAccess } from "../../lib/record-access";
import { workflowRecordOfFile } from "../../lib/workflow-history-items";
import { LINE_TRAINING_FOLDER } from "./line-training.form";
import { lineTrainingOfFile, lineTrainingsOfPilot } from "./line-training.repository";
import { lineTrainingRoutes } from "./line-training.routes";
import { seedDemoLineTrainings } from "./line-training.seed";

export { lineTrainingForm } from "./line-training.form";

/**
 * Line training: the list with its tabs and type filter, creation, the two submission
 * stages, status changes with history, the submission history and the super admin's clean-up.
 */
export const lineTrainingFeature: Feature = {
  name: "line-training",
  routes: lineTrainingRoutes,
  /** The pilot's line trainings in their whole file, with their submissions (ADR 1150). */
  trainingFileRecords: ({ database }) => ({
    kind: "line_training",
    schema: lineTrainingFileRecordSchema,
    async page(pilot, selection) {
      const trainings = await lineTrainingsOfPilot(database.db, pilot.crewCode, selection);
      return trainings.map((training) => ({ id: training.id, day: training.start_date, reply: training }));
    },
  }),
  seed: seedDemoLineTrainings,
  fileReferences: [lineTrainingFiles, lineTrainingSubmissionFiles],
  fileAccess: ({ database }) => ({
    // A file is read by those who may see its line training: found by its submission, or by the
    // history step (a status file) that carried it.
    [LINE_TRAINING_FOLDER]: async (user, key) => {
      const id =
        (await lineTrainingOfFile(database.db, key)) ??
        (await workflowRecordOfFile(database.db, key).then((found) =>
          found?.entity === "line_training" ? found.id : undefined,
        ));
      return (
        id !== undefined &&
        (await mayAccess(database.db, user, "line_training", "open_file", id)) && {
          entity: LINE_TRAINING_ENTITY,
          id,
        }
      );
    },
  }),
};
export { LINE_TRAINING_FOLDER } from "./line-training.form";
