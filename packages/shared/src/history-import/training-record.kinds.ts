import {
  BASE_TRAINING_SCORES,
  FULL_STOP_MAX,
  GO_AROUND_MAX,
  TOUCH_AND_GO_MAX,
} from "../base-training/constants";
import type { Language } from "../constants";
import { PROGRESS_THEORY_COMMENTS } from "../progress-theory/constants";
import { THEORY_TEST_TOPICS } from "../theory-test/constants";
import { DEFAULT_BASE_TRAINING_AIRPORT } from "../training-flight/airports";
import {
  bilingual,
  crewColumn,
  dayColumn,
  type ImportColumn,
  type ImportKind,
  type ImportOption,
  numberColumn,
  same,
  text,
} from "./columns";

/** The column naming a record's instructor: a pilot with an instructor rating, never the pilot themself. */
export const instructorColumn = (): ImportColumn =>
  crewColumn(
    "instructor_crew_code",
    bilingual("Instructor crew code", "Mã giáo viên"),
    bilingual(
      "Required: the instructor's crew code, a pilot with an instructor rating (LSC, TRI or DPE), stored or on the crew sheet of the same upload; not the pilot themself.",
      "Bắt buộc: mã của giáo viên, là phi công có năng định giáo viên (LSC, TRI hoặc DPE), đã có trong hệ thống hoặc trên trang tính tổ bay của cùng tệp; không phải chính phi công đó.",
    ),
    same("F1001"),
  );

/** The column naming a record's report PDF, as it is named in the ZIP uploaded beside the workbook. */
export const reportColumn = (
  key = "report",
  label = bilingual("Report (PDF file name)", "Tệp báo cáo (tên tệp PDF)"),
): ImportColumn => ({
  ...text(
    key,
    label,
    bilingual(
      "Optional: the name of the PDF in the ZIP uploaded with the workbook; empty when the record has no file.",
      "Không bắt buộc: tên tệp PDF trong tệp ZIP tải lên cùng bảng tính; để trống khi hồ sơ không có tệp.",
    ),
    same(""),
  ),
  file: true,
});

/** Grades 1–5 as a list. */
export const GRADE_OPTIONS: readonly ImportOption[] = [1, 2, 3, 4, 5].map((grade) => ({
  value: grade,
  label: same(String(grade)),
}));

/** Grades 1–5 and N/A (6), as the forms offer them. */
export const SCORE_OPTIONS: readonly ImportOption[] = [
  ...GRADE_OPTIONS,
  { value: 6, label: bilingual("N/A", "N/A") },
];

/** A grade column of a list. */
export const gradeColumn = (
  key: string,
  label: Record<Language, string>,
  note: Record<Language, string>,
  options: readonly ImportOption[],
  example: string,
): ImportColumn => ({ key, label, note, type: "list", options, example: same(example) });

/** A yes/no column: empty reads as No. */
export const yesNoColumn = (
  key: string,
  label: Record<Language, string>,
  note: Record<Language, string>,
  example: Record<Language, string>,
): ImportColumn => ({ key, label, note, type: "yes_no", example });

const COMMENTS_LABEL = bilingual("Comments", "Nhận xét");

const RESULT_COLUMN: ImportColumn = {
  key: "result",
  label: bilingual("Result", "Kết quả"),
  note: bilingual(
    "Optional: Pass or Fail; empty keeps the record without a result, as the form may.",
    "Không bắt buộc: Đạt hoặc Không đạt; để trống thì hồ sơ chưa có kết quả, như trên biểu mẫu.",
  ),
  type: "list",
  options: [
    { value: "true", label: bilingual("Pass", "Đạt") },
    { value: "false", label: bilingual("Fail", "Không đạt") },
  ],
  example: bilingual("Pass", "Đạt"),
};

const SCORE_LABELS: Record<(typeof BASE_TRAINING_SCORES)[number], Record<Language, string>> = {
  pre_departure_and_post_flight: bilingual(
    "Pre-departure and post-flight",
    "Trước khởi hành và sau chuyến bay",
  ),
  to_ga_clb: bilingual("Takeoff, go-around and climb", "Cất cánh, bay lại và lấy độ cao"),
  cruise_descent_approach: bilingual("Cruise, descent and approach", "Bay bằng, giảm độ cao và tiếp cận"),
  landing: bilingual("Landing", "Hạ cánh"),
  circuit: bilingual("Circuit", "Vòng lượn"),
  ac_handling: bilingual("Aircraft handling", "Điều khiển tàu bay"),
};

