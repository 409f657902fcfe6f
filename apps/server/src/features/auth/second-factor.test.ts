import { LOGIN_MAX_FAILURES_PER_ACCOUNT, Permission, RECOVERY_CODE_COUNT } from "@trms/shared";
import { and, desc, eq } from "drizzle-orm";
import { generate } from "otplib";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { TEST_PASSWORD } from "../../../test/accounts";
import { apiClient } from "../../../test/client";
import { createAdmin, createFleetAdmin, createPilot, createStaff, type Made } from "../../../test/factories";
import { createTestApp, type TestContext } from "../../../test/harness";
import { auditLog } from "../../db/tables/audit.table";
import { users } from "../../db/tables/user.table";

let ctx: TestContext;
let api: ReturnType<typeof apiClient>;

beforeAll(async () => {
  ctx = await createTestApp();
  api = apiClient(ctx);
}, 60_000);
afterAll(async () => {
  await ctx?.close();
});
afterEach(() => {
  vi.useRealTimers();
  ctx.config.secondFactor = { required: "admins", graceDays: 14 };
});

/** The time step of a moment: codes are computed in the test from the shared secret, for any moment. */
const codeAt = (secret: string, ms: number) => generate({ secret, epoch: Math.floor(ms / 1000) });

/** The password step, then what it answers: a session, or the ticket of the second factor. */
async function passwordStep(email: string, ip?: string) {
  const reply = await api.login(email, TEST_PASSWORD, ip ? { ip } : {});
  return reply;
}

/** Sets up an authenticator app for a signed-in account; answers its secret and recovery codes. */
async function enrolTotp(token: string) {
  const start = await api.post("auth/second_factor/totp/start", {}, { token });
  expect(start.status).toBe(200);
  const { secret, otpauth_url, qr_svg } = start.body.data as {
    secret: string;
    otpauth_url: string;
    qr_svg: string;
  };
  expect(otpauth_url).toContain(`secret=${secret}`);
  expect(qr_svg).toContain("<svg");
  const confirm = await api.post(
    "auth/second_factor/totp/confirm",
    { code: await codeAt(secret, Date.now()) },
    { token },
  );
  expect(confirm.status).toBe(200);
  return { secret, recoveryCodes: confirm.body.data.recovery_codes as string[] };
}

const lastAudit = async (entity: string) =>
  (
    await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entity, entity))
      .orderBy(desc(auditLog.id))
      .limit(1)
  )[0];

