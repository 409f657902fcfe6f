/** Server messages of the SIM sessions (part2 §5, §8), merged into the one catalogue in `api/messages`. */
export const simMessages = {
  alert_select_2_pilots: { en: "Please select 2 pilots", vi: "Vui lòng chọn 2 phi công" },
  alert_duplicate_crew_code: { en: "Duplicate crew code", vi: "Trùng mã tổ bay" },
  alert_add_at_least_1_sim: { en: "Please add at least 1 sim", vi: "Vui lòng thêm ít nhất 1 SIM" },
  alert_select_excel_file: { en: "Please select excel file", vi: "Vui lòng chọn tệp Excel" },
  alert_sim_date_time_required: { en: "Please select date and time", vi: "Vui lòng chọn ngày giờ" },
  alert_sim_date_time_invalid: {
    en: "Enter a date and time such as 21/03/2026 - 08:00",
    vi: "Vui lòng nhập ngày giờ theo dạng 21/03/2026 - 08:00",
  },
  alert_sim_place_required: { en: "Please select place", vi: "Vui lòng chọn địa điểm" },
  alert_sim_place_invalid: {
    en: "Choose a place from the list: VN001, CAE VN018, VN026, VN036, ATR500",
    vi: "Vui lòng chọn địa điểm trong danh sách: VN001, CAE VN018, VN026, VN036, ATR500",
  },
  sim_too_many: {
    en: "At most 2000 SIMs can be created at once; split the list",
    vi: "Chỉ có thể tạo tối đa 2000 SIM mỗi lần; vui lòng chia nhỏ danh sách",
  },
  sim_crew_code_unknown: { en: "No pilot has this crew code", vi: "Không có phi công nào có mã tổ bay này" },
  sim_crew_code_inactive: {
    en: "This pilot is deactivated",
    vi: "Phi công này đã bị vô hiệu hóa",
  },
  sim_crew_code_other_fleet: {
    en: "This pilot belongs to another fleet",
    vi: "Phi công này thuộc đội bay khác",
  },
  sim_not_an_instructor: {
    en: "This crew code does not belong to an instructor",
    vi: "Mã tổ bay này không phải của giáo viên",
  },
  sim_pilot_not_a_pilot: {
    en: "This crew code does not belong to a pilot",
    vi: "Mã tổ bay này không phải của phi công",
  },
  sim_both_pilots_placeholder: {
    en: "At least one of the two pilots must be a real crew code, not 0000",
    vi: "Ít nhất một trong hai phi công phải có mã tổ bay thật, không phải 0000",
  },
  sim_has_submissions: {
    en: "Forms of this SIM have already been submitted, so it is kept as a training record and cannot be deleted",
    vi: "Biểu mẫu của SIM này đã được nộp nên SIM được lưu như hồ sơ huấn luyện và không thể xóa",
  },
  sim_excel_xls: {
    en: "This is an old Excel 97-2003 (.xls) workbook. Open it in Excel, choose Save As › Excel Workbook (.xlsx), then upload the .xlsx file",
    vi: "Đây là tệp Excel 97-2003 (.xls) cũ. Hãy mở tệp trong Excel, chọn Lưu thành › Excel Workbook (.xlsx), rồi tải lên tệp .xlsx",
  },
  sim_excel_invalid: {
    en: "This file is not an Excel workbook (.xlsx) or it is damaged",
    vi: "Tệp này không phải bảng tính Excel (.xlsx) hoặc đã bị hỏng",
  },
  sim_excel_too_many_rows: {
    en: "The sheet has more than 2000 rows; split it into smaller files",
    vi: "Bảng tính có hơn 2000 dòng; vui lòng chia thành các tệp nhỏ hơn",
  },
  sim_excel_no_rows: { en: "The sheet has no SIM rows", vi: "Bảng tính không có dòng SIM nào" },
  sim_excel_has_errors: {
    en: "Some rows of the file are invalid; nothing was saved",
    vi: "Một số dòng trong tệp không hợp lệ; chưa có gì được lưu",
  },
  sim_excel_formula_no_value: {
    en: "This cell holds a formula without a saved value; type the value or save the file in Excel first",
    vi: "Ô này chứa công thức chưa có giá trị; hãy nhập giá trị hoặc lưu tệp trong Excel trước",
  },
  sim_excel_missing_column: {
    en: "The first row of the sheet has no column {column}; start from the template",
    vi: "Dòng đầu tiên của bảng tính thiếu cột {column}; vui lòng dùng tệp mẫu",
  },
  sim_excel_cell_error: {
    en: "This cell shows an Excel error ({error})",
    vi: "Ô này đang báo lỗi Excel ({error})",
  },
  sim_excel_duplicate_row: {
    en: "The same SIM appears twice in the file",
    vi: "SIM này xuất hiện hai lần trong tệp",
  },
} as const;
