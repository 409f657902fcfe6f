import { fleetScope, type UserListInput, type UserListReply } from "@trms/shared";
import type { CallArgs } from "../../../lib/routes";
import { userPage } from "../user.repository";

/** `auth/user/list`: one page of accounts, within the actor's fleet if the actor has one. */
export function listUsers({ app, actor, body }: CallArgs<UserListInput>): Promise<UserListReply> {
  return userPage(app.database.db, body, fleetScope(actor));
}
