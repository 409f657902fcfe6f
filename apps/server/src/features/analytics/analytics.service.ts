import {
  type ConcordanceRecordsInput,
  type ConcordanceRecordsReply,
  CRITERIA,
  type FleetHeatMapInput,
  type FleetHeatMapReply,
  type InstructorConcordanceInput,
  type InstructorConcordanceReply,
  isInstructor,
  type PilotsWithWarningsInput,
  type PilotsWithWarningsReply,
  type PilotTrendsInput,
  type PilotTrendsReply,
  type PilotWarning,
  type PipelineInput,
  type PipelineReply,
  type SessionUser,
  type TrendPilotsInput,
  type TrendPilotsReply,
} from "@trms/shared";
import type { Database } from "../../db/client";
import { notFound } from "../../lib/errors";
import { assertFleetInScope, concordanceReply } from "./analytics.concordance";
import { pipeline } from "./analytics.pipeline";
import { analyticsRepository } from "./analytics.repository";
import { trendPilots } from "./analytics.trend-pilots";
import { maySeeTrends, pilotTrendsReply, warningsFromSums } from "./analytics.trends";
export function analyticsService(db: Database) {
  const repo = analyticsRepository(db);
  return {
    /** How each instructor of a fleet grades beside the fleet, over a period. */
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

    /** A pilot's grades per criterion over time with a trend line, the fleet's band and warnings. */
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

    /** The pilots whose trends the caller may open, by crew code or name: the trends screen's picker. */
    trendPilots: (actor: SessionUser, input: TrendPilotsInput): Promise<TrendPilotsReply> =>
      trendPilots(db, actor, input),

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

    /** A fleet's mean grade of each criterion in each month of the period. */
    async fleetHeatMap(actor: SessionUser, input: FleetHeatMapInput): Promise<FleetHeatMapReply> {
      assertFleetInScope(actor, input.fleet);
      const rows = await repo.heatMap({
        fleet: input.fleet,
        startDate: input.start_date,
        endDate: input.end_date,
      });
      const cell = new Map(rows.map((row) => [`${row.month}/${row.criterion}`, row]));
      return {
        fleet: input.fleet,
        start_date: input.start_date,
        end_date: input.end_date,
        empty: rows.length === 0,
        months: monthsOf(input.start_date, input.end_date).map((month) => ({
          month,
          criteria: CRITERIA.map((_, index) => {
            const found = cell.get(`${month}/${index + 1}`);
            return { criteria: index + 1, count: found?.count ?? 0, mean: found ? Number(found.mean) : null };
          }),
        })),
      };
    },

    /** Time to each status, reject rates and overdue items of a fleet's pipeline. */
    async pipeline(actor: SessionUser, input: PipelineInput): Promise<PipelineReply> {
      assertFleetInScope(actor, input.fleet);
      return pipeline(db, input, monthsOf(input.start_date, input.end_date), new Date());
    },

    /** The pilots whose trends warn on some criterion now: a fleet's, or an instructor's trainees. */
    async pilotsWithWarnings(
      actor: SessionUser,
      input: PilotsWithWarningsInput,
    ): Promise<PilotsWithWarningsReply> {
      assertFleetInScope(actor, input.fleet);
      const rows = await repo.warningSums(input.fleet, isInstructor(actor) ? actor.pilot_id : null);
      const pilots = new Map<number, PilotWarning>();
      for (const row of rows) {
        const warnings = warningsFromSums(row.recent_sum, row.earlier_sum, row.earlier_count);
        if (warnings.length === 0) continue;
        const pilot = pilots.get(row.pilot_id) ?? {
          pilot_id: row.pilot_id,
          crew_code: row.crew_code,
          full_name: row.full_name,
          criteria: [],
        };
        pilot.criteria.push({
          criteria: row.criterion,
          key: CRITERIA[row.criterion - 1]?.key ?? "landing",
          warnings,
        });
        pilots.set(row.pilot_id, pilot);
      }
      return { pilots: [...pilots.values()] };
    },
  };
}

/** Every month (YYYY-MM) from the start's to the end's, both included. */
export function monthsOf(start: string, end: string): string[] {
  const months: string[] = [];
  let year = Number(start.slice(0, 4));
  let month = Number(start.slice(5, 7));
  const last = end.slice(0, 7);
  for (;;) {
    const text = `${year}-${String(month).padStart(2, "0")}`;
    months.push(text);
    if (text >= last) return months;
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
}
