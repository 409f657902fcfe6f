/** SIM session constants of the spec (part2 §3, §4, §9; part1 §9). */

/** SIM locations (part2 §3); the create form defaults to the first. */
export const SIM_PLACES = ["VN001", "CAE VN018", "VN026", "VN036", "ATR500"] as const;
export type SimPlace = (typeof SIM_PLACES)[number];
export const DEFAULT_SIM_PLACE: SimPlace = SIM_PLACES[0];

/** The status of one pilot's SIM form (part2 §4; numbers per ADR 0400). */
export const SimFormStatus = {
  INITIAL: 1,
  PILOT_SUBMITTED: 2,
  INSTRUCTOR_A_SUBMITTED: 3,
  INSTRUCTOR_B_SUBMITTED: 4,
  COMPLETED: 5,
  FAILED: 6,
} as const;
export type SimFormStatus = (typeof SimFormStatus)[keyof typeof SimFormStatus];
export const SIM_FORM_STATUSES = Object.values(SimFormStatus) as SimFormStatus[];

/** The CAAV form of one pilot of a session (part2 §4; numbers per ADR 0400). */
export const CaavFormStatus = {
  INITIAL: 1,
  PILOT_SUBMITTED: 2,
  INSTRUCTOR_SUBMITTED: 3,
} as const;
export type CaavFormStatus = (typeof CaavFormStatus)[keyof typeof CaavFormStatus];
export const CAAV_FORM_STATUSES = Object.values(CaavFormStatus) as CaavFormStatus[];

/** SIM pilot order (part2 §3): the first or the second pilot of a session. */
export const SimPilotOrder = { FIRST: 1, SECOND: 2 } as const;
export type SimPilotOrder = (typeof SimPilotOrder)[keyof typeof SimPilotOrder];

/** Downloaded flag of the third submission (part2 §3): 1 no, 2 yes. */
export const DownloadedFlag = { NO: 1, YES: 2 } as const;
export type DownloadedFlag = (typeof DownloadedFlag)[keyof typeof DownloadedFlag];

/** The three submission stages of a SIM form: pilot, SIM-A instructor, SIM-B instructor. */
export const SimFormOrder = { FIRST: 1, SECOND: 2, THIRD: 3 } as const;
export type SimFormOrder = (typeof SimFormOrder)[keyof typeof SimFormOrder];

/** SIM list page sizes (part2 §9). */
export const SIM_PAGE_SIZES = [5, 10, 25, 50] as const;
export const SIM_DEFAULT_PAGE_SIZE = 50;

/**
 * What the SIM list is sorted by (the filter drawer's "filter by", part2 §9: default the
 * instructor name, descending).
 */
export const SIM_LIST_FILTERS = ["instructor_name", "pilot_name", "date_time", "place"] as const;
export type SimListFilter = (typeof SIM_LIST_FILTERS)[number];
export const SIM_DEFAULT_LIST_FILTER: SimListFilter = "instructor_name";

/** The reserved placeholder crew code of part1 §9: a seat not filled yet. */
export const SIM_PLACEHOLDER_CREW_CODE = "0000";

/** A SIM session lasts 4 hours (part2 §9); two sessions closer than this on one day overlap. */
export const SIM_SESSION_HOURS = 4;

/**
 * SIM times are airline local time (Vietnam, UTC+7, no daylight saving): "the same day" and the
 * date range of the list are days there.
 */
export const SIM_UTC_OFFSET_MINUTES = 7 * 60;
export const SIM_TIME_ZONE = "Asia/Ho_Chi_Minh";

/** Sessions one monthly list (or one Excel file) may create at once. */
export const SIM_MONTHLY_MAX = 2000;
/** Data rows an Excel import accepts; a larger sheet is refused with this limit in the message. */
export const SIM_EXCEL_MAX_ROWS = SIM_MONTHLY_MAX;
/** The name of the file part of `sim/create_sim_from_excel` (part2 §7). */
export const SIM_EXCEL_FIELD = "monthly_sim";

/** The workflow entity of a SIM form in the history and audit tables. */
export const SIM_FORM_ENTITY = "sim_form";
/** The entity of a SIM session in the audit table. */
export const SIM_SESSION_ENTITY = "sim";
/** The history actions that make a form's reset-status history (the Change status dialog and reject). */
export const SIM_RESET_HISTORY_ACTIONS = ["set_status", "reject"] as const;
