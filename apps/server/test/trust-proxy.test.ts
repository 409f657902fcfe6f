import { LOGIN_MAX_FAILURES_PER_ACCOUNT, SIGN_IN_REQUESTS_PER_MINUTE } from "@trms/shared";
import { afterEach, describe, expect, it } from "vitest";
import type { Config } from "../src/config";
import { TEST_PASSWORD } from "./accounts";
import { apiClient } from "./client";
import { createPilot } from "./factories";
import { createTestApp, type TestContext } from "./harness";

/**
 * Behind a proxy the client's address comes from X-Forwarded-For, but only from the entries the
 * configured proxies wrote: the left-most entries are the client's own words.
 */
let ctx: TestContext | undefined;
afterEach(async () => {
  await ctx?.close();
  ctx = undefined;
});

const PROXY = "10.0.0.1";
const CLIENT = "203.0.113.7";
/** What a client that wants a fresh address each time writes in front of the proxy's entry. */
const forged = (n: number) => ({
  "x-forwarded-for": `198.51.${Math.floor(n / 250)}.${(n % 250) + 1}, ${CLIENT}`,
});

/** The app behind the proxy, and the email of a pilot who signs in through it. */
async function appBehind(trustProxy: Config["trustProxy"]) {
  ctx = await createTestApp({ trustProxy });
  const { email } = await createPilot(ctx);
  return { api: apiClient(ctx), email };
}

describe.each<[string, Config["trustProxy"]]>([
  ["a hop count of 1", 1],
  ["the proxy's network", ["10.0.0.0/8"]],
])("trusting %s", (_, trustProxy) => {
  it("counts wrong passwords against the client's address whatever it writes in front", async () => {
    const { api, email } = await appBehind(trustProxy);
    for (let n = 0; n < LOGIN_MAX_FAILURES_PER_ACCOUNT; n++) {
      const failed = await api.login(email, "wrong", { ip: PROXY, headers: forged(n) });
      expect(failed.status).toBe(401);
    }
    const limited = await api.login(email, TEST_PASSWORD, { ip: PROXY, headers: forged(99) });
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe("RATE_LIMITED");
    // Another client behind the same proxy still signs in: the cap is the forger's alone.
    const other = await api.login(email, TEST_PASSWORD, {
      ip: PROXY,
      headers: { "x-forwarded-for": "192.0.2.44" },
    });
    expect(other.status).toBe(200);
  });

  it("holds a client to its sign-in starts a minute whatever it writes in front", async () => {
    const { api, email } = await appBehind(trustProxy);
    for (let n = 0; n < SIGN_IN_REQUESTS_PER_MINUTE; n++) {
      const started = await api.post("auth/login", { email }, { ip: PROXY, headers: forged(n) });
      expect(started.status).toBe(200);
    }
    const limited = await api.post(
      "auth/login",
      { email },
      { ip: PROXY, headers: forged(SIGN_IN_REQUESTS_PER_MINUTE) },
    );
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe("RATE_LIMITED");
  });
});

describe("a client that is not a configured proxy", () => {
  it("is known by its own address, not by the X-Forwarded-For it sends", async () => {
    const { api, email } = await appBehind(["10.0.0.0/8"]);
    for (let n = 0; n < LOGIN_MAX_FAILURES_PER_ACCOUNT; n++)
      expect((await api.login(email, "wrong", { ip: CLIENT, headers: forged(n) })).status).toBe(401);
    expect((await api.login(email, TEST_PASSWORD, { ip: CLIENT, headers: forged(77) })).status).toBe(429);
  });

  it("without TRUST_PROXY, X-Forwarded-For is ignored altogether", async () => {
    const { api } = await appBehind(false);
    for (let n = 0; n < SIGN_IN_REQUESTS_PER_MINUTE; n++)
      expect(
        (await api.post("auth/login", { email: "a@b.vn" }, { ip: CLIENT, headers: forged(n) })).status,
      ).toBe(200);
    expect(
      (
        await api.post(
          "auth/login",
          { email: "a@b.vn" },
          { ip: CLIENT, headers: forged(SIGN_IN_REQUESTS_PER_MINUTE) },
        )
      ).status,
    ).toBe(429);
  });
});
