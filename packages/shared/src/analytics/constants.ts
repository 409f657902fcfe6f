/** The longest period a fleet's analytics read, in years (ADR 1072). */
export const ANALYTICS_MAX_PERIOD_YEARS = 10;
/** An instructor is flagged only on a criterion they graded at least this many times. */
export const CONCORDANCE_DEFAULT_MIN_GRADES = 10;
/** The flag's distance from the fleet's mean, in the fleet's standard deviations. */
export const CONCORDANCE_DEFAULT_DISTANCE = 1;
/** The largest minimum number of grades and distance a caller may ask for. */
export const CONCORDANCE_MAX_MIN_GRADES = 10_000;
export const CONCORDANCE_MAX_DISTANCE = 10;
/** A pilot's trend warns on a criterion from their last this many grades. */
export const TREND_RECENT_GRADES = 3;
/** …when those average at least this many points below the pilot's earlier grades, or below standard. */
export const TREND_DROP_POINTS = 1;
/** The trends screen's pilot picker lists at most this many matches (analytics/trend_pilots). */
export const TREND_PILOTS_LIMIT = 20;
/** Why a criterion's trend warns. */
export const TREND_WARNINGS = ["drop", "below_standard"] as const;
export type TrendWarning = (typeof TREND_WARNINGS)[number];
/** The three records whose forms move through stages, as their workflow history names them. */
export const PIPELINE_KINDS = ["sim_form", "line_check", "line_training"] as const;
export type PipelineKind = (typeof PIPELINE_KINDS)[number];
/** Each kind's statuses after its first, in stage order: the time to reach each is a measure. */
export const PIPELINE_STAGES: Record<PipelineKind, readonly number[]> = {
  sim_form: [2, 3, 4, 5],
  line_check: [2, 3, 4],
  line_training: [2, 3],
};
/** Each kind's statuses a move can leave, in stage order (a SIM form's Failed is 6): the reject rates. */
export const PIPELINE_REJECT_STAGES: Record<PipelineKind, readonly number[]> = {
  sim_form: [1, 2, 3, 4, 6],
  line_check: [1, 2, 3],
  line_training: [1, 2],
};
/** Each kind's Completed status: an item not there yet is open. */
export const PIPELINE_COMPLETED: Record<PipelineKind, number> = {
  sim_form: 5,
  line_check: 4,
  line_training: 3,
};
