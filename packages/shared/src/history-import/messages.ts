/** What the history import says of an upload, a row or a batch. */
export const historyImportMessages = {
  import_file_required: {
    en: "Choose a workbook (.xlsx) or a CSV file",
    vi: "Hãy chọn tệp Excel (.xlsx) hoặc CSV",
  },
  import_file_unreadable: {
    en: "This file is not a workbook (.xlsx) or a CSV file the import can read",
    vi: "Tệp này không phải tệp Excel (.xlsx) hoặc CSV mà chức năng nhập đọc được",
  },
  import_file_xls: {
    en: "Excel 97–2003 (.xls) files are not read: save it as .xlsx and upload it again",
    vi: "Không đọc tệp Excel 97–2003 (.xls): hãy lưu thành .xlsx rồi tải lên lại",
  },
  import_csv_encoding: {
    en: "This CSV file is not UTF-8: save it as “CSV UTF-8” and upload it again",
    vi: "Tệp CSV này không phải UTF-8: hãy lưu dưới dạng “CSV UTF-8” rồi tải lên lại",
  },
  import_no_sheet: {
    en: "No sheet of this file is an import template: its header row matches no kind",
    vi: "Không trang tính nào của tệp là mẫu nhập: dòng tiêu đề không khớp loại dữ liệu nào",
  },
  import_column_missing: {
    en: "Sheet “{sheet}” has no column “{column}”",
    vi: "Trang tính “{sheet}” thiếu cột “{column}”",
  },
  import_too_many_rows: {
    en: "This file has more than {max} rows",
    vi: "Tệp có hơn {max} dòng",
  },
  import_cell_too_long: { en: "This cell is too long", vi: "Ô này quá dài" },
  import_date_invalid: {
    en: "Not a date: write DD/MM/YYYY",
    vi: "Không phải ngày: hãy ghi DD/MM/YYYY",
  },
  import_date_future: { en: "This date is in the future", vi: "Ngày này ở tương lai" },
  import_date_too_early: { en: "This date is before 1950", vi: "Ngày này trước năm 1950" },
  import_number_invalid: { en: "Not a number", vi: "Không phải là số" },
  import_option_unknown: {
    en: "“{value}” is not one of the list",
    vi: "“{value}” không có trong danh sách",
  },
  import_yes_no_invalid: { en: "Write Yes or No", vi: "Hãy ghi Có hoặc Không" },
  import_duplicate_in_file: {
    en: "The same value is on row {row} of this sheet",
    vi: "Giá trị này trùng với dòng {row} của trang tính",
  },
  import_email_taken: {
    en: "Another account already has this email",
    vi: "Email này đã thuộc về tài khoản khác",
  },
  import_email_differs: {
    en: "This crew member's account signs in as {email}: the import does not change a sign-in",
    vi: "Tài khoản của phi công này đăng nhập bằng {email}: chức năng nhập không đổi email đăng nhập",
  },
  import_crew_unknown: {
    en: "No crew member has crew code {crew_code}: add them to the crew sheet or the product first",
    vi: "Không có phi công nào mang mã {crew_code}: hãy thêm vào trang tính tổ bay hoặc vào hệ thống trước",
  },
  import_not_instructor: {
    en: "{crew_code} has no instructor rating",
    vi: "{crew_code} không có năng định giáo viên",
  },
  import_record_differs: {
    en: "A record with this pilot and date is stored with other values: the import does not change a stored record, change it in the product",
    vi: "Đã có hồ sơ của phi công này vào ngày này với giá trị khác: chức năng nhập không sửa hồ sơ đã lưu, hãy sửa trong hệ thống",
  },
  import_zip_unreadable: {
    en: "The file beside the workbook is not a ZIP the import can read",
    vi: "Tệp kèm theo bảng tính không phải tệp ZIP mà chức năng nhập đọc được",
  },
  import_zip_too_many: {
    en: "The ZIP holds more than {max} files",
    vi: "Tệp ZIP có hơn {max} tệp",
  },
  import_zip_too_large: {
    en: "“{name}” in the ZIP is larger than an upload may be, or the ZIP unpacks to too much",
    vi: "“{name}” trong tệp ZIP lớn hơn giới hạn tải lên, hoặc tệp ZIP giải nén ra quá lớn",
  },
  import_zip_same_name: {
    en: "The ZIP holds two files named “{name}”",
    vi: "Tệp ZIP có hai tệp cùng tên “{name}”",
  },
  import_zip_not_pdf: {
    en: "“{name}” in the ZIP is not a PDF",
    vi: "“{name}” trong tệp ZIP không phải tệp PDF",
  },
  import_file_not_named: {
    en: "No row names “{name}”: name it in a row, or leave it out of the ZIP",
    vi: "Không dòng nào ghi tên “{name}”: hãy ghi tên tệp vào một dòng, hoặc bỏ tệp khỏi ZIP",
  },
  import_file_not_in_zip: {
    en: "The ZIP uploaded with the workbook has no file “{name}”",
    vi: "Tệp ZIP tải lên cùng bảng tính không có tệp “{name}”",
  },
  import_time_invalid: {
    en: "Not a time: write HH:mm",
    vi: "Không phải giờ: hãy ghi HH:mm",
  },
  import_line_check_before_2000: {
    en: "The line check form takes dates from 2000 on",
    vi: "Biểu mẫu kiểm tra tuyến chỉ nhận ngày từ năm 2000",
  },
  import_sim_before_2000: {
    en: "SIM sessions are kept from 2000 on: this date is earlier",
    vi: "Buổi SIM chỉ được lưu từ năm 2000: ngày này sớm hơn",
  },
  import_sector_invalid: {
    en: "Sector {n} is not written as “12/10/2026 HAN-SGN 1.5 DAY PF”",
    vi: "Chặng bay {n} không viết theo dạng “12/10/2026 HAN-SGN 1.5 DAY PF”",
  },
  import_sector_first_date: {
    en: "The date of flight is the date of its first sector, {date}",
    vi: "Ngày bay là ngày của chặng bay đầu tiên, {date}",
  },
  import_special_remark_invalid: {
    en: "“{value}” is not a criterion number from 1 to 16",
    vi: "“{value}” không phải số thứ tự tiêu chí từ 1 đến 16",
  },
  import_job_failed: {
    en: "The import stopped on an error: nothing was written. Try again, or ask the administrator to look at the server's log",
    vi: "Lần nhập dừng do lỗi: chưa ghi dữ liệu nào. Hãy thử lại, hoặc nhờ quản trị viên xem nhật ký máy chủ",
  },
  import_interrupted: {
    en: "The server stopped while this import ran: nothing of this step was written. Start it again",
    vi: "Máy chủ dừng khi lần nhập đang chạy: bước này chưa ghi dữ liệu nào. Hãy chạy lại",
  },
  import_batch_busy: {
    en: "This import is being checked, committed or undone: wait for it to finish",
    vi: "Lần nhập này đang được kiểm tra, ghi hoặc hoàn tác: hãy chờ hoàn tất",
  },
  import_undo_record_changed: {
    en: "The record {key} was changed after the import",
    vi: "Hồ sơ {key} đã được sửa sau lần nhập",
  },
  import_batch_not_previewed: {
    en: "This import is no longer a preview: it was committed or undone",
    vi: "Lần nhập này không còn là bản xem trước: đã được ghi hoặc đã hoàn tác",
  },
  import_batch_has_problems: {
    en: "This preview has problems: correct the file and upload it again",
    vi: "Bản xem trước còn lỗi: hãy sửa tệp rồi tải lên lại",
  },
  import_changed_since_preview: {
    en: "The records changed since this preview: upload the file again to see what it would do now",
    vi: "Dữ liệu đã thay đổi sau bản xem trước: hãy tải tệp lên lại để xem kết quả hiện tại",
  },
  import_batch_not_committed: {
    en: "Only a committed import can be undone",
    vi: "Chỉ hoàn tác được lần nhập đã ghi",
  },
  import_undo_blocked: {
    en: "This import cannot be undone: later records depend on what it wrote",
    vi: "Không thể hoàn tác lần nhập này: có dữ liệu về sau phụ thuộc vào dữ liệu đã nhập",
  },
  import_undo_records: {
    en: "{crew_code} has {count} records since the import (training file, TO/LDG or as an instructor)",
    vi: "{crew_code} đã có {count} hồ sơ sau lần nhập (hồ sơ huấn luyện, TO/LDG hoặc với vai trò giáo viên)",
  },
  import_undo_later_change: {
    en: "{crew_code} was changed after the import",
    vi: "{crew_code} đã được sửa sau lần nhập",
  },
  welcome_mail_subject: {
    en: "Your training records account",
    vi: "Tài khoản hồ sơ huấn luyện của bạn",
  },
  welcome_mail_body: {
    en: "Dear {name},\n\nAn account of the training records system has been made for you. Set your password within 7 days with this link:\n{link}\n\nAfter that, use “Forgot password” on the sign-in page.",
    vi: "Kính gửi {name},\n\nTài khoản hệ thống hồ sơ huấn luyện đã được tạo cho bạn. Hãy đặt mật khẩu trong vòng 7 ngày bằng liên kết sau:\n{link}\n\nSau thời hạn đó, hãy dùng “Quên mật khẩu” ở trang đăng nhập.",
  },
} as const;
