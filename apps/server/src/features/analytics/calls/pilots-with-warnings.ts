import {
  CRITERIA,
  isInstructor,
  type PilotsWithWarningsInput,
  type PilotsWithWarningsReply,
  type PilotWarning,
} from "@trms/shared";
import type { CallArgs } from "../../../lib/routes";
import { assertFleetInScope } from "../analytics.concordance";
import { warningSums } from "../analytics.repository";
import { warningsFromSums } from "../analytics.trends";

/** The pilots whose trends warn on some criterion now: a fleet's, or an instructor's trainees. */
export async function pilotsWithWarnings({
  app,
  actor,
  body,
}: CallArgs<PilotsWithWarningsInput>): Promise<PilotsWithWarningsReply> {
  assertFleetInScope(actor, body.fleet);
  const rows = await warningSums(app.database.db, body.fleet, isInstructor(actor) ? actor.pilot_id : null);
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
}
