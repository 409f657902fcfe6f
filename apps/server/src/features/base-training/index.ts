import {
  baseTrainingDetailSchema,
  baseTrainingListReplySchema,
  baseTrainingListSchema,
  createBaseTrainingSchema,
} from "@trms/shared";
import { baseTrainingFiles } from "../../db/tables/base-training.table";
import type { Feature } from "../../lib/feature";
import { trainingRecordRoutes } from "../training-record";
import { seedDemoBaseTrainings } from "./base-training.seed";
import { baseTrainingService } from "./base-training.service";

/** Base training records (BASE TRAINING): an instructor's report of a pilot's base training flight. */
export const baseTrainingFeature: Feature = {
  name: "base-training",
  async routes(api, { database, fileStore }) {
    await api.register(trainingRecordRoutes, {
      service: baseTrainingService({ db: database.db, store: fileStore }),
      store: fileStore,
      calls: {
        create: "create_base_flight",
        delete: "delete_base_flight",
        list: "base_training_list",
        byPilot: "base_training_by_pilot",
        byId: "base_training_by_id",
        items: "base_trainings",
        tag: "base training",
      },
      createSchema: createBaseTrainingSchema,
      listSchema: baseTrainingListSchema,
      replies: { list: baseTrainingListReplySchema, detail: baseTrainingDetailSchema },
    });
  },
  approvable: ({ database, fileStore }) =>
    baseTrainingService({ db: database.db, store: fileStore }).approvable,
  trainingFileRecords: ({ database, fileStore }) =>
    baseTrainingService({ db: database.db, store: fileStore }).trainingFileRecords(baseTrainingDetailSchema),
  seed: seedDemoBaseTrainings,
  fileReferences: [baseTrainingFiles],
};
