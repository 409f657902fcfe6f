import { type ForgotPasswordInput, RESET_TOKEN_TTL_MS, translateServerMessage } from "@trms/shared";
import { randomToken, sha256hex } from "../../../lib/crypto";
import type { PublicCallArgs } from "../../../lib/routes";
import { findUserByEmail, storeReset } from "../auth.repository";

/** `auth/login/forgot_password`: always answers the same; only an active account gets a mail. */
export async function forgotPassword({
  app,
  body,
  request,
}: PublicCallArgs<ForgotPasswordInput>): Promise<void> {
  const { email } = body;
  const { language } = request;
  const db = app.database.db;
  // Answered before any lookup, so the reply takes as long for an unknown email as for a known one.
  app.background.run("reset mail", async () => {
    const user = await findUserByEmail(db, email);
    if (user?.status !== 1) return;
    const token = randomToken();
    const expiresAt = new Date(Date.now() + RESET_TOKEN_TTL_MS);
    const link = `${app.config.publicUrl}/login/reset_password/${token}`;
    // The token and its mail commit together; the mail's text, which holds the link, is
    // sealed in the outbox and not sent once the link has expired.
    await app.outbox.transaction(db, async (tx, queue) => {
      await storeReset(tx, sha256hex(token), user.id, expiresAt);
      await queue([
        {
          kind: "reset_password",
          to: user.email,
          recipientId: user.id,
          language,
          subject: translateServerMessage("reset_mail_subject", language),
          text: translateServerMessage("reset_mail_body", language, { name: user.fullName, link }),
          secret: true,
          expiresAt,
        },
      ]);
    });
  });
}
