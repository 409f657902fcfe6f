import type { SessionUser } from "@trms/shared";
import { notFound } from "../../../lib/errors";
import type { CallArgs } from "../../../lib/routes";
import { sessionUser, toSessionUser } from "../auth.repository";

/** `auth/me`: the signed-in account, read fresh. */
export async function currentAccount({ app, actor }: CallArgs<unknown>): Promise<SessionUser> {
  const row = await sessionUser(app.database.db, actor.id);
  if (!row) throw notFound();
  return toSessionUser(row);
}
