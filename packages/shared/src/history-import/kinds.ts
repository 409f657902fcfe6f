import { FLEETS, INSTRUCTOR_QUALIFICATIONS, type Language, Position } from "../constants";

/**
 * What a cell of an import holds: free text, a date (an Excel date, DD/MM/YYYY or YYYY-MM-DD), a
 * number, one of a list's options (by its label in either language, or its value), or yes/no.
 */
export type ImportCellType = "text" | "date" | "number" | "list" | "yes_no";

export interface ImportOption {
  value: string | number;
  label: Record<Language, string>;
}

/** One column of an import template: the field it fills, its header and note in both languages. */
export interface ImportColumn {
  /** The field's name in the API (and the CSV header that is read in any language). */
  key: string;
  label: Record<Language, string>;
  /** What the notes sheet says of the column. */
  note: Record<Language, string>;
  type: ImportCellType;
  required?: boolean;
  /** A list column's options: the template's data validation list, in the user's language. */
  options?: readonly ImportOption[];
  /** The example row's cell, as an office would write it. */
  example: Record<Language, string>;
}

/**
 * An importable kind: its sheet, its columns in order, and the columns whose values name a row
 * for good (its natural key), so a second run finds the row the first one wrote.
 */
export interface ImportKind {
  key: ImportKindKey;
  sheet: Record<Language, string>;
  naturalKey: readonly string[];
  columns: readonly ImportColumn[];
}

export const IMPORT_KIND_KEYS = ["crew"] as const;
export type ImportKindKey = (typeof IMPORT_KIND_KEYS)[number];

const same = (text: string): Record<Language, string> => ({ vi: text, en: text });
const bilingual = (en: string, vi: string): Record<Language, string> => ({ en, vi });

export const POSITION_OPTIONS: readonly ImportOption[] = [
  { value: Position.CAPTAIN, label: bilingual("Captain", "Cơ trưởng") },
  { value: Position.FIRST_OFFICER, label: bilingual("First officer", "Cơ phó") },
  { value: Position.CAPTAIN_TRAINING, label: bilingual("Captain in training", "Cơ trưởng đang huấn luyện") },
  {
    value: Position.FIRST_OFFICER_TRAINING,
    label: bilingual("First officer in training", "Cơ phó đang huấn luyện"),
  },
];

const text = (
  key: string,
  label: Record<Language, string>,
  note: Record<Language, string>,
  example: Record<Language, string>,
  required = false,
): ImportColumn => ({ key, label, note, example, type: "text", required });

const date = (
  key: string,
  label: Record<Language, string>,
  note: Record<Language, string>,
  example: string,
): ImportColumn => ({ key, label, note, example: same(example), type: "date" });

const DATE_NOTE = bilingual(
  "DD/MM/YYYY (or an Excel date); not in the future, not before 1950.",
  "DD/MM/YYYY (hoặc ô ngày của Excel); không ở tương lai, không trước năm 1950.",
);
const withDateNote = (en: string, vi: string) => bilingual(`${en} ${DATE_NOTE.en}`, `${vi} ${DATE_NOTE.vi}`);

/**
 * Pilots and instructors with every field of the pilot and user forms (part1 §3): one row a crew
 * member, named for good by the crew code. An instructor is a pilot with an instructor rating.
 */
