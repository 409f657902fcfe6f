import type { Language } from "../constants";

/** What the inspector calls answer to wrong input. */
export const inspectorMessages = {
  inspector_scope_required: {
    en: "Choose the pilots or one fleet the inspector may read, not both",
    vi: "Chọn các phi công hoặc một đội bay mà thanh tra được xem, không chọn cả hai",
  },
  inspector_pilot_unknown: {
    en: "One of the chosen pilots does not exist",
    vi: "Một trong các phi công đã chọn không tồn tại",
  },
  inspector_unknown: {
    en: "This inspector account does not exist",
    vi: "Tài khoản thanh tra này không tồn tại",
  },
  inspector_window_end_before_start: {
    en: "The last day of access cannot be before its first day",
    vi: "Ngày cuối của quyền truy cập không được trước ngày đầu",
  },
  inspector_window_in_past: {
    en: "The last day of access has already passed",
    vi: "Ngày cuối của quyền truy cập đã qua",
  },
  inspector_window_too_long: {
    en: "An access window lasts at most one year",
    vi: "Khoảng thời gian truy cập tối đa là một năm",
  },
  inspector_access_ended: {
    en: "Your inspection access has not started yet or has ended",
    vi: "Quyền thanh tra của bạn chưa bắt đầu hoặc đã kết thúc",
  },
  inspector_grant_revoked: {
    en: "This grant has already been revoked",
    vi: "Quyền truy cập này đã bị thu hồi",
  },
} as const satisfies Record<string, Record<Language, string>>;
