import { can, type PilotDetail, type UpdatePilotInput } from "@trms/shared";
import { uniqueViolation } from "../../../lib/db-errors";
import { forbidden } from "../../../lib/errors";
import { removeQuietly } from "../../../lib/files/file-store";
import type { UploadArgs } from "../../../lib/routes";
import { updateUser } from "../../user";
import { visiblePilot } from "../pilot.access";
import { crewCodeTaken, pilotById, type StoredPilot, updatePilotRow } from "../pilot.repository";
import { conflict, profileColumns, publicDetail, requireFleetInScope, roleFor } from "../pilot.rules";

/** `pilot/update_pilot`: a manager's update of a pilot's profile and account, with an optional new avatar. */
export async function updatePilot({
  app,
  actor,
  body,
  files,
}: UploadArgs<UpdatePilotInput>): Promise<PilotDetail> {
  const db = app.database.db;
  const avatar = files.avatar?.[0];
  const pilot = await visiblePilot(db, actor, body.id);
  if (!can(actor, "pilot.edit")) throw forbidden();
  requireFleetInScope(actor, body.fleet);
  if (await crewCodeTaken(db, body.crew_code, pilot.id)) throw conflict("crew_code_taken", "crew_code");
  try {
    await db.transaction(async (tx) => {
      await updateUser(tx, pilot.user_id, {
        fullName: body.full_name,
        fleet: body.fleet,
        // The role follows the rating only when the rating is part of the change.
        ...(body.instructor_rating !== undefined ? { role: roleFor(body.instructor_rating) } : {}),
        ...(avatar ? { avatar: avatar.key } : {}),
      });
      await updatePilotRow(tx, pilot.id, {
        ...profileColumns(body),
        fullName: body.full_name,
        fleet: body.fleet,
      });
    });
  } catch (error) {
    if (uniqueViolation(error) !== null) throw conflict("crew_code_taken", "crew_code");
    throw error;
  }
  if (avatar && pilot.avatarKey) await removeQuietly(app.fileStore, [pilot.avatarKey]);
  return publicDetail((await pilotById(db, pilot.id)) as StoredPilot, false);
}
