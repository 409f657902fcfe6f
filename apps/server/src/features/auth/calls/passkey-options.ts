import { generateAuthenticationOptions } from "@simplewebauthn/server";
import type { PasskeyOptionsReply } from "@trms/shared";
import type { AppDeps } from "../../../lib/app-deps";
import { AppError } from "../../../lib/errors";
import { openSignInStep, openStepOf, relyingParty } from "../auth.factors";
import { listPasskeys, setStepChallenge } from "../auth.factors.repository";

/**
 * `auth/login/passkey_options`: the challenge a passkey signs. With the password step's ticket the
 * passkey is the second factor (the account's own passkeys are offered); without one it is the
 * whole sign-in (any passkey of this site, its account named by the passkey, the user verified).
 */
export async function passkeyOptions({
  app,
  ticket,
}: {
  app: AppDeps;
  ticket?: string;
}): Promise<PasskeyOptionsReply> {
  const db = app.database.db;
  const at = new Date();
  const { rpID } = relyingParty(app);
  if (ticket) {
    const step = await openStepOf(db, ticket, ["second_factor"], at);
    const owned = step.userId ? await listPasskeys(db, step.userId) : [];
    if (owned.length === 0) throw new AppError("UNAUTHORIZED", "passkey_unknown");
    const options = await generateAuthenticationOptions({
      rpID,
      userVerification: "preferred",
      allowCredentials: owned.map((passkey) => ({ id: passkey.id, transports: passkey.transports })),
    });
    await setStepChallenge(db, step.ticketHash, options.challenge);
    return { ticket, options: { ...options } };
  }
  const options = await generateAuthenticationOptions({ rpID, userVerification: "required" });
  const opened = await openSignInStep(
    db,
    { userId: null, purpose: "passkey_sign_in", challenge: options.challenge },
    at,
  );
  return { ticket: opened, options: { ...options } };
}
