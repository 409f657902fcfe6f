import type { Language } from "../constants";
import { CRITERIA, type CriterionKey, FlightType } from "../training-flight/constants";
import { bilingual, crewColumn, dayColumn, type ImportColumn, type ImportKind, same, text } from "./columns";
import {
  GRADE_OPTIONS,
  gradeColumn,
  instructorColumn,
  reportColumn,
  SCORE_OPTIONS,
  yesNoColumn,
} from "./training-record.kinds";

const CRITERION_LABELS: Record<CriterionKey, Record<Language, string>> = {
  pre_departure_and_post_flight: bilingual(
    "Pre-departure and post-flight",
    "Trước khởi hành và sau chuyến bay",
  ),
  to_clb_cruise: bilingual("Take-off, climb and cruise", "Cất cánh, lấy độ cao và bay bằng"),
  descent_approach: bilingual("Descent and approach", "Giảm độ cao và tiếp cận"),
  landing: bilingual("Landing", "Hạ cánh"),
  flt_management: bilingual("Flight management", "Quản lý chuyến bay"),
  crew_coordination_crm: bilingual("Crew coordination / CRM", "Phối hợp tổ bay / CRM"),
  situational_awareness: bilingual("Situational awareness", "Nhận thức tình huống"),
  pa_announcement: bilingual("PA announcement", "Thông báo PA"),
  support_duties: bilingual("Support duties", "Nhiệm vụ hỗ trợ"),
  procedures: bilingual("Procedures", "Quy trình"),
  opr_knowledge: bilingual("Operational knowledge", "Kiến thức khai thác"),
  ac_system_knowledge: bilingual("Aircraft systems knowledge", "Kiến thức hệ thống tàu bay"),
  ac_handling: bilingual("Aircraft handling", "Điều khiển tàu bay"),
  decision_making: bilingual("Decision making", "Ra quyết định"),
  communication: bilingual("Communication", "Giao tiếp"),
  fuel_efficiency: bilingual("Fuel efficiency", "Tiết kiệm nhiên liệu"),
};

/** The flight types by their value, as the form names them. */
export const FLIGHT_TYPE_OPTIONS = [
  {
    value: FlightType.NORMAL_TRAINING_FLIGHT,
    label: bilingual("Normal training flight", "Chuyến bay huấn luyện thường"),
  },
  { value: FlightType.PHASE_ONE_CHECK, label: bilingual("Phase one check", "Kiểm tra giai đoạn 1") },
  { value: FlightType.PHASE_TWO_CHECK, label: bilingual("Phase two check", "Kiểm tra giai đoạn 2") },
  {
    value: FlightType.PRE_FINAL_ASSESSMENT,
    label: bilingual("Pre-final assessment", "Đánh giá trước kiểm tra cuối khóa"),
  },
  { value: FlightType.PROGRESS_CHECK, label: bilingual("Progress check", "Kiểm tra tiến độ") },
  { value: FlightType.FINAL_CHECK, label: bilingual("Final check", "Kiểm tra cuối khóa") },
];

/** The sectors column's format, one sector: its date (optional), route, flight time, day or night, PF or PM. */
export const SECTOR_FORMAT = "12/10/2026 HAN-SGN 1.5 DAY PF";

const OPTIONAL = bilingual("Optional.", "Không bắt buộc.");
const optionalText = (key: string, label: Record<Language, string>, note = OPTIONAL) =>
  text(key, label, note, same(""));

