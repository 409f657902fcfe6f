import { can, type PilotDetail, type UpdatePilotInfoInput } from "@trms/shared";
import { forbidden } from "../../../lib/errors";
import type { CallArgs } from "../../../lib/routes";
import { visiblePilot } from "../pilot.access";
import { pilotById, type StoredPilot, updatePilotRow } from "../pilot.repository";
import { profileColumns, publicDetail } from "../pilot.rules";

/** `pilot/update_info_for_pilot`: a pilot's own phone, identify and passport numbers; managers use update_pilot. */
export async function updatePilotInfo({
  app,
  actor,
  body,
}: CallArgs<UpdatePilotInfoInput>): Promise<PilotDetail> {
  const db = app.database.db;
  const pilot = await visiblePilot(db, actor, body.id);
  if (!can(actor, "pilot.edit_own_info", pilot)) throw forbidden();
  await updatePilotRow(
    db,
    pilot.id,
    profileColumns({
      phone_number: body.phone_number,
      identify_number: body.identify_number,
      passport_number: body.passport_number,
    }),
  );
  return publicDetail((await pilotById(db, pilot.id)) as StoredPilot, pilot.user_id === actor.id);
}
