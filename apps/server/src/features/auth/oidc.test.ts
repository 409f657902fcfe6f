import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Role, SIGN_IN_ERROR_PARAM } from "@trms/shared";
import { and, desc, eq } from "drizzle-orm";
import type { JWTPayload } from "jose";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { TEST_PASSWORD } from "../../../test/accounts";
import { apiClient } from "../../../test/client";
import { createAdmin, createPilot, type Made } from "../../../test/factories";
import { createTestApp, type TestContext } from "../../../test/harness";
import {
  followProvider,
  OIDC_CLIENT,
  startTestProvider,
  type TestProvider,
} from "../../../test/oidc-provider";
import { loadConfig } from "../../config";
import { auditLog } from "../../db/tables/audit.table";
import { pilotValidities } from "../../db/tables/ledger.table";
import { pilots } from "../../db/tables/pilot.table";
import { users } from "../../db/tables/user.table";
import { tableTotal } from "../../lib/sql";

const PUBLIC_URL = "http://trms.test";
const CALLBACK = `${PUBLIC_URL}/api/v1/auth/oidc/callback`;

let provider: TestProvider;
let ctx: TestContext;
let pilot: Made;

beforeAll(async () => {
  provider = await startTestProvider(CALLBACK);
  ctx = await createTestApp({
    oidc: {
      issuer: provider.issuer,
      ...OIDC_CLIENT,
      claim: "email",
      label: "Airline ID",
      createAccounts: false,
    },
  });
  pilot = await createPilot(ctx);
}, 60_000);
afterAll(async () => {
  await ctx?.close();
  await provider?.close();
});

/** The cookies a reply sets, by name. */
const cookiesOf = (headers: Record<string, unknown>) => {
  const lines = ([] as string[]).concat((headers["set-cookie"] as string | string[] | undefined) ?? []);
  return new Map(
    lines.map((line) => [line.split("=")[0] ?? "", line.split(";")[0]?.split("=").slice(1).join("=") ?? ""]),
  );
};

/** The browser's way in: start at the product, sign in at the provider, come back to the callback. */
async function signInAtProvider(app: TestContext, email: string) {
  provider.signInAs(email);
  const start = await app.app.inject({ method: "GET", url: "/api/v1/auth/oidc/start" });
  expect(start.statusCode).toBe(303);
  const flow = cookiesOf(start.headers).get("oidc_flow") ?? "";
  const callback = await followProvider(start.headers.location as string, provider.issuer);
  expect(callback.startsWith(CALLBACK)).toBe(true);
  const finish = (url = callback, cookie = flow) =>
    app.app.inject({
      method: "GET",
      url: url.slice(PUBLIC_URL.length),
      headers: cookie ? { cookie: `oidc_flow=${cookie}` } : {},
    });
  return { flow, callback, finish };
}

/** The latest sign-in audit row. */
const lastSignInAudit = async () =>
  (
    await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entity, "sign_in"))
      .orderBy(desc(auditLog.id))
      .limit(1)
  )[0];

const refusedWith = (reply: { statusCode: number; headers: Record<string, unknown> }, message: string) => {
  expect(reply.statusCode).toBe(303);
  expect(reply.headers.location).toBe(`/login?${SIGN_IN_ERROR_PARAM}=${message}`);
  expect(cookiesOf(reply.headers).get("trms_session")).toBeUndefined();
  expect(cookiesOf(reply.headers).get("token")).toBeUndefined();
};

