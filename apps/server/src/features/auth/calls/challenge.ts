import { LOGIN_CODE_TTL_MS, type LoginInput } from "@trms/shared";
import { randomHex, sha256hex } from "../../../lib/crypto";
import type { PublicCallArgs } from "../../../lib/routes";
import { findUserByEmail, storeLoginCode } from "../auth.repository";
import { fakeSalt } from "../auth.rules";

/** `auth/login`: the account's salt (a stable fake one for an unknown email) and a single-use code. */
export async function signInChallenge({ app, body }: PublicCallArgs<LoginInput>) {
  const db = app.database.db;
  const user = await findUserByEmail(db, body.email);
  const code = randomHex(16);
  const at = new Date();
  await storeLoginCode(db, sha256hex(code), body.email, new Date(at.getTime() + LOGIN_CODE_TTL_MS), at);
  return { salt: user?.passwordSalt ?? fakeSalt(app.config.jwtSecret, body.email), code };
}