describe("an authenticator app (TOTP) as the second factor", () => {
  let admin: Made;
  let secret: string;
  let recoveryCodes: string[];

  beforeAll(async () => {
    admin = await createAdmin(ctx);
    ({ secret, recoveryCodes } = await enrolTotp(admin.client.token));
  });

  it("is confirmed with a first code, gives ten recovery codes once, and is audited", async () => {
    expect(recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(recoveryCodes).size).toBe(RECOVERY_CODE_COUNT);
    const status = await admin.client.post("auth/second_factor/status", {});
    expect(status.body.data).toMatchObject({
      required: true,
      due_at: null,
      totp: true,
      recovery_codes_left: 10,
    });
    const audit = await lastAudit("second_factor");
    expect(audit).toMatchObject({ action: "enrol", actorId: admin.userId, entityId: String(admin.userId) });
    // A second set-up is refused while the first stands.
    const again = await admin.client.post("auth/second_factor/totp/start", {});
    expect(again.status).toBe(409);
  });

  it("turns the password step into a ticket: no session until the code", async () => {
    const step = await passwordStep(admin.email);
    expect(step.status).toBe(200);
    expect(step.body.data.token).toBeUndefined();
    expect(step.body.data.second_factor.methods).toEqual(["totp", "recovery_code"]);
    expect(String(step.headers["set-cookie"] ?? "")).not.toContain("trms_session");
    const signedIn = await api.post("auth/login/second_factor", {
      ticket: step.body.data.second_factor.ticket,
      code: await codeAt(secret, Date.now() + 30_000),
    });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.data.user.id).toBe(admin.userId);
    expect(String(signedIn.headers["set-cookie"])).toContain("trms_session=");
    const me = await api.post("auth/me", {}, { token: signedIn.body.data.token });
    expect(me.status).toBe(200);
    // The ticket is used once.
    const replay = await api.post("auth/login/second_factor", {
      ticket: step.body.data.second_factor.ticket,
      code: await codeAt(secret, Date.now() + 30_000),
    });
    expect(replay.status).toBe(401);
    expect(replay.body.message).toBe("This sign-in step has expired. Please sign in again");
  });

  it("accepts a code one step either side of now, refuses two steps off, and each code once", async () => {
    // A moment in the middle of a time step, so the edges are the steps, not the clock's drift.
    const now = Math.floor(Date.now() / 30_000) * 30_000 + 10 * 30_000 + 15_000;
    vi.useFakeTimers({ toFake: ["Date"], now });
    const tryCode = async (ms: number) => {
      const step = await passwordStep(admin.email);
      return api.post("auth/login/second_factor", {
        ticket: step.body.data.second_factor.ticket,
        code: await codeAt(secret, ms),
      });
    };
    expect((await tryCode(now - 60_000)).status).toBe(401);
    expect((await tryCode(now + 60_000)).status).toBe(401);
    expect((await tryCode(now - 30_000)).status).toBe(200);
    // The same code again, inside its window: refused, in the user's language.
    const step = await passwordStep(admin.email);
    const reused = await api.post(
      "auth/login/second_factor",
      { ticket: step.body.data.second_factor.ticket, code: await codeAt(secret, now - 30_000) },
      { lang: "vi" },
    );
    expect(reused.status).toBe(401);
    expect(reused.body.message).toMatch(/^Mã này không đúng/);
    expect(await lastAudit("sign_in")).toMatchObject({ action: "sign_in_refused", actorId: admin.userId });
    expect((await tryCode(now)).status).toBe(200);
    expect((await tryCode(now + 30_000)).status).toBe(200);
    // Once a later code was accepted, an earlier one is not, even inside its window.
    expect((await tryCode(now)).status).toBe(401);
  });

  it("takes each recovery code once", async () => {
    const [code] = recoveryCodes;
    const first = await passwordStep(admin.email);
    const used = await api.post("auth/login/second_factor", {
      ticket: first.body.data.second_factor.ticket,
      code: code?.toUpperCase(),
    });
    expect(used.status).toBe(200);
    const second = await passwordStep(admin.email);
    const again = await api.post("auth/login/second_factor", {
      ticket: second.body.data.second_factor.ticket,
      code,
    });
    expect(again.status).toBe(401);
    const status = await admin.client.post("auth/second_factor/status", {});
    expect(status.body.data.recovery_codes_left).toBe(9);
    expect(await lastAudit("sign_in")).toMatchObject({ action: "sign_in_refused" });
  });

  it("limits guessing the code like guessing the password, and a right code after the cap is refused too", async () => {
    const ip = "10.9.8.7";
    const step = await passwordStep(admin.email, ip);
    const ticket = step.body.data.second_factor.ticket;
    for (let i = 0; i < LOGIN_MAX_FAILURES_PER_ACCOUNT; i += 1) {
      const wrong = await api.post("auth/login/second_factor", { ticket, code: "000000" }, { ip });
      expect(wrong.status).toBe(401);
    }
    const capped = await api.post(
      "auth/login/second_factor",
      { ticket, code: await codeAt(secret, Date.now() + 30_000) },
      { ip },
    );
    expect(capped.status).toBe(429);
    // The password again from the same address does not renew the budget.
    const password = await passwordStep(admin.email, ip);
    expect(password.status).toBe(429);
  });

  it("takes only a few codes per ticket, however many are sent at once", async () => {
    const step = await passwordStep(admin.email);
    const ticket = step.body.data.second_factor.ticket;
    const tries = await Promise.all(
      Array.from({ length: 12 }, () => api.post("auth/login/second_factor", { ticket, code: "000000" })),
    );
    const checked = tries.filter((reply) => reply.status === 401).length;
    expect(checked).toBeLessThanOrEqual(LOGIN_MAX_FAILURES_PER_ACCOUNT);
    expect(tries.filter((reply) => reply.status === 429).length).toBe(12 - checked);
    // Spent: even the right code is refused on it.
    const right = await api.post("auth/login/second_factor", {
      ticket,
      code: await codeAt(secret, Date.now() + 30_000),
    });
    expect(right.status).toBe(429);
  });

  it("asks a session older than a quarter of an hour to sign in again before changing factors, and never keeps a secret's reply", async () => {
    const pilot = await createPilot(ctx);
    const started = await pilot.client.post(
      "auth/second_factor/totp/start",
      {},
      {
        headers: { "idempotency-key": "totp-start-0001" },
      },
    );
    const again = await pilot.client.post(
      "auth/second_factor/totp/start",
      {},
      {
        headers: { "idempotency-key": "totp-start-0001" },
      },
    );
    expect(again.headers["idempotent-replayed"]).toBeUndefined();
    expect(again.body.data.secret).not.toBe(started.body.data.secret);
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 16 * 60 * 1000 });
    const late = await pilot.client.post("auth/second_factor/totp/confirm", {
      code: await codeAt(again.body.data.secret, Date.now()),
    });
    expect(late.status).toBe(403);
    expect(late.body.message).toMatch(/sign in again/);
    const renew = await admin.client.post("auth/second_factor/recovery_codes/renew", {});
    expect(renew.status).toBe(403);
  });

  it("refuses a ticket that was never given or has expired, and malformed codes, without a session", async () => {
    const made = await api.post("auth/login/second_factor", { ticket: "x".repeat(43), code: "123456" });
    expect(made.status).toBe(401);
    const step = await passwordStep(admin.email);
    const malformed = await api.post("auth/login/second_factor", {
      ticket: step.body.data.second_factor.ticket,
      code: "12ab",
    });
    expect(malformed.status).toBe(400);
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 5 * 60_000 + 1_000 });
    const late = await api.post("auth/login/second_factor", {
      ticket: step.body.data.second_factor.ticket,
      code: await codeAt(secret, Date.now()),
    });
    expect(late.status).toBe(401);
  });
});

