import type { Language } from "../constants";
import type { LedgerValidity } from "./schemas";

/** Each validity's name, one wording for the alert mails and the ledger's Excel export. */
export const VALIDITY_NAMES = {
  to_ldg: { en: "TO/LDG recency", vi: "Cất/hạ cánh gần đây" },
  sim: { en: "SIM proficiency check", vi: "Kiểm tra SIM định kỳ" },
  elearning: { en: "E-learning", vi: "E-learning" },
  line_check: { en: "Line check", vi: "Kiểm tra tuyến" },
} as const satisfies Record<LedgerValidity, Record<Language, string>>;

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

/** The expiry alert mails: the pilot's own alert and the fleet manager's summary. */
export const expiryAlertMessages = {
  expiry_alert_validity_to_ldg: VALIDITY_NAMES.to_ldg,
  expiry_alert_validity_sim: VALIDITY_NAMES.sim,
  expiry_alert_validity_elearning: VALIDITY_NAMES.elearning,
  expiry_alert_validity_line_check: VALIDITY_NAMES.line_check,
  expiry_alert_until: { en: "valid until {date}", vi: "hiệu lực đến {date}" },
  expiry_alert_due: { en: "to be completed by {date}", vi: "cần hoàn thành chậm nhất ngày {date}" },
  expiry_alert_days_left: { en: "{days} days left", vi: "còn {days} ngày" },
  expiry_alert_day_left: { en: "1 day left", vi: "còn 1 ngày" },
  expiry_alert_last_day: { en: "today is the last day", vi: "hôm nay là ngày cuối cùng" },
  expiry_alert_line: { en: "- {validity}: {when} ({left})", vi: "- {validity}: {when} ({left})" },
  expiry_alert_pilot_subject: {
    en: "Expiring soon: your {validity}, {when}",
    vi: "Sắp hết hạn: {validity} của bạn, {when}",
  },
  expiry_alert_pilot_body: {
    en: "Hello {name},\n\nThese validities of yours end soon:\n\n{lines}\n\nPlease arrange the check or training that renews them with your training department before they end.\n\nTraining Record Management System: {link}",
    vi: "Xin chào {name},\n\nCác hiệu lực sau của bạn sắp hết hạn:\n\n{lines}\n\nVui lòng liên hệ phòng huấn luyện để sắp xếp kiểm tra hoặc huấn luyện gia hạn trước khi hết hạn.\n\nHệ thống Quản lý Hồ sơ Huấn luyện: {link}",
  },
  expiry_alert_digest_line: {
    en: "{mark}{crew_code} {pilot}, {validity}: {when} ({left})",
    vi: "{mark}{crew_code} {pilot}, {validity}: {when} ({left})",
  },
  expiry_alert_digest_subject: {
    en: "Validities ending within 30 days: {count} pilots ({scope})",
    vi: "Hiệu lực hết hạn trong 30 ngày: {count} phi công ({scope})",
  },
  expiry_alert_digest_body: {
    en: "Hello {name},\n\nThese validities of pilots of {scope} end within 30 days, soonest first. Lines marked * are new since your last summary.\n\n{lines}\n\nOpen the ledger: {link}",
    vi: "Xin chào {name},\n\nCác hiệu lực sau của phi công thuộc {scope} hết hạn trong 30 ngày tới, sớm nhất trước. Dòng có dấu * là mới kể từ bản tổng hợp trước.\n\n{lines}\n\nMở bảng theo dõi hiệu lực: {link}",
  },
  expiry_alert_scope_fleet: { en: "fleet {fleet}", vi: "đội bay {fleet}" },
  expiry_alert_scope_all: { en: "all fleets", vi: "tất cả đội bay" },
} as const;