describe("sign-in through the airline's identity provider", () => {
  it("the login page is told of the provider's button", async () => {
    const options = await apiClient(ctx).post("auth/sign_in_options", {});
    expect(options.body.data).toEqual({ oidc_label: "Airline ID", password_sign_in: "all", passkeys: false });
  });

  it("a good sign-in gives the product's own session, as a password does, with an audit row", async () => {
    const { finish } = await signInAtProvider(ctx, pilot.email);
    const reply = await finish();
    expect(reply.statusCode).toBe(303);
    expect(reply.headers.location).toBe("/");
    const token = cookiesOf(reply.headers).get("token") ?? "";
    expect(token.length).toBeGreaterThan(20);
    const me = await apiClient(ctx).post("auth/me", {}, { token });
    expect(me.status).toBe(200);
    expect(me.body.data.email).toBe(pilot.email);
    expect(await lastSignInAudit()).toMatchObject({
      action: "sign_in",
      actorId: pilot.userId,
      changes: { method: "oidc", account: pilot.email },
    });
  });

  it("signing out ends the product's session and answers the provider's sign-out", async () => {
    const reply = await (await signInAtProvider(ctx, pilot.email)).finish();
    const token = cookiesOf(reply.headers).get("token") ?? "";
    const out = await apiClient(ctx).post("auth/logout", {}, { token });
    expect(out.status).toBe(200);
    const end = new URL(out.body.data.end_session_url);
    expect(end.href.startsWith(provider.issuer)).toBe(true);
    expect(end.searchParams.get("post_logout_redirect_uri")).toBe(`${PUBLIC_URL}/login`);
    expect(end.searchParams.get("id_token_hint")?.split(".")).toHaveLength(3);
    expect((await apiClient(ctx).post("auth/me", {}, { token })).status).toBe(401);
    // A password session has no provider to sign out of.
    const password = await apiClient(ctx).login(pilot.email, TEST_PASSWORD);
    const signedOut = await apiClient(ctx).post("auth/logout", {}, { token: password.body.data.token });
    expect(signedOut.body.data).toEqual({ end_session_url: null });
  });

  it("a callback whose state is not this browser's is refused, and no session is made", async () => {
    const { finish, callback } = await signInAtProvider(ctx, pilot.email);
    const wrong = new URL(callback);
    wrong.searchParams.set("state", "someone-elses-state");
    refusedWith(await finish(wrong.href), "oidc_sign_in_failed");
    expect(await lastSignInAudit()).toMatchObject({ action: "sign_in_refused", actorId: null });
  });

  it("a callback without the flow cookie, or with an altered one, is refused", async () => {
    const { finish, flow } = await signInAtProvider(ctx, pilot.email);
    refusedWith(await finish(undefined, ""), "oidc_sign_in_failed");
    expect(await lastSignInAudit()).toMatchObject({
      action: "sign_in_refused",
      changes: { reason: "no sign-in flow" },
    });
    refusedWith(await finish(undefined, `${flow.slice(0, -2)}xx`), "oidc_sign_in_failed");
  });

  it("a code used once is refused the second time", async () => {
    const { finish } = await signInAtProvider(ctx, pilot.email);
    expect((await finish()).headers.location).toBe("/");
    refusedWith(await finish(), "oidc_sign_in_failed");
  });

  it("an account the product does not know, or a deactivated one, is refused with an audit row", async () => {
    refusedWith(
      await (await signInAtProvider(ctx, "stranger@elsewhere.test")).finish(),
      "oidc_unknown_account",
    );
    expect(await lastSignInAudit()).toMatchObject({
      action: "sign_in_refused",
      changes: { account: "stranger@elsewhere.test", reason: "unknown account" },
    });
    const leaving = await createPilot(ctx);
    await ctx.database.db.update(users).set({ status: 0 }).where(eq(users.id, leaving.userId));
    refusedWith(await (await signInAtProvider(ctx, leaving.email)).finish(), "account_blocked");
    expect(await lastSignInAudit()).toMatchObject({
      action: "sign_in_refused",
      changes: { reason: "deactivated" },
    });
  });

  it("refuses an ID token that has expired, is for another client, is altered or signed by another key", async () => {
    const now = Math.floor(Date.now() / 1000);
    const cases: [Parameters<TestProvider["tamperNextIdToken"]>[0], (claims: JWTPayload) => JWTPayload][] = [
      ["resign", (claims) => ({ ...claims, iat: now - 7200, exp: now - 3600 })],
      ["resign", (claims) => ({ ...claims, aud: "another-client" })],
      ["alter", (claims) => ({ ...claims, email: "admin@elsewhere.test", sub: "admin@elsewhere.test" })],
      ["foreign", (claims) => claims],
    ];
    for (const [how, change] of cases) {
      const { finish } = await signInAtProvider(ctx, pilot.email);
      provider.tamperNextIdToken(how, change);
      refusedWith(await finish(), "oidc_sign_in_failed");
      expect(await lastSignInAudit()).toMatchObject({ action: "sign_in_refused", actorId: null });
    }
    // Untouched, the same sign-in passes: the refusals were the tokens'.
    expect((await (await signInAtProvider(ctx, pilot.email)).finish()).headers.location).toBe("/");
  });

  it("signs in again after the provider's keys rotate", async () => {
    await provider.rotateKeys();
    // The client fetches the provider's keys again for a key it has not seen once its copy is a
    // minute old (sooner, a flood of unknown keys would make it ask on every sign-in): a minute on.
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 61_000 });
    try {
      const reply = await (await signInAtProvider(ctx, pilot.email)).finish();
      expect(reply.headers.location).toBe("/");
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("OIDC_CREATE_ACCOUNTS", () => {
  /** The test with the setting on, for this app's provider; off again after it. */
  async function creatingAccounts(test: () => Promise<void>) {
    const settings = ctx.config.oidc;
    if (!settings) throw new Error("the test app has an identity provider");
    settings.createAccounts = true;
    try {
      await test();
    } finally {
      settings.createAccounts = false;
    }
  }

  const accountsOf = (email: string) => ctx.database.db.select().from(users).where(eq(users.email, email));
  const pilotTotal = async () => (await tableTotal(ctx.database.db, pilots))[0]?.total ?? 0;

  it("is read as on or off, and a value that is neither stops start-up", () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "trms-oidc-config-"));
    try {
      const load = (value?: string) =>
        loadConfig({
          DATA_DIR: dataDir,
          JWT_SECRET: "s",
          OIDC_ISSUER: "https://id.airline.test",
          OIDC_CLIENT_ID: "trms",
          OIDC_CLIENT_SECRET: "secret",
          ...(value === undefined ? {} : { OIDC_CREATE_ACCOUNTS: value }),
        }).oidc?.createAccounts;
      expect(load()).toBe(false);
      for (const off of ["", "false", "0"]) expect(load(off), off).toBe(false);
      for (const on of ["true", "1"]) expect(load(on), on).toBe(true);
      for (const bad of ["yes", "TRUE", "on", "2"])
        expect(() => load(bad), bad).toThrow(/OIDC_CREATE_ACCOUNTS/);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it("off (the default), an unknown account is refused and none is made", async () => {
    expect(ctx.config.oidc?.createAccounts).toBe(false);
    refusedWith(
      await (await signInAtProvider(ctx, "newcomer@airline.test")).finish(),
      "oidc_unknown_account",
    );
    expect(await accountsOf("newcomer@airline.test")).toEqual([]);
  });

  it("on, an unknown email signs in as a new pilot without permissions; the next sign-in is the same account", async () => {
    await creatingAccounts(async () => {
      const pilotsBefore = await pilotTotal();
      // The provider's spelling of the email; the account keeps it in lower case, as the pilot form does.
      const reply = await (await signInAtProvider(ctx, "Le.Minh@Airline.test")).finish();
      expect(reply.statusCode).toBe(303);
      expect(reply.headers.location).toBe("/");
      const token = cookiesOf(reply.headers).get("token") ?? "";
      const me = await apiClient(ctx).post("auth/me", {}, { token });
      expect(me.status).toBe(200);
      expect(me.body.data).toMatchObject({
        email: "le.minh@airline.test",
        role: Role.PILOT,
        management_role: [],
      });

      const [account, ...more] = await accountsOf("le.minh@airline.test");
      expect(more).toEqual([]);
      expect(account).toMatchObject({
        role: Role.PILOT,
        isAdmin: false,
        status: 1,
        managementRole: [],
        fleet: null,
        // The test provider names the person by what they signed in as.
        fullName: "Le.Minh@Airline.test",
      });
      expect(account?.passwordHash).toMatch(/^\$argon2id\$/);
      const [profile] = await ctx.database.db
        .select()
        .from(pilots)
        .where(eq(pilots.userId, account?.id ?? 0));
      expect(profile).toMatchObject({ fullName: "Le.Minh@Airline.test", fleet: null, status: 1 });
      expect(profile?.crewCode).toMatch(/^SSO-[0-9A-F]{6}$/);

      // As for any pilot made: the list's total, the ledger's row, the audit rows of the creation and the sign-in.
      expect(await pilotTotal()).toBe(pilotsBefore + 1);
      const validities = await ctx.database.db
        .select()
        .from(pilotValidities)
        .where(eq(pilotValidities.pilotId, profile?.id ?? 0));
      expect(validities).toHaveLength(1);
      const [creation] = await ctx.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, "pilot"), eq(auditLog.entityId, String(profile?.id))));
      expect(creation).toMatchObject({
        action: "create",
        actorId: account?.id,
        changes: { crew_code: profile?.crewCode, email: "le.minh@airline.test" },
      });
      expect(await lastSignInAudit()).toMatchObject({
        action: "sign_in",
        actorId: account?.id,
        changes: { method: "oidc", account: "Le.Minh@Airline.test", created: true },
      });

      // The next sign-in finds the account: no second one, no second creation.
      const again = await (await signInAtProvider(ctx, "le.minh@airline.test")).finish();
      expect(again.headers.location).toBe("/");
      expect((await accountsOf("le.minh@airline.test")).map((row) => row.id)).toEqual([account?.id]);
      expect(await pilotTotal()).toBe(pilotsBefore + 1);
      const signIn = await lastSignInAudit();
      expect(signIn).toMatchObject({ action: "sign_in", actorId: account?.id });
      expect(signIn?.changes).not.toHaveProperty("created");
      // Its password is one no one knows: the person signs in through the provider, or sets one.
      expect((await apiClient(ctx).login("le.minh@airline.test", TEST_PASSWORD)).status).not.toBe(200);
    });
  });

  it("names the pilot by the given and family name without a name, else by the email's local part", async () => {
    await creatingAccounts(async () => {
      const cases = [
        ["lan.tran@airline.test", { given_name: "Lan", family_name: "Tran Thi" }, "Lan Tran Thi"],
        ["hoa.pham@airline.test", {}, "hoa.pham"],
      ] as const;
      for (const [email, names, fullName] of cases) {
        const { finish } = await signInAtProvider(ctx, email);
        provider.tamperNextIdToken("resign", ({ name: _name, ...claims }) => ({ ...claims, ...names }));
        expect((await finish()).headers.location, email).toBe("/");
        expect((await accountsOf(email))[0]?.fullName, email).toBe(fullName);
      }
    });
  });

  it("on, two first sign-ins of one person at once make one account, and both sign in", async () => {
    await creatingAccounts(async () => {
      const first = await signInAtProvider(ctx, "quang.vu@airline.test");
      const second = await signInAtProvider(ctx, "quang.vu@airline.test");
      const replies = await Promise.all([first.finish(), second.finish()]);
      expect(replies.map((reply) => reply.headers.location)).toEqual(["/", "/"]);
      const accounts = await accountsOf("quang.vu@airline.test");
      expect(accounts).toHaveLength(1);
      const profiles = await ctx.database.db
        .select()
        .from(pilots)
        .where(eq(pilots.userId, accounts[0]?.id ?? 0));
      expect(profiles).toHaveLength(1);
      // Each sign-in has its row; only the one that made the account says so.
      const signIns = await ctx.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, "sign_in"), eq(auditLog.actorId, accounts[0]?.id ?? 0)));
      expect(signIns.map((row) => (row.changes as { created?: boolean }).created ?? false).sort()).toEqual([
        false,
        true,
      ]);
    });
  });

  it("on, a deactivated account is still refused and not made again", async () => {
    const leaving = await createPilot(ctx);
    await ctx.database.db.update(users).set({ status: 0 }).where(eq(users.id, leaving.userId));
    await creatingAccounts(async () => {
      refusedWith(await (await signInAtProvider(ctx, leaving.email)).finish(), "account_blocked");
      expect(await lastSignInAudit()).toMatchObject({
        action: "sign_in_refused",
        actorId: null,
        changes: { reason: "deactivated" },
      });
      expect(await accountsOf(leaving.email)).toMatchObject([{ id: leaving.userId, status: 0 }]);
    });
  });

  it("on, a claim that is not an email address makes no account", async () => {
    await creatingAccounts(async () => {
      const totalBefore = await pilotTotal();
      refusedWith(await (await signInAtProvider(ctx, "not-an-email")).finish(), "oidc_unknown_account");
      expect(await lastSignInAudit()).toMatchObject({
        action: "sign_in_refused",
        changes: { account: "not-an-email", reason: expect.stringMatching(/not an email address/) },
      });
      expect(await pilotTotal()).toBe(totalBefore);
    });
  });
});

