/** Flight types of part1 §3. */
export const FlightType = {
  NORMAL_TRAINING_FLIGHT: 0,
  PHASE_ONE_CHECK: 1,
  PHASE_TWO_CHECK: 2,
  PRE_FINAL_ASSESSMENT: 3,
  PROGRESS_CHECK: 4,
  FINAL_CHECK: 5,
} as const;
export type FlightType = (typeof FlightType)[keyof typeof FlightType];
export const FLIGHT_TYPES = Object.values(FlightType) as FlightType[];

/** Phase checks carry a phase report; progress and final checks a flight check. */
export const PHASE_CHECKS: FlightType[] = [
  FlightType.PHASE_ONE_CHECK,
  FlightType.PHASE_TWO_CHECK,
  FlightType.PRE_FINAL_ASSESSMENT,
];
export const FLIGHT_CHECKS: FlightType[] = [FlightType.PROGRESS_CHECK, FlightType.FINAL_CHECK];
export const isPhaseCheck = (type: number) => (PHASE_CHECKS as number[]).includes(type);
export const isFlightCheck = (type: number) => (FLIGHT_CHECKS as number[]).includes(type);

/** Scores 1–5, and 6 for not applicable (shown N/A). */
export const NOT_APPLICABLE = 6;
export const SCORES = [1, 2, 3, 4, 5, NOT_APPLICABLE] as const;
/** A score at or under this asks for confirmation and a comment; under 3 flags the row red. */
export const CONFIRM_SCORE_AT_OR_BELOW = 2;
export const STANDARD_SCORE = 3;
/** The form's default for every criterion: N/A, so that every grade is a deliberate choice (ADR 0008). */
export const DEFAULT_CRITERION_SCORE = NOT_APPLICABLE;
export const DEFAULT_OVERALL_PERFORMANCE = 3;

/**
 * The 16 scored criteria in order (numbered 1–16), their comment fields, and whether a score of 3
 * may carry a special remark.
 */
export const CRITERIA = [
  { key: "pre_departure_and_post_flight", comment: "pdapf_comment", remark: false },
  { key: "to_clb_cruise", comment: "tcc_comment", remark: true },
  { key: "descent_approach", comment: "da_comment", remark: true },
  { key: "landing", comment: "ldg_comment", remark: true },
  { key: "flt_management", comment: "fm_comment", remark: true },
  { key: "crew_coordination_crm", comment: "ccc_comment", remark: true },
  { key: "situational_awareness", comment: "sa_comment", remark: true },
  { key: "pa_announcement", comment: "pa_comment", remark: false },
  { key: "support_duties", comment: "sd_comment", remark: false },
  { key: "procedures", comment: "procs_comment", remark: true },
  { key: "opr_knowledge", comment: "ok_comment", remark: true },
  { key: "ac_system_knowledge", comment: "ask_comment", remark: true },
  { key: "ac_handling", comment: "ach_comment", remark: true },
  { key: "decision_making", comment: "demk_comment", remark: true },
  { key: "communication", comment: "comm_comment", remark: false },
  { key: "fuel_efficiency", comment: "fe_comment", remark: false },
] as const;
export type CriterionKey = (typeof CRITERIA)[number]["key"];
export type CriterionCommentKey = (typeof CRITERIA)[number]["comment"];

/** Criteria of a flight check (progress and final checks), as the spec lists them. */
export const FLIGHT_CHECK_CRITERIA = [
  "pre_departure_and_post_flight",
  "takeoff_go_around_climb",
  "cruise_descent_approach",
  "landing",
  "circuit",
  "aircraft_handling",
] as const;

export const SECTOR_TIMES = ["DAY", "NIGHT"] as const;
export const SECTOR_ROLES = ["PF", "PM"] as const;
export const AUTOLAND_SUCCESS = 1;

export const TRAINING_FLIGHT_SORT_FIELDS = [
  "date_of_flight",
  "flight_type",
  "instructor_name",
  "created_at",
] as const;
export type TrainingFlightSortField = (typeof TRAINING_FLIGHT_SORT_FIELDS)[number];
export const TRAINING_FLIGHT_FILTERS = [
  "special_flight",
  "low_point",
  "autoland",
  "recommendation",
  "grounded",
] as const;
