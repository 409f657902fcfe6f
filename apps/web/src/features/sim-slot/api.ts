import { keepPreviousData, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { CreateSimSlotInput, SimSlot, SimSlotType, UpdateSimSlotInput } from "@trms/shared";
import { apiPost } from "../../lib/api";

export interface SimSlotListParams {
  keyword: string;
  type: SimSlotType | null;
}

/**
 * Every slot a search matches: the label table bounds them (at most 39 over the four fleets), so the
 * list asks for all of them at once and pages on screen (ADR 0422).
 */
export const SIM_SLOT_FETCH_ALL = 1000;

export const simSlotKeys = {
  all: ["sim-slot"] as const,
  list: (params: SimSlotListParams) => [...simSlotKeys.all, "list", params] as const,
  detail: (id: number) => [...simSlotKeys.all, "detail", id] as const,
};

export const simSlotListQuery = (params: SimSlotListParams) =>
  queryOptions({
    queryKey: simSlotKeys.list(params),
    queryFn: async ({ signal }) => {
      const slots = await apiPost<SimSlot[]>(
        "sim/get_sim_slots",
        {
          page_number: 1,
          page_count: SIM_SLOT_FETCH_ALL,
          order: "+",
          ...(params.keyword ? { keyword: params.keyword } : {}),
          filters: params.type ? { type: params.type } : {},
        },
        { signal },
      );
      return { slots, total: slots.length };
    },
    placeholderData: keepPreviousData,
    meta: { notifyError: false },
  });

export const simSlotDetailQuery = (id: number) =>
  queryOptions({
    queryKey: simSlotKeys.detail(id),
    queryFn: ({ signal }) => apiPost<SimSlot>("sim/get_sim_slot_by_id", { id }, { signal }),
    // The spec shows nothing when a slot fails to load (part2 §8); the page says it is not found.
    meta: { notifyError: false },
  });

function useInvalidateSlots() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: simSlotKeys.all });
}

export function useCreateSimSlot() {
  const invalidate = useInvalidateSlots();
  return useMutation({
    mutationFn: (input: CreateSimSlotInput) => apiPost<SimSlot>("sim/create_sim_slot", input),
    onSuccess: invalidate,
    meta: { notifyError: false },
  });
}

export function useUpdateSimSlot() {
  const invalidate = useInvalidateSlots();
  return useMutation({
    mutationFn: (input: UpdateSimSlotInput) => apiPost<SimSlot>("sim/update_sim_slot", input),
    onSuccess: invalidate,
    meta: { notifyError: false },
  });
}

export function useDeleteSimSlot() {
  const invalidate = useInvalidateSlots();
  return useMutation({
    mutationFn: (id: number) => apiPost<null>("sim/delete_sim_slot", { id }),
    onSuccess: invalidate,
  });
}
