import { can, type SessionUser, type UpdatePilotInfoInput } from "@trms/shared";
import { forbidden } from "../../../lib/errors";
import { type PilotContext, profileColumns, publicDetail, type StoredPilot } from "../pilot.context";

/** A pilot's own update of phone, identify and passport numbers; managers use update_pilot. */
export async function updatePilotInfo(ctx: PilotContext, actor: SessionUser, input: UpdatePilotInfoInput) {
  const pilot = await ctx.visiblePilot(actor, input.id);
  if (!can(actor, "pilot.edit_own_info", pilot)) throw forbidden();
  await ctx.repo.update(
    pilot.id,
    profileColumns({
      phone_number: input.phone_number,
      identify_number: input.identify_number,
      passport_number: input.passport_number,
    }),
  );
  return publicDetail((await ctx.repo.byId(pilot.id)) as StoredPilot, pilot.user_id === actor.id);
}
