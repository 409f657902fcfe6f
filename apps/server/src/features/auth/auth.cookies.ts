import type { FastifyReply, FastifyRequest } from "fastify";
import { SESSION_COOKIE } from "../../plugins/auth";
import { ok } from "../../plugins/envelope";
import type { SignedIn } from "./auth.rules";

/** The web app's own copy of the token, which it reads to sign its calls (as after a password sign-in). */
export const WEB_TOKEN_COOKIE = "token";

/** The trusted-device token: sent only to the sign-in calls. */
export const DEVICE_COOKIE = "trms_device";
const DEVICE_COOKIE_PATH = "/api/v1/auth/login";
const DEVICE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** The session's HttpOnly cookie, however the account signed in. */
export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  session: { token: string; expiresAt: Date },
) {
  reply.setCookie(SESSION_COOKIE, session.token, {
    httpOnly: true,
    sameSite: "lax",
    secure: request.protocol === "https",
    path: "/",
    expires: session.expiresAt,
  });
}

/**
 * The reply of a sign-in that made a session (a password, with its second factor or not; a
 * passkey): the trusted-device and session cookies, and the token and account (the spec's reply).
 */
export function answerSignedIn(request: FastifyRequest, reply: FastifyReply, signedIn: SignedIn) {
  reply.setCookie(DEVICE_COOKIE, signedIn.device, {
    httpOnly: true,
    sameSite: "strict",
    secure: request.protocol === "https",
    path: DEVICE_COOKIE_PATH,
    maxAge: DEVICE_COOKIE_MAX_AGE_S,
  });
  setSessionCookie(request, reply, signedIn);
  return ok({ token: signedIn.token, user: signedIn.user });
}
