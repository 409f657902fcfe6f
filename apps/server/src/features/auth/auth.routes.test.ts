import { createHash } from "node:crypto";
import { Permission, Role } from "@trms/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_PASSWORD } from "../../../test/accounts";
import { apiClient } from "../../../test/client";
import { createUser } from "../../../test/factories";
import { createTestApp, decodeMail, outboxMails, type TestContext } from "../../../test/harness";
import { loginCodes, sessions } from "../../db/tables/auth.table";
import { users } from "../../db/tables/user.table";

let ctx: TestContext;
let api: ReturnType<typeof apiClient>;
let instructorCrewCode: string | null;

beforeAll(async () => {
  ctx = await createTestApp();
  api = apiClient(ctx);
  // Named accounts: each sign-in, lock-out and reset case below works on an account of its own.
  await createUser(ctx, { role: Role.ADMIN, isAdmin: true, fleet: "A321", email: "admin@test.trms" });
  await createUser(ctx, {
    role: Role.USER,
    fleet: "A321",
    permissions: [Permission.VIEW_PILOT_LIST, Permission.VIEW_SIM],
    email: "staff@test.trms",
  });
  const instructor = await createUser(ctx, {
    role: Role.INSTRUCTOR,
    profile: { instructorRating: "TRI" },
    email: "instructor@test.trms",
  });
  instructorCrewCode = instructor.crewCode;
  for (const name of ["pilot", "pilot2", ...Array.from({ length: 16 }, (_, i) => `pilot${i + 10}`)])
    await createUser(ctx, { role: Role.PILOT, profile: {}, email: `${name}@test.trms` });
});
afterAll(async () => {
  await ctx.close();
});

const sha256hex = (text: string) => createHash("sha256").update(text).digest("hex");

describe("auth/login", () => {
  it("returns the account's stable salt and a fresh single-use code", async () => {
    const first = await api.post("auth/login", { email: "admin@test.trms" });
    const second = await api.post("auth/login", { email: "ADMIN@test.trms " });
    expect(first.status).toBe(200);
    expect(first.body.code).toBe("OK");
    expect(first.body.data.salt).toMatch(/^[0-9a-f]{32}$/);
    expect(second.body.data.salt).toBe(first.body.data.salt);
    expect(second.body.data.code).not.toBe(first.body.data.code);
    const [user] = await ctx.database.db.select().from(users).where(eq(users.email, "admin@test.trms"));
    expect(first.body.data.salt).toBe(user?.passwordSalt);
  });

  it("answers an unknown email the same way, with a stable fake salt", async () => {
    const first = await api.post("auth/login", { email: "nobody@test.trms" });
    const second = await api.post("auth/login", { email: "nobody@test.trms" });
    expect(first.status).toBe(200);
    expect(Object.keys(first.body.data).sort()).toEqual(["code", "salt"]);
    expect(first.body.data.salt).toMatch(/^[0-9a-f]{32}$/);
    expect(second.body.data.salt).toBe(first.body.data.salt);
  });

  it.each([
    [{}, "email", "Email is required"],
    [{ email: "not-an-email" }, "email", "Email is invalid"],
    [{ email: 42 }, "email", "Email is required"],
    [{ email: `${"a".repeat(250)}@x.vn` }, "email", "This value is too long"],
    [{ email: "admin@test.trms", extra: 1 }, "extra", "Unknown field"],
  ])("rejects %j with a localized validation error", async (body, path, message) => {
    const result = await api.post("auth/login", body);
    expect(result.status).toBe(400);
    expect(result.body.code).toBe("VALIDATION_ERROR");
    expect(result.body.details).toContainEqual({ path, message });
  });

  it("speaks Vietnamese when asked", async () => {
    const result = await api.post("auth/login", { email: "x" }, { lang: "vi" });
    expect(result.body.message).toBe("Một số trường không hợp lệ");
    expect(result.body.details[0].message).toBe("Email không hợp lệ");
  });

  it("rejects malformed JSON with a validation error and no stack trace", async () => {
    const response = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/auth/login",
      headers: { "content-type": "application/json", "accept-language": "en" },
      payload: "{not json",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: "VALIDATION_ERROR", message: "This value is invalid" });
  });
});

