import {
  type ConcordanceRecordsInput,
  type ConcordanceRecordsReply,
  type InstructorConcordanceInput,
  type InstructorConcordanceReply,
  isInstructor,
  type PilotTrendsInput,
  type PilotTrendsReply,
  type SessionUser,
} from "@trms/shared";
import type { Database } from "../../db/client";
import { notFound } from "../../lib/errors";
import { assertFleetInScope, concordanceReply } from "./analytics.concordance";
import { analyticsRepository } from "./analytics.repository";
import { maySeeTrends, pilotTrendsReply } from "./analytics.trends";
export function analyticsService(db: Database) {
  const repo = analyticsRepository(db);
  return {
    /** How each instructor of a fleet grades beside the fleet, over a period (issue 30 item 1). */
    async instructorConcordance(
      actor: SessionUser,
      input: InstructorConcordanceInput,
    ): Promise<InstructorConcordanceReply> {
      assertFleetInScope(actor, input.fleet);
      const rows = await repo.concordance({
        fleet: input.fleet,
        startDate: input.start_date,
        endDate: input.end_date,
      });
      return concordanceReply(actor, input, rows);
    },

    /** A pilot's grades per criterion over time with a trend line, the fleet's band and warnings (item 2). */
    async pilotTrends(actor: SessionUser, input: PilotTrendsInput): Promise<PilotTrendsReply> {
      const pilot = await repo.pilot(input.pilot_id);
      // A pilot out of sight reads exactly like one that does not exist.
      if (!pilot) throw notFound();
      const graded = actor.pilot_id !== null && (await repo.hasGraded(actor.pilot_id, pilot.id));
      if (!maySeeTrends(actor, pilot, graded)) throw notFound();
      const period = { startDate: input.start_date, endDate: input.end_date };
      const [grades, band] = await Promise.all([
        repo.trendGrades(pilot.id, period),
        pilot.fleet ? repo.fleetBand(pilot.fleet, period) : Promise.resolve([]),
      ]);
      return pilotTrendsReply(pilot, input, grades, band);
    },

    /** The graded scores behind one instructor's figure on a criterion (an instructor: their own only). */
    async concordanceRecords(
      actor: SessionUser,
      input: ConcordanceRecordsInput,
    ): Promise<ConcordanceRecordsReply> {
      assertFleetInScope(actor, input.fleet);
      // Another instructor's records read as missing to an instructor.
      if (isInstructor(actor) && actor.pilot_id !== input.instructor_id) throw notFound();
      const records = await repo.concordanceRecords({
        fleet: input.fleet,
        startDate: input.start_date,
        endDate: input.end_date,
        instructorId: input.instructor_id,
        criterion: input.criteria,
      });
      return { records: records.map((record) => ({ ...record, score: Number(record.score) })) };
    },
  };
}
