/** Server messages of the line check (part2 §5, §8), merged into the catalogue in `api/messages`. */
export const lineCheckMessages = {
  line_check_pilot_required: { en: "Please select a pilot", vi: "Vui lòng chọn phi công" },
  line_check_instructor_required: {
    en: "Please enter the instructor crew code",
    vi: "Vui lòng nhập mã tổ bay của giáo viên",
  },
  line_check_date_required: {
    en: "Please enter the line check date",
    vi: "Vui lòng nhập ngày kiểm tra tuyến",
  },
  line_check_date_invalid: {
    en: "Enter the line check date as dd/MM/yyyy - HH:mm, such as 21/03/2026 - 08:00",
    vi: "Vui lòng nhập ngày kiểm tra tuyến theo dạng dd/MM/yyyy - HH:mm, ví dụ 21/03/2026 - 08:00",
  },
  line_check_sectors_required: { en: "Please enter the sectors", vi: "Vui lòng nhập chặng bay" },
  line_check_pilot_other_fleet: {
    en: "This pilot belongs to another fleet",
    vi: "Phi công này thuộc đội bay khác",
  },
  line_check_crew_code_unknown: {
    en: "No active pilot has this crew code",
    vi: "Không có phi công đang hoạt động nào có mã tổ bay này",
  },
  line_check_not_an_instructor: {
    en: "This crew code does not belong to an active instructor",
    vi: "Mã tổ bay này không phải của giáo viên đang hoạt động",
  },
  line_check_same_person: {
    en: "The pilot and the instructor must be different people",
    vi: "Phi công và giáo viên phải là hai người khác nhau",
  },
  line_check_pilot_not_yours: {
    en: "You can create line checks only for yourself or for pilots you check",
    vi: "Bạn chỉ có thể tạo kiểm tra tuyến cho chính mình hoặc cho phi công do bạn kiểm tra",
  },
  line_check_not_editable: {
    en: "This line check can no longer be edited: forms have been submitted",
    vi: "Không thể sửa kiểm tra tuyến này nữa: biểu mẫu đã được nộp",
  },
  line_check_has_submissions: {
    en: "A line check with submitted forms cannot be deleted",
    vi: "Không thể xóa kiểm tra tuyến đã có biểu mẫu được nộp",
  },
  line_check_stage_not_open: {
    en: "This line check cannot take this upload in its current status",
    vi: "Kiểm tra tuyến ở trạng thái hiện tại không nhận tệp tải lên này",
  },
  line_check_form_order_invalid: {
    en: "The form order must be 1 or 2",
    vi: "Thứ tự biểu mẫu phải là 1 hoặc 2",
  },
  line_check_status_invalid: {
    en: "The status must be 1 (Initial), 2 (Pilot Submitted), 3 (Instructor Submitted) or 4 (Completed)",
    vi: "Trạng thái phải là 1 (Khởi tạo), 2 (Phi công đã nộp), 3 (Giáo viên đã nộp) hoặc 4 (Hoàn thành)",
  },
  line_check_download_not_ready: {
    en: "Cannot set downloaded flag: the second form has not been submitted yet",
    vi: "Không thể đặt cờ đã tải: biểu mẫu thứ hai chưa được nộp",
  },
  line_check_read_completed_required: {
    en: "Confirm that you have read the documents",
    vi: "Vui lòng xác nhận bạn đã đọc tài liệu",
  },
  line_check_read_own_only: {
    en: "Only the pilot of this line check can confirm reading its documents",
    vi: "Chỉ phi công của kiểm tra tuyến này mới có thể xác nhận đã đọc tài liệu",
  },
  line_check_documents_already_read: {
    en: "Reading the documents is already confirmed",
    vi: "Việc đọc tài liệu đã được xác nhận",
  },
  line_check_mail_subject_stage: {
    en: "Line check {date}: {pilot}'s form awaits your upload",
    vi: "Kiểm tra tuyến {date}: biểu mẫu của {pilot} đang chờ bạn tải lên",
  },
  line_check_mail_body_stage: {
    en: "Hello {name},\n\n{actor} uploaded the first form of {pilot} ({crew_code}) for the line check of {date}. The second form is yours.\n\nOpen the line check list: {link}\n\nYou can turn these emails off on your profile.",
    vi: "Xin chào {name},\n\n{actor} đã tải lên biểu mẫu thứ nhất của {pilot} ({crew_code}) cho kiểm tra tuyến ngày {date}. Biểu mẫu thứ hai là của bạn.\n\nMở danh sách kiểm tra tuyến: {link}\n\nBạn có thể tắt các email này trong hồ sơ của mình.",
  },
  line_check_mail_subject_download: {
    en: "Line check {date}: {pilot}'s form is ready to download",
    vi: "Kiểm tra tuyến {date}: biểu mẫu của {pilot} đã sẵn sàng để tải về",
  },
  line_check_mail_body_download: {
    en: "Hello {name},\n\n{actor} uploaded the second form of {pilot} ({crew_code}) for the line check of {date}. It is ready to download.\n\nOpen the line check list: {link}\n\nYou can turn these emails off on your profile.",
    vi: "Xin chào {name},\n\n{actor} đã tải lên biểu mẫu thứ hai của {pilot} ({crew_code}) cho kiểm tra tuyến ngày {date}. Biểu mẫu đã sẵn sàng để tải về.\n\nMở danh sách kiểm tra tuyến: {link}\n\nBạn có thể tắt các email này trong hồ sơ của mình.",
  },
} as const;
