import { MAIL_KINDS, MAIL_OUTBOX_PAGE_SIZES, MailOutboxStatus } from "@trms/shared";
import type { FilterCodec, ListConfig } from "../../components/list/list-address";

/** The tabs of the outbox: every mail, or one state. */
export const MAIL_OUTBOX_TABS = [
  "",
  String(MailOutboxStatus.PENDING),
  String(MailOutboxStatus.FAILED),
  String(MailOutboxStatus.SENT),
] as const;

/** The outbox list's filters in the address; "" is not set. */
export interface MailOutboxFilters {
  status: string;
  kind: string;
}

const DEFAULTS: MailOutboxFilters = { status: "", kind: "" };

const codec: FilterCodec<MailOutboxFilters> = {
  defaults: DEFAULTS,
  keys: ["status", "kind"],
  read: (params) => {
    const status = params.get("status") ?? "";
    const kind = params.get("kind") ?? "";
    return {
      status: (MAIL_OUTBOX_TABS as readonly string[]).includes(status) ? status : "",
      kind: (MAIL_KINDS as readonly string[]).includes(kind) ? kind : "",
    };
  },
  write: (filters) =>
    Object.fromEntries(
      (["status", "kind"] as const).filter((key) => filters[key]).map((key) => [key, filters[key]]),
    ),
  count: (filters) => (filters.kind ? 1 : 0),
};

export const MAIL_OUTBOX_LIST: ListConfig<MailOutboxFilters> = {
  defaultPageSize: 25,
  pageSizes: MAIL_OUTBOX_PAGE_SIZES,
  sortKeys: [],
  defaultSort: { key: null, order: "-" },
  filters: codec,
};