describe("when the provider cannot be reached", () => {
  it("the start says so on the login page, and a password still signs in", async () => {
    const down = await createTestApp({
      oidc: {
        issuer: "http://127.0.0.1:9",
        ...OIDC_CLIENT,
        claim: "email",
        label: "Airline ID",
        createAccounts: false,
      },
    });
    try {
      const start = await down.app.inject({ method: "GET", url: "/api/v1/auth/oidc/start" });
      refusedWith(start, "oidc_provider_down");
      const someone = await createPilot(down);
      expect((await apiClient(down).login(someone.email, TEST_PASSWORD)).status).toBe(200);
    } finally {
      await down.close();
    }
  });
});

describe("PASSWORD_SIGN_IN=admin-only", () => {
  it("leaves the password to the super administrator alone", async () => {
    const only = await createTestApp();
    try {
      // The accounts are made (and signed in once) before the setting applies.
      const admin = await createAdmin(only, { superAdmin: true });
      const someone = await createPilot(only);
      only.config.passwordSignIn = "admin-only";
      const api = apiClient(only);
      expect((await api.post("auth/sign_in_options", {})).body.data).toEqual({
        oidc_label: null,
        password_sign_in: "admin-only",
        passkeys: false,
      });
      // The same answer with the right password, a wrong one, or an unknown email: no oracle.
      for (const [email, password] of [
        [someone.email, TEST_PASSWORD],
        [someone.email, "wrong"],
        ["nobody@factory.trms", TEST_PASSWORD],
      ] as const) {
        const refused = await api.login(email, password);
        expect(refused.status).toBe(403);
        expect(refused.body.message).toMatch(/super administrator/);
      }
      expect((await api.login(admin.email, TEST_PASSWORD)).status).toBe(200);
    } finally {
      await only.close();
    }
  });
});

describe("without an identity provider", () => {
  it("has no start: the login page offers none", async () => {
    const plain = await createTestApp();
    try {
      const start = await plain.app.inject({ method: "GET", url: "/api/v1/auth/oidc/start" });
      expect(start.statusCode).toBe(303);
      expect(start.headers.location).toContain(SIGN_IN_ERROR_PARAM);
    } finally {
      await plain.close();
    }
  });
});
