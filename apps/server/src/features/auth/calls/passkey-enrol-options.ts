import { generateRegistrationOptions } from "@simplewebauthn/server";
import type { PasskeyOptionsReply } from "@trms/shared";
import type { CallArgs } from "../../../lib/routes";
import { openSignInStep, relyingParty } from "../auth.factors";
import { listPasskeys } from "../auth.factors.repository";

/**
 * `auth/second_factor/passkey/options`: what the browser needs to create a passkey for the account on
 * this device (a discoverable credential, so it can later be the whole sign-in), with the ticket
 * that answers it. A passkey the account already holds is not made twice.
 */
export async function passkeyEnrolOptions({ app, actor }: CallArgs<unknown>): Promise<PasskeyOptionsReply> {
  const db = app.database.db;
  const { rpName, rpID } = relyingParty(app);
  const owned = await listPasskeys(db, actor.id);
  const options = await generateRegistrationOptions({
    rpName,
    rpID,
    userName: actor.email,
    userDisplayName: actor.full_name,
    userID: new TextEncoder().encode(`trms-user-${actor.id}`),
    attestationType: "none",
    excludeCredentials: owned.map((passkey) => ({ id: passkey.id, transports: passkey.transports })),
    authenticatorSelection: { residentKey: "required", userVerification: "preferred" },
  });
  const ticket = await openSignInStep(
    db,
    { userId: actor.id, purpose: "passkey_enrol", challenge: options.challenge },
    new Date(),
  );
  return { ticket, options: { ...options } };
}
