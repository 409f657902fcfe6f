import {
  DOCUMENT_FLEETS,
  DOCUMENT_TYPES,
  type DocumentFleet,
  type DocumentType,
  PAGE_SIZES,
  TRAINING_DOCUMENT_PAGE_SIZE,
  TRAINING_DOCUMENT_SORT_FIELDS,
} from "@trms/shared";
import type { FilterCodec, ListConfig } from "../../components/list/list-address";

/** The list's filters (part2 §2): by fleet and by training type; "" for any. */
export interface DocumentFilters {
  fleet: DocumentFleet | "";
  training_type: DocumentType | "";
}

export const NO_DOCUMENT_FILTERS: DocumentFilters = { fleet: "", training_type: "" };

const documentFilterCodec: FilterCodec<DocumentFilters> = {
  defaults: NO_DOCUMENT_FILTERS,
  keys: ["fleet", "training_type"],
  read: (params) => {
    const fleet = params.get("fleet") ?? "";
    const type = params.get("training_type");
    return {
      fleet: (DOCUMENT_FLEETS as readonly string[]).includes(fleet) ? (fleet as DocumentFleet) : "",
      training_type:
        type !== null && (DOCUMENT_TYPES as number[]).includes(Number(type)) && type !== ""
          ? (Number(type) as DocumentType)
          : "",
    };
  },
  write: (filters) => ({
    ...(filters.fleet ? { fleet: filters.fleet } : {}),
    ...(filters.training_type !== "" ? { training_type: String(filters.training_type) } : {}),
  }),
  count: (filters) => (filters.fleet ? 1 : 0) + (filters.training_type !== "" ? 1 : 0),
};

/** Newest start date first, 10 per page (part2 §9). */
export const DOCUMENT_LIST: ListConfig<DocumentFilters> = {
  defaultPageSize: TRAINING_DOCUMENT_PAGE_SIZE,
  pageSizes: PAGE_SIZES,
  sortKeys: TRAINING_DOCUMENT_SORT_FIELDS,
  defaultSort: { key: "start_date", order: "-" },
  filters: documentFilterCodec,
};
