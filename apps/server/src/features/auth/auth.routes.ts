import {
  changePasswordSchema,
  forgotPasswordSchema,
  loginChallengeSchema,
  loginReplySchema,
  loginSchema,
  loginValidateSchema,
  okEmptyReply,
  okReply,
  resetPasswordSchema,
  sessionUserSchema,
} from "@trms/shared";
import { z } from "zod";
import { unauthorized } from "../../lib/errors";
import { handlerRoute, jsonCall, publicCall, type Route } from "../../lib/routes";
import { SESSION_COOKIE } from "../../plugins/auth";
import { ok } from "../../plugins/envelope";
import { signInChallenge } from "./calls/challenge";
import { changePassword } from "./calls/change-password";
import { forgotPassword } from "./calls/forgot-password";
import { logout } from "./calls/logout";
import { currentAccount } from "./calls/me";
import { resetPassword } from "./calls/reset-password";
import { validateSignIn } from "./calls/validate";

/** The trusted-device token: sent only to the sign-in calls. */
export const DEVICE_COOKIE = "trms_device";
const DEVICE_COOKIE_PATH = "/api/v1/auth/login";
const DEVICE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

// Calls without a payload may send nothing or an empty object.
const strictEmpty = z.strictObject({}).nullish();

const tags = ["auth"];

/** Sign-in, sessions, password reset and the signed-in account's own calls. */
export const authRoutes: readonly Route[] = [
  publicCall({
    path: "/auth/login",
    summary: "Start sign-in: the account's salt and a single-use code",
    tags,
    rateLimit: { max: 30, timeWindow: "1 minute" },
    body: loginSchema,
    reply: loginChallengeSchema,
    call: signInChallenge,
  }),
  // Sets the device and session cookies.
  handlerRoute({
    method: "POST",
    path: "/auth/login/validate",
    access: "public",
    summary: "Finish sign-in with the hashed password and code",
    tags,
    rateLimit: { max: 30, timeWindow: "1 minute" },
    // The token is also set as the HttpOnly session cookie (a Set-Cookie header).
    schema: { body: loginValidateSchema, response: { 200: okReply(loginReplySchema) } },
    async handle({ app, request, reply }) {
      const body = request.body as z.output<typeof loginValidateSchema>;
      const signedIn = await validateSignIn({
        app,
        email: body.email,
        password: body.password,
        ip: request.ip,
        userAgent: request.headers["user-agent"],
        device: request.cookies[DEVICE_COOKIE],
        language: request.language,
      });
      reply.setCookie(DEVICE_COOKIE, signedIn.device, {
        httpOnly: true,
        sameSite: "strict",
        secure: request.protocol === "https",
        path: DEVICE_COOKIE_PATH,
        maxAge: DEVICE_COOKIE_MAX_AGE_S,
      });
      reply.setCookie(SESSION_COOKIE, signedIn.token, {
        httpOnly: true,
        sameSite: "lax",
        secure: request.protocol === "https",
        path: "/",
        expires: signedIn.expiresAt,
      });
      return ok({ token: signedIn.token, user: signedIn.user });
    },
  }),
  // Clears the session cookie.
  handlerRoute({
    method: "POST",
    path: "/auth/logout",
    access: "session.logout",
    summary: "Sign out: the session is revoked and its cookie cleared",
    tags,
    schema: { body: strictEmpty, response: { 200: okEmptyReply } },
    async handle({ app, request, reply }) {
      if (request.sessionJti) await logout({ app, jti: request.sessionJti });
      reply.clearCookie(SESSION_COOKIE, { path: "/" });
      return ok();
    },
  }),
  jsonCall({
    path: "/auth/me",
    access: "session.me",
    summary: "The signed-in account, read fresh",
    tags,
    body: strictEmpty,
    reply: sessionUserSchema,
    call: currentAccount,
  }),
  publicCall({
    path: "/auth/login/forgot_password",
    summary: "Mail a password reset link to an account's address",
    tags,
    rateLimit: { max: 5, timeWindow: "1 minute" },
    body: forgotPasswordSchema,
    call: forgotPassword,
  }),
  publicCall({
    path: "/auth/login/reset_password",
    summary: "Set a new password with the reset link's token",
    tags,
    rateLimit: { max: 10, timeWindow: "1 minute" },
    body: resetPasswordSchema,
    call: resetPassword,
  }),
  // The call needs the request's own session, which an account changing its own password keeps.
  handlerRoute({
    method: "POST",
    path: "/auth/user/change_password",
    access: "session.any",
    summary: "Change an account's password (old and new verifiers)",
    tags,
    schema: { body: changePasswordSchema, response: { 200: okEmptyReply } },
    async handle({ app, request }) {
      if (!request.user) throw unauthorized();
      await changePassword({
        app,
        actor: request.user,
        body: request.body as z.output<typeof changePasswordSchema>,
        currentJti: request.sessionJti,
      });
      return ok();
    },
  }),
];
