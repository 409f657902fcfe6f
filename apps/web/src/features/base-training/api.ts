import {
  BASE_TRAINING_SORT_FIELDS,
  type BaseTrainingDetail,
  type BaseTrainingListReply,
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

/** The base training list's address: 10 per page (part1 §9), newest flight first. */
export const BASE_TRAINING_LIST: ListConfig<undefined> = {
  defaultPageSize: TRAINING_RECORD_PAGE_SIZE,
  pageSizes: [5, 10, 25],
  sortKeys: BASE_TRAINING_SORT_FIELDS,
  defaultSort: { key: "date_of_flight", order: "-" },
};

export const baseTrainingListQuery = (params: RecordListParams) =>
  recordListQuery<BaseTrainingListReply>("base_training", "base_training_list", params);

export const baseTrainingDetailQuery = (id: number) =>
  recordDetailQuery<BaseTrainingDetail>("base_training", "base_training_by_id", id);

export const useCreateBaseTraining = () =>
  useCreateRecord<BaseTrainingDetail>("base_training", "create_base_flight");

export const useDeleteBaseTraining = () => useDeleteRecord("base_training", "delete_base_flight");
