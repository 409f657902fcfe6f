import { and, desc, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { TEST_PASSWORD } from "../../../test/accounts";
import { apiClient } from "../../../test/client";
import { createAdmin, createFleetAdmin, createPilot, type Made } from "../../../test/factories";
import { createTestApp, type TestContext } from "../../../test/harness";
import { auditLog } from "../../db/tables/audit.table";
import { sessions } from "../../db/tables/auth.table";

const LAPTOP =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const PHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Mobile/15E148 Safari/604.1";

let ctx: TestContext;
let api: ReturnType<typeof apiClient>;

beforeAll(async () => {
  ctx = await createTestApp();
  api = apiClient(ctx);
});
afterAll(async () => {
  await ctx.close();
});
afterEach(() => {
  vi.useRealTimers();
});

interface Device {
  id: string;
  browser: string | null;
  ip: string | null;
  first_seen: string;
  last_seen: string;
  method: string;
  current: boolean;
}

/** A sign-in from a browser and an address of the test's choosing: its token. */
async function signIn(account: Made, userAgent: string, ip: string): Promise<string> {
  const reply = await api.login(account.email, TEST_PASSWORD, { ip, headers: { "user-agent": userAgent } });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.data.token;
}

async function devices(token: string, lang: "en" | "vi" = "en"): Promise<Device[]> {
  const reply = await api.post("auth/sessions", undefined, { token, lang });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.data.sessions;
}

const signedIn = async (token: string) => (await api.post("auth/me", undefined, { token })).status;

async function lastAudit(action: string) {
  const [row] = await ctx.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, "session"), eq(auditLog.action, action)))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return row;
}

describe("auth/sessions", () => {
  it("lists the account's signed-in devices, newest first, with browser, address, how and when", async () => {
    const pilot = await createPilot(ctx);
    const laptop = await signIn(pilot, LAPTOP, "10.1.0.1");
    const phone = await signIn(pilot, PHONE, "10.1.0.2");
    const list = await devices(laptop);
    // The factory's own sign-in, then the laptop, then the phone.
    expect(list).toHaveLength(3);
    const [newest, second] = list as [Device, Device];
    expect(newest).toMatchObject({
      browser: "Safari 17 on iOS",
      ip: "10.1.0.2",
      method: "password",
      current: false,
    });
    expect(second).toMatchObject({
      browser: "Chrome 131 on Windows",
      ip: "10.1.0.1",
      method: "password",
      current: true,
    });
    for (const device of list) {
      expect(device.id).toMatch(/^[0-9a-f]{16}$/);
      expect(Date.parse(device.first_seen)).not.toBeNaN();
      expect(Date.parse(device.last_seen)).toBeGreaterThanOrEqual(Date.parse(device.first_seen));
    }
    expect(Date.parse(newest.first_seen)).toBeGreaterThanOrEqual(Date.parse(second.first_seen));
    // A new session was last seen when it opened.
    expect(newest.last_seen).toBe(newest.first_seen);
    // The token's id, the session's secret, is never sent.
    const rows = await ctx.database.db
      .select({ jti: sessions.jti })
      .from(sessions)
      .where(eq(sessions.userId, pilot.userId));
    const text = JSON.stringify(list);
    for (const row of rows) expect(text).not.toContain(row.jti);
    // Each device knows itself; the names are in the reader's language.
    expect((await devices(phone)).find((device) => device.current)?.id).toBe(newest.id);
    expect((await devices(laptop, "vi"))[1]?.browser).toBe("Chrome 131 trên Windows");
    // Another account sees only its own.
    const other = await createPilot(ctx);
    const theirs = await devices(other.client.token);
    expect(theirs).toHaveLength(1);
    expect(list.map((device) => device.id)).not.toContain(theirs[0]?.id);
  });

  it("leaves out ended and expired sessions", async () => {
    const pilot = await createPilot(ctx);
    const laptop = await signIn(pilot, LAPTOP, "10.2.0.1");
    const phone = await signIn(pilot, PHONE, "10.2.0.2");
    await api.post("auth/logout", {}, { token: phone });
    await ctx.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(sessions.userId, pilot.userId), eq(sessions.userAgent, "lightMyRequest")));
    const list = await devices(laptop);
    expect(list.map((device) => device.browser)).toEqual(["Chrome 131 on Windows"]);
  });

  it("notes when a device was last seen, at most once per five minutes", async () => {
    const pilot = await createPilot(ctx);
    const laptop = await signIn(pilot, LAPTOP, "10.3.0.1");
    const phone = await signIn(pilot, PHONE, "10.3.0.2");
    const opened = Date.now();
    const phoneSeen = async () => (await devices(laptop)).find((device) => !device.current)?.last_seen;
    const first = (await devices(laptop)).find((device) => device.browser === "Safari 17 on iOS");

    vi.useFakeTimers({ toFake: ["Date"], now: opened + 4 * 60_000 });
    expect(await signedIn(phone)).toBe(200);
    // The laptop's own calls move only its own note; the phone's stays as it opened.
    expect(await phoneSeen()).toBe(first?.last_seen);

    const later = opened + 6 * 60_000;
    vi.setSystemTime(later);
    expect(await signedIn(phone)).toBe(200);
    expect(await phoneSeen()).toBe(new Date(later).toISOString());
    const moved = (await devices(laptop)).find((device) => !device.current);
    expect(moved?.first_seen).toBe(first?.first_seen);
  });
});