describe("auth/login/validate", () => {
  it("signs in with the hashed password and code, sets the session cookie and returns the user", async () => {
    const result = await api.login("admin@test.trms", TEST_PASSWORD);
    expect(result.status).toBe(200);
    expect(result.body.data.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(result.body.data.user).toMatchObject({
      email: "admin@test.trms",
      role: 1,
      is_admin: true,
      fleet: "A321",
    });
    const cookie = String(result.headers["set-cookie"]);
    expect(cookie).toContain("trms_session=");
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("SameSite=Lax");
    const claims = JSON.parse(Buffer.from(result.body.data.token.split(".")[1], "base64url").toString());
    expect(claims).toMatchObject({
      sub: String(result.body.data.user.id),
      role: 1,
      fleet: "A321",
      management_role: [],
    });
    expect(claims.jti).toBeTruthy();
    expect(claims.exp).toBeGreaterThan(Date.now() / 1000);
  });

  it("returns the pilot's crew code for a pilot account", async () => {
    const result = await api.login("instructor@test.trms", TEST_PASSWORD);
    expect(result.body.data.user).toMatchObject({ role: 3, crew_code: instructorCrewCode });
  });

  it("stores only an argon2id hash of the verifier", async () => {
    const [user] = await ctx.database.db.select().from(users).where(eq(users.email, "pilot@test.trms"));
    expect(user?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(user?.passwordHash).not.toContain(api.verifier(TEST_PASSWORD, user?.passwordSalt ?? ""));
  });

  it("refuses a wrong password without saying whether the account exists", async () => {
    const wrong = await api.login("pilot@test.trms", "wrong-password");
    const unknown = await api.login("ghost@test.trms", TEST_PASSWORD);
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ code: "UNAUTHORIZED", message: "Email or password is incorrect" });
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual(wrong.body);
  });

  it("refuses a reused code", async () => {
    const challenge = await api.post("auth/login", { email: "staff@test.trms" });
    const { salt, code } = challenge.body.data;
    const password = api.verifier(TEST_PASSWORD, salt) + code;
    expect((await api.post("auth/login/validate", { email: "staff@test.trms", password })).status).toBe(200);
    const again = await api.post("auth/login/validate", { email: "staff@test.trms", password });
    expect(again.status).toBe(401);
    expect(again.body.message).toBe("The sign-in request has expired. Please sign in again");
  });

  it("refuses an expired code and a code issued for another email", async () => {
    const challenge = await api.post("auth/login", { email: "pilot2@test.trms" });
    const { salt, code } = challenge.body.data;
    const other = await api.post("auth/login/validate", {
      email: "staff@test.trms",
      password: api.verifier(TEST_PASSWORD, salt) + code,
    });
    expect(other.status).toBe(401);
    await ctx.database.db
      .update(loginCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(loginCodes.codeHash, sha256hex(code)));
    const expired = await api.post("auth/login/validate", {
      email: "pilot2@test.trms",
      password: api.verifier(TEST_PASSWORD, salt) + code,
    });
    expect(expired.status).toBe(401);
    expect(expired.body.message).toBe("The sign-in request has expired. Please sign in again");
  });

  it.each([
    [{ email: "admin@test.trms" }, "password"],
    [{ email: "admin@test.trms", password: "plain-text" }, "password"],
    [{ email: "admin@test.trms", password: "A".repeat(96) }, "password"],
    [{ email: "admin@test.trms", password: "a".repeat(96), more: true }, "more"],
  ])("rejects a malformed body %j", async (body, path) => {
    const result = await api.post("auth/login/validate", body);
    expect(result.status).toBe(400);
    expect(result.body.details.map((d: { path: string }) => d.path)).toContain(path);
  });

  it("refuses a blocked account even with the right password", async () => {
    await ctx.database.db.update(users).set({ status: 0 }).where(eq(users.email, "pilot10@test.trms"));
    const result = await api.login("pilot10@test.trms", TEST_PASSWORD);
    expect(result.status).toBe(403);
    expect(result.body.message).toBe("This account has been deactivated. Please contact the training office");
  });
});

