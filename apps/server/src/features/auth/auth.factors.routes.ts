import {
  loginReplySchema,
  okReply,
  passkeyOptionsReplySchema,
  passkeyOptionsSchema,
  passkeyRegisterSchema,
  passkeyRemoveSchema,
  passkeySignInSchema,
  recoveryCodesReplySchema,
  secondFactorCodeSchema,
  secondFactorResetSchema,
  secondFactorStatusSchema,
  totpConfirmSchema,
  totpStartReplySchema,
} from "@trms/shared";
import { z } from "zod";
import { handlerRoute, jsonCall, publicCall, type Route } from "../../lib/routes";
import { answerSignedIn, DEVICE_COOKIE } from "./auth.cookies";
import { SIGN_IN_REQUEST_LIMIT } from "./auth.rules";
import { passkeyEnrol } from "./calls/passkey-enrol";
import { passkeyEnrolOptions } from "./calls/passkey-enrol-options";
import { passkeyOptions } from "./calls/passkey-options";
import { passkeyRemove } from "./calls/passkey-remove";
import { passkeySignIn } from "./calls/passkey-sign-in";
import { recoveryCodesRenew } from "./calls/recovery-codes-renew";
import { secondFactorReset } from "./calls/second-factor-reset";
import { secondFactorSignIn } from "./calls/second-factor-sign-in";
import { secondFactorStatus } from "./calls/second-factor-status";
import { totpConfirm } from "./calls/totp-confirm";
import { totpRemove } from "./calls/totp-remove";
import { totpStart } from "./calls/totp-start";

const tags = ["auth"];
const strictEmpty = z.strictObject({}).nullish();

/** Second factors (ADR 1540): the sign-in steps after the password, a passkey alone, and each account's own. */
export const secondFactorRoutes: readonly Route[] = [
  // Sets the device and session cookies, as the password step does for an account without a factor.
  handlerRoute({
    method: "POST",
    path: "/auth/login/second_factor",
    access: "public",
    summary:
      "Finish a password sign-in with the second factor: an authenticator app's code or a recovery code",
    tags,
    rateLimit: SIGN_IN_REQUEST_LIMIT,
    schema: { body: secondFactorCodeSchema, response: { 200: okReply(loginReplySchema) } },
    async handle({ app, request, reply }) {
      const body = request.body as z.output<typeof secondFactorCodeSchema>;
      const signedIn = await secondFactorSignIn({
        app,
        ticket: body.ticket,
        code: body.code,
        ip: request.ip,
        userAgent: request.headers["user-agent"],
        language: request.language,
      });
      return answerSignedIn(request, reply, signedIn);
    },
  }),
  publicCall({
    path: "/auth/login/passkey_options",
    summary:
      "The challenge a passkey signs: as the second factor (with the password step's ticket) or as the whole sign-in",
    tags,
    rateLimit: SIGN_IN_REQUEST_LIMIT,
    body: passkeyOptionsSchema,
    reply: passkeyOptionsReplySchema,
    call: ({ app, body }) => passkeyOptions({ app, ticket: body.ticket }),
  }),
  handlerRoute({
    method: "POST",
    path: "/auth/login/passkey",
    access: "public",
    summary: "Sign in with a passkey's signature over the challenge",
    tags,
    rateLimit: SIGN_IN_REQUEST_LIMIT,
    schema: { body: passkeySignInSchema, response: { 200: okReply(loginReplySchema) } },
    async handle({ app, request, reply }) {
      const body = request.body as z.output<typeof passkeySignInSchema>;
      const signedIn = await passkeySignIn({
        app,
        ticket: body.ticket,
        response: body.response,
        ip: request.ip,
        userAgent: request.headers["user-agent"],
        language: request.language,
        device: request.cookies[DEVICE_COOKIE],
      });
      return answerSignedIn(request, reply, signedIn);
    },
  }),
  jsonCall({
    path: "/auth/second_factor/status",
    access: "second_factor.manage",
    summary: "The account's own second factors, and whether and by when it must hold one",
    tags,
    body: strictEmpty,
    reply: secondFactorStatusSchema,
    call: secondFactorStatus,
  }),
  jsonCall({
    path: "/auth/second_factor/totp/start",
    // Its reply is a secret shown once: never kept for a repeated request (ADR 1580).
    idempotent: false,
    access: "second_factor.manage",
    summary: "Set up an authenticator app: a new secret as a QR code",
    tags,
    body: strictEmpty,
    reply: totpStartReplySchema,
    call: totpStart,
  }),
  jsonCall({
    path: "/auth/second_factor/totp/confirm",
    // Its reply is a secret shown once: never kept for a repeated request (ADR 1580).
    idempotent: false,
    access: "second_factor.manage",
    summary: "Confirm the authenticator app with its first code; new recovery codes, shown once",
    tags,
    body: totpConfirmSchema,
    reply: recoveryCodesReplySchema,
    call: totpConfirm,
  }),
  jsonCall({
    path: "/auth/second_factor/totp/remove",
    access: "second_factor.manage",
    summary: "Remove the account's authenticator app",
    tags,
    body: strictEmpty,
    call: totpRemove,
  }),
  jsonCall({
    path: "/auth/second_factor/recovery_codes/renew",
    // Its reply is a secret shown once: never kept for a repeated request (ADR 1580).
    idempotent: false,
    access: "second_factor.manage",
    summary: "Ten new recovery codes, shown once; the old ones end",
    tags,
    body: strictEmpty,
    reply: recoveryCodesReplySchema,
    call: recoveryCodesRenew,
  }),
  jsonCall({
    path: "/auth/second_factor/passkey/options",
    access: "second_factor.manage",
    summary: "What the browser needs to create a passkey for the account",
    tags,
    body: strictEmpty,
    reply: passkeyOptionsReplySchema,
    call: passkeyEnrolOptions,
  }),
  jsonCall({
    path: "/auth/second_factor/passkey/register",
    // Its reply is a secret shown once: never kept for a repeated request (ADR 1580).
    idempotent: false,
    access: "second_factor.manage",
    summary: "Keep the passkey the browser created, under a name",
    tags,
    body: passkeyRegisterSchema,
    reply: recoveryCodesReplySchema,
    call: passkeyEnrol,
  }),
  jsonCall({
    path: "/auth/second_factor/passkey/remove",
    access: "second_factor.manage",
    summary: "Remove one of the account's passkeys",
    tags,
    body: passkeyRemoveSchema,
    call: passkeyRemove,
  }),
  jsonCall({
    path: "/auth/second_factor/reset",
    access: "second_factor.reset",
    summary: "Remove every second factor of an account and end its sessions; it enrols again",
    tags,
    body: secondFactorResetSchema,
    call: secondFactorReset,
  }),
];
