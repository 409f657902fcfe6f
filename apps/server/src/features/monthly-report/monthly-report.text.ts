import type { CriterionKey, Language } from "@trms/shared";

/** The report's words in both languages (the caller's Accept-Language picks one). */
export const REPORT_TEXT = {
  en: {
    title: "MONTHLY ACCUMULATED TRAINING REPORT",
    month: "Month {month}",
    exported: "Exported on {date} by {name}",
    scope_all: "Scope: all fleets",
    scope_fleet: "Scope: fleet {fleet}",
    totals: "Totals of the month",
    pilots_in_scope: "Pilots in scope",
    pilots_with_records: "Pilots with training records this month",
    training_flights: "Training flights",
    checks: "Checks",
    checks_passed: "Checks passed",
    checks_failed: "Checks failed",
    below_standard: "Criteria below standard (score under 3)",
    grounded_flights: "Flights ending grounded",
    pilots_grounded: "Pilots grounded",
    base_trainings: "Base training flights (passed / failed)",
    theory_tests: "Theory tests (passed / failed)",
    progress_theory: "Progress theory reports (below standard)",
    no_records: "No training records in this month.",
    page: "Monthly report {month} · page {page}",
    section_flights: "Training flights",
    section_base: "Base training",
    section_theory: "Theory tests",
    section_progress: "Progress checks (theory)",
    col_date: "Date",
    col_type: "Type",
    col_routes: "Routes",
    col_instructor: "Instructor",
    col_result: "Result",
    col_airport: "Airport",
    col_overall: "Overall performance",
    passed: "Passed",
    failed: "Failed",
    grounded: "Grounded",
    below: "Below standard: {list}",
    overall: "{score}/5",
    continued: "{name} (continued)",
  },
  vi: {
    title: "BÁO CÁO TỔNG HỢP HUẤN LUYỆN THÁNG",
    month: "Tháng {month}",
    exported: "Xuất ngày {date} bởi {name}",
    scope_all: "Phạm vi: tất cả đội bay",
    scope_fleet: "Phạm vi: đội bay {fleet}",
    totals: "Tổng hợp trong tháng",
    pilots_in_scope: "Phi công trong phạm vi",
    pilots_with_records: "Phi công có hồ sơ huấn luyện trong tháng",
    training_flights: "Chuyến bay huấn luyện",
    checks: "Chuyến kiểm tra",
    checks_passed: "Kiểm tra đạt",
    checks_failed: "Kiểm tra không đạt",
    below_standard: "Tiêu chí dưới tiêu chuẩn (điểm dưới 3)",
    grounded_flights: "Chuyến bay kết thúc bằng tạm dừng bay",
    pilots_grounded: "Phi công bị tạm dừng bay",
    base_trainings: "Huấn luyện căn cứ (đạt / không đạt)",
    theory_tests: "Kiểm tra lý thuyết (đạt / không đạt)",
    progress_theory: "Kiểm tra tiến độ lý thuyết (dưới tiêu chuẩn)",
    no_records: "Không có hồ sơ huấn luyện nào trong tháng.",
    page: "Báo cáo tháng {month} · trang {page}",
    section_flights: "Chuyến bay huấn luyện",
    section_base: "Huấn luyện căn cứ",
    section_theory: "Kiểm tra lý thuyết",
    section_progress: "Kiểm tra tiến độ (lý thuyết)",
    col_date: "Ngày",
    col_type: "Loại",
    col_routes: "Chặng bay",
    col_instructor: "Giáo viên",
    col_result: "Kết quả",
    col_airport: "Sân bay",
    col_overall: "Đánh giá chung",
    passed: "Đạt",
    failed: "Không đạt",
    grounded: "Tạm dừng bay",
    below: "Dưới tiêu chuẩn: {list}",
    overall: "{score}/5",
    continued: "{name} (tiếp theo)",
  },
} as const satisfies Record<Language, Record<string, string>>;

export type ReportText = (typeof REPORT_TEXT)[Language];

/** Flight types 0–5 (part1 §3), as the web's training-flight screens name them. */
export const FLIGHT_TYPE_NAMES: Record<Language, readonly string[]> = {
  en: [
    "Normal training flight",
    "Phase one check",
    "Phase two check",
    "Pre-final assessment",
    "Progress check",
    "Final check",
  ],
  vi: [
    "Chuyến bay huấn luyện thường",
    "Kiểm tra giai đoạn 1",
    "Kiểm tra giai đoạn 2",
    "Đánh giá trước kiểm tra cuối khóa",
    "Kiểm tra tiến độ",
    "Kiểm tra cuối khóa",
  ],
};

/** The 16 criteria of a training flight, as the web's training-flight screens name them. */
export const CRITERION_NAMES: Record<Language, Record<CriterionKey, string>> = {
  en: {
    pre_departure_and_post_flight: "Pre-departure and post-flight",
    to_clb_cruise: "Take-off, climb and cruise",
    descent_approach: "Descent and approach",
    landing: "Landing",
    flt_management: "Flight management",
    crew_coordination_crm: "Crew coordination / CRM",
    situational_awareness: "Situational awareness",
    pa_announcement: "PA announcement",
    support_duties: "Support duties",
    procedures: "Procedures",
    opr_knowledge: "Operational knowledge",
    ac_system_knowledge: "Aircraft systems knowledge",
    ac_handling: "Aircraft handling",
    decision_making: "Decision making",
    communication: "Communication",
    fuel_efficiency: "Fuel efficiency",
  },
  vi: {
    pre_departure_and_post_flight: "Trước khởi hành và sau chuyến bay",
    to_clb_cruise: "Cất cánh, lấy độ cao và bay bằng",
    descent_approach: "Giảm độ cao và tiếp cận",
    landing: "Hạ cánh",
    flt_management: "Quản lý chuyến bay",
    crew_coordination_crm: "Phối hợp tổ bay / CRM",
    situational_awareness: "Nhận thức tình huống",
    pa_announcement: "Thông báo PA",
    support_duties: "Nhiệm vụ hỗ trợ",
    procedures: "Quy trình",
    opr_knowledge: "Kiến thức khai thác",
    ac_system_knowledge: "Kiến thức hệ thống tàu bay",
    ac_handling: "Điều khiển tàu bay",
    decision_making: "Ra quyết định",
    communication: "Giao tiếp",
    fuel_efficiency: "Tiết kiệm nhiên liệu",
  },
};

/** The six scored items of a base training (part1 §3). */
export const BASE_ITEM_NAMES = {
  en: {
    preDepartureAndPostFlight: "Pre-departure and post-flight",
    toGaClb: "Take-off, go-around and climb",
    cruiseDescentApproach: "Cruise, descent and approach",
    landing: "Landing",
    circuit: "Circuit",
    acHandling: "Aircraft handling",
  },
  vi: {
    preDepartureAndPostFlight: "Trước khởi hành và sau chuyến bay",
    toGaClb: "Cất cánh, bay lại và lấy độ cao",
    cruiseDescentApproach: "Bay bằng, giảm độ cao và tiếp cận",
    landing: "Hạ cánh",
    circuit: "Bay vòng",
    acHandling: "Điều khiển tàu bay",
  },
} as const satisfies Record<Language, Record<string, string>>;

/** Fills {name} placeholders. */
export const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ""));

/** YYYY-MM-DD as DD/MM/YYYY. */
export const showDate = (value: string) => {
  const [year, month, day] = value.split("-");
  return `${day}/${month}/${year}`;
};

/** YYYY-MM as MM/YYYY. */
export const showMonth = (value: string) => {
  const [year, month] = value.split("-");
  return `${month}/${year}`;
};
