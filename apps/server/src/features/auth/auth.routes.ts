import {
  changePasswordSchema,
  forgotPasswordSchema,
  loginChallengeSchema,
  loginReplySchema,
  loginSchema,
  loginValidateSchema,
  logoutReplySchema,
  okEmptyReply,
  okReply,
  resetPasswordSchema,
  SIGN_IN_ERROR_PARAM,
  secondFactorStepSchema,
  sessionUserSchema,
  signInOptionsReplySchema,
} from "@trms/shared";
import { z } from "zod";
import { AppError, unauthorized } from "../../lib/errors";
import { handlerRoute, jsonCall, publicCall, type Route } from "../../lib/routes";
import { SESSION_COOKIE } from "../../plugins/auth";
import { ok } from "../../plugins/envelope";
import { answerSignedIn, DEVICE_COOKIE, setSessionCookie, WEB_TOKEN_COOKIE } from "./auth.cookies";
import { OIDC_FLOW_COOKIE, OIDC_FLOW_MAX_AGE_S, OIDC_FLOW_PATH } from "./auth.oidc";
import { SIGN_IN_REQUEST_LIMIT } from "./auth.rules";
import { signInChallenge } from "./calls/challenge";
import { changePassword } from "./calls/change-password";
import { forgotPassword } from "./calls/forgot-password";
import { logout } from "./calls/logout";
import { currentAccount } from "./calls/me";
import { oidcCallback } from "./calls/oidc-callback";
import { oidcStart } from "./calls/oidc-start";
import { resetPassword } from "./calls/reset-password";
import { signInOptions } from "./calls/sign-in-options";
import { validateSignIn } from "./calls/validate";

// Calls without a payload may send nothing or an empty object.
const strictEmpty = z.strictObject({}).nullish();

const tags = ["auth"];

/** A redirect's reply: no body, a Location. */
const redirectReply = (description: string) => z.null().describe(description);

/** Where a failed sign-in at the identity provider sends the browser: the login page, saying why. */
const loginWithError = (error: unknown) =>
  `/login?${SIGN_IN_ERROR_PARAM}=${error instanceof AppError ? error.messageKey : "oidc_sign_in_failed"}`;

/** Sign-in, sessions, password reset and the signed-in account's own calls. */
export const authRoutes: readonly Route[] = [
  publicCall({
    path: "/auth/sign_in_options",
    summary: "What the login page offers: the identity provider's button and who may sign in with a password",
    tags,
    body: strictEmpty,
    reply: signInOptionsReplySchema,
    call: signInOptions,
  }),
  // A browser navigation, not an API call: it answers with a redirect to the provider.
  handlerRoute({
    method: "GET",
    path: "/auth/oidc/start",
    access: "public",
    summary: "Sign in at the identity provider (OpenID Connect): a redirect to its login page",
    tags,
    rateLimit: SIGN_IN_REQUEST_LIMIT,
    schema: {
      response: {
        303: redirectReply("To the identity provider's login page, or back to the login page saying why not"),
      },
    },
    async handle({ app, request, reply }) {
      try {
        const { url, flow } = await oidcStart(app);
        reply.setCookie(OIDC_FLOW_COOKIE, flow, {
          httpOnly: true,
          sameSite: "lax",
          secure: request.protocol === "https",
          path: OIDC_FLOW_PATH,
          maxAge: OIDC_FLOW_MAX_AGE_S,
        });
        return reply.redirect(url, 303);
      } catch (error) {
        request.log.warn({ err: error }, "sign-in at the identity provider could not start");
        return reply.redirect(loginWithError(error), 303);
      }
    },
  }),
  // Where the provider sends the browser back: the product's session cookies, then the app.
  handlerRoute({
    method: "GET",
    path: "/auth/oidc/callback",
    access: "public",
    summary:
      "The identity provider's answer: checked, then the product's own session and a redirect to the app",
    tags,
    rateLimit: SIGN_IN_REQUEST_LIMIT,
    schema: { response: { 303: redirectReply("To the app signed in, or to the login page saying why not") } },
    async handle({ app, request, reply }) {
      const flow = request.cookies[OIDC_FLOW_COOKIE];
      // The flow is used once, whatever the outcome: a replayed callback has none.
      reply.clearCookie(OIDC_FLOW_COOKIE, { path: OIDC_FLOW_PATH });
      try {
        const session = await oidcCallback({
          app,
          url: new URL(request.url, app.config.publicUrl),
          flow,
          ip: request.ip,
          userAgent: request.headers["user-agent"],
          language: request.language,
        });
        setSessionCookie(request, reply, session);
        // The web app reads its copy to sign its calls, as it keeps one after a password sign-in.
        reply.setCookie(WEB_TOKEN_COOKIE, session.token, {
          sameSite: "lax",
          secure: request.protocol === "https",
          path: "/",
          expires: session.expiresAt,
        });
        return reply.redirect("/", 303);
      } catch (error) {
        if (!(error instanceof AppError))
          request.log.error({ err: error }, "sign-in at the identity provider failed");
        return reply.redirect(loginWithError(error), 303);
      }
    },
  }),
  publicCall({
    path: "/auth/login",
    summary: "Start sign-in: the account's salt and a single-use code",
    tags,
    rateLimit: SIGN_IN_REQUEST_LIMIT,
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
    rateLimit: SIGN_IN_REQUEST_LIMIT,
    // The token is also set as the HttpOnly session cookie (a Set-Cookie header).
    schema: {
      body: loginValidateSchema,
      response: { 200: okReply(z.union([loginReplySchema, secondFactorStepSchema])) },
    },
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
      // An account with a second factor is not signed in yet: the reply is the step's ticket.
      if ("second_factor" in signedIn) return ok(signedIn);
      return answerSignedIn(request, reply, signedIn);
    },
  }),
  // Clears the session cookie.
  handlerRoute({
    method: "POST",
    path: "/auth/logout",
    access: "session.logout",
    summary:
      "Sign out: the session is revoked and its cookie cleared; a session of the identity provider answers where to sign out there too",
    tags,
    schema: { body: strictEmpty, response: { 200: okReply(logoutReplySchema) } },
    async handle({ app, request, reply }) {
      const ended = request.sessionJti
        ? await logout({ app, jti: request.sessionJti })
        : { end_session_url: null };
      reply.clearCookie(SESSION_COOKIE, { path: "/" });
      return ok(ended);
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
