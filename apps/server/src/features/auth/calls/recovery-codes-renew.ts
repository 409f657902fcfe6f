import type { RecoveryCodesReply } from "@trms/shared";
import { AppError } from "../../../lib/errors";
import type { CallArgs } from "../../../lib/routes";
import { auditFactor, issueRecoveryCodes, requireRecentSignIn } from "../auth.factors";
import { factorsOf } from "../auth.factors.repository";

/** `auth/second_factor/recovery_codes/renew`: ten new recovery codes, shown once; the old ones end. */
export async function recoveryCodesRenew({
  app,
  actor,
  sessionJti,
}: CallArgs<unknown>): Promise<RecoveryCodesReply> {
  await requireRecentSignIn(app, sessionJti);
  const db = app.database.db;
  const factors = await factorsOf(db, actor.id);
  if (!factors.totp && factors.passkeys === 0) throw new AppError("CONFLICT", "totp_not_started");
  return db.transaction(async (tx) => {
    const codes = await issueRecoveryCodes(tx, actor.id);
    await auditFactor(tx, {
      userId: actor.id,
      actorId: actor.id,
      action: "renew_recovery_codes",
      changes: {},
    });
    return { recovery_codes: codes };
  });
}
