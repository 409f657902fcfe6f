import { type BulkRoleInput, can, type UserSummary } from "@trms/shared";
import { forbidden, notFound } from "../../../lib/errors";
import type { CallArgs } from "../../../lib/routes";
import { toUserSummary, updateUser, userById } from "../user.repository";

/** `auth/user/bulk_create_role`: the super administrator sets the permission numbers a non-admin user holds. */
export async function setUserPermissions({
  app,
  actor,
  body,
}: CallArgs<BulkRoleInput>): Promise<UserSummary> {
  const db = app.database.db;
  if (!can(actor, "permission.grant")) throw forbidden();
  const target = await userById(db, body.user_id);
  if (!target || !can(actor, "permission.grant", target)) throw notFound();
  const permissions = [...new Set(body.roles.map((r) => r.role))].sort((a, b) => a - b);
  const updated = await updateUser(db, target.id, { managementRole: permissions });
  return toUserSummary(updated as NonNullable<typeof updated>);
}
