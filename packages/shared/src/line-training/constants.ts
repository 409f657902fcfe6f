/** Line training constants of the spec (part2 §3, §4, §9). */

/** Line training types (part2 §3): FOT 1 … Requalification 6. The list's filter defaults to FOT. */
export const LineTrainingType = {
  FOT: 1,
  SOT: 2,
  CPT: 3,
  AOC: 4,
  INT: 5,
  REQUALIFICATION: 6,
} as const;
export type LineTrainingType = (typeof LineTrainingType)[keyof typeof LineTrainingType];
export const LINE_TRAINING_TYPES = Object.values(LineTrainingType) as LineTrainingType[];
export const DEFAULT_LINE_TRAINING_TYPE: LineTrainingType = LineTrainingType.FOT;

/** The short names the screens show for each type (the same in both languages). */
export const LINE_TRAINING_TYPE_NAMES: Record<LineTrainingType, string> = {
  1: "FOT",
  2: "SOT",
  3: "CPT",
  4: "AOC",
  5: "INT",
  6: "Requalification",
};

/** Line training status (part2 §4): 1 Pilot Submit, 2 Instructor submit (on training), 3 Completed. */
export const LineTrainingStatus = {
  PILOT_SUBMIT: 1,
  ON_TRAINING: 2,
  COMPLETED: 3,
} as const;
export type LineTrainingStatus = (typeof LineTrainingStatus)[keyof typeof LineTrainingStatus];
export const LINE_TRAINING_STATUSES = Object.values(LineTrainingStatus) as LineTrainingStatus[];

/** The two submission stages: 1 the pilot's, 2 the assessor's (an instructor other than the pilot). */
export const LineTrainingFormOrder = { FIRST: 1, SECOND: 2 } as const;
export type LineTrainingFormOrder = (typeof LineTrainingFormOrder)[keyof typeof LineTrainingFormOrder];

/** The tabs of the list (part2 §4): `completed` 1 shows Completed, 0 In Progress. */
export const LineTrainingTab = { IN_PROGRESS: 0, COMPLETED: 1 } as const;
export type LineTrainingTab = (typeof LineTrainingTab)[keyof typeof LineTrainingTab];

/** List page sizes (part2 §9 "others"): 5, 10, 25; 10 by default. */
export const LINE_TRAINING_PAGE_SIZES = [5, 10, 25] as const;
export const LINE_TRAINING_DEFAULT_PAGE_SIZE = 10;

/** What the list sorts by (the filter drawer's "filter by"); default the start date, descending. */
export const LINE_TRAINING_LIST_FILTERS = [
  "start_date",
  "pilot_name",
  "pilot_crew_code",
  "last_submission",
] as const;
export type LineTrainingListFilter = (typeof LINE_TRAINING_LIST_FILTERS)[number];
export const LINE_TRAINING_DEFAULT_LIST_FILTER: LineTrainingListFilter = "start_date";

/** The workflow history and audit entity of a line training. */
export const LINE_TRAINING_ENTITY = "line_training";

/** The history action of a status change: the reset-status history reads these. */
export const LINE_TRAINING_RESET_HISTORY_ACTIONS = ["set_status"] as const;
