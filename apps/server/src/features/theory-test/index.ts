import {
  createTheoryTestSchema,
  theoryTestDetailSchema,
  theoryTestListReplySchema,
  theoryTestListSchema,
} from "@trms/shared";
import { theoryTestFiles } from "../../db/tables/theory-test.table";
import type { Feature } from "../../lib/feature";
import { trainingRecordRoutes } from "../training-record";
import { seedDemoTheoryTests } from "./theory-test.seed";
import { theoryTestService } from "./theory-test.service";

/** Theory test records (THEORY TEST): the topics covered, comments and result, with a report. */
export const theoryTestFeature: Feature = {
  name: "theory-test",
  async routes(api, { database, fileStore }) {
    await api.register(trainingRecordRoutes, {
      service: theoryTestService({ db: database.db, store: fileStore }),
      store: fileStore,
      calls: {
        create: "create_theory_test",
        delete: "delete_theory_test_api",
        list: "get_theory_test_by_pilot",
        byId: "get_theory_test_api_list",
        items: "theory_tests",
        tag: "theory test",
      },
      createSchema: createTheoryTestSchema,
      listSchema: theoryTestListSchema,
      replies: { list: theoryTestListReplySchema, detail: theoryTestDetailSchema },
    });
  },
  approvable: ({ database, fileStore }) =>
    theoryTestService({ db: database.db, store: fileStore }).approvable,
  trainingFileRecords: ({ database, fileStore }) =>
    theoryTestService({ db: database.db, store: fileStore }).trainingFileRecords(theoryTestDetailSchema),
  seed: seedDemoTheoryTests,
  fileReferences: [theoryTestFiles],
};
