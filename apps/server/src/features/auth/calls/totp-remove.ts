import { notFound } from "../../../lib/errors";
import type { CallArgs } from "../../../lib/routes";
import { removeFactor, requireRecentSignIn } from "../auth.factors";

/** `auth/second_factor/totp/remove`: the account's authenticator app, unless it is its last required factor. */
export async function totpRemove({ app, actor, sessionJti }: CallArgs<unknown>): Promise<void> {
  await requireRecentSignIn(app, sessionJti);
  if (!(await removeFactor(app, actor.id, { totp: true }))) throw notFound();
}
