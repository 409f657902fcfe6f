import type { secondFactorResetSchema } from "@trms/shared";
import type { z } from "zod";
import { notFound } from "../../../lib/errors";
import type { CallArgs } from "../../../lib/routes";
import { auditFactor, secondFactorRequired } from "../auth.factors";
import { deleteFactors, setSecondFactorDue } from "../auth.factors.repository";
import { findUserById, revokeUserSessions } from "../auth.repository";

/**
 * `auth/second_factor/reset`: a super administrator removes every second factor of an account that
 * lost its own (its authenticator app, passkeys and recovery codes) and ends all its sessions. An
 * account that must hold a factor enrols again at its next sign-in, with no grace period.
 */
export async function secondFactorReset({
  app,
  actor,
  body,
}: CallArgs<z.output<typeof secondFactorResetSchema>>): Promise<void> {
  const db = app.database.db;
  const target = await findUserById(db, body.user_id);
  if (!target) throw notFound();
  const at = new Date();
  await db.transaction(async (tx) => {
    const removed = await deleteFactors(tx, target.id);
    await setSecondFactorDue(tx, target.id, secondFactorRequired(app.config, target) ? at : null);
    await revokeUserSessions(tx, target.id, at);
    await auditFactor(tx, {
      userId: target.id,
      actorId: actor.id,
      action: "reset",
      changes: { account: target.email, totp: removed.totp, passkeys: removed.passkeys },
    });
  });
}
