import type { Language } from "../constants";

type Words = Record<Language, string>;
type NumberedWords = Record<Language, Record<number, string>>;

/**
 * What a history row's action says, by action; `{status}` is the status the row set. The screens'
 * words (the audit trail's actions); an upload names who uploaded, as the spec names the stages.
 */
export const HISTORY_ACTION_NAMES: Record<string, Words> = {
  activate: { en: "Activated", vi: "Kích hoạt" },
  approve: { en: "Approved", vi: "Phê duyệt" },
  approve_result: { en: "Result approved", vi: "Phê duyệt kết quả" },
  change_after_approval: { en: "Changed after approval", vi: "Sửa sau khi phê duyệt" },
  clean_up: { en: "Cleaned up", vi: "Dọn dữ liệu" },
  commit: { en: "Import committed", vi: "Ghi dữ liệu nhập" },
  create: { en: "Created", vi: "Tạo" },
  deactivate: { en: "Deactivated", vi: "Ngừng kích hoạt" },
  delete: { en: "Deleted", vi: "Xóa" },
  download: { en: "Downloaded", vi: "Tải xuống" },
  end: { en: "Session ended", vi: "Kết thúc phiên đăng nhập" },
  end_all: { en: "All sessions ended", vi: "Kết thúc mọi phiên đăng nhập" },
  finish_elearning: { en: "Finished e-learning", vi: "Hoàn thành e-learning" },
  import: { en: "Imported", vi: "Nhập" },
  import_undo: { en: "Import undone", vi: "Hoàn tác lần nhập" },
  purge: { en: "Purged for good", vi: "Xóa hẳn" },
  read_documents: { en: "Confirmed reading the documents", vi: "Xác nhận đã đọc tài liệu" },
  reject: { en: "Rejected", vi: "Từ chối" },
  replace: { en: "Replaced", vi: "Thay thế" },
  retry: { en: "Retried sending", vi: "Gửi lại" },
  set_caav_status: { en: "CAAV status set to {status}", vi: "Đặt trạng thái CAAV: {status}" },
  set_downloaded_flag: { en: "Marked downloaded", vi: "Đánh dấu đã tải" },
  set_status: { en: "Status set to {status}", vi: "Đặt trạng thái: {status}" },
  sign_in: { en: "Signed in", vi: "Đăng nhập" },
  sign_in_refused: { en: "Sign-in refused", vi: "Từ chối đăng nhập" },
  submit: { en: "Submitted", vi: "Nộp" },
  submit_caav_instructor: { en: "Submitted CAAV form (instructor)", vi: "Nộp biểu mẫu CAAV (giáo viên)" },
  submit_caav_pilot: { en: "Submitted CAAV form (pilot)", vi: "Nộp biểu mẫu CAAV (phi công)" },
  submit_first: { en: "Submitted (pilot)", vi: "Đã nộp (phi công)" },
  submit_second: { en: "Submitted (instructor A)", vi: "Đã nộp (giáo viên A)" },
  submit_third: { en: "Submitted (instructor B)", vi: "Đã nộp (giáo viên B)" },
  undo: { en: "Import undone", vi: "Hoàn tác lần nhập" },
  update: { en: "Changed", vi: "Sửa" },
};

/** An action whose words differ for one record kind (a line check or line training has one instructor). */
export const HISTORY_ACTION_NAMES_OF: Record<string, Record<string, Words>> = {
  line_check: { submit_second: { en: "Submitted (instructor)", vi: "Đã nộp (giáo viên)" } },
  line_training: { submit_second: { en: "Submitted (instructor)", vi: "Đã nộp (giáo viên)" } },
};

/** A status change whose new status is not known (a row written before statuses were numbers). */
export const STATUS_CHANGED: Record<"status" | "caav", Words> = {
  status: { en: "Status changed", vi: "Đổi trạng thái" },
  caav: { en: "CAAV status changed", vi: "Đổi trạng thái CAAV" },
};

/** An action the history holds that these tables do not name yet. */
export const UNKNOWN_ACTION: Words = { en: "Recorded", vi: "Ghi nhận" };