describe("rate limit of failed sign-ins", () => {
  it("answers 429 after 5 failures for one account from one address, and lets the user in once the window has passed", async () => {
    const email = "pilot11@test.trms";
    const ip = "127.7.7.7";
    for (let i = 0; i < 5; i++) expect((await api.login(email, `bad-${i}`, { ip })).status).toBe(401);
    const limited = await api.login(email, TEST_PASSWORD, { ip });
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({
      code: "RATE_LIMITED",
      message: "Too many attempts. Please wait a few minutes and try again",
    });
    // The window is 15 minutes: age the failures and the legitimate user signs in again.
    await ctx.database.db.execute(
      `update login_failures set at = now() - interval '16 minutes' where email = '${email}'`,
    );
    expect((await api.login(email, TEST_PASSWORD, { ip })).status).toBe(200);
  });

  it("does not let a stranger's wrong tries from elsewhere lock the owner out, up to a distributed limit", async () => {
    const email = "pilot19@test.trms";
    for (let i = 0; i < 10; i++)
      expect((await api.login(email, "guess", { ip: `127.6.0.${i + 1}` })).status).toBe(401);
    expect((await api.login(email, TEST_PASSWORD, { ip: "127.6.1.1" })).status).toBe(200);
    for (let i = 0; i < 50; i++) await api.login(email, "guess", { ip: `127.6.2.${i + 1}` });
    expect((await api.login(email, TEST_PASSWORD, { ip: "127.6.1.1" })).status).toBe(429);
    await ctx.database.db.execute(`delete from login_failures where email = '${email}'`);
  });

  /** The trusted-device cookie a successful sign-in leaves in the browser. */
  function deviceCookie(result: { headers: Record<string, unknown> }): string {
    const cookies = [result.headers["set-cookie"]].flat() as string[];
    const device = cookies.find((c) => c.startsWith("trms_device="));
    if (!device) throw new Error("no device cookie");
    expect(device).toMatch(/HttpOnly/);
    expect(device).toMatch(/Path=\/api\/v1\/auth\/login/);
    return device.split(";")[0] as string;
  }

  it("lets the owner in from a device they used before while strangers' tries keep the account protected", async () => {
    const email = "pilot18@test.trms";
    const first = await api.login(email, TEST_PASSWORD, { ip: "127.5.1.1" });
    expect(first.status).toBe(200);
    const device = deviceCookie(first);
    for (let i = 0; i < 50; i++) await api.login(email, "guess", { ip: `127.5.2.${i + 1}` });
    // A stranger (no device cookie) is refused, with a message that says how the owner gets in.
    const stranger = await api.login(email, TEST_PASSWORD, { ip: "127.5.3.1", lang: "vi" });
    expect(stranger.status).toBe(429);
    expect(stranger.body.message).toBe(
      "Tài khoản đang được bảo vệ trong vài phút sau nhiều lần đăng nhập sai. Hãy đăng nhập từ thiết bị đã dùng trước đây, hoặc đặt lại mật khẩu",
    );
    // The owner's browser, from a new address, gets in.
    const owner = await api.login(email, TEST_PASSWORD, { ip: "127.5.4.1", headers: { cookie: device } });
    expect(owner.status).toBe(200);
    // Signing in does not forgive the stranger's tries: the account stays protected for others.
    expect((await api.login(email, TEST_PASSWORD, { ip: "127.5.3.2" })).status).toBe(429);
    await ctx.database.db.execute(`delete from login_failures where email = '${email}'`);
  });

  it("trusts a device cookie only for its own account, only when signed, and only up to 5 of its own failures", async () => {
    const email = "pilot17@test.trms";
    const other = deviceCookie(await api.login("pilot16@test.trms", TEST_PASSWORD));
    const own = deviceCookie(await api.login(email, TEST_PASSWORD));
    for (let i = 0; i < 50; i++) await api.login(email, "guess", { ip: `127.4.2.${i + 1}` });
    // Another account's cookie and a forged one are worth nothing here.
    expect((await api.login(email, TEST_PASSWORD, { headers: { cookie: other } })).status).toBe(429);
    const [id] = own.replace("trms_device=", "").split(".");
    const forged = `trms_device=${id}.${"0".repeat(32)}`;
    expect((await api.login(email, TEST_PASSWORD, { headers: { cookie: forged } })).status).toBe(429);
    // A stolen cookie cannot guess: after 5 wrong passwords with it, it is held like any browser.
    for (let i = 0; i < 5; i++)
      expect((await api.login(email, `bad-${i}`, { headers: { cookie: own } })).status).toBe(401);
    const limited = await api.login(email, TEST_PASSWORD, { headers: { cookie: own } });
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe("Too many attempts. Please wait a few minutes and try again");
    await ctx.database.db.execute(`delete from login_failures where email = '${email}'`);
  });

  it("lets the owner of a protected account in on a new device after a password reset", async () => {
    const email = "pilot15@test.trms";
    for (let i = 0; i < 50; i++) await api.login(email, "guess", { ip: `127.3.2.${i + 1}` });
    expect((await api.login(email, TEST_PASSWORD)).status).toBe(429);
    await api.post("auth/login/forgot_password", { email });
    await ctx.app.deps.background.drain();
    const mails = await outboxMails(ctx.dataDir);
    const link = decodeMail(mails[mails.length - 1] as string).match(/reset_password\/([\w-]{43})/);
    expect(link).not.toBeNull();
    const reset = await api.post("auth/login/reset_password", {
      email,
      password: "Renewed@5678",
      token: link?.[1],
    });
    expect(reset.status).toBe(200);
    expect((await api.login(email, "Renewed@5678")).status).toBe(200);
  });

  it("answers 429 after 20 failures from one address across accounts", async () => {
    const ip = "127.9.9.9";
    for (let i = 0; i < 20; i++) {
      await api.login(`someone${i}@test.trms`, "bad", { ip });
    }
    const limited = await api.login("pilot12@test.trms", TEST_PASSWORD, { ip });
    expect(limited.status).toBe(429);
    await ctx.database.db.execute("delete from login_failures");
    expect((await api.login("pilot12@test.trms", TEST_PASSWORD)).status).toBe(200);
  });
});

