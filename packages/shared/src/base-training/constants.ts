/** The six scored items of a base training (part1 §3), in the form's order. */
export const BASE_TRAINING_SCORES = [
  "pre_departure_and_post_flight",
  "to_ga_clb",
  "cruise_descent_approach",
  "landing",
  "circuit",
  "ac_handling",
] as const;
export type BaseTrainingScoreKey = (typeof BASE_TRAINING_SCORES)[number];

/** Go-around and touch-and-go choose 0–9, full stop 0–2 (part1 §5). */
export const GO_AROUND_MAX = 9;
export const TOUCH_AND_GO_MAX = 9;
export const FULL_STOP_MAX = 2;
/** The longest name of an "others" criterion. */
export const OTHERS_CRITERIA_MAX = 200;

export const BASE_TRAINING_SORT_FIELDS = ["date_of_flight", "airport", "instructor_name"] as const;
export type BaseTrainingSortField = (typeof BASE_TRAINING_SORT_FIELDS)[number];