describe("a second factor required for administrators", () => {
  it("gives a grace period, then a session that may only enrol until a factor is confirmed", async () => {
    const admin = await createAdmin(ctx);
    // The factory signed in once: the grace period has started.
    const [row] = await ctx.database.db
      .select({ due: users.secondFactorDueAt })
      .from(users)
      .where(eq(users.id, admin.userId));
    expect(row?.due?.getTime()).toBeGreaterThan(Date.now() + 13 * 24 * 60 * 60 * 1000);
    expect((await admin.client.post("pilot/sort_pilot", {})).status).toBe(200);
    // Past the grace period, the next sign-in reaches only enrolment.
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 15 * 24 * 60 * 60 * 1000 });
    const signedIn = await passwordStep(admin.email);
    expect(signedIn.status).toBe(200);
    const token = signedIn.body.data.token as string;
    const refused = await api.post("pilot/sort_pilot", {}, { token });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(
      "Your account must set up a second factor before anything else: an authenticator app or a passkey",
    );
    expect((await api.post("auth/me", {}, { token })).status).toBe(200);
    const status = await api.post("auth/second_factor/status", {}, { token });
    expect(status.body.data).toMatchObject({ required: true, enrolment_only: true, totp: false });
    await enrolTotp(token);
    expect((await api.post("pilot/sort_pilot", {}, { token })).status).toBe(200);
  });

  it("does not ask pilots, and asks users with permissions only under `editors`", async () => {
    const pilot = await createPilot(ctx);
    const status = await pilot.client.post("auth/second_factor/status", {});
    expect(status.body.data).toMatchObject({ required: false, due_at: null });
    ctx.config.secondFactor = { required: "editors", graceDays: 14 };
    const editor = await createStaff(ctx, [Permission.VIEW_PILOT_LIST]);
    const reader = await createStaff(ctx);
    expect((await editor.client.post("auth/second_factor/status", {})).body.data.required).toBe(true);
    expect((await reader.client.post("auth/second_factor/status", {})).body.data.required).toBe(false);
    ctx.config.secondFactor = { required: "none", graceDays: 0 };
    const admin = await createAdmin(ctx);
    expect((await admin.client.post("pilot/sort_pilot", {})).status).toBe(200);
  });

  it("keeps the last required factor, and lets an account that is not required remove its own", async () => {
    const admin = await createAdmin(ctx);
    await enrolTotp(admin.client.token);
    const kept = await admin.client.post("auth/second_factor/totp/remove", {});
    expect(kept.status).toBe(409);
    const pilot = await createPilot(ctx);
    await enrolTotp(pilot.client.token);
    const removed = await pilot.client.post("auth/second_factor/totp/remove", {});
    expect(removed.status).toBe(200);
    // The last factor gone, its recovery codes went with it.
    const after = await pilot.client.post("auth/second_factor/status", {});
    expect(after.body.data).toMatchObject({ totp: false, recovery_codes_left: 0 });
    expect(await lastAudit("second_factor")).toMatchObject({ action: "remove", actorId: pilot.userId });
    const step = await passwordStep(pilot.email);
    expect(step.body.data.token).toBeDefined();
  });
});