describe("request rate limits per address", () => {
  it("lets a crew room's tablets behind one address sign in together: 100 sign-ins in a minute", async () => {
    const ip = "127.8.8.7";
    const accounts = ["room1", "room2", "room3", "room4"].map((name) => `${name}@test.trms`);
    for (const email of accounts) await createUser(ctx, { role: Role.PILOT, profile: {}, email });
    const statuses: number[] = [];
    for (let i = 0; i < 100; i++)
      statuses.push((await api.login(accounts[i % accounts.length] as string, TEST_PASSWORD, { ip })).status);
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
  });

  it("answers 429 after 120 sign-in challenges a minute from one address", async () => {
    const ip = "127.8.8.8";
    const statuses: number[] = [];
    for (let i = 0; i < 120; i++)
      statuses.push((await api.post("auth/login", { email: "a@b.vn" }, { ip })).status);
    expect(statuses.every((s) => s === 200)).toBe(true);
    const last = await api.post("auth/login", { email: "a@b.vn" }, { ip, lang: "vi" });
    expect(last.status).toBe(429);
    expect(last.body).toEqual({
      code: "RATE_LIMITED",
      message: "Quá nhiều lần thử. Vui lòng đợi vài phút rồi thử lại",
    });
  });

  it("answers 429 after 5 reset mails a minute from one address", async () => {
    const ip = "127.8.8.9";
    for (let i = 0; i < 5; i++) {
      expect(
        (await api.post("auth/login/forgot_password", { email: "ghost@test.trms" }, { ip })).status,
      ).toBe(200);
    }
    expect((await api.post("auth/login/forgot_password", { email: "ghost@test.trms" }, { ip })).status).toBe(
      429,
    );
  });
});

