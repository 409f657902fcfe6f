import {
  CRITERIA,
  type CriterionTrend,
  type PilotTrendsReply,
  STANDARD_SCORE,
  TREND_DROP_POINTS,
  TREND_RECENT_GRADES,
  type TrendGrade,
  type TrendLine,
  type TrendWarning,
} from "@trms/shared";
import type { BandRow, TrendGradeRow } from "./analytics.repository";

const DAY_MS = 86_400_000;
const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;
const numberOrNull = (text: string | null | undefined) => (text == null ? null : Number(text));

/** The least-squares line of score over day through the grades; null with no spread of days. */
export function trendLine(grades: TrendGrade[]): TrendLine | null {
  const first = grades[0];
  const last = grades.at(-1);
  if (!first || !last || grades.length < 2) return null;
  const xs = grades.map((grade) => dayNumber(grade.date_of_flight));
  const meanX = xs.reduce((sum, x) => sum + x, 0) / xs.length;
  const meanY = grades.reduce((sum, grade) => sum + grade.score, 0) / grades.length;
  let sxx = 0;
  let sxy = 0;
  grades.forEach((grade, index) => {
    const dx = (xs[index] as number) - meanX;
    sxx += dx * dx;
    sxy += dx * (grade.score - meanY);
  });
  if (sxx === 0) return null;
  const slope = sxy / sxx;
  const at = (date: string) => meanY + slope * (dayNumber(date) - meanX);
  return {
    start_date: first.date_of_flight,
    start_value: at(first.date_of_flight),
    end_date: last.date_of_flight,
    end_value: at(last.date_of_flight),
    slope_per_month: slope * 30,
  };
}

/**
 * The warnings of a criterion from its last three grades' sum and the earlier grades' sum and count:
 * the last three average below standard, or at least one point below the grades
 * before them. Compared in whole numbers, so a mean of thirds never misses the line by a rounding.
 */
export function warningsFromSums(
  recentSum: number,
  earlierSum: number,
  earlierCount: number,
): TrendWarning[] {
  const n = TREND_RECENT_GRADES;
  const warnings: TrendWarning[] = [];
  // mean(earlier) − mean(recent) ≥ 1  ⇔  n·sum(earlier) − |earlier|·sum(recent) ≥ n·|earlier|.
  if (earlierCount > 0 && n * earlierSum - earlierCount * recentSum >= TREND_DROP_POINTS * n * earlierCount)
    warnings.push("drop");
  if (recentSum < STANDARD_SCORE * n) warnings.push("below_standard");
  return warnings;
}

/** The warnings of a criterion from its grades, oldest first; none before three grades. */
export function trendWarnings(scores: number[]): TrendWarning[] {
  if (scores.length < TREND_RECENT_GRADES) return [];
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  const earlier = scores.slice(0, -TREND_RECENT_GRADES);
  return warningsFromSums(sum(scores.slice(-TREND_RECENT_GRADES)), sum(earlier), earlier.length);
}

/** The reply from the pilot's graded scores and the fleet's band, every criterion in order. */
export function pilotTrendsReply(
  pilot: PilotTrendsReply["pilot"],
  period: { start_date?: string; end_date?: string },
  gradeRows: TrendGradeRow[],
  bandRows: BandRow[],
): PilotTrendsReply {
  const criteria: CriterionTrend[] = CRITERIA.map((criterion, index) => {
    const number = index + 1;
    const grades = gradeRows
      .filter((row) => row.criterion === number)
      .map((row) => ({
        training_flight_id: row.training_flight_id,
        date_of_flight: row.date_of_flight,
        score: row.score,
      }));
    const scores = grades.map((grade) => grade.score);
    const band = bandRows.find((row) => row.criterion === number);
    const mean = (values: number[]) =>
      values.length ? values.reduce((total, value) => total + value, 0) / values.length : null;
    const enough = scores.length >= TREND_RECENT_GRADES;
    return {
      criteria: number,
      key: criterion.key,
      grades,
      mean: mean(scores),
      trend: trendLine(grades),
      fleet_mean: numberOrNull(band?.mean),
      fleet_sd: numberOrNull(band?.sd),
      recent_mean: enough ? mean(scores.slice(-TREND_RECENT_GRADES)) : null,
      earlier_mean: enough ? mean(scores.slice(0, -TREND_RECENT_GRADES)) : null,
      warnings: trendWarnings(scores),
    };
  });
  return {
    pilot,
    start_date: period.start_date ?? null,
    end_date: period.end_date ?? null,
    empty: gradeRows.length === 0,
    criteria,
  };
}
