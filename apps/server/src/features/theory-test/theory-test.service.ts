import { type CreateTheoryTestInput, THEORY_TEST_TOPICS, type TheoryTestSortField } from "@trms/shared";
import type { Database } from "../../db/client";
import { theoryTests } from "../../db/tables/theory-test.table";
import type { FileStore } from "../../lib/files/file-store";
import { type TrainingRecordKindSpec, trainingRecordService } from "../training-record";

export type TheoryTestRecord = typeof theoryTests.$inferSelect;

/** snake_case topic → its camelCase column. */
const camel = (name: string) => name.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

/** Theory test as the shared training-record service sees it (part1 §3 Theory test). */
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
};

export const theoryTestService = (deps: { db: Database; store: FileStore }) =>
  trainingRecordService(deps, theoryTestSpec);
