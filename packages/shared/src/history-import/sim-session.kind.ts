import { DEFAULT_SIM_PLACE, SIM_PLACEHOLDER_CREW_CODE, SIM_PLACES, SimFormStatus } from "../sim/constants";
import {
  bilingual,
  crewColumn,
  date,
  dayColumn,
  type ImportColumn,
  type ImportKind,
  type ImportOption,
  same,
  text,
  withDateNote,
} from "./columns";

/** The SIM form statuses (part2 §4) as a list column offers them, in both languages. */
export const SIM_FORM_STATUS_OPTIONS: readonly ImportOption[] = [
  { value: SimFormStatus.INITIAL, label: bilingual("Initial", "Khởi tạo") },
  { value: SimFormStatus.PILOT_SUBMITTED, label: bilingual("Pilot Submitted", "Phi công đã nộp") },
  {
    value: SimFormStatus.INSTRUCTOR_A_SUBMITTED,
    label: bilingual("Instructor A Submitted", "Giáo viên A đã nộp"),
  },
  {
    value: SimFormStatus.INSTRUCTOR_B_SUBMITTED,
    label: bilingual("Instructor B Submitted", "Giáo viên B đã nộp"),
  },
  { value: SimFormStatus.COMPLETED, label: bilingual("Completed", "Hoàn thành") },
  { value: SimFormStatus.FAILED, label: bilingual("Failed", "Không đạt") },
];

/**
 * The times a session gets when its row gives none: those of the SIM sheet's own template (the
 * morning session A, the afternoon session B), in the airline's local time.
 */
export const SIM_IMPORT_DEFAULT_TIMES = { a: "08:00", b: "13:00" } as const;

const placeColumn = (key: string, label: ReturnType<typeof bilingual>): ImportColumn => ({
  key,
  label,
  note: bilingual(
    `One of the list; ${DEFAULT_SIM_PLACE} (the SIM form's default) when empty.`,
    `Chọn trong danh sách; để trống là ${DEFAULT_SIM_PLACE} (mặc định của biểu mẫu SIM).`,
  ),
  type: "list",
  options: SIM_PLACES.map((place) => ({ value: place, label: same(place) })),
  example: same(DEFAULT_SIM_PLACE),
});

const timeColumn = (key: string, label: ReturnType<typeof bilingual>, fallback: string): ImportColumn =>
  text(
    key,
    label,
    bilingual(
      `HH:mm in Vietnam time; ${fallback} when empty.`,
      `HH:mm theo giờ Việt Nam; để trống là ${fallback}.`,
    ),
    same(fallback),
  );

const statusColumn = (key: string, label: ReturnType<typeof bilingual>): ImportColumn => ({
  key,
  label,
  note: bilingual(
    "The form's final status, one of the list; Completed when empty (Initial for the placeholder seat). Only a Completed form counts for the pilot's SIM check validity.",
    "Trạng thái cuối của biểu mẫu, chọn trong danh sách; để trống là Hoàn thành (Khởi tạo với ghế chưa có người). Chỉ biểu mẫu Hoàn thành được tính vào hiệu lực kiểm tra SIM của phi công.",
  ),
  type: "list",
  options: SIM_FORM_STATUS_OPTIONS,
  example: bilingual("Completed", "Hoàn thành"),
});

const elearningColumn = (key: string, label: ReturnType<typeof bilingual>): ImportColumn => ({
  key,
  label,
  note: bilingual(
    "Yes when the pilot finished the e-learning of this session; No (the default) otherwise. The pilot's latest session says whether their e-learning is done.",
    "Có khi phi công đã hoàn thành e-learning của buổi này; Không (mặc định) nếu chưa. Buổi gần nhất của phi công cho biết e-learning đã xong hay chưa.",
  ),
  type: "yes_no",
  example: bilingual("Yes", "Có"),
});