export const CREW_IMPORT: ImportKind = {
  key: "crew",
  sheet: bilingual("Crew", "Tổ bay"),
  naturalKey: ["crew_code"],
  columns: [
    text(
      "crew_code",
      bilingual("Crew code", "Mã phi công"),
      bilingual(
        "Required, at most 10 characters, unique; names the crew member in every other sheet. A crew code already in the product updates that pilot.",
        "Bắt buộc, tối đa 10 ký tự, không trùng; là tên của phi công trong mọi trang tính khác. Mã đã có trong hệ thống sẽ cập nhật phi công đó.",
      ),
      same("P1001"),
      true,
    ),
    text(
      "full_name",
      bilingual("Full name", "Họ và tên"),
      bilingual("Required, as it is written in Vietnamese.", "Bắt buộc, viết có dấu."),
      same("Nguyễn Văn An"),
      true,
    ),
    text(
      "email",
      bilingual("Email", "Email"),
      bilingual(
        "Required, the account's sign-in; no other account may have it.",
        "Bắt buộc, dùng để đăng nhập; không tài khoản nào khác được dùng email này.",
      ),
      same("an.nguyen@vietnamairlines.com"),
      true,
    ),
    {
      key: "fleet",
      label: bilingual("Fleet", "Đội bay"),
      note: bilingual("Required, one of the list.", "Bắt buộc, chọn trong danh sách."),
      type: "list",
      required: true,
      options: FLEETS.map((fleet) => ({ value: fleet, label: same(fleet) })),
      example: same("A321"),
    },
    {
      key: "name_position",
      label: bilingual("Position", "Chức danh"),
      note: bilingual("One of the list.", "Chọn trong danh sách."),
      type: "list",
      options: POSITION_OPTIONS,
      example: bilingual("First officer", "Cơ phó"),
    },
    text(
      "function",
      bilingual("Group", "Nhóm"),
      bilingual("The crew member's group (function).", "Nhóm (chức năng) của phi công."),
      bilingual("Line pilot", "Phi công bay tuyến"),
    ),
    {
      key: "instructor_rating",
      label: bilingual("Instructor rating", "Năng định giáo viên"),
      note: bilingual(
        "Empty for a pilot; LSC, TRI or DPE makes the account an instructor.",
        "Để trống với phi công; LSC, TRI hoặc DPE là giáo viên.",
      ),
      type: "list",
      options: INSTRUCTOR_QUALIFICATIONS.map((rating) => ({ value: rating, label: same(rating) })),
      example: same(""),
    },
    date(
      "date_of_birth",
      bilingual("Date of birth", "Ngày sinh"),
      withDateNote("Optional.", "Không bắt buộc."),
      "15/04/1990",
    ),
    date(
      "joining_date",
      bilingual("Joining date", "Ngày vào công ty"),
      withDateNote("Optional.", "Không bắt buộc."),
      "01/06/2015",
    ),
    date(
      "first_flight_date",
      bilingual("First flight date", "Ngày bay đầu tiên"),
      withDateNote("Optional.", "Không bắt buộc."),
      "20/09/2015",
    ),
    {
      key: "seniority_point",
      label: bilingual("Seniority", "Thâm niên"),
      note: bilingual("Optional, a number of 0 or more.", "Không bắt buộc, một số từ 0 trở lên."),
      type: "number",
      example: same("120"),
    },
    text(
      "caav_number",
      bilingual("CAAV licence number", "Số giấy phép CAAV"),
      bilingual("Optional, at most 12 characters.", "Không bắt buộc, tối đa 12 ký tự."),
      same("VN-1234"),
    ),
    text(
      "phone_number",
      bilingual("Phone", "Điện thoại"),
      bilingual(
        "Optional, 8 to 16 digits, spaces, +, - or brackets.",
        "Không bắt buộc, 8 đến 16 chữ số, dấu cách, +, - hoặc ngoặc.",
      ),
      same("+84 912 345 678"),
    ),
    text(
      "identify_number",
      bilingual("ID card number", "Số CMND/CCCD"),
      bilingual("Optional, 9 or 12 digits.", "Không bắt buộc, 9 hoặc 12 chữ số."),
      same("001090012345"),
    ),
    text(
      "passport_number",
      bilingual("Passport number", "Số hộ chiếu"),
      bilingual("Optional, 6 to 9 letters or digits.", "Không bắt buộc, 6 đến 9 chữ cái hoặc chữ số."),
      same("C1234567"),
    ),
    text(
      "fleet_position",
      bilingual("Fleet position", "Chức vụ đội bay"),
      bilingual("Optional.", "Không bắt buộc."),
      same(""),
    ),
    text(
      "department_position",
      bilingual("Department position", "Chức vụ phòng ban"),
      bilingual("Optional.", "Không bắt buộc."),
      same(""),
    ),
    text("base", bilingual("Base", "Căn cứ"), bilingual("Optional.", "Không bắt buộc."), same("HAN")),
    text(
      "base_month",
      bilingual("Base check month", "Tháng kiểm tra căn cứ"),
      bilingual("Optional, as the pilot form has it.", "Không bắt buộc, như trong hồ sơ phi công."),
      same(""),
    ),
    text(
      "line_check_month",
      bilingual("Line check month", "Tháng kiểm tra tuyến"),
      bilingual("Optional, as the pilot form has it.", "Không bắt buộc, như trong hồ sơ phi công."),
      same(""),
    ),
    {
      key: "send_welcome",
      label: bilingual("Send welcome mail", "Gửi thư chào mừng"),
      note: bilingual(
        "Yes sends a new account a mail with a link to set its password; No (the default) sends nothing, and the crew member uses “Forgot password” when ready.",
        "Có: gửi cho tài khoản mới thư kèm liên kết đặt mật khẩu; Không (mặc định): không gửi, phi công dùng “Quên mật khẩu” khi cần.",
      ),
      type: "yes_no",
      example: bilingual("No", "Không"),
    },
  ],
};

export const IMPORT_KINDS: Record<ImportKindKey, ImportKind> = { crew: CREW_IMPORT };

/** A column's header in a language, by its key (a problem names its column by key); the key when unknown. */
export function importColumnLabel(key: string, language: Language): string {
  for (const kind of Object.values(IMPORT_KINDS)) {
    const column = kind.columns.find((c) => c.key === key);
    if (column) return column.label[language];
  }
  return key;
}

/** The words a yes/no cell is read as, in either language. */
export const YES_NO: Record<"yes" | "no", readonly string[]> = {
  yes: ["yes", "y", "có", "co", "true", "1", "x"],
  no: ["no", "n", "không", "khong", "false", "0", ""],
};
export const YES_NO_LABEL: Record<Language, { yes: string; no: string }> = {
  en: { yes: "Yes", no: "No" },
  vi: { yes: "Có", no: "Không" },
};