describe("auth/sessions/end", () => {
  it("ends one device at once, leaves the others signed in, and audits it", async () => {
    const pilot = await createPilot(ctx);
    const laptop = await signIn(pilot, LAPTOP, "10.4.0.1");
    const phone = await signIn(pilot, PHONE, "10.4.0.2");
    const target = (await devices(laptop)).find((device) => device.browser === "Safari 17 on iOS");
    const ended = await api.post("auth/sessions/end", { id: target?.id }, { token: laptop });
    expect(ended.status, JSON.stringify(ended.body)).toBe(200);
    expect(ended.body.data).toEqual({ current: false, end_session_url: null });
    expect(ended.headers["set-cookie"]).toBeUndefined();
    expect(await signedIn(phone)).toBe(401);
    expect(await signedIn(laptop)).toBe(200);
    expect(await signedIn(pilot.client.token)).toBe(200);
    expect((await devices(laptop)).map((device) => device.id)).not.toContain(target?.id);
    // Ended once: a second end finds nothing.
    expect((await api.post("auth/sessions/end", { id: target?.id }, { token: laptop })).status).toBe(404);

    const audit = await lastAudit("end");
    expect(audit).toMatchObject({
      entityId: String(pilot.userId),
      actorId: pilot.userId,
      changes: { account: pilot.email, method: "password", ip: "10.4.0.2", user_agent: PHONE },
    });
  });

  it("reads another account's session as missing, and refuses an id that is not one", async () => {
    const pilot = await createPilot(ctx);
    const other = await createPilot(ctx);
    const [theirs] = await devices(other.client.token);
    const refused = await pilot.client.post("auth/sessions/end", { id: theirs?.id });
    expect(refused.status).toBe(404);
    expect(refused.body.code).toBe("NOT_FOUND");
    expect(await signedIn(other.client.token)).toBe(200);
    for (const id of ["", "zz", "0123456789ABCDEF", `${theirs?.id}0`, 42])
      expect((await pilot.client.post("auth/sessions/end", { id })).status).toBe(400);
  });

  it("ends the caller's own session as a sign-out: the cookie cleared, the token refused", async () => {
    const pilot = await createPilot(ctx);
    const laptop = await signIn(pilot, LAPTOP, "10.5.0.1");
    const own = (await devices(laptop)).find((device) => device.current);
    const ended = await api.post("auth/sessions/end", { id: own?.id }, { token: laptop });
    expect(ended.status).toBe(200);
    expect(ended.body.data).toEqual({ current: true, end_session_url: null });
    expect(String(ended.headers["set-cookie"])).toMatch(/trms_session=;/);
    expect(await signedIn(laptop)).toBe(401);
    expect(await signedIn(pilot.client.token)).toBe(200);
    expect(await lastAudit("end")).toMatchObject({ actorId: pilot.userId, changes: { ip: "10.5.0.1" } });
  });
});

describe("auth/sessions/end_all", () => {
  it("lets the super administrator end every session of any account, audited with the count", async () => {
    const admin = await createAdmin(ctx);
    const pilot = await createPilot(ctx);
    const laptop = await signIn(pilot, LAPTOP, "10.6.0.1");
    const phone = await signIn(pilot, PHONE, "10.6.0.2");
    const ended = await admin.client.post("auth/sessions/end_all", { user_id: pilot.userId });
    expect(ended.status, JSON.stringify(ended.body)).toBe(200);
    expect(ended.body.data).toEqual({ ended: 3 });
    for (const token of [laptop, phone, pilot.client.token]) expect(await signedIn(token)).toBe(401);
    expect(await signedIn(admin.client.token)).toBe(200);
    expect(await lastAudit("end_all")).toMatchObject({
      entityId: String(pilot.userId),
      actorId: admin.userId,
      changes: { account: pilot.email, sessions_ended: 3 },
    });
    // Nothing left to end; the pilot signs in again as before.
    expect((await admin.client.post("auth/sessions/end_all", { user_id: pilot.userId })).body.data).toEqual({
      ended: 0,
    });
    const again = await signIn(pilot, LAPTOP, "10.6.0.3");
    expect(await signedIn(again)).toBe(200);
    expect((await admin.client.post("auth/sessions/end_all", { user_id: 2_000_000_000 })).status).toBe(404);
  });

  it("refuses an administrator who is not the super administrator, and pilots", async () => {
    const fleetAdmin = await createFleetAdmin(ctx);
    const pilot = await createPilot(ctx);
    const other = await createPilot(ctx);
    for (const caller of [fleetAdmin, pilot]) {
      const refused = await caller.client.post("auth/sessions/end_all", { user_id: other.userId });
      expect(refused.status).toBe(403);
      expect(refused.body.code).toBe("FORBIDDEN");
    }
    expect(await signedIn(other.client.token)).toBe(200);
  });
});

describe("a password change ends the account's other devices", () => {
  it("leaves only the session that changed it", async () => {
    const admin = await createAdmin(ctx);
    const laptop = await signIn(admin, LAPTOP, "10.7.0.1");
    const { salt } = (await api.post("auth/login", { email: admin.email })).body.data;
    const changed = await api.post(
      "auth/user/change_password",
      { id: admin.userId, new_password: api.verifier("Fresh@Pass2026", salt) },
      { token: laptop },
    );
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(await signedIn(admin.client.token)).toBe(401);
    expect((await devices(laptop)).map((device) => device.browser)).toEqual(["Chrome 131 on Windows"]);
  });
});
