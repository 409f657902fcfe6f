import { isSimSlotType, PAGE_SIZES, type SimSlotType } from "@trms/shared";
import type { FilterCodec, ListConfig } from "../../components/list/list-address";

export interface SimSlotFilters {
  type: SimSlotType | null;
}

const simSlotFilterCodec: FilterCodec<SimSlotFilters> = {
  defaults: { type: null },
  keys: ["type"],
  read: (params) => {
    const type = Number(params.get("type"));
    return { type: isSimSlotType(type) ? type : null };
  },
  write: (filters): Record<string, string> => (filters.type ? { type: String(filters.type) } : {}),
  count: (filters) => (filters.type ? 1 : 0),
};

/** Timetable order (fleet, start, label) only: the slot list is a timetable, not a sortable table. */
export const SIM_SLOT_LIST: ListConfig<SimSlotFilters> = {
  defaultPageSize: 25,
  pageSizes: PAGE_SIZES,
  sortKeys: [],
  defaultSort: { key: null, order: "+" },
  filters: simSlotFilterCodec,
};
