import type { passkeyRemoveSchema } from "@trms/shared";
import type { z } from "zod";
import { notFound } from "../../../lib/errors";
import type { CallArgs } from "../../../lib/routes";
import { removeFactor, requireRecentSignIn } from "../auth.factors";

/** `auth/second_factor/passkey/remove`: one of the account's own passkeys, unless it is its last required factor. */
export async function passkeyRemove({
  app,
  actor,
  body,
  sessionJti,
}: CallArgs<z.output<typeof passkeyRemoveSchema>>): Promise<void> {
  await requireRecentSignIn(app, sessionJti);
  if (!(await removeFactor(app, actor.id, { passkey: body.id }))) throw notFound();
}
