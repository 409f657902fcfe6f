import type { Language } from "../constants";

/** Server messages of the ledger and the audit list. */
export const ledgerMessages = {
  ledger_days_too_many: {
    en: "Enter at most 366 days",
    vi: "Vui lòng nhập tối đa 366 ngày",
  },
  audit_kind_unknown: {
    en: "This record kind is not audited",
    vi: "Loại hồ sơ này không có lịch sử thay đổi",
  },
} as const satisfies Record<string, Record<Language, string>>;
