import type {
  Language,
  LedgerValidity,
  TrainingFileApproval,
  TrainingFileKind,
  ValidityState,
} from "@trms/shared";

interface FileWords {
  title: string;
  exported: string;
  page: string;
  identity: string;
  crew_code: string;
  full_name: string;
  fleet: string;
  fleet_position: string;
  caav_number: string;
  base: string;
  date_of_birth: string;
  joining_date: string;
  active: string;
  inactive: string;
  validities: string;
  validity_col: string;
  state_col: string;
  until_col: string;
  records: string;
  records_count: string;
  no_records: string;
  status: string;
  approval: string;
  approved_at: string;
  instructor: string;
  result: string;
  passed: string;
  failed: string;
  score: string;
  minus_point: string;
  audit: string;
  no_audit: string;
  system: string;
  more: string;
  /** After the kind of a record a history import wrote. */
  imported: string;
  kinds: Record<TrainingFileKind, string>;
  approvals: Record<TrainingFileApproval, string>;
  validity: Record<LedgerValidity, string>;
  state: Record<ValidityState, string>;
}

/** The training file's words in both languages (the caller's Accept-Language picks one). */
export const FILE_TEXT: Record<Language, FileWords> = {
  en: {
    title: "PILOT TRAINING FILE",
    exported: "Exported on {date} by {name}",
    page: "Training file {crew} · page {page}",
    identity: "Pilot",
    crew_code: "Crew code",
    full_name: "Full name",
    fleet: "Fleet",
    fleet_position: "Fleet position",
    caav_number: "CAAV licence",
    base: "Base",
    date_of_birth: "Date of birth",
    joining_date: "Joining date",
    active: "Active",
    inactive: "Inactive",
    validities: "Validities on {date}",
    validity_col: "Validity",
    state_col: "State",
    until_col: "Valid until",
    records: "Records in time order",
    records_count: "{count} records",
    no_records: "No training records.",
    status: "Status",
    approval: "Approval",
    approved_at: "approved {date}",
    instructor: "Instructor",
    result: "Result",
    passed: "Passed",
    failed: "Failed",
    score: "Overall {score}/5",
    minus_point: "Minus point: {score} pt",
    audit: "Audit trail",
    no_audit: "No audit rows.",
    system: "System",
    more: "… and {count} more",
    imported: "(imported)",
    kinds: {
      training_flight: "Training flight",
      base_training: "Base training",
      theory_test: "Theory test",
      progress_theory: "Progress theory",
      sim_form: "SIM form",
      line_check: "Line check",
      line_training: "Line training",
      event_report: "Event report",
    },
    approvals: { approved: "Approved", pending: "Pending", failed: "Failed" },
    validity: {
      to_ldg: "TO/LDG recency",
      sim: "SIM check",
      elearning: "E-learning",
      line_check: "Line check",
    },
    state: { valid: "Valid", expiring: "Expiring", expired: "Expired", never: "Never" },
  },
  vi: {
    title: "HỒ SƠ HUẤN LUYỆN PHI CÔNG",
    exported: "Xuất ngày {date} bởi {name}",
    page: "Hồ sơ huấn luyện {crew} · trang {page}",
    identity: "Phi công",
    crew_code: "Mã phi công",
    full_name: "Họ và tên",
    fleet: "Đội bay",
    fleet_position: "Chức danh đội bay",
    caav_number: "Giấy phép CAAV",
    base: "Căn cứ",
    date_of_birth: "Ngày sinh",
    joining_date: "Ngày vào công ty",
    active: "Đang hoạt động",
    inactive: "Ngừng hoạt động",
    validities: "Hiệu lực ngày {date}",
    validity_col: "Hiệu lực",
    state_col: "Tình trạng",
    until_col: "Hiệu lực đến",
    records: "Hồ sơ theo thời gian",
    records_count: "{count} bản ghi",
    no_records: "Chưa có hồ sơ huấn luyện.",
    status: "Trạng thái",
    approval: "Phê duyệt",
    approved_at: "phê duyệt {date}",
    instructor: "Giáo viên",
    result: "Kết quả",
    passed: "Đạt",
    failed: "Không đạt",
    score: "Tổng thể {score}/5",
    minus_point: "Điểm trừ: {score} điểm",
    audit: "Lịch sử thay đổi",
    no_audit: "Không có lịch sử.",
    system: "Hệ thống",
    more: "… và {count} mục khác",
    imported: "(nhập từ dữ liệu lịch sử)",
    kinds: {
      training_flight: "Chuyến bay huấn luyện",
      base_training: "Huấn luyện căn cứ",
      theory_test: "Kiểm tra lý thuyết",
      progress_theory: "Kiểm tra tiến độ (lý thuyết)",
      sim_form: "Biểu mẫu SIM",
      line_check: "Kiểm tra tuyến",
      line_training: "Huấn luyện tuyến",
      event_report: "Báo cáo sự kiện",
    },
    approvals: { approved: "Đã phê duyệt", pending: "Chờ phê duyệt", failed: "Không đạt" },
    validity: {
      to_ldg: "Cất/hạ cánh gần đây",
      sim: "Kiểm tra SIM",
      elearning: "E-learning",
      line_check: "Kiểm tra tuyến",
    },
    state: { valid: "Còn hiệu lực", expiring: "Sắp hết hạn", expired: "Hết hạn", never: "Chưa có" },
  },
};

/** The signed manifest of a pilot's whole-file ZIP. */
export const ARCHIVE_TEXT: Record<
  Language,
  { title: string; exported: string; count: string; explain: string }
> = {
  en: {
    title: "PILOT FILE MANIFEST",
    exported: "Exported on {at} by {by}",
    count: "{count} files in the archive, each with its SHA-256 and size:",
    explain:
      "Any file of the archive whose SHA-256 differs from the one listed here was changed after the export.",
  },
  vi: {
    title: "BẢNG KÊ HỒ SƠ PHI CÔNG",
    exported: "Xuất ngày {at} bởi {by}",
    count: "{count} tệp trong gói, mỗi tệp kèm SHA-256 và kích thước:",
    explain: "Tệp nào trong gói có SHA-256 khác với giá trị ghi ở đây đã bị thay đổi sau khi xuất.",
  },
};
