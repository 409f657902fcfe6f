import type { CreateGrantInput, Grant } from "@trms/shared";
import { airlineToday } from "../../../lib/airline-time";
import { validation } from "../../../lib/errors";
import type { CallArgs } from "../../../lib/routes";
import { countPilots, insertGrant, inspectorById } from "../inspector.repository";
import { shownGrants } from "../inspector.rules";

/** `inspector/create_grant`: read access to chosen pilots or one fleet, for whole airline days. */
export async function createGrant({ app, actor, body }: CallArgs<CreateGrantInput>): Promise<Grant> {
  const db = app.database.db;
  const now = new Date();
  const inspector = await inspectorById(db, body.inspector_id);
  if (!inspector) throw validation("inspector_id", "inspector_unknown");
  // The last day may be today: access then lasts until today's end in Vietnam.
  if (body.ends_on < airlineToday(now)) throw validation("ends_on", "inspector_window_in_past");
  const pilotIds = body.pilot_ids ? [...new Set(body.pilot_ids)] : null;
  if (pilotIds && (await countPilots(db, pilotIds)) !== pilotIds.length)
    throw validation("pilot_ids", "inspector_pilot_unknown");
  const row = await insertGrant(db, {
    inspectorId: body.inspector_id,
    pilotIds,
    fleet: pilotIds ? null : (body.fleet ?? null),
    startsOn: body.starts_on,
    endsOn: body.ends_on,
    note: body.note || null,
    grantedBy: actor.id,
  });
  const [grant] = await shownGrants(
    db,
    [{ grant: row, inspectorName: inspector.fullName, granterName: actor.full_name }],
    now,
  );
  return grant as Grant;
}