describe("sessions: auth/me and auth/logout", () => {
  it("rejects calls without a token, with a forged token, and with an expired session", async () => {
    expect((await api.post("auth/me")).status).toBe(401);
    const token = await api.tokenFor("staff@test.trms", TEST_PASSWORD);
    const [header, payload] = token.split(".");
    const forged = `${header}.${payload}.${"A".repeat(43)}`;
    const result = await api.post("auth/me", undefined, { token: forged });
    expect(result.status).toBe(401);
    expect(result.body).toEqual({
      code: "UNAUTHORIZED",
      message: "Your session has ended. Please sign in again",
    });
    const claims = JSON.parse(Buffer.from(payload as string, "base64url").toString());
    await ctx.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.jti, claims.jti));
    expect((await api.post("auth/me", undefined, { token })).status).toBe(401);
  });

  it("returns the account and reflects permission changes at once", async () => {
    const token = await api.tokenFor("staff@test.trms", TEST_PASSWORD);
    const me = await api.post("auth/me", undefined, { token });
    expect(me.status).toBe(200);
    expect(me.body.data).toMatchObject({ email: "staff@test.trms", role: 2, management_role: [2, 11] });
    await ctx.database.db
      .update(users)
      .set({ managementRole: [2] })
      .where(eq(users.email, "staff@test.trms"));
    const after = await api.post("auth/me", undefined, { token });
    expect(after.body.data.management_role).toEqual([2]);
  });

  it("revokes the session on logout", async () => {
    const token = await api.tokenFor("pilot@test.trms", TEST_PASSWORD);
    expect((await api.post("auth/me", undefined, { token })).status).toBe(200);
    const logout = await api.post("auth/logout", undefined, { token });
    expect(logout.status).toBe(200);
    expect(String(logout.headers["set-cookie"])).toContain("trms_session=;");
    expect((await api.post("auth/me", undefined, { token })).status).toBe(401);
    expect((await api.post("auth/logout", undefined, { token })).status).toBe(401);
  });

  it("accepts the session cookie only with the application-type header on writes", async () => {
    const token = await api.tokenFor("pilot2@test.trms", TEST_PASSWORD);
    const viaCookie = (headers: Record<string, string>) =>
      ctx.app.inject({
        method: "POST",
        url: "/api/v1/auth/me",
        headers: { cookie: `trms_session=${token}`, ...headers },
      });
    expect((await viaCookie({ "application-type": "5" })).statusCode).toBe(200);
    const withoutHeader = await viaCookie({ "accept-language": "en" });
    expect(withoutHeader.statusCode).toBe(403);
    expect(withoutHeader.json().message).toBe("The request is missing its application-type header");
  });

  it("ends the sessions of an account that is blocked", async () => {
    const token = await api.tokenFor("pilot13@test.trms", TEST_PASSWORD);
    await ctx.database.db.update(users).set({ status: 0 }).where(eq(users.email, "pilot13@test.trms"));
    expect((await api.post("auth/me", undefined, { token })).status).toBe(401);
  });
});

