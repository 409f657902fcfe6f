import { can, isSuperAdmin, type UpdateUserInput, UserStatus, type UserSummary } from "@trms/shared";
import { forbidden, notFound, validation } from "../../../lib/errors";
import { removeQuietly } from "../../../lib/files/file-store";
import type { StoredFile } from "../../../lib/files/upload";
import type { CallArgs } from "../../../lib/routes";
import { revokeUserSessions } from "../../auth";
import { toUserSummary, updateUser } from "../user.repository";
import { visibleUser } from "../user.rules";

/** The update's fields, and the new avatar when it came as a multipart form with one. */
export interface UpdateUserDetailArgs extends CallArgs<UpdateUserInput> {
  avatar?: StoredFile;
}

/**
 * `auth/user/update_detail`. Details and avatar: the account itself or the super administrator.
 * Status: a user manager, never on their own account nor on the super administrator.
 */
export async function updateUserDetail({
  app,
  actor,
  body,
  avatar,
}: UpdateUserDetailArgs): Promise<UserSummary> {
  const db = app.database.db;
  const target = await visibleUser(db, actor, body.id);
  const changesDetails = body.full_name !== undefined || body.fleet !== undefined || avatar !== undefined;
  if (changesDetails && !can(actor, "user.edit_details", target)) throw forbidden();
  if (body.status !== undefined) {
    if (!can(actor, "user.manage")) throw forbidden();
    if (target.id === actor.id) throw validation("status", "cannot_block_self");
    if (!can(actor, "user.set_status", { id: target.id, is_admin: target.isAdmin })) throw forbidden();
  }
  if (
    body.fleet !== undefined &&
    target.id === actor.id &&
    !isSuperAdmin(actor) &&
    body.fleet !== target.fleet
  ) {
    // Moving oneself to another fleet would widen one's own scope.
    throw forbidden();
  }
  const updated = await db.transaction(async (tx) => {
    const row = await updateUser(tx, target.id, {
      ...(body.full_name !== undefined ? { fullName: body.full_name } : {}),
      ...(body.fleet !== undefined ? { fleet: body.fleet } : {}),
      ...(body.status !== undefined ? { status: body.status } : {}),
      ...(avatar ? { avatar: avatar.key } : {}),
    });
    if (body.status === UserStatus.BLOCKED) await revokeUserSessions(tx, target.id, new Date());
    return row;
  });
  if (!updated) throw notFound();
  if (avatar && target.avatar) await removeQuietly(app.fileStore, [target.avatar]);
  return toUserSummary(updated);
}
