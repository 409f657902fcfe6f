import { AUDIT_PAGE_SIZES, AUDIT_RECORD_KINDS } from "@trms/shared";
import { type DateRange, dateRangeCodec, NO_DATE_RANGE } from "../../components/list/date-range";
import type { FilterCodec, ListConfig } from "../../components/list/list-address";

/** The audit list's filters in the address; "" is not set. */
export interface AuditFilters extends DateRange {
  actor_id: string;
  actor_name: string;
  entity: string;
}

export const DEFAULT_AUDIT_FILTERS: AuditFilters = {
  actor_id: "",
  actor_name: "",
  entity: "",
  ...NO_DATE_RANGE,
};

const KEYS = ["actor_id", "actor_name", "entity"] as const;

const auditFilterCodec: FilterCodec<AuditFilters> = {
  defaults: DEFAULT_AUDIT_FILTERS,
  keys: [...KEYS, ...dateRangeCodec.keys],
  read: (params) => {
    const actor = params.get("actor_id") ?? "";
    const entity = params.get("entity") ?? "";
    const actorOk = /^\d{1,9}$/.test(actor);
    return {
      actor_id: actorOk ? actor : "",
      actor_name: actorOk ? (params.get("actor_name") ?? "").slice(0, 200) : "",
      entity: (AUDIT_RECORD_KINDS as readonly string[]).includes(entity) ? entity : "",
      ...dateRangeCodec.read(params),
    };
  },
  write: (filters) => ({
    ...Object.fromEntries(KEYS.filter((key) => filters[key]).map((key) => [key, filters[key]])),
    ...dateRangeCodec.write(filters),
  }),
  count: (filters) =>
    (["actor_id", "entity"] as const).filter((key) => filters[key]).length + dateRangeCodec.count(filters),
};

export const AUDIT_LIST: ListConfig<AuditFilters> = {
  defaultPageSize: 25,
  pageSizes: AUDIT_PAGE_SIZES,
  sortKeys: [],
  defaultSort: { key: null, order: "-" },
  filters: auditFilterCodec,
};
