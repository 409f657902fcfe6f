import {
  type EventReportStatistics,
  type EventReportStatisticsInput,
  fleetScope,
  type SessionUser,
  STATISTICS_TOP_PILOTS,
} from "@trms/shared";
import { type EventReportContext, monthsOf } from "../event-report.context";

export async function eventReportStatistics(
  ctx: EventReportContext,
  actor: SessionUser,
  input: EventReportStatisticsInput,
): Promise<EventReportStatistics> {
  const months = monthsOf(input.years);
  const scope = fleetScope(actor);
  const [figures, top] = await Promise.all([
    ctx.repo.monthFigures(months, scope),
    ctx.repo.topPilots(input.years, scope, STATISTICS_TOP_PILOTS),
  ]);
  return { years: input.years, months: figures, top_pilots: top };
}
