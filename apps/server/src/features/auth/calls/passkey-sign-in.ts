import { type AuthenticationResponseJSON, verifyAuthenticationResponse } from "@simplewebauthn/server";
import { isSuperAdmin, type Language } from "@trms/shared";
import type { AppDeps } from "../../../lib/app-deps";
import { AppError } from "../../../lib/errors";
import { openStepOf, relyingParty } from "../auth.factors";
import { closeStep, findPasskey, markPasskeyUsed } from "../auth.factors.repository";
import { refuseWhenCapped } from "../auth.failures";
import { clearOwnFailures, findUserById, recordFailure } from "../auth.repository";
import { issueDevice, type SignedIn, trustedDevice } from "../auth.rules";
import { admitInspector, auditSignIn, openSession } from "../auth.session";

export interface PasskeySignInArgs {
  app: AppDeps;
  ticket: string;
  response: { id: string; type: "public-key" } & Record<string, unknown>;
  ip: string;
  userAgent?: string;
  language?: Language;
  /** The trusted-device cookie the browser sent, if any. */
  device?: string;
}

/**
 * `auth/login/passkey`: the authenticator's signature over the step's challenge, checked by the
 * WebAuthn library against the passkey's public key, this site's origin and relying party, and the
 * passkey's counter. As the second factor the passkey must be the password step's account's; as the
 * whole sign-in it names the account, and the user must have been verified on the device.
 */
export async function passkeySignIn(input: PasskeySignInArgs): Promise<SignedIn> {
  const { app } = input;
  const db = app.database.db;
  const at = new Date();
  const step = await openStepOf(db, input.ticket, ["second_factor", "passkey_sign_in"], at);
  const passwordless = step.purpose === "passkey_sign_in";
  const passkey = await findPasskey(db, input.response.id);
  const refuse = async (reason: string, userId: number | null, named: string | null) => {
    await auditSignIn(app, {
      userId,
      named,
      action: "sign_in_refused",
      method: passwordless ? "passkey" : "password",
      changes: { second_factor: passwordless ? undefined : "passkey", reason, ip: input.ip },
    });
  };
  if (!passkey || (step.userId !== null && passkey.userId !== step.userId)) {
    await refuse("passkey not registered to the account", step.userId, null);
    throw new AppError("UNAUTHORIZED", "passkey_unknown");
  }
  const user = await findUserById(db, passkey.userId);
  if (!user || user.status !== 1) {
    await refuse("deactivated", null, user?.email ?? null);
    throw new AppError("FORBIDDEN", "account_blocked");
  }
  const device = passwordless ? trustedDevice(app.config.jwtSecret, user.email, input.device) : step.device;
  const since = await refuseWhenCapped(db, { email: user.email, ip: input.ip, device, at });
  // The identity provider as the only way in: a passkey alone is refused as a password is.
  if (
    passwordless &&
    app.config.passwordSignIn === "admin-only" &&
    !isSuperAdmin({ role: user.role, is_admin: user.isAdmin })
  ) {
    await refuse("password sign-in off", user.id, user.email);
    throw new AppError("FORBIDDEN", "password_sign_in_off");
  }
  if (passwordless) await admitInspector(db, user, at, "auth/login/passkey");
  const { rpID, origin } = relyingParty(app);
  const verified = await verifyAuthenticationResponse({
    response: input.response as unknown as AuthenticationResponseJSON,
    expectedChallenge: step.challenge ?? "",
    expectedOrigin: origin,
    expectedRPID: rpID,
    credential: {
      id: passkey.id,
      publicKey: Buffer.from(passkey.publicKey, "base64url"),
      counter: passkey.counter,
      transports: passkey.transports as never,
    },
    requireUserVerification: passwordless,
  }).catch(() => null);
  if (!step.challenge || !verified?.verified) {
    await recordFailure(db, user.email, input.ip, at, device);
    await refuse("passkey not verified", user.id, user.email);
    throw new AppError("UNAUTHORIZED", "passkey_invalid");
  }
  if (!(await closeStep(db, step.ticketHash, at)))
    throw new AppError("UNAUTHORIZED", "second_factor_step_expired");
  await markPasskeyUsed(db, passkey.id, verified.authenticationInfo.newCounter, at);
  await clearOwnFailures(db, user.email, input.ip, device, since);
  const session = await openSession(app, user, {
    ip: input.ip,
    userAgent: input.userAgent,
    language: input.language,
    at,
    method: passwordless ? "passkey" : "password",
  });
  await auditSignIn(app, {
    userId: user.id,
    named: user.email,
    action: "sign_in",
    method: passwordless ? "passkey" : "password",
    changes: { ...(passwordless ? {} : { second_factor: "passkey" }), passkey: passkey.name, ip: input.ip },
  });
  return { ...session, device: issueDevice(app.config.jwtSecret, user.email, device ?? undefined) };
}
