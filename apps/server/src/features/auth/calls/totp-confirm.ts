import type { RecoveryCodesReply, totpConfirmSchema } from "@trms/shared";
import type { z } from "zod";
import { AppError } from "../../../lib/errors";
import type { CallArgs } from "../../../lib/routes";
import { acceptTotpCode, completeEnrolment, requireRecentSignIn } from "../auth.factors";
import { findTotp } from "../auth.factors.repository";

/**
 * `auth/second_factor/totp/confirm`: the first code of the authenticator app confirms its set-up.
 * The account's sessions may do everything again, and an account without recovery codes gets its
 * ten, shown this once.
 */
export async function totpConfirm({
  app,
  actor,
  body,
  sessionJti,
}: CallArgs<z.output<typeof totpConfirmSchema>>): Promise<RecoveryCodesReply> {
  await requireRecentSignIn(app, sessionJti);
  const db = app.database.db;
  const factor = await findTotp(db, actor.id);
  if (!factor) throw new AppError("CONFLICT", "totp_not_started");
  if (factor.confirmedAt) throw new AppError("CONFLICT", "totp_already_enrolled");
  if (!(await acceptTotpCode(app, actor.id, body.code, new Date(), false)))
    throw new AppError("VALIDATION_ERROR", "second_factor_code_invalid");
  return db.transaction(async (tx) => ({
    recovery_codes: await completeEnrolment(tx, actor.id, { method: "totp" }),
  }));
}