describe("forgot and reset password", () => {
  async function requestReset(email: string) {
    const before = (await outboxMails(ctx.dataDir)).length;
    const result = await api.post("auth/login/forgot_password", { email });
    await ctx.app.deps.background.drain();
    const mails = await outboxMails(ctx.dataDir);
    return { result, mail: mails.length > before ? decodeMail(mails[mails.length - 1] as string) : null };
  }

  it("mails a single-use link and answers an unknown email the same way", async () => {
    const known = await requestReset("pilot14@test.trms");
    const unknown = await requestReset("ghost@test.trms");
    expect(known.result.status).toBe(200);
    expect(unknown.result.body).toEqual(known.result.body);
    expect(unknown.mail).toBeNull();
    expect(known.mail).toContain("To: pilot14@test.trms");
    expect(known.mail).toMatch(/http:\/\/trms\.test\/login\/reset_password\/[\w-]{43}/);
  });

  it("writes the mail in the request's language", async () => {
    const before = (await outboxMails(ctx.dataDir)).length;
    await api.post("auth/login/forgot_password", { email: "pilot15@test.trms" }, { lang: "vi" });
    await ctx.app.deps.background.drain();
    const mails = await outboxMails(ctx.dataDir);
    expect(mails.length).toBe(before + 1);
    expect(decodeMail(mails[mails.length - 1] as string)).toMatch(/Subject: =\?UTF-8\?|Đặt lại mật khẩu/);
  });

  it("resets the password once, ends old sessions, and the new password signs in", async () => {
    const oldToken = await api.tokenFor("pilot16@test.trms", TEST_PASSWORD);
    const { mail } = await requestReset("pilot16@test.trms");
    const token = mail?.match(/reset_password\/([\w-]+)/)?.[1] as string;
    const wrongEmail = await api.post("auth/login/reset_password", {
      email: "pilot17@test.trms",
      password: "NewPass@2026",
      token,
    });
    expect(wrongEmail.status).toBe(400);
    expect(wrongEmail.body.details[0].message).toBe(
      "This reset link is invalid or has expired. Please request a new one",
    );
    const reset = await api.post("auth/login/reset_password", {
      email: "pilot16@test.trms",
      password: "NewPass@2026",
      token,
    });
    expect(reset.status).toBe(200);
    expect((await api.post("auth/me", undefined, { token: oldToken })).status).toBe(401);
    expect((await api.login("pilot16@test.trms", TEST_PASSWORD)).status).toBe(401);
    expect((await api.login("pilot16@test.trms", "NewPass@2026")).status).toBe(200);
    const reuse = await api.post("auth/login/reset_password", {
      email: "pilot16@test.trms",
      password: "Another@2026",
      token,
    });
    expect(reuse.status).toBe(400);
  });

  it("ends older links once the password has changed", async () => {
    const first = (await requestReset("pilot25@test.trms")).mail?.match(
      /reset_password\/([\w-]+)/,
    )?.[1] as string;
    const second = (await requestReset("pilot25@test.trms")).mail?.match(
      /reset_password\/([\w-]+)/,
    )?.[1] as string;
    expect(first).not.toBe(second);
    const body = (token: string) => ({ email: "pilot25@test.trms", password: "NewPass@2026", token });
    expect((await api.post("auth/login/reset_password", body(second))).status).toBe(200);
    expect((await api.post("auth/login/reset_password", body(first))).status).toBe(400);
  });

  it("refuses an expired link and a forged one", async () => {
    const { mail } = await requestReset("pilot18@test.trms");
    const token = mail?.match(/reset_password\/([\w-]+)/)?.[1] as string;
    await ctx.database.db.execute("update password_resets set expires_at = now() - interval '1 second'");
    const expired = await api.post("auth/login/reset_password", {
      email: "pilot18@test.trms",
      password: "NewPass@2026",
      token,
    });
    expect(expired.status).toBe(400);
    const forged = await api.post("auth/login/reset_password", {
      email: "pilot18@test.trms",
      password: "NewPass@2026",
      token: "forged-token",
    });
    expect(forged.status).toBe(400);
    expect((await api.login("pilot18@test.trms", TEST_PASSWORD)).status).toBe(200);
  });

  it.each([
    [
      { email: "pilot19@test.trms", password: "short", token: "t" },
      "password",
      "Password must have at least 8 characters",
    ],
    [{ email: "pilot19@test.trms", token: "t" }, "password", "Password is required"],
    [{ email: "bad", password: "NewPass@2026", token: "t" }, "email", "Email is invalid"],
    [
      { email: "pilot19@test.trms", password: "x".repeat(129), token: "t" },
      "password",
      "Password must have at most 128 characters",
    ],
  ])("rejects %j", async (body, path, message) => {
    const result = await api.post("auth/login/reset_password", body);
    expect(result.status).toBe(400);
    expect(result.body.details).toContainEqual({ path, message });
  });
});

