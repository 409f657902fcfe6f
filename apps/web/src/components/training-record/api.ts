import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { Airport, TrainingRecordKind } from "@trms/shared";
import { apiPost } from "../../lib/api";

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

/** The trainee approves a result of any kind: one call, `approve_result {id, type}` (ADR 0024). */
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
