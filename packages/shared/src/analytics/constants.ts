/** An instructor is flagged only on a criterion they graded at least this many times (issue 30). */
export const CONCORDANCE_DEFAULT_MIN_GRADES = 10;
/** The flag's distance from the fleet's mean, in the fleet's standard deviations (issue 30). */
export const CONCORDANCE_DEFAULT_DISTANCE = 1;
/** The largest minimum number of grades and distance a caller may ask for. */
export const CONCORDANCE_MAX_MIN_GRADES = 10_000;
export const CONCORDANCE_MAX_DISTANCE = 10;
