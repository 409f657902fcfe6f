import {
  type DocumentVerificationReply,
  normalizeVerificationCode,
  type VerifyCodeInput,
} from "@trms/shared";
import { AppError } from "../../../lib/errors";
import type { PublicCallArgs } from "../../../lib/routes";
import { issuedByCode, shownDocument } from "../document-verification.repository";

/** `verify/verify_code`: what this system issued under a verification code, typed in any form. */
export async function verifyCode({
  app,
  body,
}: PublicCallArgs<VerifyCodeInput>): Promise<DocumentVerificationReply> {
  const code = normalizeVerificationCode(body.code);
  if (!code)
    throw new AppError("VALIDATION_ERROR", "verify_code_invalid", [
      { path: "code", message: "verify_code_invalid" },
    ]);
  const row = await issuedByCode(app.database.db, code);
  return row ? { verdict: "issued", document: shownDocument(row) } : { verdict: "unknown", document: null };
}
