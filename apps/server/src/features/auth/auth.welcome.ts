import { type Language, translateServerMessage, WELCOME_TOKEN_TTL_MS } from "@trms/shared";
import type { Database } from "../../db/client";
import { randomToken, sha256hex } from "../../lib/crypto";
import type { OutboxMail } from "../../lib/mail-outbox/mail-outbox";
import { storeReset } from "./auth.repository";

/**
 * A new account's welcome mail, with a link that sets its first password (the reset page's, valid a
 * week): the token is stored in the caller's transaction, and the mail is for its outbox queue.
 */
export async function welcomeMail(
  tx: Database,
  account: { id: number; email: string; fullName: string },
  language: Language,
  publicUrl: string,
): Promise<OutboxMail> {
  const token = randomToken();
  const expiresAt = new Date(Date.now() + WELCOME_TOKEN_TTL_MS);
  await storeReset(tx, sha256hex(token), account.id, expiresAt);
  return {
    kind: "welcome",
    to: account.email,
    recipientId: account.id,
    language,
    subject: translateServerMessage("welcome_mail_subject", language),
    text: translateServerMessage("welcome_mail_body", language, {
      name: account.fullName,
      link: `${publicUrl}/login/reset_password/${token}`,
    }),
    secret: true,
    expiresAt,
  };
}
