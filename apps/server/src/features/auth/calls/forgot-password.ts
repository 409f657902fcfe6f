import { type Language, RESET_TOKEN_TTL_MS, translateServerMessage } from "@trms/shared";
import { randomToken, sha256hex } from "../../../lib/crypto";
import type { AuthContext } from "../auth.context";

/** Always answers the same; only an active account gets a mail. */
export function forgotPassword(ctx: AuthContext, email: string, language: Language) {
  // Answered before any lookup, so the reply takes as long for an unknown email as for a known one.
  ctx.deps.background.run("reset mail", async () => {
    const user = await ctx.repo.findUserByEmail(email);
    if (user?.status !== 1) return;
    const token = randomToken();
    const at = ctx.now();
    await ctx.repo.storeReset(sha256hex(token), user.id, new Date(at.getTime() + RESET_TOKEN_TTL_MS));
    const link = `${ctx.deps.publicUrl}/login/reset_password/${token}`;
    await ctx.deps.mailer.send({
      to: user.email,
      subject: translateServerMessage("reset_mail_subject", language),
      text: translateServerMessage("reset_mail_body", language, { name: user.fullName, link }),
    });
  });
}
