import { notFound } from "../../../lib/errors";
import type { CallArgs } from "../../../lib/routes";
import { auditFactor, mayRemoveFactor } from "../auth.factors";
import { deleteTotp, factorsOf } from "../auth.factors.repository";

/** `auth/second_factor/totp/remove`: the account's authenticator app, unless it is its last required factor. */
export async function totpRemove({ app, actor }: CallArgs<unknown>): Promise<void> {
  const db = app.database.db;
  const factors = await factorsOf(db, actor.id);
  if (!factors.totp) throw notFound();
  await mayRemoveFactor(app, actor.id, { totp: false, passkeys: factors.passkeys });
  await db.transaction(async (tx) => {
    await deleteTotp(tx, actor.id);
    await auditFactor(tx, {
      userId: actor.id,
      actorId: actor.id,
      action: "remove",
      changes: { method: "totp" },
    });
  });
}
