import {
  type CreateProgressTheoryInput,
  PROGRESS_THEORY_COMMENTS,
  type ProgressTheorySortField,
  progressTheoryPassed,
} from "@trms/shared";
import type { Database } from "../../db/client";
import { progressTheoryReports } from "../../db/tables/progress-theory.table";
import type { FileStore } from "../../lib/files/file-store";
import { type TrainingRecordKindSpec, trainingRecordService } from "../training-record";

export type ProgressTheoryRecord = typeof progressTheoryReports.$inferSelect;

const camel = (name: string) => name.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

/**
 * Progress theory as the shared training-record service sees it (part1 §3 Progress theory report);
 * its result is derived from the overall performance.
 */
export const progressTheorySpec: TrainingRecordKindSpec<
  ProgressTheoryRecord,
  CreateProgressTheoryInput,
  ProgressTheorySortField
> = {
  kind: "progress_theory",
  table: progressTheoryReports,
  date: progressTheoryReports.dateOfTest,
  sortColumns: {
    date_of_test: progressTheoryReports.dateOfTest,
    instructor_name: progressTheoryReports.instructorName,
  },
  values: (input) => ({
    dateOfTest: input.date_of_test,
    ...Object.fromEntries(PROGRESS_THEORY_COMMENTS.map(({ key }) => [camel(key), input[key]])),
    overallPerformance: input.overall_performance,
  }),
  row: (record) => ({
    date_of_test: record.dateOfTest,
    overall_performance: record.overallPerformance,
    result: progressTheoryPassed(record.overallPerformance),
  }),
  detail: (record) =>
    Object.fromEntries(
      PROGRESS_THEORY_COMMENTS.map(({ key }) => [key, record[camel(key) as keyof ProgressTheoryRecord]]),
    ),
};

export const progressTheoryService = (deps: { db: Database; store: FileStore }) =>
  trainingRecordService(deps, progressTheorySpec);
