import { keepPreviousData, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type {
  DocumentFleet,
  DocumentType,
  TrainingDocument,
  TrainingDocumentListReply,
  TrainingDocumentSortField,
} from "@trms/shared";
import { type AttachmentsValue, attachmentsPayload } from "../../components/form/multi-file-field";
import { apiPost } from "../../lib/api";
import { downloadApiFile } from "../../lib/download";
import { apiUpload, multipartBody } from "../../lib/upload";

export interface TrainingDocumentListParams {
  page: number;
  pageSize: number;
  keyword: string;
  sortBy: TrainingDocumentSortField;
  order: "+" | "-";
  fleet: DocumentFleet | "";
  trainingType: DocumentType | "";
}

export const trainingDocumentKeys = {
  all: ["training-document"] as const,
  list: (params: TrainingDocumentListParams) => [...trainingDocumentKeys.all, "list", params] as const,
  detail: (id: number) => [...trainingDocumentKeys.all, "detail", id] as const,
};

const filtersOf = (params: Pick<TrainingDocumentListParams, "fleet" | "trainingType">) => ({
  ...(params.fleet ? { fleet: params.fleet } : {}),
  ...(params.trainingType !== "" ? { training_type: params.trainingType } : {}),
});

export const trainingDocumentListQuery = (params: TrainingDocumentListParams) =>
  queryOptions({
    queryKey: trainingDocumentKeys.list(params),
    queryFn: ({ signal }) =>
      apiPost<TrainingDocumentListReply>(
        "training_document/sort_td",
        {
          page_number: params.page,
          page_count: params.pageSize,
          order: params.order,
          ...(params.keyword ? { keyword: params.keyword } : {}),
          filters: { ...filtersOf(params), sort_by: params.sortBy },
        },
        { signal },
      ),
    placeholderData: keepPreviousData,
    // The list shows a failure itself, with Retry.
    meta: { notifyError: false },
  });

export const trainingDocumentQuery = (id: number) =>
  queryOptions({
    queryKey: trainingDocumentKeys.detail(id),
    queryFn: ({ signal }) => apiPost<TrainingDocument>("training_document/td_detail", { id }, { signal }),
    meta: { notifyError: false },
  });

export interface TrainingDocumentSave {
  id?: number;
  fleet: DocumentFleet;
  training_type: DocumentType;
  document_name: string;
  start_date: string;
  note?: string | null;
  files: AttachmentsValue;
  onProgress: (fraction: number) => void;
}

/** create_td without an id, update_td with one (the kept files as file_ids[n]id, the new ones as files). */
export function useSaveTrainingDocument() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, files, onProgress, ...values }: TrainingDocumentSave) => {
      const attached = attachmentsPayload(files);
      const fields = id ? { id, ...values, ...attached.fields } : values;
      return apiUpload<TrainingDocument>(
        id ? "training_document/update_td" : "training_document/create_td",
        multipartBody(fields, { files: attached.files }),
        { onProgress },
      );
    },
    onSuccess: () => client.invalidateQueries({ queryKey: trainingDocumentKeys.all }),
    meta: { notifyError: false },
  });
}

export function useDeleteTrainingDocument() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiPost<null>("training_document/delete_td", { id }),
    onSuccess: () => client.invalidateQueries({ queryKey: trainingDocumentKeys.all }),
  });
}

/** The Excel export of the rows the list shows (same search, filters and sort). */
export async function downloadTrainingDocumentExport(
  params: Pick<TrainingDocumentListParams, "keyword" | "sortBy" | "order" | "fleet" | "trainingType">,
) {
  const query = new URLSearchParams({ order: params.order, sort_by: params.sortBy });
  if (params.keyword) query.set("keyword", params.keyword);
  if (params.fleet) query.set("fleet", params.fleet);
  if (params.trainingType !== "") query.set("training_type", String(params.trainingType));
  await downloadApiFile("training_document/export", query, { fallback: "Documents.xlsx" });
}