const TRAINING_RECORD_STATUS: NumberedWords = {
  en: { 0: "Awaiting approval", 1: "Approved" },
  vi: { 0: "Chờ phê duyệt", 1: "Đã phê duyệt" },
};
const SIM_FORM_STATUS: NumberedWords = {
  en: {
    1: "Initial",
    2: "Pilot Submitted",
    3: "Instructor A Submitted",
    4: "Instructor B Submitted",
    5: "Completed",
    6: "Failed",
  },
  vi: {
    1: "Khởi tạo",
    2: "Phi công đã nộp",
    3: "Giáo viên A đã nộp",
    4: "Giáo viên B đã nộp",
    5: "Hoàn thành",
    6: "Không đạt",
  },
};
const CAAV_STATUS: NumberedWords = {
  en: { 1: "Initial", 2: "Pilot Submitted", 3: "Instructor Submitted" },
  vi: { 1: "Khởi tạo", 2: "Phi công đã nộp", 3: "Giáo viên đã nộp" },
};
const LINE_CHECK_STATUS: NumberedWords = {
  en: { 1: "Initial", 2: "Pilot Submitted", 3: "Instructor Submitted", 4: "Completed" },
  vi: { 1: "Khởi tạo", 2: "Phi công đã nộp", 3: "Giáo viên đã nộp", 4: "Hoàn thành" },
};
const LINE_TRAINING_STATUS: NumberedWords = {
  en: { 1: "Pilot Submit", 2: "Instructor submit (on training)", 3: "Completed" },
  vi: { 1: "Phi công nộp", 2: "Giáo viên nộp (đang huấn luyện)", 3: "Hoàn thành" },
};

/**
 * The spec's status names of each record kind (part1 §4, part2 §4), as the screens show them: the
 * `status` of a row of that kind.
 */
export const HISTORY_STATUS_NAMES: Record<string, NumberedWords> = {
  training_flight: TRAINING_RECORD_STATUS,
  base_training: TRAINING_RECORD_STATUS,
  theory_test: TRAINING_RECORD_STATUS,
  progress_theory: TRAINING_RECORD_STATUS,
  sim_form: SIM_FORM_STATUS,
  sim_caav_form: CAAV_STATUS,
  sim_elearning: {
    en: { 0: "Not completed", 1: "Completed" },
    vi: { 0: "Chưa hoàn thành", 1: "Đã hoàn thành" },
  },
  line_check: LINE_CHECK_STATUS,
  line_check_documents: {
    en: { 0: "Not read", 1: "Read" },
    vi: { 0: "Chưa đọc", 1: "Đã đọc" },
  },
  line_training: LINE_TRAINING_STATUS,
  pilot: { en: { 0: "Inactive", 1: "Active" }, vi: { 0: "Ngừng hoạt động", 1: "Đang hoạt động" } },
  mail_outbox: {
    en: { 1: "Waiting", 2: "Sending", 3: "Sent", 4: "Failed" },
    vi: { 1: "Đang chờ", 2: "Đang gửi", 3: "Đã gửi", 4: "Gửi lỗi" },
  },
};

/** Fields other than `status` that hold a status or a coded value, named the same in every record kind. */
export const HISTORY_CODED_VALUES: Record<string, NumberedWords> = {
  form_status: SIM_FORM_STATUS,
  line_check_status: LINE_CHECK_STATUS,
  caav_form_status: CAAV_STATUS,
  downloaded_flag: { en: { 1: "No", 2: "Yes" }, vi: { 1: "Chưa", 2: "Đã tải" } },
  pilot_order: {
    en: { 1: "First pilot", 2: "Second pilot" },
    vi: { 1: "Phi công thứ nhất", 2: "Phi công thứ hai" },
  },
  form_order: {
    en: { 1: "Pilot form", 2: "Instructor form", 3: "Instructor B form" },
    vi: { 1: "Biểu mẫu phi công", 2: "Biểu mẫu giáo viên", 3: "Biểu mẫu giáo viên B" },
  },
  autoland_result: { en: { 0: "Failed", 1: "Success" }, vi: { 0: "Không thành công", 1: "Thành công" } },
};

