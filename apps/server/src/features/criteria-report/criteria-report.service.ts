import {
  CRITERIA_AVERAGE_MONTHS,
  type CriteriaReportInput,
  type CriteriaReportReply,
  criterionKey,
  type SessionUser,
} from "@trms/shared";
import type { Database } from "../../db/client";
import { visiblePilot } from "../pilot";
import { criteriaReportRepository } from "./criteria-report.repository";

/** The first day of the averages' window: the same day `months` months ago (UTC), as YYYY-MM-DD. */
export function monthsBefore(today: Date, months: number): string {
  const since = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - months, today.getUTCDate()));
  // 29 Feb or the 31st of a shorter month rolls into the next month; keep the month's last day instead.
  if (since.getUTCDate() !== today.getUTCDate()) since.setUTCDate(0);
  return since.toISOString().slice(0, 10);
}

export function criteriaReportService(db: Database, now: () => Date = () => new Date()) {
  const repo = criteriaReportRepository(db);
  return {
    /** One criterion's scores over time and every criterion's recent average, for a pilot in sight (else 404). */
    async report(actor: SessionUser, input: CriteriaReportInput): Promise<CriteriaReportReply> {
      const pilot = await visiblePilot(db, actor, input.pilot_id);
      const since = monthsBefore(now(), CRITERIA_AVERAGE_MONTHS);
      const [criterias, averages] = await Promise.all([
        repo.scores(pilot.id, criterionKey(input.criteria)),
        repo.averages(pilot.id, since),
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
    },
  };
}
