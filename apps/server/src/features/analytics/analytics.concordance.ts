import {
  type ConcordanceInstructor,
  CRITERIA,
  type CriterionFigures,
  fleetScope,
  type InstructorConcordanceInput,
  type InstructorConcordanceReply,
  isInstructor,
  type SessionUser,
} from "@trms/shared";
import { AppError } from "../../lib/errors";
import { ConcordanceGroup, type ConcordanceRow } from "./analytics.repository";

/** A share of a count, null when there is nothing to share. */
const share = (part: number, whole: number) => (whole > 0 ? part / whole : null);
const numberOrNull = (text: string | null) => (text == null ? null : Number(text));

/** The fleet in the caller's reach: their own (the super administrator any), else 403 with a reason. */
export function assertFleetInScope(actor: SessionUser, fleet: string) {
  const scope = fleetScope(actor);
  if (scope !== null && scope !== fleet) throw new AppError("FORBIDDEN", "analytics_fleet_not_yours");
}

/** A group's figures on each of the 16 criteria, in criterion order; null figures where it has no grade. */
function criterionFigures(rows: ConcordanceRow[]): CriterionFigures[] {
  const byNumber = new Map(rows.map((row) => [row.criterion, row]));
  return CRITERIA.map((criterion, index) => {
    const row = byNumber.get(index + 1);
    const count = row?.grades ?? 0;
    return {
      criteria: index + 1,
      key: criterion.key,
      count,
      mean: count ? numberOrNull(row?.mean ?? null) : null,
      sd: count ? numberOrNull(row?.sd ?? null) : null,
      below_standard_share: share(row?.below_standard ?? 0, count),
    };
  });
}

const recordFigures = (row: ConcordanceRow | undefined) => ({
  records: row?.records ?? 0,
  grades: row?.grades ?? 0,
  recommendation_share: share(row?.recommended ?? 0, row?.records ?? 0),
  grounded_share: share(row?.grounded ?? 0, row?.records ?? 0),
});

/**
 * The concordance reply from the query's rows (ADR 1063): an instructor's mean on a criterion is
 * flagged when it lies more than `distance` fleet standard deviations from the fleet's mean and rests
 * on at least `min_grades` grades. An instructor asking sees only their own row.
 */
export function concordanceReply(
  actor: SessionUser,
  input: InstructorConcordanceInput,
  rows: ConcordanceRow[],
): InstructorConcordanceReply {
  const of = (group: number) => rows.filter((row) => row.grouping === group);
  const fleetRow = of(ConcordanceGroup.FLEET)[0];
  const fleetCriteria = criterionFigures(of(ConcordanceGroup.FLEET_CRITERION));
  const ownOnly = isInstructor(actor);
  const instructors: ConcordanceInstructor[] = of(ConcordanceGroup.INSTRUCTOR)
    .filter((row) => !ownOnly || row.instructor_id === actor.pilot_id)
    .map((total) => {
      const own = of(ConcordanceGroup.INSTRUCTOR_CRITERION).filter(
        (row) => row.instructor_id === total.instructor_id,
      );
      const criteria = criterionFigures(own).map((figures, index) => {
        const fleet = fleetCriteria[index] as CriterionFigures;
        const difference = figures.mean === null || fleet.mean === null ? null : figures.mean - fleet.mean;
        const flagged =
          difference !== null &&
          figures.count >= input.min_grades &&
          Math.abs(difference) > input.distance * (fleet.sd ?? 0);
        return { ...figures, difference, flagged };
      });
      return {
        instructor_id: total.instructor_id as number,
        crew_code: total.crew_code ?? "",
        full_name: total.full_name ?? "",
        ...recordFigures(total),
        flagged: criteria.filter((criterion) => criterion.flagged).length,
        criteria,
      };
    })
    .sort((a, b) => a.full_name.localeCompare(b.full_name, "vi") || a.instructor_id - b.instructor_id);
  return {
    fleet: input.fleet,
    start_date: input.start_date,
    end_date: input.end_date,
    min_grades: input.min_grades,
    distance: input.distance,
    empty: (fleetRow?.grades ?? 0) === 0,
    fleet_figures: { ...recordFigures(fleetRow), criteria: fleetCriteria },
    instructors,
  };
}
