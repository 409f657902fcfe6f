import { can, type SessionUser, type UpdatePilotInput } from "@trms/shared";
import { uniqueViolation } from "../../../lib/db-errors";
import { forbidden } from "../../../lib/errors";
import { removeQuietly } from "../../../lib/files/file-store";
import type { StoredFile } from "../../../lib/files/upload";
import { updateUser } from "../../user";
import {
  conflict,
  type PilotContext,
  profileColumns,
  publicDetail,
  roleFor,
  type StoredPilot,
} from "../pilot.context";
import { pilotRepository } from "../pilot.repository";

export async function updatePilot(
  ctx: PilotContext,
  actor: SessionUser,
  input: UpdatePilotInput,
  avatar: StoredFile | undefined,
) {
  const pilot = await ctx.visiblePilot(actor, input.id);
  if (!can(actor, "pilot.edit")) throw forbidden();
  ctx.requireFleetInScope(actor, input.fleet);
  if (await ctx.repo.crewCodeTaken(input.crew_code, pilot.id)) throw conflict("crew_code_taken", "crew_code");
  try {
    await ctx.deps.db.transaction(async (tx) => {
      await updateUser(tx, pilot.user_id, {
        fullName: input.full_name,
        fleet: input.fleet,
        // The role follows the rating only when the rating is part of the change.
        ...(input.instructor_rating !== undefined ? { role: roleFor(input.instructor_rating) } : {}),
        ...(avatar ? { avatar: avatar.key } : {}),
      });
      await pilotRepository(tx).update(pilot.id, {
        ...profileColumns(input),
        fullName: input.full_name,
        fleet: input.fleet,
      });
    });
  } catch (error) {
    if (uniqueViolation(error) !== null) throw conflict("crew_code_taken", "crew_code");
    throw error;
  }
  if (avatar && pilot.avatarKey) await removeQuietly(ctx.deps.store, [pilot.avatarKey]);
  return publicDetail((await ctx.repo.byId(pilot.id)) as StoredPilot, false);
}
