import {
  THEORY_TEST_SORT_FIELDS,
  type TheoryTestDetail,
  type TheoryTestListReply,
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

/** The theory test list's address: 10 per page (part1 §9), newest test first. */
export const THEORY_TEST_LIST: ListConfig<undefined> = {
  defaultPageSize: TRAINING_RECORD_PAGE_SIZE,
  pageSizes: [5, 10, 25],
  sortKeys: THEORY_TEST_SORT_FIELDS,
  defaultSort: { key: "date_of_test", order: "-" },
};

export const theoryTestListQuery = (params: RecordListParams) =>
  recordListQuery<TheoryTestListReply>("theory_test", "get_theory_test_by_pilot", params);

/** The spec names the detail's read `get_theory_test_api_list {id}` (ADR 0060). */
export const theoryTestDetailQuery = (id: number) =>
  recordDetailQuery<TheoryTestDetail>("theory_test", "get_theory_test_api_list", id);

export const useCreateTheoryTest = () =>
  useCreateRecord<TheoryTestDetail>("theory_test", "create_theory_test");

export const useDeleteTheoryTest = () => useDeleteRecord("theory_test", "delete_theory_test_api");
