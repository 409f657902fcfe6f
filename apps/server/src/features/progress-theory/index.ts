import {
  createProgressTheorySchema,
  progressTheoryDetailSchema,
  progressTheoryListReplySchema,
  progressTheoryListSchema,
} from "@trms/shared";
import { progressTheoryFiles } from "../../db/tables/progress-theory.table";
import type { Feature } from "../../lib/feature";
import { trainingRecordRoutes } from "../training-record";
import { seedDemoProgressTheory } from "./progress-theory.seed";
import { progressTheoryService } from "./progress-theory.service";

/** Progress check (theory) reports: 8 comments and an overall performance, with a report. */
export const progressTheoryFeature: Feature = {
  name: "progress-theory",
  async routes(api, { database, fileStore }) {
    await api.register(trainingRecordRoutes, {
      service: progressTheoryService({ db: database.db, store: fileStore }),
      store: fileStore,
      calls: {
        create: "create_progress_theory_report",
        delete: "delete_progress_theory_report",
        list: "get_progress_theory_report_by_pilot",
        byId: "progress_theory_report_by_id",
        items: "progress_theory_reports",
        tag: "progress theory",
      },
      createSchema: createProgressTheorySchema,
      listSchema: progressTheoryListSchema,
      replies: { list: progressTheoryListReplySchema, detail: progressTheoryDetailSchema },
    });
  },
  approvable: ({ database, fileStore }) =>
    progressTheoryService({ db: database.db, store: fileStore }).approvable,
  trainingFileRecords: ({ database, fileStore }) =>
    progressTheoryService({ db: database.db, store: fileStore }).trainingFileRecords(
      progressTheoryDetailSchema,
    ),
  seed: seedDemoProgressTheory,
  fileReferences: [progressTheoryFiles],
};
