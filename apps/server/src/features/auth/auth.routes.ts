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
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { unauthorized } from "../../lib/errors";
import { SESSION_COOKIE } from "../../plugins/auth";
import { ok } from "../../plugins/envelope";
import type { AuthService } from "./auth.service";

/** The trusted-device token: sent only to the sign-in calls. */
export const DEVICE_COOKIE = "trms_device";
const DEVICE_COOKIE_PATH = "/api/v1/auth/login";
const DEVICE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

// Calls without a payload may send nothing or an empty object.
const strictEmpty = z.strictObject({}).nullish();

export const authRoutes: FastifyPluginAsyncZod<{ service: AuthService }> = async (app, { service }) => {
  app.post(
    "/auth/login",
    {
      schema: {
        body: loginSchema,
        tags: ["auth"],
        summary: "Start sign-in: the account's salt and a single-use code",
        response: { 200: okReply(loginChallengeSchema) },
      },
      config: { access: "public", rateLimit: { max: 30, timeWindow: "1 minute" } },
    },
    async (request) => ok(await service.challenge(request.body.email)),
  );

  app.post(
    "/auth/login/validate",
    {
      schema: {
        body: loginValidateSchema,
        tags: ["auth"],
        summary: "Finish sign-in with the hashed password and code",
        // The token is also set as the HttpOnly session cookie (a Set-Cookie header).
        response: { 200: okReply(loginReplySchema) },
      },
      config: { access: "public", rateLimit: { max: 30, timeWindow: "1 minute" } },
    },
    async (request, reply) => {
      const signedIn = await service.validate({
        email: request.body.email,
        password: request.body.password,
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
  );

  app.post(
    "/auth/logout",
    {
      schema: {
        summary: "Sign out: the session is revoked and its cookie cleared",
        body: strictEmpty,
        tags: ["auth"],
        response: { 200: okEmptyReply },
      },
      config: { access: "session.logout" },
    },
    async (request, reply) => {
      if (request.sessionJti) await service.logout(request.sessionJti);
      reply.clearCookie(SESSION_COOKIE, { path: "/" });
      return ok();
    },
  );

  app.post(
    "/auth/me",
    {
      schema: {
        body: strictEmpty,
        tags: ["auth"],
        summary: "The signed-in account, read fresh",
        response: { 200: okReply(sessionUserSchema) },
      },
      config: { access: "session.me" },
    },
    async (request) => {
      if (!request.user) throw unauthorized();
      return ok(await service.me(request.user.id));
    },
  );

  app.post(
    "/auth/login/forgot_password",
    {
      schema: {
        summary: "Mail a password reset link to an account's address",
        body: forgotPasswordSchema,
        tags: ["auth"],
        response: { 200: okEmptyReply },
      },
      config: { access: "public", rateLimit: { max: 5, timeWindow: "1 minute" } },
    },
    async (request) => {
      service.forgotPassword(request.body.email, request.language);
      return ok();
    },
  );

  app.post(
    "/auth/login/reset_password",
    {
      schema: {
        summary: "Set a new password with the reset link's token",
        body: resetPasswordSchema,
        tags: ["auth"],
        response: { 200: okEmptyReply },
      },
      config: { access: "public", rateLimit: { max: 10, timeWindow: "1 minute" } },
    },
    async (request) => {
      await service.resetPassword(request.body);
      return ok();
    },
  );

  app.post(
    "/auth/user/change_password",
    {
      schema: {
        summary: "Change an account's password (old and new verifiers)",
        body: changePasswordSchema,
        tags: ["auth"],
        response: { 200: okEmptyReply },
      },
      config: { access: "session.any" },
    },
    async (request) => {
      if (!request.user) throw unauthorized();
      await service.changePassword(request.user, request.body, request.sessionJti);
      return ok();
    },
  );
};
