import { can, fleetScope, type PilotOption, type PilotRow, pilotScope } from "@trms/shared";
import { forbidden } from "../../../lib/errors";
import type { CallArgs } from "../../../lib/routes";
import { pilotAutocomplete } from "../pilot.repository";

/**
 * `pilot/search_pilot`. Active pilots for a picker: the list rows within the pilot scope of whoever
 * browses pilots; for a creator of SIM sessions, line checks or line trainings who does not, only
 * what the picker shows, within their own fleet (every fleet for the super administrator).
 */
export async function searchPilots({
  app,
  actor,
  body,
}: CallArgs<{ keyword: string }>): Promise<PilotRow[] | PilotOption[]> {
  if (!can(actor, "pilot.pick")) throw forbidden();
  const db = app.database.db;
  const scope = pilotScope(actor);
  if (scope.allowed) return pilotAutocomplete(db, body.keyword, scope.fleet);
  const rows = await pilotAutocomplete(db, body.keyword, fleetScope(actor));
  return rows.map((row) => ({
    id: row.id,
    crew_code: row.crew_code,
    full_name: row.full_name,
    fleet: row.fleet,
  }));
}
