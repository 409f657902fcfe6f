import { randomUUID } from "node:crypto";
import {
  type ChangePasswordInput,
  can,
  type Language,
  LOGIN_CODE_TTL_MS,
  LOGIN_FAILURE_WINDOW_MS,
  LOGIN_MAX_FAILURES_PER_ACCOUNT,
  LOGIN_MAX_FAILURES_PER_ACCOUNT_ALL_ADDRESSES,
  LOGIN_MAX_FAILURES_PER_IP,
  RESET_TOKEN_TTL_MS,
  SESSION_TTL_MS,
  type SessionUser,
  translateServerMessage,
} from "@trms/shared";
import type { Database } from "../../db/client";
import type { BackgroundTasks } from "../../lib/background";
import {
  checkVerifier,
  hashVerifier,
  hmacHex,
  passwordVerifier,
  randomHex,
  randomToken,
  safeEqual,
  sha256hex,
} from "../../lib/crypto";
import { AppError, forbidden, notFound, validation } from "../../lib/errors";
import type { Mailer } from "../../lib/mailer";
import { signToken } from "../../lib/tokens";
import { authRepository, toSessionUser } from "./auth.repository";

export interface AuthServiceDeps {
  db: Database;
  secret: Uint8Array;
  mailer: Mailer;
  background: BackgroundTasks;
  publicUrl: string;
  now?: () => Date;
}

export interface SignedIn {
  token: string;
  user: SessionUser;
  expiresAt: Date;
  /** The trusted-device token this browser keeps for the account (ADR 0050). */
  device: string;
}

// Verifying against a real-looking hash keeps unknown accounts as slow as known ones.
const DUMMY_HASH = hashVerifier("0".repeat(64));

