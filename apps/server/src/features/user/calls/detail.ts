import type { UserDetail } from "@trms/shared";
import type { CallArgs } from "../../../lib/routes";
import { toUserSummary } from "../user.repository";
import { visibleUser } from "../user.rules";

/** `auth/user/detail`: one account the actor may see. */
export async function getUserDetail({ app, actor, body }: CallArgs<{ id: number }>): Promise<UserDetail> {
  const target = await visibleUser(app.database.db, actor, body.id);
  return { ...toUserSummary(target), password_salt: target.passwordSalt };
}
