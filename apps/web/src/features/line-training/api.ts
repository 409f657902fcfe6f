import { keepPreviousData, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type {
  CleanUpLineTrainingReply,
  LineTraining,
  LineTrainingDetail,
  LineTrainingListReply,
  LineTrainingStatus,
  LineTrainingSubmission,
  LineTrainingSubmissionsReply,
  LineTrainingType,
  SetLineTrainingStatusReply,
  SubmitLineTrainingFormReply,
} from "@trms/shared";
import { isAdminArea } from "@trms/shared";
import { dateRangeCodec } from "../../components/list/date-range";
import type { ListSort } from "../../components/list/list-address";
import { apiPost } from "../../lib/api";
import { uploadThroughOutbox } from "../../lib/device/submit";
import { getSession } from "../../lib/session";
import { apiUpload, multipartBody } from "../../lib/upload";
import { type LineTrainingFilters, lineTrainingPaths } from "./list-config";

export interface LineTrainingListParams {
  page: number;
  pageSize: number;
  keyword: string;
  filters: LineTrainingFilters;
  sort: ListSort;
  completed: boolean;
}

export const lineTrainingKeys = {
  all: ["line-training"] as const,
  list: (params: LineTrainingListParams) => [...lineTrainingKeys.all, "list", params] as const,
  detail: (id: number) => [...lineTrainingKeys.all, "detail", id] as const,
  submissions: (id: number) => [...lineTrainingKeys.all, "submissions", id] as const,
  latest: (id: number) => [...lineTrainingKeys.all, "latest", id] as const,
};

/** The list payload of part2 §7: the tab as `completed` 1/0, the type, the date range when set. */
function listBody({ page, pageSize, keyword, filters, sort, completed }: LineTrainingListParams) {
  const dateRange = dateRangeCodec.write(filters);
  return {
    page_number: page,
    page_count: pageSize,
    order: sort.order,
    ...(sort.key ? { filter: sort.key } : {}),
    line_training_type: filters.type,
    completed: completed ? 1 : 0,
    ...(keyword ? { keyword } : {}),
    ...(Object.keys(dateRange).length ? { date_range: dateRange } : {}),
  };
}

export const lineTrainingListQuery = (params: LineTrainingListParams) =>
  queryOptions({
    queryKey: lineTrainingKeys.list(params),
    queryFn: ({ signal }) =>
      apiPost<LineTrainingListReply>("line_training/get_line_training_list", listBody(params), { signal }),
    placeholderData: keepPreviousData,
    // The list shows a failure itself, with Retry.
    meta: { notifyError: false },
  });

/** One line training (`get_line_training_by_id`): what its dialog adds to the list row, such as its import. */
export const lineTrainingDetailQuery = (id: number) =>
  queryOptions({
    queryKey: lineTrainingKeys.detail(id),
    queryFn: ({ signal }) =>
      apiPost<LineTrainingDetail>("line_training/get_line_training_by_id", { id }, { signal }),
  });

export const lineTrainingSubmissionsQuery = (id: number) =>
  queryOptions({
    queryKey: lineTrainingKeys.submissions(id),
    queryFn: ({ signal }) =>
      apiPost<LineTrainingSubmissionsReply>(
        "line_training/get_submissions_by_line_training_id",
        { line_training_id: id },
        { signal },
      ),
  });

export const latestSubmissionQuery = (id: number) =>
  queryOptions({
    queryKey: lineTrainingKeys.latest(id),
    queryFn: ({ signal }) =>
      apiPost<LineTrainingSubmission | null>(
        "line_training/get_latest_submission_by_line_training_id",
        { line_training_id: id },
        { signal },
      ),
  });

export function useCreateLineTraining() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: {
      pilot_crew_code: string;
      pilot_name: string;
      line_training_type: LineTrainingType;
    }) => apiPost<LineTraining>("line_training/create_line_training", input),
    onSuccess: () => client.invalidateQueries({ queryKey: lineTrainingKeys.all }),
    meta: { notifyError: false },
  });
}

/** A stage's PDF through the Outbox (ADR 1620), on the version of the line training the user saw. */
export function useSubmitLineTrainingForm() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: {
      lineTraining: LineTraining;
      order: 1 | 2;
      file: File;
      onProgress?: (fraction: number) => void;
    }) =>
      uploadThroughOutbox<SubmitLineTrainingFormReply>(
        {
          path: "line_training/submit_form",
          fields: { submitted_line_training_id: input.lineTraining.id, form_order: input.order },
          files: { submitted_report: input.file },
          ifMatch: input.lineTraining.version,
          record: `line_training:${input.lineTraining.id}`,
          title: {
            key: "line_training_stage",
            values: {
              stage: input.order,
              pilot: input.lineTraining.pilot_name ?? input.lineTraining.pilot_crew_code,
            },
          },
          link: lineTrainingPaths(isAdminArea(getSession().user) ? "admin" : "pilot").list,
          refresh: [lineTrainingKeys.all],
        },
        input.onProgress,
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: lineTrainingKeys.all }),
  });
}

export function useSetLineTrainingStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: {
      id: number;
      status: LineTrainingStatus;
      reason: string;
      file: File | null;
      onProgress?: (share: number) => void;
    }) =>
      apiUpload<SetLineTrainingStatusReply>(
        "line_training/set_status",
        multipartBody(
          {
            line_training_id: input.id,
            status: input.status,
            ...(input.reason ? { reason: input.reason } : {}),
          },
          { status_file: input.file },
        ),
        { onProgress: input.onProgress },
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: lineTrainingKeys.all }),
  });
}

export function useCleanUpLineTraining() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiPost<CleanUpLineTrainingReply>("line_training/clean_up_line_training", { line_training_id: id }),
    onSuccess: () => client.invalidateQueries({ queryKey: lineTrainingKeys.all }),
  });
}
