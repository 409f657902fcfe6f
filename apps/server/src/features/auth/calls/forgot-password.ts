import { type Language, RESET_TOKEN_TTL_MS, translateServerMessage } from "@trms/shared";
import { randomToken, sha256hex } from "../../../lib/crypto";
import type { AuthContext } from "../auth.context";
import { authRepository } from "../auth.repository";

/** Always answers the same; only an active account gets a mail. */
export function forgotPassword(ctx: AuthContext, email: string, language: Language) {
  // Answered before any lookup, so the reply takes as long for an unknown email as for a known one.
  ctx.deps.background.run("reset mail", async () => {
    const user = await ctx.repo.findUserByEmail(email);
    if (user?.status !== 1) return;
    const token = randomToken();
    const expiresAt = new Date(ctx.now().getTime() + RESET_TOKEN_TTL_MS);
    const link = `${ctx.deps.publicUrl}/login/reset_password/${token}`;
    // The token and its mail commit together; the mail's text, which holds the link, is
    // sealed in the outbox and not sent once the link has expired.
    await ctx.deps.outbox.transaction(ctx.deps.db, async (tx, queue) => {
      await authRepository(tx).storeReset(sha256hex(token), user.id, expiresAt);
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
