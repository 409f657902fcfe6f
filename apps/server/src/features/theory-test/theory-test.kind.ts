import {
  type CreateTheoryTestInput,
  createTheoryTestSchema,
  THEORY_TEST_TOPICS,
  type TheoryTestSortField,
  theoryTestDetailSchema,
  theoryTestListReplySchema,
  theoryTestListSchema,
} from "@trms/shared";
import { theoryTests } from "../../db/tables/theory-test.table";
import type { TrainingRecordKindSpec } from "../training-record";

export type TheoryTestRecord = typeof theoryTests.$inferSelect;

/** snake_case topic → its camelCase column. */
const camel = (name: string) => name.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

/** Theory test as the shared training-record calls take it (part1 §3 Theory test). */
export const theoryTestSpec: TrainingRecordKindSpec<
  TheoryTestRecord,
  CreateTheoryTestInput,
  TheoryTestSortField
> = {
  kind: "theory_test",
  table: theoryTests,
  date: theoryTests.dateOfTest,
  sortColumns: { date_of_test: theoryTests.dateOfTest, instructor_name: theoryTests.instructorName },
  values: (input) => ({
    dateOfTest: input.date_of_test,
    ...Object.fromEntries(THEORY_TEST_TOPICS.map((topic) => [camel(topic), input[topic]])),
    comments: input.comments,
    result: input.result,
  }),
  row: (record) => ({ date_of_test: record.dateOfTest, result: record.result }),
  detail: (record) => ({
    ...Object.fromEntries(
      THEORY_TEST_TOPICS.map((topic) => [topic, record[camel(topic) as keyof TheoryTestRecord]]),
    ),
    comments: record.comments,
  }),
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
};
