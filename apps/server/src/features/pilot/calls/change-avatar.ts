import { can, type PilotDetail } from "@trms/shared";
import { forbidden, validation } from "../../../lib/errors";
import { removeQuietly } from "../../../lib/files/file-store";
import type { UploadArgs } from "../../../lib/routes";
import { updateUser } from "../../user";
import { visiblePilot } from "../pilot.access";
import { pilotById, type StoredPilot } from "../pilot.repository";
import { publicDetail } from "../pilot.rules";

/** `pilot/change_avatar`: the pilot's own avatar, or one a holder of their edit right sets. */
export async function changePilotAvatar({
  app,
  actor,
  body,
  files,
}: UploadArgs<{ id: number }>): Promise<PilotDetail> {
  const db = app.database.db;
  const avatar = files.avatar?.[0];
  const pilot = await visiblePilot(db, actor, body.id);
  if (!can(actor, "pilot.edit_own_info", pilot)) throw forbidden();
  if (!avatar) throw validation("avatar", "file_required");
  await updateUser(db, pilot.user_id, { avatar: avatar.key });
  if (pilot.avatarKey) await removeQuietly(app.fileStore, [pilot.avatarKey]);
  return publicDetail((await pilotById(db, pilot.id)) as StoredPilot, false);
}