describe("auth/user/change_password", () => {
  const salts = async (email: string) =>
    (
      await ctx.database.db.select().from(users).where(eq(users.email, email))
    )[0] as typeof users.$inferSelect;

  it("lets a non-admin change their own password only with the right old password", async () => {
    const token = await api.tokenFor("pilot20@test.trms", TEST_PASSWORD);
    const user = await salts("pilot20@test.trms");
    const body = (old: string | undefined) => ({
      id: user.id,
      new_password: api.verifier("Changed@2026", user.passwordSalt),
      ...(old ? { old_password: api.verifier(old, user.passwordSalt) } : {}),
    });
    const missing = await api.post("auth/user/change_password", body(undefined), { token });
    expect(missing.status).toBe(400);
    expect(missing.body.details[0].message).toBe("Please enter your old password");
    const wrong = await api.post("auth/user/change_password", body("Wrong@1234"), { token });
    expect(wrong.status).toBe(400);
    expect(wrong.body.details[0].message).toBe("Old password is incorrect");
    expect((await api.login("pilot20@test.trms", TEST_PASSWORD)).status).toBe(200);
    const changed = await api.post("auth/user/change_password", body(TEST_PASSWORD), { token });
    expect(changed.status).toBe(200);
    expect((await api.post("auth/me", undefined, { token })).status).toBe(200);
    expect((await api.login("pilot20@test.trms", "Changed@2026")).status).toBe(200);
  });

  it("lets the super administrator change another account's password without the old one", async () => {
    const token = await api.tokenFor("admin@test.trms", TEST_PASSWORD);
    const user = await salts("pilot21@test.trms");
    const result = await api.post(
      "auth/user/change_password",
      { id: user.id, new_password: api.verifier("ByAdmin@2026", user.passwordSalt) },
      { token },
    );
    expect(result.status).toBe(200);
    expect((await api.login("pilot21@test.trms", "ByAdmin@2026")).status).toBe(200);
  });

  it("forbids changing another account's password for everyone else", async () => {
    const target = await salts("pilot22@test.trms");
    const body = { id: target.id, new_password: api.verifier("Hacked@2026", target.passwordSalt) };
    for (const email of ["staff@test.trms", "instructor@test.trms", "pilot@test.trms"]) {
      const token = await api.tokenFor(email, TEST_PASSWORD);
      const result = await api.post("auth/user/change_password", body, { token });
      expect(result.status, email).toBe(403);
    }
    expect((await api.post("auth/user/change_password", body)).status).toBe(401);
    expect((await api.login("pilot22@test.trms", TEST_PASSWORD)).status).toBe(200);
  });

  it("rejects a new password that is not a verifier", async () => {
    const token = await api.tokenFor("pilot23@test.trms", TEST_PASSWORD);
    const user = await salts("pilot23@test.trms");
    const result = await api.post(
      "auth/user/change_password",
      { id: user.id, new_password: "plain" },
      { token },
    );
    expect(result.status).toBe(400);
  });
});
