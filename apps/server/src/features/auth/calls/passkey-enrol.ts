import { type RegistrationResponseJSON, verifyRegistrationResponse } from "@simplewebauthn/server";
import type { passkeyRegisterSchema, RecoveryCodesReply } from "@trms/shared";
import type { z } from "zod";
import { AppError } from "../../../lib/errors";
import type { CallArgs } from "../../../lib/routes";
import { completeEnrolment, openStepOf, relyingParty, requireRecentSignIn } from "../auth.factors";
import { closeStep, insertPasskey } from "../auth.factors.repository";

/**
 * `auth/second_factor/passkey/register`: the authenticator's answer to the enrolment challenge,
 * checked by the WebAuthn library (challenge, this site's origin and relying party); the passkey is
 * kept under the name the account gave it. Like a confirmed authenticator app, it ends an enrolment
 * and gives an account without recovery codes its ten, shown once.
 */
export async function passkeyEnrol({
  app,
  actor,
  body,
  sessionJti,
}: CallArgs<z.output<typeof passkeyRegisterSchema>>): Promise<RecoveryCodesReply> {
  await requireRecentSignIn(app, sessionJti);
  const db = app.database.db;
  const at = new Date();
  const step = await openStepOf(db, body.ticket, ["passkey_enrol"], at);
  if (step.userId !== actor.id) throw new AppError("UNAUTHORIZED", "second_factor_step_expired");
  const { rpID, origin } = relyingParty(app);
  const verified = await verifyRegistrationResponse({
    response: body.response as unknown as RegistrationResponseJSON,
    expectedChallenge: step.challenge ?? "",
    expectedOrigin: origin,
    expectedRPID: rpID,
    requireUserVerification: false,
  }).catch(() => null);
  if (!step.challenge || !verified?.verified) throw new AppError("VALIDATION_ERROR", "passkey_invalid");
  const { credential } = verified.registrationInfo;
  return db.transaction(async (tx) => {
    if (!(await closeStep(tx, step.ticketHash, at)))
      throw new AppError("UNAUTHORIZED", "second_factor_step_expired");
    // A credential id already kept (this account's or another's) is not taken over.
    const kept = await insertPasskey(tx, {
      id: credential.id,
      userId: actor.id,
      publicKey: Buffer.from(credential.publicKey).toString("base64url"),
      counter: credential.counter,
      transports: credential.transports ?? [],
      name: body.name,
      createdAt: at,
    });
    if (!kept) throw new AppError("CONFLICT", "passkey_already_registered");
    return {
      recovery_codes: await completeEnrolment(tx, actor.id, { method: "passkey", name: body.name }),
    };
  });
}
