import { CRITERIA, type FleetHeatMapInput, type FleetHeatMapReply } from "@trms/shared";
import type { CallArgs } from "../../../lib/routes";
import { assertFleetInScope } from "../analytics.concordance";
import { monthsOf } from "../analytics.months";
import { heatMapRows } from "../analytics.repository";

/** A fleet's mean grade of each criterion in each month of the period. */
export async function fleetHeatMap({
  app,
  actor,
  body,
}: CallArgs<FleetHeatMapInput>): Promise<FleetHeatMapReply> {
  assertFleetInScope(actor, body.fleet);
  const rows = await heatMapRows(app.database.db, {
    fleet: body.fleet,
    startDate: body.start_date,
    endDate: body.end_date,
  });
  const cell = new Map(rows.map((row) => [`${row.month}/${row.criterion}`, row]));
  return {
    fleet: body.fleet,
    start_date: body.start_date,
    end_date: body.end_date,
    empty: rows.length === 0,
    months: monthsOf(body.start_date, body.end_date).map((month) => ({
      month,
      criteria: CRITERIA.map((_, index) => {
        const found = cell.get(`${month}/${index + 1}`);
        return { criteria: index + 1, count: found?.count ?? 0, mean: found ? Number(found.mean) : null };
      }),
    })),
  };
}
