import {
  CRITERIA_AVERAGE_MONTHS,
  type CriteriaReportInput,
  type CriteriaReportReply,
  criterionKey,
} from "@trms/shared";
import type { CallArgs } from "../../../lib/routes";
import { visiblePilot } from "../../pilot";
import { criterionAverages, criterionScores } from "../criteria-report.repository";
import { monthsBefore } from "../criteria-report.rules";

/** One criterion's scores over time and every criterion's recent average, for a pilot in sight (else 404). */
export async function criteriaReport({
  app,
  actor,
  body,
}: CallArgs<CriteriaReportInput>): Promise<CriteriaReportReply> {
  const db = app.database.db;
  const pilot = await visiblePilot(db, actor, body.pilot_id);
  const since = monthsBefore(new Date(), CRITERIA_AVERAGE_MONTHS);
  const [criterias, averages] = await Promise.all([
    criterionScores(db, pilot.id, criterionKey(body.criteria)),
    criterionAverages(db, pilot.id, since),
  ]);
  return {
    criterias,
    pilot: {
      id: pilot.id,
      crew_code: pilot.crew_code,
      full_name: pilot.full_name,
      fleet: pilot.fleet,
      avatar: pilot.avatar,
    },
    averages,
    averages_since: since,
  };
}