export function authService(deps: AuthServiceDeps) {
  const now = deps.now ?? (() => new Date());
  const repo = authRepository(deps.db);

  /** An unknown email gets a stable fake salt, so a caller cannot tell accounts apart. */
  const fakeSalt = (email: string) => hmacHex(deps.secret, `salt:${email}`).slice(0, 32);

  /**
   * A browser that once signed in to an account keeps a signed device token for it; its id is
   * trusted only for that account (ADR 0050).
   */
  const deviceMac = (email: string, id: string) => hmacHex(deps.secret, `device:${email}:${id}`).slice(0, 32);
  const issueDevice = (email: string, id = randomHex(16)) => `${id}.${deviceMac(email, id)}`;
  function trustedDevice(email: string, token: string | undefined): string | null {
    const [id, mac, ...rest] = (token ?? "").split(".");
    if (!id || !mac || rest.length > 0 || !/^[0-9a-f]{32}$/.test(id)) return null;
    return safeEqual(mac, deviceMac(email, id)) ? id : null;
  }

  return {
    async challenge(email: string) {
      const user = await repo.findUserByEmail(email);
      const code = randomHex(16);
      const at = now();
      await repo.storeLoginCode(sha256hex(code), email, new Date(at.getTime() + LOGIN_CODE_TTL_MS), at);
      return { salt: user?.passwordSalt ?? fakeSalt(email), code };
    },

    /**
     * Failed tries are capped per account and address, per address, and per account across all
     * addresses. The last cap would let strangers lock the owner out, so a browser holding the
     * account's trusted-device token is held only to its own failures (ADR 0050).
     */
    async validate(input: {
      email: string;
      password: string;
      ip: string;
      userAgent?: string;
      device?: string;
      /** The language of the sign-in: workflow mails to this account are written in it (ADR 0435). */
      language?: Language;
    }): Promise<SignedIn> {
      const at = now();
      const since = new Date(at.getTime() - LOGIN_FAILURE_WINDOW_MS);
      const device = trustedDevice(input.email, input.device);
      if (device) {
        if ((await repo.countDeviceFailures(device, since)) >= LOGIN_MAX_FAILURES_PER_ACCOUNT) {
          throw new AppError("RATE_LIMITED", "too_many_attempts");
        }
      } else {
        const failures = await repo.countFailures(input.email, input.ip, since);
        if (
          failures.byAccountFromIp >= LOGIN_MAX_FAILURES_PER_ACCOUNT ||
          failures.byIp >= LOGIN_MAX_FAILURES_PER_IP
        ) {
          throw new AppError("RATE_LIMITED", "too_many_attempts");
        }
        if (failures.byAccount >= LOGIN_MAX_FAILURES_PER_ACCOUNT_ALL_ADDRESSES) {
          throw new AppError("RATE_LIMITED", "account_temporarily_protected");
        }
      }
      const verifier = input.password.slice(0, 64);
      const code = input.password.slice(64);
      if (!(await repo.consumeLoginCode(sha256hex(code), input.email, at))) {
        await repo.recordFailure(input.email, input.ip, at, device);
        throw new AppError("UNAUTHORIZED", "login_code_invalid");
      }
      const user = await repo.findUserByEmail(input.email);
      const matches = await checkVerifier(user?.passwordHash ?? (await DUMMY_HASH), verifier);
      if (!user || !matches) {
        await repo.recordFailure(input.email, input.ip, at, device);
        throw new AppError("UNAUTHORIZED", "login_failed");
      }
      if (user.status !== 1) throw new AppError("FORBIDDEN", "account_blocked");
      // Only this browser's own failures are forgiven: a stranger's tries from elsewhere keep
      // counting against the cap, so the owner signing in does not renew the stranger's budget.
      await repo.clearOwnFailures(input.email, input.ip, device, since);
      const row = await repo.sessionUser(user.id);
      if (!row) throw notFound();
      const sessionUser = toSessionUser(row);
      const jti = randomUUID();
      const expiresAt = new Date(at.getTime() + SESSION_TTL_MS);
      await repo.createSession({
        jti,
        userId: user.id,
        expiresAt,
        ip: input.ip,
        userAgent: input.userAgent ?? null,
      });
      if (input.language && input.language !== user.language) await repo.setLanguage(user.id, input.language);
      const token = await signToken(deps.secret, sessionUser, jti, expiresAt);
      return { token, user: sessionUser, expiresAt, device: issueDevice(input.email, device ?? undefined) };
    },

    async logout(jti: string) {
      await repo.revokeSession(jti, now());
    },

    async me(userId: number) {
      const row = await repo.sessionUser(userId);
      if (!row) throw notFound();
      return toSessionUser(row);
    },

    /** Always answers the same; only an active account gets a mail. */
    forgotPassword(email: string, language: Language) {
      // Answered before any lookup, so the reply takes as long for an unknown email as for a known one.
      deps.background.run("reset mail", async () => {
        const user = await repo.findUserByEmail(email);
        if (user?.status !== 1) return;
        const token = randomToken();
        const at = now();
        await repo.storeReset(sha256hex(token), user.id, new Date(at.getTime() + RESET_TOKEN_TTL_MS));
        const link = `${deps.publicUrl}/login/reset_password/${token}`;
        await deps.mailer.send({
          to: user.email,
          subject: translateServerMessage("reset_mail_subject", language),
          text: translateServerMessage("reset_mail_body", language, { name: user.fullName, link }),
        });
      });
    },

    async resetPassword(input: { email: string; password: string; token: string }) {
      await deps.db.transaction(async (tx) => {
        const txRepo = authRepository(tx);
        const at = now();
        const reset = await txRepo.consumeReset(sha256hex(input.token), at);
        const user = reset ? await txRepo.findUserById(reset.userId) : undefined;
        // A wrong email rolls back the consumption: the link stays usable by its owner.
        if (!user || user.email !== input.email || user.status !== 1)
          throw validation("token", "reset_token_invalid");
        const passwordHash = await hashVerifier(passwordVerifier(input.password, user.passwordSalt));
        await txRepo.setPassword(user.id, passwordHash, at);
        await txRepo.revokeUserSessions(user.id, at);
        await txRepo.clearFailures(user.email, at);
      });
    },

    /**
     * Self-service needs the old password unless the actor is an admin; another account's
     * password may be changed only by the super administrator.
     */
    async changePassword(actor: SessionUser, input: ChangePasswordInput, currentJti: string | null) {
      const self = actor.id === input.id;
      if (!can(actor, "user.change_password", { id: input.id })) throw forbidden();
      const target = await repo.findUserById(input.id);
      if (!target) throw notFound();
      if (self && !can(actor, "user.change_password_without_old")) {
        if (!input.old_password) throw validation("old_password", "old_password_required");
        if (!(await checkVerifier(target.passwordHash, input.old_password))) {
          throw validation("old_password", "old_password_wrong");
        }
      }
      const at = now();
      const passwordHash = await hashVerifier(input.new_password);
      await deps.db.transaction(async (tx) => {
        const txRepo = authRepository(tx);
        await txRepo.setPassword(target.id, passwordHash, at);
        await txRepo.revokeUserSessions(target.id, at, self ? (currentJti ?? undefined) : undefined);
      });
    },
  };
}
export type AuthService = ReturnType<typeof authService>;
