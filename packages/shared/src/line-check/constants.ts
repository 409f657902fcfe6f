/** Line check constants of the spec (part2 §3, §4, §9). */

/** The status of a line check (part2 §4). */
export const LineCheckStatus = {
  INITIAL: 1,
  PILOT_SUBMITTED: 2,
  INSTRUCTOR_SUBMITTED: 3,
  COMPLETED: 4,
} as const;
export type LineCheckStatus = (typeof LineCheckStatus)[keyof typeof LineCheckStatus];
export const LINE_CHECK_STATUSES = Object.values(LineCheckStatus) as LineCheckStatus[];

/** The two forms of a line check: the pilot's first, the instructor's second. */
export const LineCheckFormOrder = { FIRST: 1, SECOND: 2 } as const;
export type LineCheckFormOrder = (typeof LineCheckFormOrder)[keyof typeof LineCheckFormOrder];

/** The audit and history entity of a line check, and of its read-documents confirmation. */
export const LINE_CHECK_ENTITY = "line_check";
export const LINE_CHECK_DOCUMENTS_ENTITY = "line_check_documents";

/** The history action of a status change: the reset-status history reads these. */
export const LINE_CHECK_RESET_HISTORY_ACTIONS = ["set_status"] as const;

/** Line check list page sizes (part2 §9: default 50, the options of the SIM list). */
export const LINE_CHECK_PAGE_SIZES = [5, 10, 25, 50] as const;
export const LINE_CHECK_DEFAULT_PAGE_SIZE = 50;

/**
 * What the line check list is sorted by (the filter dialog's "filter by"; part2 §9: default the
 * instructor name, descending).
 */
export const LINE_CHECK_LIST_FILTERS = [
  "instructor_name",
  "pilot_name",
  "line_check_date",
  "status",
] as const;
export type LineCheckListFilter = (typeof LINE_CHECK_LIST_FILTERS)[number];
export const LINE_CHECK_DEFAULT_LIST_FILTER: LineCheckListFilter = "instructor_name";

/** Free texts of the form: sectors and note at most 256 (part2 §5). */
export const LINE_CHECK_TEXT_MAX = 256;
