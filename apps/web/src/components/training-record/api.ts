import { keepPreviousData, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { Airport, TrainingRecordKind } from "@trms/shared";
import { apiPost } from "../../lib/api";
import { apiUpload } from "../../lib/upload";
import type { ListSort } from "../list/list-address";

/**
 * The first part of every query key of each kind of training record, so one approval (or one
 * delete) refreshes that kind's lists and details wherever they are shown.
 */
export const trainingRecordKeys: Record<TrainingRecordKind, readonly [string]> = {
  training_flight: ["training-flights"],
  base_training: ["base-trainings"],
  theory_test: ["theory-tests"],
  progress_theory: ["progress-theory-reports"],
};

/** The trainee approves a result of any kind: one call, `approve_result {id, type}`. */
export function useApproveResult(kind: TrainingRecordKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiPost<unknown>("flt_training/approve_result", { id, type: kind }),
    onSuccess: () => client.invalidateQueries({ queryKey: trainingRecordKeys[kind] }),
  });
}

/** The airport list is fixed on the server, so one fetch serves the whole visit. */
export const airportListQuery = () =>
  queryOptions({
    queryKey: ["airports"] as const,
    queryFn: ({ signal }) => apiPost<Airport[]>("flt_training/airport_list", {}, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** One page of one pilot's records of a kind, as the list screen keeps it in the address. */
export interface RecordListParams {
  pilotId: number;
  page: number;
  pageSize: number;
  keyword: string;
  sort: ListSort;
}

/** The list payload every training-record list call takes: pilot, paging, sort, search. */
function recordListBody({ pilotId, page, pageSize, keyword, sort }: RecordListParams) {
  return {
    pilot_id: pilotId,
    page_number: page,
    page_count: pageSize,
    order: sort.order,
    ...(keyword ? { keyword } : {}),
    filters: sort.key ? { sort_by: sort.key } : {},
  };
}

/** A page of a kind's list call (`flt_training/<call>`); the list shows a failure itself, with Retry. */
export const recordListQuery = <Data>(kind: TrainingRecordKind, call: string, params: RecordListParams) =>
  queryOptions({
    queryKey: [...trainingRecordKeys[kind], "list", params] as const,
    queryFn: ({ signal }) => apiPost<Data>(`flt_training/${call}`, recordListBody(params), { signal }),
    placeholderData: keepPreviousData,
    meta: { notifyError: false },
  });

/** One record of a kind by id (`flt_training/<call> {id}`). */
export const recordDetailQuery = <Detail>(kind: TrainingRecordKind, call: string, id: number) =>
  queryOptions({
    queryKey: [...trainingRecordKeys[kind], "detail", id] as const,
    queryFn: ({ signal }) => apiPost<Detail>(`flt_training/${call}`, { id }, { signal }),
  });

export interface RecordUpload {
  form: FormData;
  onProgress?: (fraction: number) => void;
}

/** A kind's multipart create; the form reports its own failures on their fields (useFormSubmit). */
export function useCreateRecord<Detail>(kind: TrainingRecordKind, call: string) {
  const client = useQueryClient();
  return useMutation({
    meta: { notifyError: false },
    mutationFn: ({ form, onProgress }: RecordUpload) =>
      apiUpload<Detail>(`flt_training/${call}`, form, { onProgress }),
    onSuccess: () => client.invalidateQueries({ queryKey: trainingRecordKeys[kind] }),
  });
}

/** A kind's delete `{id}` (role admin). */
export function useDeleteRecord(kind: TrainingRecordKind, call: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiPost<null>(`flt_training/${call}`, { id }),
    // Only the lists: refetching the deleted record's detail, still on screen, would answer 404.
    onSuccess: () => client.invalidateQueries({ queryKey: [...trainingRecordKeys[kind], "list"] }),
  });
}
