import { keepPreviousData, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { TrainingFlightDetail, TrainingFlightListReply } from "@trms/shared";
import { dateRangeCodec } from "../../components/list/date-range";
import { type ListSort, readListAddress } from "../../components/list/list-address";
import { prefetchList } from "../../components/list/prefetch-list";
import { trainingRecordKeys } from "../../components/training-record/api";
import { recordListPilot } from "../../components/training-record/paths";
import { apiPost } from "../../lib/api";
import { type NewOutboxItem, submitThroughOutbox } from "../../lib/device/submit";
import { pilotDetailQuery } from "../../lib/pilot-queries";
import { getSession } from "../../lib/session";
import { apiUpload } from "../../lib/upload";
import { TRAINING_FLIGHT_LIST, type TrainingFlightFilters } from "./filters";

export interface TrainingFlightListParams {
  pilotId: number;
  page: number;
  pageSize: number;
  keyword: string;
  filters: TrainingFlightFilters;
  sort: ListSort;
}

export const trainingFlightKeys = {
  all: trainingRecordKeys.training_flight,
  list: (params: TrainingFlightListParams) => [...trainingFlightKeys.all, "list", params] as const,
  detail: (id: number) => [...trainingFlightKeys.all, "detail", id] as const,
};

/** The search payload of part1 §7: only the flags that are on, the dates that are set. */
function searchBody({ pilotId, page, pageSize, keyword, filters, sort }: TrainingFlightListParams) {
  const flags = Object.fromEntries(Object.entries(filters.flags).filter(([, on]) => on));
  const dateRange = dateRangeCodec.write(filters);
  return {
    pilot_id: pilotId,
    page_number: page,
    page_count: pageSize,
    order: sort.order,
    ...(keyword ? { keyword } : {}),
    filters: { ...(sort.key ? { sort_by: sort.key } : {}), ...flags },
    ...(Object.keys(dateRange).length ? { date_range: dateRange } : {}),
  };
}

export const trainingFlightListQuery = (params: TrainingFlightListParams) =>
  queryOptions({
    queryKey: trainingFlightKeys.list(params),
    queryFn: ({ signal }) =>
      apiPost<TrainingFlightListReply>("flt_training/search_training_flight", searchBody(params), { signal }),
    placeholderData: keepPreviousData,
    // The list shows a failure itself, with Retry.
    meta: { notifyError: false },
  });

export const trainingFlightDetailQuery = (id: number) =>
  queryOptions({
    queryKey: trainingFlightKeys.detail(id),
    queryFn: ({ signal }) =>
      apiPost<TrainingFlightDetail>("flt_training/training_flight_by_id", { id }, { signal }),
  });

function useInvalidateTrainingFlights() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: trainingFlightKeys.all });
}

export interface TrainingFlightUpload {
  form: FormData;
  onProgress?: (fraction: number) => void;
}

// The form reports its own failures, on the field where they can be fixed (useFormSubmit).
const formMeta = { notifyError: false } as const;

/**
 * Through the Outbox (ADR 1620): a flight graded without a network is kept on the device and sent
 * once, with its key, when the network is back.
 */
export function useCreateTrainingFlight() {
  const invalidate = useInvalidateTrainingFlights();
  return useMutation({
    meta: formMeta,
    mutationFn: ({
      form,
      onProgress,
      item,
    }: TrainingFlightUpload & { item: Omit<NewOutboxItem, "path" | "body" | "ifMatch" | "refresh"> }) =>
      submitThroughOutbox<TrainingFlightDetail>(
        {
          ...item,
          path: "flt_training/create_flight",
          body: form,
          ifMatch: null,
          refresh: [trainingFlightKeys.all],
        },
        onProgress,
      ),
    onSuccess: invalidate,
  });
}

export function useUpdateTrainingFlight() {
  const invalidate = useInvalidateTrainingFlights();
  return useMutation({
    meta: formMeta,
    mutationFn: ({ form, onProgress }: TrainingFlightUpload) =>
      apiUpload<TrainingFlightDetail>("flt_training/update_flight", form, { onProgress }),
    onSuccess: invalidate,
  });
}

export function useDeleteTrainingFlight() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiPost<null>("flt_training/delete_flight", { id }),
    // Only the lists: refetching the deleted record's detail, still on screen, would answer 404.
    onSuccess: () => client.invalidateQueries({ queryKey: [...trainingFlightKeys.all, "list"] }),
  });
}

/** The list's calls for the address, from the route's loader, as the page will ask them. */
export function prefetchTrainingFlightList(address: URL): void {
  const { pilotId, viewingOther } = recordListPilot(getSession().user, address.searchParams);
  if (pilotId === null) return;
  if (viewingOther) prefetchList(pilotDetailQuery(pilotId));
  const { page, pageSize, keyword, filters, sort } = readListAddress(
    address.searchParams,
    TRAINING_FLIGHT_LIST,
  );
  prefetchList(trainingFlightListQuery({ pilotId, page, pageSize, keyword, filters, sort }));
}