describe("a super administrator's reset of a lost factor", () => {
  it("removes every factor, ends every session, and has the account enrol at its next sign-in", async () => {
    const superAdmin = await createAdmin(ctx, { superAdmin: true });
    const fleetAdmin = await createFleetAdmin(ctx);
    const target = await createAdmin(ctx);
    await enrolTotp(target.client.token);
    const denied = await fleetAdmin.client.post("auth/second_factor/reset", { user_id: target.userId });
    expect(denied.status).toBe(403);
    const reset = await superAdmin.client.post("auth/second_factor/reset", { user_id: target.userId });
    expect(reset.status).toBe(200);
    expect((await target.client.post("auth/me", {})).status).toBe(401);
    expect(await lastAudit("second_factor")).toMatchObject({
      action: "reset",
      actorId: superAdmin.userId,
      entityId: String(target.userId),
    });
    const signedIn = await passwordStep(target.email);
    const token = signedIn.body.data.token as string;
    expect((await api.post("pilot/sort_pilot", {}, { token })).status).toBe(403);
    const missing = await superAdmin.client.post("auth/second_factor/reset", { user_id: 99_999_999 });
    expect(missing.status).toBe(404);
  });
});

describe("sign-ins in the audit trail", () => {
  it("writes a row for a password sign-in and for a wrong password", async () => {
    const pilot = await createPilot(ctx);
    await passwordStep(pilot.email);
    expect(await lastAudit("sign_in")).toMatchObject({
      action: "sign_in",
      actorId: pilot.userId,
      changes: expect.objectContaining({ method: "password" }),
    });
    await api.login(pilot.email, "not the password");
    const refused = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "sign_in"), eq(auditLog.action, "sign_in_refused")))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(refused[0]?.changes).toMatchObject({ method: "password", reason: "wrong password" });
  });
});

describe("passkey sign-in steps on the server", () => {
  it("offers a challenge for this site, and refuses a passkey no account holds, audited", async () => {
    const options = await api.post("auth/login/passkey_options", {});
    expect(options.status).toBe(200);
    expect(options.body.data.options).toMatchObject({ rpId: "trms.test", userVerification: "required" });
    const unknown = await api.post("auth/login/passkey", {
      ticket: options.body.data.ticket,
      response: { id: "bm90LWEtcGFzc2tleQ", rawId: "bm90LWEtcGFzc2tleQ", type: "public-key", response: {} },
    });
    expect(unknown.status).toBe(401);
    expect(unknown.body.message).toBe("This passkey does not belong to an active account of this system");
    expect(await lastAudit("sign_in")).toMatchObject({ action: "sign_in_refused" });
    // A second-factor challenge needs the password step's ticket of an account holding passkeys.
    const pilot = await createPilot(ctx);
    const noStep = await api.post("auth/login/passkey_options", { ticket: "y".repeat(43) });
    expect(noStep.status).toBe(401);
    expect(pilot.userId).toBeGreaterThan(0);
  });
});
