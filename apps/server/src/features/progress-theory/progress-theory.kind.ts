import {
  type CreateProgressTheoryInput,
  createProgressTheorySchema,
  PROGRESS_THEORY_COMMENTS,
  type ProgressTheorySortField,
  progressTheoryDetailSchema,
  progressTheoryListReplySchema,
  progressTheoryListSchema,
  progressTheoryPassed,
} from "@trms/shared";
import { progressTheoryReports } from "../../db/tables/progress-theory.table";
import type { TrainingRecordKindSpec } from "../training-record";

export type ProgressTheoryRecord = typeof progressTheoryReports.$inferSelect;

const camel = (name: string) => name.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

/**
 * Progress theory as the shared training-record calls take it (part1 §3 Progress theory report);
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
};
