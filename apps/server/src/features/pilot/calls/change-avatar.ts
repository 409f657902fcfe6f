import { can, type SessionUser } from "@trms/shared";
import { forbidden, validation } from "../../../lib/errors";
import { removeQuietly } from "../../../lib/files/file-store";
import type { StoredFile } from "../../../lib/files/upload";
import { updateUser } from "../../user";
import { type PilotContext, publicDetail, type StoredPilot } from "../pilot.context";

export async function changePilotAvatar(
  ctx: PilotContext,
  actor: SessionUser,
  id: number,
  avatar: StoredFile | undefined,
) {
  const pilot = await ctx.visiblePilot(actor, id);
  if (!can(actor, "pilot.edit_own_info", pilot)) throw forbidden();
  if (!avatar) throw validation("avatar", "file_required");
  await updateUser(ctx.deps.db, pilot.user_id, { avatar: avatar.key });
  if (pilot.avatarKey) await removeQuietly(ctx.deps.store, [pilot.avatarKey]);
  return publicDetail((await ctx.repo.byId(pilot.id)) as StoredPilot, false);
}
