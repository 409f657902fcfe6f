import {
  PROGRESS_THEORY_SORT_FIELDS,
  type ProgressTheoryDetail,
  type ProgressTheoryListReply,
  TRAINING_RECORD_PAGE_SIZE,
} from "@trms/shared";
import type { ListConfig } from "../../components/list/list-address";
import {
  type RecordListParams,
  recordDetailQuery,
  recordListQuery,
  useCreateRecord,
  useDeleteRecord,
} from "../../components/training-record/api";

/** The progress theory list's address: 10 per page (part1 §9), newest test first. */
export const PROGRESS_THEORY_LIST: ListConfig<undefined> = {
  defaultPageSize: TRAINING_RECORD_PAGE_SIZE,
  pageSizes: [5, 10, 25],
  sortKeys: PROGRESS_THEORY_SORT_FIELDS,
  defaultSort: { key: "date_of_test", order: "-" },
};

export const progressTheoryListQuery = (params: RecordListParams) =>
  recordListQuery<ProgressTheoryListReply>("progress_theory", "get_progress_theory_report_by_pilot", params);

export const progressTheoryDetailQuery = (id: number) =>
  recordDetailQuery<ProgressTheoryDetail>("progress_theory", "progress_theory_report_by_id", id);

export const useCreateProgressTheory = () =>
  useCreateRecord<ProgressTheoryDetail>("progress_theory", "create_progress_theory_report");

export const useDeleteProgressTheory = () =>
  useDeleteRecord("progress_theory", "delete_progress_theory_report");
