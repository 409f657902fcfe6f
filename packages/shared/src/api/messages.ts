import { analyticsMessages } from "../analytics/messages";
import { purgeMessages, verifyMessages } from "../audit/messages";
import { backupMessages } from "../backup/messages";
import type { Language } from "../constants";
import { documentVerificationMessages } from "../document-verification/messages";
import { historyImportMessages } from "../history-import/messages";
import { inspectorMessages } from "../inspector/messages";
import { expiryAlertMessages, ledgerMessages } from "../ledger/messages";
import { lineCheckMessages } from "../line-check/messages";
import { lineTrainingMessages } from "../line-training/messages";
import { mailOutboxMessages } from "../mail-outbox/messages";
import { simMessages } from "../sim/messages";
import { simFormMessages } from "../sim-form/messages";

/**
 * Messages the server sends back, keyed; the same keys appear in zod schemas so
 * a validation failure reads the same in the form and in the API reply.
 */
export const serverMessages = {
  alert_email_is_invalid: { en: "Email is invalid", vi: "Email không hợp lệ" },
  alert_email_is_required: { en: "Email is required", vi: "Vui lòng nhập email" },
  alert_password_is_required: { en: "Password is required", vi: "Vui lòng nhập mật khẩu" },
  alert_password_must_not_be_empty: {
    en: "Password must not be empty",
    vi: "Mật khẩu không được để trống",
  },
  alert_password_does_not_match: { en: "Passwords do not match", vi: "Mật khẩu không khớp" },
  alert_password_too_short: {
    en: "Password must have at least 8 characters",
    vi: "Mật khẩu phải có ít nhất 8 ký tự",
  },
  alert_password_too_long: {
    en: "Password must have at most 128 characters",
    vi: "Mật khẩu tối đa 128 ký tự",
  },
  field_required: { en: "This field is required", vi: "Trường này là bắt buộc" },
  field_invalid: { en: "This value is invalid", vi: "Giá trị không hợp lệ" },
  field_too_long: { en: "This value is too long", vi: "Giá trị quá dài" },
  field_too_short: { en: "This value is too short", vi: "Giá trị quá ngắn" },
  field_wrong_type: { en: "This value has the wrong type", vi: "Giá trị sai kiểu dữ liệu" },
  field_unknown: { en: "Unknown field", vi: "Trường không được hỗ trợ" },
  field_too_small: { en: "This value is too small", vi: "Giá trị quá nhỏ" },
  field_too_big: { en: "This value is too large", vi: "Giá trị quá lớn" },
  phone_number_invalid: {
    en: "A phone number has 8 to 16 characters: digits, spaces, +, - or ( )",
    vi: "Số điện thoại gồm 8 đến 16 ký tự: chữ số, khoảng trắng, +, - hoặc ( )",
  },
  identify_number_invalid: {
    en: "An ID card number has 9 or 12 digits",
    vi: "Số CMND/CCCD gồm 9 hoặc 12 chữ số",
  },
  passport_number_invalid: {
    en: "A passport number has 6 to 9 letters or digits",
    vi: "Số hộ chiếu gồm 6 đến 9 chữ cái hoặc chữ số",
  },
  fleet_required: { en: "Fleet is required", vi: "Vui lòng chọn đội bay" },
  function_required: { en: "Function is required", vi: "Vui lòng nhập chức năng" },
  email_taken: { en: "This email is already in use", vi: "Email này đã được sử dụng" },
  crew_code_taken: { en: "This crew code is already in use", vi: "Mã tổ bay này đã được sử dụng" },
  cannot_block_self: {
    en: "You cannot block your own account",
    vi: "Bạn không thể khóa tài khoản của chính mình",
  },
  required: { en: "Required", vi: "Bắt buộc" },
  alert_sector_required: { en: "Please enter at least 1 sector", vi: "Vui lòng nhập ít nhất 1 chặng bay" },
  alert_month_invalid: {
    en: "Choose a month written as YYYY-MM, for example 2026-03",
    vi: "Vui lòng chọn tháng theo dạng YYYY-MM, ví dụ 2026-03",
  },
  alert_report_required: { en: "Please select report file", vi: "Vui lòng chọn tệp báo cáo" },
  alert_date_of_flight_required: { en: "Please select date of flight", vi: "Vui lòng chọn ngày bay" },
  alert_date_of_test_required: { en: "Please select date of test", vi: "Vui lòng chọn ngày kiểm tra" },
  alert_comments_required: { en: "Please input comments", vi: "Vui lòng nhập nhận xét" },
  alert_instructor_required: { en: "Please select instructor", vi: "Vui lòng chọn giáo viên" },
  alert_result_required: { en: "Please select result", vi: "Vui lòng chọn kết quả" },
  alert_go_around_range: { en: "Go-around: choose 0 to 9", vi: "Số lần bay lại: chọn từ 0 đến 9" },
  alert_touch_and_go_range: {
    en: "Touch-and-go: choose 0 to 9",
    vi: "Số lần chạm và bay tiếp: chọn từ 0 đến 9",
  },
  alert_full_stop_range: { en: "Full stop: choose 0 to 2", vi: "Số lần hạ cánh dừng hẳn: chọn từ 0 đến 2" },
  alert_others_criteria_required: {
    en: "Please input the other criteria for this point",
    vi: "Vui lòng nhập tiêu chí khác cho điểm này",
  },
  alert_others_point_required: {
    en: "Please select a point for the other criteria",
    vi: "Vui lòng chọn điểm cho tiêu chí khác",
  },
  alert_aircraft_limitations_required: {
    en: "Please input aircraft limitations comments",
    vi: "Vui lòng nhập nhận xét về giới hạn tàu bay",
  },
  alert_aircraft_systems_required: {
    en: "Please input aircraft systems comments",
    vi: "Vui lòng nhập nhận xét về hệ thống tàu bay",
  },
  alert_emergency_equipment_required: {
    en: "Please input emergency equipment comments",
    vi: "Vui lòng nhập nhận xét về thiết bị khẩn cấp",
  },
  alert_sops_required: { en: "Please input SOPs comments", vi: "Vui lòng nhập nhận xét về SOPs" },
  alert_fom_required: { en: "Please input FOM comments", vi: "Vui lòng nhập nhận xét về FOM" },
  alert_airway_manuals_required: {
    en: "Please input airway manuals comments",
    vi: "Vui lòng nhập nhận xét về tài liệu đường bay",
  },
  alert_mel_cdl_comments_required: {
    en: "Please input MEL/CDL comments",
    vi: "Vui lòng nhập nhận xét về MEL/CDL",
  },
  alert_general_aviation_knowledge_required: {
    en: "Please input general aviation knowledge comments",
    vi: "Vui lòng nhập nhận xét về kiến thức hàng không chung",
  },
  instructor_not_self: {
    en: "An instructor signs a record only as themself",
    vi: "Giáo viên chỉ có thể ký hồ sơ với tư cách của chính mình",
  },
  alert_flight_time_negative: { en: "Flight time must not be negative", vi: "Thời gian bay không được âm" },
  alert_unknown_airport: { en: "Unknown airport code", vi: "Mã sân bay không hợp lệ" },
  alert_date_in_future: { en: "The date must not be in the future", vi: "Ngày không được ở tương lai" },
  alert_section_not_for_type: {
    en: "This section does not belong to the chosen flight type",
    vi: "Mục này không thuộc loại chuyến bay đã chọn",
  },
  alert_remark_not_allowed: {
    en: "A special remark is only possible at score 3 for this criterion",
    vi: "Chỉ có thể ghi chú đặc biệt ở điểm 3 với tiêu chí này",
  },
  alert_comment_required: {
    en: "Please give a comment for this score",
    vi: "Vui lòng nhập nhận xét cho điểm này",
  },
  date_out_of_range: {
    en: "Dates must be between 01/01/1900 and 31/12/2099",
    vi: "Ngày phải nằm trong khoảng từ 01/01/1900 đến 31/12/2099",
  },
  alert_start_after_end: {
    en: "Start date must not be greater than end date",
    vi: "Ngày bắt đầu không được lớn hơn ngày kết thúc",
  },
  cannot_assess_self: {
    en: "An instructor cannot create a training record for themself",
    vi: "Giáo viên không thể tạo hồ sơ huấn luyện cho chính mình",
  },
  record_locked: {
    en: "The trainee has approved this record; only an administrator can change it now",
    vi: "Học viên đã xác nhận hồ sơ này; chỉ quản trị viên mới có thể thay đổi",
  },
  record_changed_meanwhile: {
    en: "This record was changed meanwhile; reload it and try again",
    vi: "Hồ sơ này vừa được thay đổi; vui lòng tải lại và thử lại",
  },
  already_approved: {
    en: "This result has already been approved",
    vi: "Kết quả này đã được xác nhận",
  },
  validation_failed: { en: "Some fields are invalid", vi: "Một số trường không hợp lệ" },
  login_failed: {
    en: "Email or password is incorrect",
    vi: "Email hoặc mật khẩu không đúng",
  },
  login_code_invalid: {
    en: "The sign-in request has expired. Please sign in again",
    vi: "Yêu cầu đăng nhập đã hết hạn. Vui lòng đăng nhập lại",
  },
  account_blocked: {
    en: "This account has been deactivated. Please contact the training office",
    vi: "Tài khoản này đã bị vô hiệu hóa. Vui lòng liên hệ phòng huấn luyện",
  },
  password_sign_in_off: {
    en: "Sign in with your organisation's account: password sign-in is for the super administrator only",
    vi: "Hãy đăng nhập bằng tài khoản của tổ chức: chỉ quản trị viên cấp cao được đăng nhập bằng mật khẩu",
  },
  oidc_sign_in_failed: {
    en: "Sign-in with your organisation's account did not complete. Please try again",
    vi: "Đăng nhập bằng tài khoản của tổ chức chưa hoàn tất. Vui lòng thử lại",
  },
  oidc_provider_down: {
    en: "Your organisation's sign-in service cannot be reached right now. Please try again later",
    vi: "Hiện không kết nối được dịch vụ đăng nhập của tổ chức. Vui lòng thử lại sau",
  },
  oidc_unknown_account: {
    en: "No active account of this system belongs to the account you signed in with. Please contact the training office",
    vi: "Không có tài khoản đang hoạt động nào của hệ thống ứng với tài khoản bạn vừa đăng nhập. Vui lòng liên hệ phòng huấn luyện",
  },
  idempotency_key_invalid: {
    en: "The request's Idempotency-Key must be 8 to 128 letters, digits, dashes or underscores",
    vi: "Idempotency-Key của yêu cầu phải gồm 8 đến 128 chữ cái, chữ số, gạch ngang hoặc gạch dưới",
  },
  idempotency_key_reused: {
    en: "This submission's key was already used for different content. Nothing was saved",
    vi: "Khóa của lần gửi này đã được dùng cho nội dung khác. Không có gì được lưu",
  },
  idempotency_in_progress: {
    en: "This submission is still being saved, or its result is not known. Check the record before sending it again",
    vi: "Lần gửi này đang được lưu hoặc chưa rõ kết quả. Hãy kiểm tra hồ sơ trước khi gửi lại",
  },
  if_match_invalid: {
    en: 'If-Match must be the version of the record the change was made on: a whole number such as 3, "3" or W/"3"',
    vi: 'If-Match phải là phiên bản của hồ sơ mà thay đổi được thực hiện trên đó: một số nguyên như 3, "3" hoặc W/"3"',
  },
  record_version_conflict: {
    en: "This record was changed on the server since you opened it. Nothing was saved",
    vi: "Hồ sơ này đã được thay đổi trên máy chủ kể từ khi bạn mở nó. Không có gì được lưu",
  },
  second_factor_enrolment_required: {
    en: "Your account must set up a second factor before anything else: an authenticator app or a passkey",
    vi: "Tài khoản của bạn cần thiết lập yếu tố xác thực thứ hai trước: ứng dụng xác thực hoặc passkey",
  },
  second_factor_code_invalid: {
    en: "This code is not right, or it has already been used. Enter the next code from your authenticator app, or a recovery code",
    vi: "Mã này không đúng hoặc đã được dùng. Hãy nhập mã tiếp theo từ ứng dụng xác thực, hoặc một mã khôi phục",
  },
  second_factor_step_expired: {
    en: "This sign-in step has expired. Please sign in again",
    vi: "Bước đăng nhập này đã hết hạn. Vui lòng đăng nhập lại",
  },
  totp_not_started: {
    en: "Start setting up the authenticator app again: no set-up is in progress",
    vi: "Hãy bắt đầu lại việc thiết lập ứng dụng xác thực: không có thiết lập nào đang diễn ra",
  },
  reauthentication_required: {
    en: "For your safety, sign out and sign in again (within 15 minutes) before changing your second factors",
    vi: "Để an toàn, hãy đăng xuất và đăng nhập lại (trong vòng 15 phút) trước khi thay đổi yếu tố xác thực thứ hai",
  },
  passkey_already_registered: {
    en: "This passkey is already registered",
    vi: "Passkey này đã được đăng ký",
  },
  oidc_email_unverified: {
    en: "Your organisation's account has no verified email address. Please contact your IT department",
    vi: "Tài khoản tổ chức của bạn chưa có địa chỉ email đã xác minh. Vui lòng liên hệ bộ phận CNTT",
  },
  totp_already_enrolled: {
    en: "An authenticator app is already set up for this account. Remove it before setting up another",
    vi: "Tài khoản này đã thiết lập ứng dụng xác thực. Hãy gỡ nó trước khi thiết lập ứng dụng khác",
  },
  second_factor_last_required: {
    en: "Your account must keep a second factor: add another one before removing this one",
    vi: "Tài khoản của bạn phải giữ một yếu tố xác thực thứ hai: hãy thêm yếu tố khác trước khi gỡ yếu tố này",
  },
  passkey_invalid: {
    en: "The passkey could not be verified. Please try again",
    vi: "Không xác minh được passkey. Vui lòng thử lại",
  },
  passkey_unknown: {
    en: "This passkey does not belong to an active account of this system",
    vi: "Passkey này không thuộc tài khoản đang hoạt động nào của hệ thống",
  },
  account_temporarily_protected: {
    en: "This account is protected for a few minutes after many failed sign-ins. Sign in from a device you have used before, or reset your password",
    vi: "Tài khoản đang được bảo vệ trong vài phút sau nhiều lần đăng nhập sai. Hãy đăng nhập từ thiết bị đã dùng trước đây, hoặc đặt lại mật khẩu",
  },
  too_many_attempts: {
    en: "Too many attempts. Please wait a few minutes and try again",
    vi: "Quá nhiều lần thử. Vui lòng đợi vài phút rồi thử lại",
  },
  unauthorized: {
    en: "Your session has ended. Please sign in again",
    vi: "Phiên làm việc đã kết thúc. Vui lòng đăng nhập lại",
  },
  forbidden: {
    en: "You do not have permission to do this",
    vi: "Bạn không có quyền thực hiện thao tác này",
  },
  not_found: { en: "Not found", vi: "Không tìm thấy" },
  internal_error: {
    en: "Internal server error. Please try again later",
    vi: "Lỗi máy chủ. Vui lòng thử lại sau",
  },
  database_unavailable: {
    en: "The service cannot reach its database right now. Please try again in a few minutes",
    vi: "Hệ thống tạm thời không kết nối được cơ sở dữ liệu. Vui lòng thử lại sau vài phút",
  },
  file_store_unavailable: {
    en: "The file storage cannot be reached right now, so nothing was uploaded. Please try again in a few minutes",
    vi: "Tạm thời không kết nối được kho lưu tệp nên chưa có tệp nào được tải lên. Vui lòng thử lại sau vài phút",
  },
  file_too_large: { en: "Maximum 30MB...", vi: "Tối đa 30MB..." },
  file_wrong_type: { en: "Wrong file format...", vi: "Sai định dạng tệp..." },
  file_required: { en: "Please select a file", vi: "Vui lòng chọn tệp" },
  file_empty: { en: "The file is empty", vi: "Tệp không có nội dung" },
  td_type_required: { en: "Training type is required", vi: "Vui lòng chọn loại huấn luyện" },
  td_fleet_not_yours: {
    en: "You can only keep documents of your own fleet or of all fleets",
    vi: "Bạn chỉ có thể lưu tài liệu của đội bay mình hoặc của tất cả đội bay",
  },
  attachment_too_many: {
    en: "A record can hold at most 20 files",
    vi: "Mỗi hồ sơ chỉ chứa tối đa 20 tệp",
  },
  attachment_not_of_record: {
    en: "This file does not belong to this record",
    vi: "Tệp này không thuộc hồ sơ này",
  },
  multipart_malformed: {
    en: "The upload was incomplete or malformed. Please try again",
    vi: "Dữ liệu tải lên không đầy đủ hoặc sai định dạng. Vui lòng thử lại",
  },
  upload_timed_out: {
    en: "The upload took too long and was stopped. Please try again",
    vi: "Quá thời gian tải lên nên đã dừng. Vui lòng thử lại",
  },
  text_has_nul: {
    en: "The request contains a character that is not allowed",
    vi: "Yêu cầu chứa ký tự không được phép",
  },
  reset_token_invalid: {
    en: "This reset link is invalid or has expired. Please request a new one",
    vi: "Liên kết đặt lại mật khẩu không hợp lệ hoặc đã hết hạn. Vui lòng yêu cầu liên kết mới",
  },
  old_password_wrong: { en: "Old password is incorrect", vi: "Mật khẩu cũ không đúng" },
  old_password_required: {
    en: "Please enter your old password",
    vi: "Vui lòng nhập mật khẩu cũ",
  },
  csrf_header_missing: {
    en: "The request is missing its application-type header",
    vi: "Yêu cầu thiếu tiêu đề application-type",
  },
  sim_slot_type_invalid: {
    en: "Please choose the type (fleet) of the slot",
    vi: "Vui lòng chọn loại (đội bay) của ca SIM",
  },
  sim_slot_time_invalid: { en: "Enter the time as HH:mm", vi: "Vui lòng nhập giờ theo dạng HH:mm" },
  sim_slot_label_not_in_fleet: {
    en: "This slot label does not belong to the chosen fleet",
    vi: "Tên ca này không thuộc đội bay đã chọn",
  },
  sim_slot_time_mismatch: {
    en: "Start and end must be the times of the slot label (end is start plus 4 hours)",
    vi: "Giờ bắt đầu và kết thúc phải đúng giờ của ca (kết thúc = bắt đầu + 4 giờ)",
  },
  sim_slot_other_fleet: {
    en: "You can only manage the SIM slots of your own fleet",
    vi: "Bạn chỉ được quản lý ca SIM của đội bay mình",
  },
  sim_slot_exists: {
    en: "This fleet already has a slot with this label",
    vi: "Đội bay này đã có ca SIM với tên này",
  },
  sim_schedule_month_and_file_required: {
    en: "Please select both date and sim schedule file",
    vi: "Vui lòng chọn cả tháng và tệp lịch SIM",
  },
  sim_schedule_month_invalid: {
    en: "Enter the month as YYYY-MM",
    vi: "Vui lòng nhập tháng theo dạng YYYY-MM",
  },
  sim_schedule_file_not_xlsx: {
    en: "The SIM schedule must be an Excel workbook (.xlsx)",
    vi: "Lịch SIM phải là tệp Excel (.xlsx)",
  },
  survey_required: { en: "This is a required question", vi: "Đây là câu hỏi bắt buộc" },
  survey_max_flights: {
    en: "You can only add maximum 5 flight",
    vi: "Bạn chỉ có thể thêm tối đa 5 chuyến bay",
  },
  survey_count_invalid: {
    en: "Enter a whole number, 0 or more",
    vi: "Vui lòng nhập số nguyên từ 0 trở lên",
  },
  survey_count_too_big: { en: "Enter at most 50", vi: "Vui lòng nhập tối đa 50" },
  survey_date_in_future: { en: "The date cannot be in the future", vi: "Ngày không được ở tương lai" },
  survey_duplicate_date: {
    en: "Each flight date can be entered only once",
    vi: "Mỗi ngày bay chỉ được nhập một lần",
  },
  survey_pilot_not_found: {
    en: "No active pilot matches this email and licence number. Please check both and try again",
    vi: "Không tìm thấy phi công đang hoạt động khớp với email và số giấy phép này. Vui lòng kiểm tra lại cả hai",
  },
  alert_select_pilot: { en: "Please select at least 2 pilots", vi: "Vui lòng chọn ít nhất 2 phi công" },
  event_report_duplicate_pilot: {
    en: "This pilot is already in the report",
    vi: "Phi công này đã có trong báo cáo",
  },
  event_report_minus_point_invalid: {
    en: "Minus point must be a number from 0 to 100, with at most 2 decimals",
    vi: "Điểm trừ phải là số từ 0 đến 100, tối đa 2 chữ số thập phân",
  },
  event_report_date_in_future: {
    en: "The date of occurrence cannot be in the future",
    vi: "Ngày xảy ra sự việc không được ở tương lai",
  },
  event_report_pilot_unknown: {
    en: "This pilot does not exist or is not in your fleet",
    vi: "Phi công này không tồn tại hoặc không thuộc đội bay của bạn",
  },
  reset_mail_subject: {
    en: "Reset your Training Record Management System password",
    vi: "Đặt lại mật khẩu Hệ thống Quản lý Hồ sơ Huấn luyện",
  },
  reset_mail_body: {
    en: "Hello {name},\n\nSomeone asked to reset the password of your account. Open this link within one hour to choose a new password:\n\n{link}\n\nIf it was not you, ignore this email: your password stays the same.",
    vi: "Xin chào {name},\n\nCó yêu cầu đặt lại mật khẩu cho tài khoản của bạn. Mở liên kết sau trong vòng một giờ để đặt mật khẩu mới:\n\n{link}\n\nNếu không phải bạn yêu cầu, hãy bỏ qua email này: mật khẩu của bạn không thay đổi.",
  },
  ...simMessages,
  ...simFormMessages,
  ...lineCheckMessages,
  ...lineTrainingMessages,
  ...ledgerMessages,
  ...expiryAlertMessages,
  ...mailOutboxMessages,
  ...backupMessages,
  ...documentVerificationMessages,
  ...verifyMessages,
  ...purgeMessages,
  ...analyticsMessages,
  ...inspectorMessages,
  ...historyImportMessages,
} as const satisfies Record<string, Record<Language, string>>;

export type ServerMessageKey = keyof typeof serverMessages;

export function isServerMessageKey(key: string): key is ServerMessageKey {
  return Object.hasOwn(serverMessages, key);
}

/** The message in the given language, with {name} placeholders filled. */
export function translateServerMessage(
  key: ServerMessageKey,
  language: Language,
  values: Record<string, string> = {},
): string {
  return serverMessages[key][language].replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? "");
}
