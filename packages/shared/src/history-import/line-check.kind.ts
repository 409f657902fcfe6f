import type { Language } from "../constants";
import { LINE_CHECK_TEXT_MAX, LineCheckStatus } from "../line-check/constants";
import {
  bilingual,
  crewColumn,
  type ImportColumn,
  type ImportKind,
  type ImportOption,
  same,
  text,
  withDateNote,
} from "./columns";

/** The line check statuses (part2 §4) as an import cell names them, in either language. */
export const LINE_CHECK_STATUS_OPTIONS: readonly ImportOption[] = [
  { value: LineCheckStatus.INITIAL, label: bilingual("Initial", "Khởi tạo") },
  { value: LineCheckStatus.PILOT_SUBMITTED, label: bilingual("Pilot Submitted", "Phi công đã nộp") },
  {
    value: LineCheckStatus.INSTRUCTOR_SUBMITTED,
    label: bilingual("Instructor Submitted", "Giáo viên đã nộp"),
  },
  { value: LineCheckStatus.COMPLETED, label: bilingual("Completed", "Hoàn thành") },
];

/** A line record's column naming a PDF of the ZIP uploaded beside the workbook. */
export const linePdfColumn = (
  key: string,
  label: Record<Language, string>,
  whose: [string, string],
): ImportColumn => ({
  ...text(
    key,
    label,
    bilingual(
      `Optional: the file name of ${whose[0]} (a PDF) in the ZIP uploaded with the workbook.`,
      `Không bắt buộc: tên tệp ${whose[1]} (PDF) trong tệp ZIP tải lên cùng bảng tính.`,
    ),
    same(""),
  ),
  file: true,
});

const columns: ImportColumn[] = [
  crewColumn(),
  crewColumn(
    "instructor_crew_code",
    bilingual("Instructor crew code", "Mã giáo viên"),
    bilingual(
      "Required: the checking instructor's crew code (a crew member with an instructor rating), stored or on the crew sheet of the same upload; not the pilot.",
      "Bắt buộc: mã của giáo viên kiểm tra (phi công có năng định giáo viên), đã có trong hệ thống hoặc trên trang tính tổ bay của cùng tệp; khác phi công được kiểm tra.",
    ),
    same("I1001"),
  ),
  {
    key: "line_check_date",
    label: bilingual("Line check date", "Ngày kiểm tra tuyến"),
    note: withDateNote(
      "Required; the product keeps line checks from 2000 on. With the pilot it names the line check.",
      "Bắt buộc; hệ thống lưu kiểm tra tuyến từ năm 2000. Cùng với phi công, là tên của kiểm tra tuyến.",
    ),
    example: same("15/03/2026"),
    type: "date",
    required: true,
  },
  text(
    "line_check_time",
    bilingual("Time", "Giờ"),
    bilingual(
      "Optional: HH:mm in Vietnam time; 00:00 when empty.",
      "Không bắt buộc: HH:mm theo giờ Việt Nam; để trống là 00:00.",
    ),
    same("08:00"),
  ),
  text(
    "line_check_sectors",
    bilingual("Sectors", "Chặng bay"),
    bilingual(
      `Required, at most ${LINE_CHECK_TEXT_MAX} characters, as the line check form takes them.`,
      `Bắt buộc, tối đa ${LINE_CHECK_TEXT_MAX} ký tự, như trong biểu mẫu kiểm tra tuyến.`,
    ),
    same("HAN-SGN, SGN-HAN"),
    true,
  ),
  {
    key: "line_check_status",
    label: bilingual("Status", "Trạng thái"),
    note: bilingual(
      "The line check's final status; Completed when empty. Only a Completed line check counts for the pilot's line check validity.",
      "Trạng thái cuối của kiểm tra tuyến; để trống là Hoàn thành. Chỉ kiểm tra tuyến Hoàn thành được tính vào hiệu lực kiểm tra tuyến của phi công.",
    ),
    type: "list",
    options: LINE_CHECK_STATUS_OPTIONS,
    example: bilingual("Completed", "Hoàn thành"),
  },
  {
    key: "line_check_documents_read",
    label: bilingual("Documents read", "Đã đọc tài liệu"),
    note: bilingual(
      "Yes: the pilot confirmed reading the documents. No (the default): the pilot is asked to confirm it if this is their latest line check.",
      "Có: phi công đã xác nhận đọc tài liệu. Không (mặc định): phi công sẽ được hỏi xác nhận nếu đây là kiểm tra tuyến gần nhất của họ.",
    ),
    type: "yes_no",
    example: bilingual("Yes", "Có"),
  },
  text(
    "line_check_note",
    bilingual("Note", "Ghi chú"),
    bilingual(
      `Optional, at most ${LINE_CHECK_TEXT_MAX} characters.`,
      `Không bắt buộc, tối đa ${LINE_CHECK_TEXT_MAX} ký tự.`,
    ),
    bilingual("Recurrent line check", "Kiểm tra tuyến định kỳ"),
  ),
  linePdfColumn("line_check_first_form", bilingual("Pilot's form (PDF)", "Biểu mẫu của phi công (PDF)"), [
    "the pilot's first form",
    "biểu mẫu thứ nhất của phi công",
  ]),
  linePdfColumn(
    "line_check_second_form",
    bilingual("Instructor's form (PDF)", "Biểu mẫu của giáo viên (PDF)"),
    ["the instructor's second form", "biểu mẫu thứ hai của giáo viên"],
  ),
];

/**
 * Line checks (part2 §3): one row a line check of a pilot by an instructor, named by the pilot's
 * crew code and the date, in its final status. A Completed one counts for the pilot's line check
 * validity as every Completed line check does.
 */
export const LINE_CHECK_IMPORT: ImportKind = {
  key: "line_check",
  sheet: bilingual("Line checks", "Kiểm tra tuyến"),
  naturalKey: ["crew_code", "line_check_date"],
  columns,
};
