import {
  type EventReportStatistics,
  type EventReportStatisticsInput,
  fleetScope,
  STATISTICS_TOP_PILOTS,
} from "@trms/shared";
import type { CallArgs } from "../../../lib/routes";
import { eventReportMonthFigures, eventReportTopPilots } from "../event-report.repository";
import { monthsOf } from "../event-report.rules";

export async function eventReportStatistics({
  app,
  actor,
  body,
}: CallArgs<EventReportStatisticsInput>): Promise<EventReportStatistics> {
  const db = app.database.db;
  const months = monthsOf(body.years);
  const scope = fleetScope(actor);
  const [figures, top] = await Promise.all([
    eventReportMonthFigures(db, months, scope),
    eventReportTopPilots(db, body.years, scope, STATISTICS_TOP_PILOTS),
  ]);
  return { years: body.years, months: figures, top_pilots: top };
}