/** Each criterion's grade and its comment, in the form's order (criteria numbered 1 to 16). */
const criterionColumns = (): ImportColumn[] =>
  CRITERIA.flatMap((criterion, at) => [
    gradeColumn(
      criterion.key,
      CRITERION_LABELS[criterion.key],
      bilingual(
        `Criterion ${at + 1}: 1 to 5, or N/A; empty is N/A. A grade of 2 or lower needs its comment.`,
        `Tiêu chí ${at + 1}: từ 1 đến 5, hoặc N/A; để trống là N/A. Điểm từ 2 trở xuống cần có nhận xét.`,
      ),
      SCORE_OPTIONS,
      "4",
    ),
    optionalText(
      criterion.comment,
      bilingual(
        `${CRITERION_LABELS[criterion.key].en} comment`,
        `Nhận xét ${CRITERION_LABELS[criterion.key].vi}`,
      ),
      bilingual(
        "Required for a grade of 2 or lower, or a 3 with its special remark; otherwise optional. At most 2000 characters.",
        "Bắt buộc khi điểm từ 2 trở xuống, hoặc điểm 3 có ghi chú đặc biệt; các trường hợp khác không bắt buộc. Tối đa 2000 ký tự.",
      ),
    ),
  ]);

const REMARK_CRITERIA = CRITERIA.flatMap((criterion, at) => (criterion.remark ? [at + 1] : [])).join(", ");

/**
 * Training flights (part1 §3 Training flight, the form INITIAL OPERATIONAL EXPERIENCE): one row a
 * flight of a pilot, named by its pilot, date of flight and instructor, with its sectors written
 * in one cell and every field of the form under the names its create call takes.
 */
