import type { Language } from "../constants";
import type { CriterionKey } from "./constants";

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
