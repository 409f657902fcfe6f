import { AUDIT_PAGE_SIZES, AUDIT_RECORD_KINDS } from "@trms/shared";
import type { FilterCodec, ListConfig } from "../../components/list/list-address";

/** The audit list's filters in the address; "" is not set. */
export interface AuditFilters {
  actor_id: string;
  actor_name: string;
  entity: string;
  start_date: string;
  end_date: string;
}

export const DEFAULT_AUDIT_FILTERS: AuditFilters = {
  actor_id: "",
  actor_name: "",
  entity: "",
  start_date: "",
  end_date: "",
};

const KEYS = ["actor_id", "actor_name", "entity", "start_date", "end_date"] as const;
const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value));

const auditFilterCodec: FilterCodec<AuditFilters> = {
  defaults: DEFAULT_AUDIT_FILTERS,
  keys: KEYS,
  read: (params) => {
    const actor = params.get("actor_id") ?? "";
    const entity = params.get("entity") ?? "";
    const start = params.get("start_date") ?? "";
    const end = params.get("end_date") ?? "";
    const actorOk = /^\d{1,9}$/.test(actor);
    return {
      actor_id: actorOk ? actor : "",
      actor_name: actorOk ? (params.get("actor_name") ?? "").slice(0, 200) : "",
      entity: (AUDIT_RECORD_KINDS as readonly string[]).includes(entity) ? entity : "",
      start_date: isDay(start) ? start : "",
      end_date: isDay(end) ? end : "",
    };
  },
  write: (filters) =>
    Object.fromEntries(KEYS.filter((key) => filters[key]).map((key) => [key, filters[key]])),
  count: (filters) =>
    (["actor_id", "entity", "start_date", "end_date"] as const).filter((k) => filters[k]).length,
};

export const AUDIT_LIST: ListConfig<AuditFilters> = {
  defaultPageSize: 25,
  pageSizes: AUDIT_PAGE_SIZES,
  sortKeys: [],
  defaultSort: { key: null, order: "-" },
  filters: auditFilterCodec,
};