/** Text values the history keeps as codes (a sector by day or night, how a SIM session was created). */
export const HISTORY_TEXT_VALUES: Record<string, Record<Language, Record<string, string>>> = {
  method: {
    en: { password: "Password", oidc: "Organisation account", passkey: "Passkey" },
    vi: { password: "Mật khẩu", oidc: "Tài khoản tổ chức", passkey: "Khóa truy cập (passkey)" },
  },
  night_or_day: { en: { DAY: "Day", NIGHT: "Night" }, vi: { DAY: "Ngày", NIGHT: "Đêm" } },
  source: {
    en: {
      create_sim: "Created on its own",
      create_monthly_sim: "Monthly entry",
      create_sim_from_excel: "Excel file",
    },
    vi: {
      create_sim: "Tạo riêng",
      create_monthly_sim: "Nhập theo tháng",
      create_sim_from_excel: "Tệp Excel",
    },
  },
};

/** Flags that read as more than yes or no: [true, false]. */
export const HISTORY_FLAG_VALUES: Record<string, Record<Language, [string, string]>> = {
  result: { en: ["Passed", "Failed"], vi: ["Đạt", "Không đạt"] },
};

/** Fields that hold a drawn signature: whether it was signed is what a reader needs. */
export const HISTORY_SIGNATURE_FIELDS = new Set(["instructor_signature", "trainee_signature"]);
export const HISTORY_SIGNED: Record<Language, string> = { en: "Signed", vi: "Đã ký" };

/** Yes and no, for a field that holds a flag. */
export const HISTORY_YES_NO: Record<Language, { yes: string; no: string }> = {
  en: { yes: "Yes", no: "No" },
  vi: { yes: "Có", no: "Không" },
};

/**
 * Every field the history keeps, by its snake_case name (a camelCase key is read as its snake_case
 * twin), with the label the record's screen gives it; the 16 criteria of a training flight are named
 * by CRITERION_NAMES.
 */
