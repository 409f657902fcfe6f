import type { passkeyRemoveSchema } from "@trms/shared";
import type { z } from "zod";
import { notFound } from "../../../lib/errors";
import type { CallArgs } from "../../../lib/routes";
import { auditFactor, mayRemoveFactor } from "../auth.factors";
import { deletePasskey, factorsOf } from "../auth.factors.repository";

/** `auth/second_factor/passkey/remove`: one of the account's own passkeys, unless it is its last required factor. */
export async function passkeyRemove({
  app,
  actor,
  body,
}: CallArgs<z.output<typeof passkeyRemoveSchema>>): Promise<void> {
  const db = app.database.db;
  const factors = await factorsOf(db, actor.id);
  await mayRemoveFactor(app, actor.id, { totp: factors.totp, passkeys: factors.passkeys - 1 });
  await db.transaction(async (tx) => {
    const removed = await deletePasskey(tx, actor.id, body.id);
    if (!removed) throw notFound();
    await auditFactor(tx, {
      userId: actor.id,
      actorId: actor.id,
      action: "remove",
      changes: { method: "passkey", name: removed.name },
    });
  });
}
