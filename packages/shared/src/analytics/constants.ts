/** An instructor is flagged only on a criterion they graded at least this many times (issue 30). */
export const CONCORDANCE_DEFAULT_MIN_GRADES = 10;
/** The flag's distance from the fleet's mean, in the fleet's standard deviations (issue 30). */
export const CONCORDANCE_DEFAULT_DISTANCE = 1;
/** The largest minimum number of grades and distance a caller may ask for. */
export const CONCORDANCE_MAX_MIN_GRADES = 10_000;
export const CONCORDANCE_MAX_DISTANCE = 10;
/** A pilot's trend warns on a criterion from their last this many grades (issue 30 item 2). */
export const TREND_RECENT_GRADES = 3;
/** …when those average at least this many points below the pilot's earlier grades, or below standard. */
export const TREND_DROP_POINTS = 1;
/** Why a criterion's trend warns. */
export const TREND_WARNINGS = ["drop", "below_standard"] as const;
export type TrendWarning = (typeof TREND_WARNINGS)[number];