export const TRAINING_FLIGHT_IMPORT: ImportKind = {
  key: "training_flight",
  sheet: bilingual("Training flight", "Chuyến bay huấn luyện"),
  naturalKey: ["crew_code", "date_of_flight", "instructor_crew_code"],
  columns: [
    crewColumn(),
    instructorColumn(),
    {
      ...dayColumn("date_of_flight", bilingual("Date of flight", "Ngày bay"), "12/10/2026"),
      note: bilingual(
        "Required: the date of the flight's first sector. DD/MM/YYYY (or an Excel date); not in the future, not before 1950.",
        "Bắt buộc: ngày của chặng bay đầu tiên. DD/MM/YYYY (hoặc ô ngày của Excel); không ở tương lai, không trước năm 1950.",
      ),
    },
    {
      key: "flight_type",
      label: bilingual("Flight type", "Loại chuyến bay"),
      note: bilingual(
        "One of the list; empty is a normal training flight. Phase checks take the phase report columns, progress and final checks the flight check columns.",
        "Chọn trong danh sách; để trống là chuyến bay huấn luyện thường. Kiểm tra giai đoạn dùng các cột báo cáo giai đoạn, kiểm tra tiến độ và cuối khóa dùng các cột kiểm tra chuyến bay.",
      ),
      type: "list",
      options: FLIGHT_TYPE_OPTIONS,
      example: bilingual("Normal training flight", "Chuyến bay huấn luyện thường"),
    },
    text(
      "sectors",
      bilingual("Sectors", "Chặng bay"),
      bilingual(
        `Required, 1 to 20 sectors separated by “;” or a new line, each written “${SECTOR_FORMAT}”: its date DD/MM/YYYY (may be left out: the date of flight), departure-destination by IATA code, flight time in hours (0 to 24), DAY or NIGHT, PF or PM. The earliest sector's date is the date of flight.`,
        `Bắt buộc, 1 đến 20 chặng bay cách nhau bằng “;” hoặc xuống dòng, mỗi chặng viết “${SECTOR_FORMAT}”: ngày DD/MM/YYYY (có thể bỏ: là ngày bay), nơi đi-nơi đến theo mã IATA, thời gian bay tính bằng giờ (0 đến 24), DAY (ngày) hoặc NIGHT (đêm), PF hoặc PM. Ngày của chặng sớm nhất là ngày bay.`,
      ),
      same("12/10/2026 HAN-SGN 2.1 DAY PF; 12/10/2026 SGN-HAN 2 NIGHT PM"),
      true,
    ),
    ...criterionColumns(),
    optionalText(
      "special_remarks",
      bilingual("Special remarks", "Ghi chú đặc biệt"),
      bilingual(
        `Optional: the numbers of the criteria whose grade 3 carries the special remark, separated by commas (only criteria ${REMARK_CRITERIA} allow one); each needs its comment.`,
        `Không bắt buộc: số thứ tự các tiêu chí có điểm 3 kèm ghi chú đặc biệt, cách nhau bằng dấu phẩy (chỉ các tiêu chí ${REMARK_CRITERIA} cho phép); mỗi tiêu chí cần có nhận xét.`,
      ),
    ),
    optionalText(
      "autoland.autoland_at",
      bilingual("Autoland at", "Hạ cánh tự động tại"),
      bilingual(
        "Optional: the IATA code of the airport of an autoland; empty when none.",
        "Không bắt buộc: mã IATA của sân bay hạ cánh tự động; để trống nếu không có.",
      ),
    ),
    optionalText(
      "autoland.runway",
      bilingual("Autoland runway", "Đường cất hạ cánh tự động"),
      bilingual(
        "Optional, with an autoland, at most 10 characters.",
        "Không bắt buộc, khi có hạ cánh tự động, tối đa 10 ký tự.",
      ),
    ),
    gradeColumn(
      "autoland.autoland_result",
      bilingual("Autoland result", "Kết quả hạ cánh tự động"),
      bilingual("With an autoland; empty is Success.", "Khi có hạ cánh tự động; để trống là Thành công."),
      [
        { value: 1, label: bilingual("Success", "Thành công") },
        { value: 0, label: bilingual("Failed", "Không thành công") },
      ],
      "",
    ),
    yesNoColumn(
      "recommendation",
      bilingual("Recommendation", "Đề xuất"),
      bilingual("Yes or No; empty is No.", "Có hoặc Không; để trống là Không."),
      bilingual("No", "Không"),
    ),
    optionalText("recommendation_value", bilingual("Recommendation details", "Nội dung đề xuất")),
    yesNoColumn(
      "grounded",
      bilingual("Grounded", "Tạm dừng bay"),
      bilingual("Yes or No; empty is No.", "Có hoặc Không; để trống là Không."),
      bilingual("No", "Không"),
    ),
    yesNoColumn(
      "phase_report.normal_progress",
      bilingual("Normal progress", "Tiến độ bình thường"),
      bilingual("Phase checks only: Yes or No.", "Chỉ với kiểm tra giai đoạn: Có hoặc Không."),
      same(""),
    ),
    optionalText(
      "phase_report.normal_comments",
      bilingual("Normal progress comments", "Nhận xét tiến độ bình thường"),
      bilingual("Phase checks only.", "Chỉ với kiểm tra giai đoạn."),
    ),
    yesNoColumn(
      "phase_report.special_requirements",
      bilingual("Special requirements", "Yêu cầu đặc biệt"),
      bilingual("Phase checks only: Yes or No.", "Chỉ với kiểm tra giai đoạn: Có hoặc Không."),
      same(""),
    ),
    optionalText(
      "phase_report.special_comments",
      bilingual("Special requirements comments", "Nhận xét yêu cầu đặc biệt"),
      bilingual("Phase checks only.", "Chỉ với kiểm tra giai đoạn."),
    ),
    gradeColumn(
      "flight_check.overall_performance",
      bilingual("Overall performance", "Đánh giá chung"),
      bilingual(
        "Progress and final checks only: 1 to 5; empty is 3.",
        "Chỉ với kiểm tra tiến độ và cuối khóa: từ 1 đến 5; để trống là 3.",
      ),
      GRADE_OPTIONS,
      "",
    ),
    optionalText(
      "flight_check.comments",
      bilingual("Check comments", "Nhận xét kiểm tra"),
      bilingual("Progress and final checks only.", "Chỉ với kiểm tra tiến độ và cuối khóa."),
    ),
    optionalText("comments", bilingual("Comments", "Nhận xét")),
    optionalText(
      "notice_to_next_instructor",
      bilingual("Notice to next instructor", "Lưu ý cho giáo viên kế tiếp"),
    ),
    reportColumn(),
    reportColumn(
      "phase_report.report",
      bilingual("Phase report (PDF file name)", "Báo cáo giai đoạn (tên tệp PDF)"),
    ),
    reportColumn(
      "flight_check.report",
      bilingual("Flight check report (PDF file name)", "Báo cáo kiểm tra (tên tệp PDF)"),
    ),
  ],
};