export const HISTORY_FIELD_LABELS: Record<string, Words> = {
  abnormal_handling_procedure: { en: "Abnormal handling procedure", vi: "Quy trình xử lý bất thường" },
  ac_expired_date: { en: "Aircraft expiry", vi: "Hạn trên tàu bay" },
  ac_handling: { en: "Aircraft handling", vi: "Điều khiển tàu bay" },
  account: { en: "Account", vi: "Tài khoản" },
  after: { en: "After", vi: "Sau" },
  after_approval: { en: "Changed after the trainee approved", vi: "Sửa sau khi học viên phê duyệt" },
  aircraft_limitations: { en: "Aircraft limitations", vi: "Giới hạn tàu bay" },
  aircraft_registration: { en: "Aircraft registration", vi: "Số đăng ký tàu bay" },
  aircraft_systems: { en: "Aircraft systems", vi: "Hệ thống tàu bay" },
  airport: { en: "Airport", vi: "Sân bay" },
  airway_manuals: { en: "Airway manuals", vi: "Tài liệu đường bay (Airway manuals)" },
  approved_at: { en: "Approved at", vi: "Thời điểm phê duyệt" },
  approved_by: { en: "Approved by", vi: "Người phê duyệt" },
  attempts: { en: "Tries", vi: "Số lần gửi" },
  autoland_at: { en: "Autoland at", vi: "Hạ cánh tự động tại" },
  autoland_result: { en: "Autoland result", vi: "Kết quả hạ cánh tự động" },
  autoland_runway: { en: "Runway", vi: "Đường cất hạ cánh" },
  before: { en: "Before", vi: "Trước" },
  caav_form_status: { en: "CAAV form status", vi: "Trạng thái biểu mẫu CAAV" },
  cfp_decode: { en: "CFP decode", vi: "Đọc hiểu CFP" },
  changes: { en: "Changes", vi: "Thay đổi" },
  chains: { en: "Record histories", vi: "Số chuỗi lịch sử hồ sơ" },
  check_comments: { en: "Check comments", vi: "Nhận xét kiểm tra" },
  check_overall_performance: { en: "Overall performance", vi: "Đánh giá chung" },
  check_report_file: { en: "Flight check report (PDF)", vi: "Báo cáo kiểm tra (PDF)" },
  circuit: { en: "Circuit", vi: "Vòng lượn" },
  comment: { en: "Comment", vi: "Nhận xét" },
  comments: { en: "Comments", vi: "Nhận xét" },
  content: { en: "Content", vi: "Nội dung" },
  created_at: { en: "Created at", vi: "Thời điểm tạo" },
  created_by: { en: "Created by", vi: "Người tạo" },
  crew_code: { en: "Crew code", vi: "Mã tổ bay" },
  criteria: { en: "Assessment criteria", vi: "Tiêu chí đánh giá" },
  cruise_descent_approach: { en: "Cruise, descent and approach", vi: "Bay bằng, giảm độ cao và tiếp cận" },
  date_of_flight: { en: "Date of flight", vi: "Ngày bay" },
  date_of_occurence: { en: "Date of occurrence", vi: "Ngày xảy ra" },
  date_of_sector: { en: "Date", vi: "Ngày" },
  date_of_test: { en: "Date of test", vi: "Ngày kiểm tra" },
  dates: { en: "Recency dates", vi: "Các ngày hiệu lực" },
  departure: { en: "Departure", vi: "Nơi đi" },
  destination: { en: "Destination", vi: "Nơi đến" },
  document_name: { en: "Document name", vi: "Tên tài liệu" },
  downloaded_flag: { en: "Downloaded", vi: "Đã tải" },
  email: { en: "Email", vi: "Email" },
  emergency_equipment: { en: "Emergency equipment", vi: "Thiết bị khẩn cấp" },
  end: { en: "End", vi: "Kết thúc" },
  file: { en: "File", vi: "Tệp" },
  file_ids: { en: "Files kept", vi: "Tệp giữ lại" },
  file_sha256: { en: "File SHA-256", vi: "SHA-256 của tệp" },
  files: { en: "Files", vi: "Tệp" },
  files_added: { en: "Files added", vi: "Tệp thêm vào" },
  files_removed: { en: "Files removed", vi: "Tệp đã gỡ" },
  first_pilot_crew_code: { en: "First pilot", vi: "Phi công thứ nhất" },
  fleet: { en: "Fleet", vi: "Đội bay" },
  flight_date: { en: "Flight date", vi: "Ngày bay" },
  flight_number: { en: "Flight number", vi: "Số hiệu chuyến bay" },
  flight_time: { en: "Flight time (h)", vi: "Thời gian bay (giờ)" },
  flight_type: { en: "Flight type", vi: "Loại chuyến bay" },
  flights: { en: "Flights", vi: "Chuyến bay" },
  fom: { en: "FOM", vi: "FOM" },
  fons_special_checklists: { en: "FONS special checklists", vi: "Danh mục kiểm tra đặc biệt FONS" },
  form_order: { en: "Form", vi: "Biểu mẫu" },
  form_status: { en: "Form status", vi: "Trạng thái biểu mẫu" },
  forms: { en: "Forms", vi: "Biểu mẫu" },
  full_name: { en: "Full name", vi: "Họ và tên" },
  full_stop: { en: "Full stop", vi: "Hạ cánh dừng hẳn" },
  general_aviation_knowledge: { en: "General aviation knowledge", vi: "Kiến thức hàng không chung" },
  go_around: { en: "Go-around", vi: "Bay lại (go-around)" },
  grounded: { en: "Grounded", vi: "Tạm dừng bay" },
  history_rows: { en: "History entries", vi: "Dòng lịch sử" },
  id: { en: "Number", vi: "Số" },
  instructor_crew_code: { en: "Instructor crew code", vi: "Mã tổ bay giáo viên" },
  instructor_id: { en: "Instructor account", vi: "Tài khoản giáo viên" },
  instructor_name: { en: "Instructor", vi: "Giáo viên" },
  instructor_signature: { en: "Instructor signature", vi: "Chữ ký giáo viên" },
  ip: { en: "IP address", vi: "Địa chỉ IP" },
  key: { en: "File", vi: "Tệp" },
  landing: { en: "Landing", vi: "Hạ cánh" },
  ldg_number: { en: "Number of LDG", vi: "Số lần LDG" },
  license_number: { en: "Licence number", vi: "Số giấy phép" },
  limitations: { en: "Limitations", vi: "Giới hạn khai thác" },
  line_check_date: { en: "Line check date", vi: "Ngày kiểm tra tuyến" },
  line_check_sectors: { en: "Sectors", vi: "Chặng bay" },
  line_check_status: { en: "Status", vi: "Trạng thái" },
  line_training_type: { en: "Training type", vi: "Loại huấn luyện" },
  mel_cdl: { en: "MEL/CDL", vi: "MEL/CDL" },
  memory_items: { en: "Memory items", vi: "Các mục ghi nhớ" },
  metar_taf_sigmet_wxchart: {
    en: "METAR, TAF, SIGMET, weather chart",
    vi: "METAR, TAF, SIGMET, bản đồ thời tiết",
  },
  method: { en: "Signed in with", vi: "Đăng nhập bằng" },
  min_score: { en: "Lowest score", vi: "Điểm thấp nhất" },
  minus_point: { en: "Minus point", vi: "Điểm trừ" },
  minus_point_total: { en: "Total minus point", vi: "Tổng điểm trừ" },
  mime: { en: "File type", vi: "Loại tệp" },
  name: { en: "Name", vi: "Tên" },
  name_position: { en: "Position", vi: "Chức danh" },
  night_or_day: { en: "Day / night", vi: "Ngày / đêm" },
  note: { en: "Note", vi: "Ghi chú" },
  notice_to_next_instructor: { en: "Notice to next instructor", vi: "Lưu ý cho giáo viên kế tiếp" },
  number_of_sector: { en: "Number of sectors", vi: "Số chặng bay" },
  occurred_at: { en: "Date of occurrence", vi: "Ngày xảy ra" },
  others_criteria: { en: "Other criteria", vi: "Tiêu chí khác" },
  others_point: { en: "Point", vi: "Điểm" },
  overall_performance: { en: "Overall performance", vi: "Đánh giá chung" },
  performance_flysmart_efb: { en: "Performance (FlySmart EFB)", vi: "Tính năng bay (FlySmart EFB)" },
  pf_pm: { en: "PF / PM", vi: "PF / PM" },
  phase_normal_comments: { en: "Normal progress comments", vi: "Nhận xét tiến độ bình thường" },
  phase_normal_progress: { en: "Normal progress", vi: "Tiến độ bình thường" },
  phase_report_file: { en: "Phase report (PDF)", vi: "Báo cáo giai đoạn (PDF)" },
  phase_special_comments: { en: "Special requirements comments", vi: "Nhận xét yêu cầu đặc biệt" },
  phase_special_requirements: { en: "Special requirements", vi: "Yêu cầu đặc biệt" },
  pilot_crew_code: { en: "Crew code", vi: "Mã tổ bay" },
  pilot_id: { en: "Pilot", vi: "Phi công" },
  pilot_name: { en: "Pilot name", vi: "Tên phi công" },
  pilot_order: { en: "Pilot", vi: "Phi công" },
  pilots: { en: "Pilots (minus point)", vi: "Phi công (điểm trừ)" },
  planning_minima: { en: "Planning minima", vi: "Tiêu chuẩn tối thiểu khi lập kế hoạch" },
  position: { en: "Position", vi: "Thứ tự" },
  pre_departure_and_post_flight: {
    en: "Pre-departure and post-flight",
    vi: "Trước khởi hành và sau chuyến bay",
  },
  previous_sim_date: { en: "Previous SIM date", vi: "Ngày SIM trước đó" },
  radio_telephony_vhf_hf_comm: {
    en: "Radio telephony (VHF/HF communication)",
    vi: "Thoại vô tuyến (liên lạc VHF/HF)",
  },
  reason: { en: "Reason", vi: "Lý do" },
  recency_date: { en: "Recency date", vi: "Ngày hết hiệu lực" },
  recommendation: { en: "Recommendation", vi: "Đề xuất" },
  recommendation_value: { en: "Recommendation details", vi: "Nội dung đề xuất" },
  records: { en: "Records", vi: "Hồ sơ" },
  replaced: { en: "Replaced file", vi: "Tệp bị thay thế" },
  report_file: { en: "Report file (PDF)", vi: "Tệp báo cáo (PDF)" },
  report_id: { en: "Report", vi: "Báo cáo" },
  report_sha256: { en: "Report SHA-256", vi: "SHA-256 của báo cáo" },
  result: { en: "Result", vi: "Kết quả" },
  retention_years: { en: "Kept for (years)", vi: "Thời gian lưu (năm)" },
  routes: { en: "Routes", vi: "Chặng bay" },
  score: { en: "Score", vi: "Điểm" },
  second_pilot_crew_code: { en: "Second pilot", vi: "Phi công thứ hai" },
  sector: { en: "Sector", vi: "Chặng bay" },
  sectors: { en: "Sectors", vi: "Chặng bay" },
  sessions_ended: { en: "Sessions ended", vi: "Số phiên đã kết thúc" },
  sessiona_date_time: { en: "Session A date and time", vi: "Ngày giờ buổi A" },
  sessiona_place: { en: "Session A place", vi: "Địa điểm buổi A" },
  sessionb_date_time: { en: "Session B date and time", vi: "Ngày giờ buổi B" },
  sessionb_place: { en: "Session B place", vi: "Địa điểm buổi B" },
  sha256: { en: "SHA-256", vi: "SHA-256" },
  sim_date: { en: "SIM date", vi: "Ngày SIM" },
  sim_expired_date: { en: "SIM expiry", vi: "Hạn SIM" },
  sim_month: { en: "Month", vi: "Tháng" },
  sima_instructor_crew_code: { en: "SIM-A instructor", vi: "Giáo viên SIM-A" },
  simb_instructor_crew_code: { en: "SIM-B instructor", vi: "Giáo viên SIM-B" },
  size: { en: "Size (bytes)", vi: "Dung lượng (byte)" },
  slot: { en: "Slot", vi: "Ca" },
  source: { en: "Created from", vi: "Tạo từ" },
  sops: { en: "SOPs", vi: "SOPs" },
  special_remark: { en: "Special remark", vi: "Ghi chú đặc biệt" },
  standard_callouts: { en: "Standard callouts", vi: "Khẩu lệnh tiêu chuẩn" },
  start: { en: "Start", vi: "Bắt đầu" },
  start_date: { en: "Start date", vi: "Ngày bắt đầu" },
  status: { en: "Status", vi: "Trạng thái" },
  submissions: { en: "Submissions", vi: "Số lần nộp" },
  submitted: { en: "Submitted", vi: "Đã gửi" },
  task_sharing: { en: "Task sharing", vi: "Phân công nhiệm vụ" },
  to_ga_clb: { en: "Takeoff, go-around and climb", vi: "Cất cánh, bay lại và lấy độ cao" },
  to_number: { en: "Number of TO", vi: "Số lần TO" },
  touch_and_go: { en: "Touch-and-go", vi: "Chạm và bay tiếp (touch-and-go)" },
  trainee_approval: { en: "Trainee approval", vi: "Học viên phê duyệt" },
  trainee_signature: { en: "Trainee signature", vi: "Chữ ký học viên" },
  training_type: { en: "Training type", vi: "Loại huấn luyện" },
  type: { en: "Type (fleet)", vi: "Loại (đội bay)" },
  updated_at: { en: "Changed at", vi: "Thời điểm sửa" },
  uploaded_at: { en: "Uploaded at", vi: "Thời điểm tải lên" },
  uploaded_by: { en: "Uploaded by", vi: "Người tải lên" },
  url: { en: "File", vi: "Tệp" },
  user_agent: { en: "Browser", vi: "Trình duyệt" },
};