const count = (key: string, label: Record<Language, string>, max: number) =>
  numberColumn(
    key,
    label,
    bilingual(`A whole number from 0 to ${max}; empty is 0.`, `Số nguyên từ 0 đến ${max}; để trống là 0.`),
    "1",
  );

/**
 * Base trainings (part1 §3 Base training): one row a base training flight of a pilot, named by its
 * pilot and date of flight, with the fields of the form under the names its create call takes.
 */
export const BASE_TRAINING_IMPORT: ImportKind = {
  key: "base_training",
  sheet: bilingual("Base training", "Huấn luyện căn cứ"),
  naturalKey: ["crew_code", "date_of_flight"],
  columns: [
    crewColumn(),
    instructorColumn(),
    dayColumn("date_of_flight", bilingual("Date of flight", "Ngày bay"), "12/10/2026"),
    text(
      "airport",
      bilingual("Airport", "Sân bay"),
      bilingual(
        `IATA code of the airport list; empty is ${DEFAULT_BASE_TRAINING_AIRPORT}.`,
        `Mã IATA trong danh sách sân bay; để trống là ${DEFAULT_BASE_TRAINING_AIRPORT}.`,
      ),
      same(DEFAULT_BASE_TRAINING_AIRPORT),
    ),
    count("go_around", bilingual("Go-around", "Bay lại (go-around)"), GO_AROUND_MAX),
    count("touch_and_go", bilingual("Touch-and-go", "Chạm và bay tiếp (touch-and-go)"), TOUCH_AND_GO_MAX),
    count("full_stop", bilingual("Full stop", "Hạ cánh dừng hẳn"), FULL_STOP_MAX),
    numberColumn(
      "flight_time",
      bilingual("Flight time", "Thời gian bay"),
      bilingual(
        "Hours, e.g. 1.5, from 0 to 24; empty is 0.",
        "Số giờ, ví dụ 1,5, từ 0 đến 24; để trống là 0.",
      ),
      "1.5",
    ),
    ...BASE_TRAINING_SCORES.map((key) =>
      gradeColumn(
        key,
        SCORE_LABELS[key],
        bilingual(
          "1 to 5, or N/A when the item was not flown; empty is N/A.",
          "Từ 1 đến 5, hoặc N/A nếu không thực hiện mục này; để trống là N/A.",
        ),
        SCORE_OPTIONS,
        "4",
      ),
    ),
    text(
      "others.criteria",
      bilingual("Other criteria", "Tiêu chí khác"),
      bilingual(
        "Optional: a further criterion, at most 200 characters; it needs its point.",
        "Không bắt buộc: một tiêu chí khác, tối đa 200 ký tự; cần có điểm của tiêu chí.",
      ),
      same(""),
    ),
    gradeColumn(
      "others.point",
      bilingual("Other criteria point", "Điểm tiêu chí khác"),
      bilingual("1 to 5, only with the other criteria.", "Từ 1 đến 5, chỉ khi có tiêu chí khác."),
      GRADE_OPTIONS,
      "",
    ),
    RESULT_COLUMN,
    text(
      "comments",
      COMMENTS_LABEL,
      bilingual("Optional, at most 2000 characters.", "Không bắt buộc, tối đa 2000 ký tự."),
      bilingual("Good circuit work", "Bay vòng lượn tốt"),
    ),
    reportColumn(),
  ],
};