/**
 * Past SIM sessions (part2 §3): one row a session with its two pilots, instructors, the two
 * sessions' days, times and places, and each pilot's form in its final status with their e-learning,
 * named by the first pilot and session A's day. The pilots' SIM check and e-learning validities
 * follow from them as the ledger computes them.
 */
export const SIM_SESSION_IMPORT: ImportKind = {
  key: "sim_session",
  sheet: bilingual("SIM sessions", "Buổi SIM"),
  naturalKey: ["first_pilot_crew_code", "sessiona_date"],
  columns: [
    crewColumn(
      "first_pilot_crew_code",
      bilingual("First pilot crew code", "Mã phi công thứ nhất"),
      bilingual(
        "Required: the first pilot's crew code, stored or on the crew sheet of the same upload.",
        "Bắt buộc: mã của phi công thứ nhất, đã có trong hệ thống hoặc trên trang tính tổ bay của cùng tệp.",
      ),
      same("P1001"),
    ),
    crewColumn(
      "second_pilot_crew_code",
      bilingual("Second pilot crew code", "Mã phi công thứ hai"),
      bilingual(
        `Required: the second pilot's crew code, or ${SIM_PLACEHOLDER_CREW_CODE} for a seat nobody filled; not the first pilot nor an instructor of the session.`,
        `Bắt buộc: mã của phi công thứ hai, hoặc ${SIM_PLACEHOLDER_CREW_CODE} cho ghế không có người; khác phi công thứ nhất và giáo viên của buổi.`,
      ),
      same("P1002"),
    ),
    crewColumn(
      "sima_instructor_crew_code",
      bilingual("SIM-A instructor crew code", "Mã giáo viên SIM-A"),
      bilingual(
        "Required: the crew code of an instructor (a crew member with an instructor rating).",
        "Bắt buộc: mã của một giáo viên (phi công có năng định giáo viên).",
      ),
      same("I2001"),
    ),
    dayColumn("sessiona_date", bilingual("Session A date", "Ngày buổi A"), "10/03/2026"),
    timeColumn("sessiona_time", bilingual("Session A time", "Giờ buổi A"), SIM_IMPORT_DEFAULT_TIMES.a),
    placeColumn("sessiona_place", bilingual("Session A place", "Địa điểm buổi A")),
    crewColumn(
      "simb_instructor_crew_code",
      bilingual("SIM-B instructor crew code", "Mã giáo viên SIM-B"),
      bilingual(
        "Required: the crew code of an instructor; may be the SIM-A instructor.",
        "Bắt buộc: mã của một giáo viên; có thể là giáo viên SIM-A.",
      ),
      same("I2001"),
    ),
    date(
      "sessionb_date",
      bilingual("Session B date", "Ngày buổi B"),
      withDateNote("Session A's day when empty.", "Để trống là ngày của buổi A."),
      "10/03/2026",
    ),
    timeColumn("sessionb_time", bilingual("Session B time", "Giờ buổi B"), SIM_IMPORT_DEFAULT_TIMES.b),
    placeColumn("sessionb_place", bilingual("Session B place", "Địa điểm buổi B")),
    statusColumn(
      "first_form_status",
      bilingual("First pilot's form status", "Trạng thái biểu mẫu phi công thứ nhất"),
    ),
    elearningColumn(
      "first_elearning",
      bilingual("First pilot's e-learning done", "Phi công thứ nhất đã xong e-learning"),
    ),
    statusColumn(
      "second_form_status",
      bilingual("Second pilot's form status", "Trạng thái biểu mẫu phi công thứ hai"),
    ),
    elearningColumn(
      "second_elearning",
      bilingual("Second pilot's e-learning done", "Phi công thứ hai đã xong e-learning"),
    ),
    text(
      "note",
      bilingual("Note", "Ghi chú"),
      bilingual("Optional, at most 256 characters.", "Không bắt buộc, tối đa 256 ký tự."),
      same(""),
    ),
  ],
};