const TOPIC_LABELS: Record<(typeof THEORY_TEST_TOPICS)[number], Record<Language, string>> = {
  cfp_decode: bilingual("CFP decode", "Đọc hiểu CFP"),
  mel_cdl: bilingual("MEL/CDL", "MEL/CDL"),
  metar_taf_sigmet_wxchart: bilingual(
    "METAR, TAF, SIGMET, weather chart",
    "METAR, TAF, SIGMET, bản đồ thời tiết",
  ),
  planning_minima: bilingual("Planning minima", "Tiêu chuẩn tối thiểu khi lập kế hoạch"),
  fons_special_checklists: bilingual("FONS special checklists", "Danh mục kiểm tra đặc biệt FONS"),
  task_sharing: bilingual("Task sharing", "Phân công nhiệm vụ"),
  standard_callouts: bilingual("Standard callouts", "Khẩu lệnh tiêu chuẩn"),
  performance_flysmart_efb: bilingual("Performance, FlySmart EFB", "Tính năng bay, FlySmart EFB"),
  radio_telephony_vhf_hf_comm: bilingual(
    "Radio telephony, VHF/HF communication",
    "Thoại vô tuyến, liên lạc VHF/HF",
  ),
  limitations: bilingual("Limitations", "Giới hạn khai thác"),
  abnormal_handling_procedure: bilingual("Abnormal handling procedure", "Quy trình xử lý bất thường"),
  memory_items: bilingual("Memory items", "Các mục ghi nhớ"),
};

/**
 * Theory tests (part1 §3 Theory test): one row a test of a pilot, named by its pilot and date of
 * test: the 12 topics it covered (Yes/No), the comments and the result.
 */
export const THEORY_TEST_IMPORT: ImportKind = {
  key: "theory_test",
  sheet: bilingual("Theory test", "Kiểm tra lý thuyết"),
  naturalKey: ["crew_code", "date_of_test"],
  columns: [
    crewColumn(),
    instructorColumn(),
    dayColumn("date_of_test", bilingual("Date of test", "Ngày kiểm tra"), "12/10/2026"),
    ...THEORY_TEST_TOPICS.map((topic) =>
      yesNoColumn(
        topic,
        TOPIC_LABELS[topic],
        bilingual(
          "Yes when the test covered the topic; empty is No.",
          "Có nếu bài kiểm tra gồm chủ đề này; để trống là Không.",
        ),
        bilingual("Yes", "Có"),
      ),
    ),
    text(
      "comments",
      COMMENTS_LABEL,
      bilingual("Required, at most 2000 characters.", "Bắt buộc, tối đa 2000 ký tự."),
      bilingual("Good knowledge of the covered topics", "Nắm vững các chủ đề đã kiểm tra"),
      true,
    ),
    RESULT_COLUMN,
    reportColumn(),
  ],
};

const COMMENT_LABELS: Record<(typeof PROGRESS_THEORY_COMMENTS)[number]["key"], Record<Language, string>> = {
  aircraft_limitations: bilingual("Aircraft limitations", "Giới hạn tàu bay"),
  aircraft_systems: bilingual("Aircraft systems", "Hệ thống tàu bay"),
  emergency_equipment: bilingual("Emergency equipment", "Thiết bị khẩn cấp"),
  sops: bilingual("SOPs", "SOPs"),
  fom: bilingual("FOM", "FOM"),
  airway_manuals: bilingual("Airway manuals", "Tài liệu đường bay"),
  mel_cdl: bilingual("MEL/CDL", "MEL/CDL"),
  general_aviation_knowledge: bilingual("General aviation knowledge", "Kiến thức hàng không chung"),
};

/**
 * Progress theory reports (part1 §3 Progress theory report): one row a report of a pilot, named by
 * its pilot and date of test: the 8 comments and the overall performance (3 or more passes).
 */
export const PROGRESS_THEORY_IMPORT: ImportKind = {
  key: "progress_theory",
  sheet: bilingual("Progress theory", "Kiểm tra tiến độ lý thuyết"),
  naturalKey: ["crew_code", "date_of_test"],
  columns: [
    crewColumn(),
    instructorColumn(),
    dayColumn("date_of_test", bilingual("Date of test", "Ngày kiểm tra"), "12/10/2026"),
    ...PROGRESS_THEORY_COMMENTS.map(({ key }) =>
      text(
        key,
        COMMENT_LABELS[key],
        bilingual(
          "Required: the instructor's comments, at most 2000 characters.",
          "Bắt buộc: nhận xét của giáo viên, tối đa 2000 ký tự.",
        ),
        bilingual("Satisfactory", "Đạt yêu cầu"),
        true,
      ),
    ),
    gradeColumn(
      "overall_performance",
      bilingual("Overall performance", "Đánh giá chung"),
      bilingual("1 to 5, 3 or more passes; empty is 3.", "Từ 1 đến 5, từ 3 trở lên là đạt; để trống là 3."),
      GRADE_OPTIONS,
      "3",
    ),
    reportColumn(),
  ],
};
