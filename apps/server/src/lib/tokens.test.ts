import { createHmac } from "node:crypto";
import type { SessionUser } from "@trms/shared";
import { describe, expect, it } from "vitest";
import { signToken, verifyToken } from "./tokens";

const secret = new TextEncoder().encode("a-test-secret-of-at-least-thirty-two-bytes");
const user = {
  id: 7,
  role: 4,
  fleet: "A321",
  crew_code: "P0007",
  management_role: [],
} as unknown as SessionUser;
const inAnHour = () => new Date(Date.now() + 3_600_000);

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
/** A token signed by hand, for headers and claims jose would refuse to issue. */
function handMade(header: unknown, payload: unknown, key: Uint8Array = secret) {
  const body = `${b64(header)}.${b64(payload)}`;
  return `${body}.${createHmac("sha256", key).update(body).digest("base64url")}`;
}
const claims = () => ({ sub: "7", jti: "session-1", exp: Math.floor(Date.now() / 1000) + 60 });

describe("verifyToken", () => {
  it("accepts a token it issued and returns its subject, session and expiry", async () => {
    const expiresAt = inAnHour();
    const token = await signToken(secret, user, "session-1", expiresAt);
    expect(verifyToken(secret, token)).toEqual({
      sub: "7",
      jti: "session-1",
      exp: Math.floor(expiresAt.getTime() / 1000),
    });
  });

  it("refuses a token signed with another secret or altered after signing", async () => {
    const token = await signToken(secret, user, "session-1", inAnHour());
    expect(verifyToken(new TextEncoder().encode("another-secret-another-secret-123"), token)).toBeNull();
    const [header, , signature] = token.split(".");
    const forged = `${header}.${b64({ ...claims(), sub: "1" })}.${signature}`;
    expect(verifyToken(secret, forged)).toBeNull();
    expect(verifyToken(secret, `${token.slice(0, -2)}AA`)).toBeNull();
  });

  it("refuses alg none and any algorithm but HS256", () => {
    const unsigned = `${b64({ alg: "none", typ: "JWT" })}.${b64(claims())}.`;
    expect(verifyToken(secret, unsigned)).toBeNull();
    expect(verifyToken(secret, handMade({ alg: "HS512", typ: "JWT" }, claims()))).toBeNull();
    expect(verifyToken(secret, handMade({ typ: "JWT" }, claims()))).toBeNull();
    expect(verifyToken(secret, handMade({ alg: "HS256", crit: ["exp"] }, claims()))).toBeNull();
    expect(verifyToken(secret, handMade({ alg: "HS256", typ: "JWT" }, claims()))).not.toBeNull();
  });

  it("refuses an expired token, and one without expiry, subject or session", async () => {
    const expired = await signToken(secret, user, "session-1", new Date(Date.now() - 1000));
    expect(verifyToken(secret, expired)).toBeNull();
    const header = { alg: "HS256", typ: "JWT" };
    const exp = Math.floor(Date.now() / 1000);
    expect(verifyToken(secret, handMade(header, { ...claims(), exp }))).toBeNull();
    expect(verifyToken(secret, handMade(header, { ...claims(), exp: String(exp + 60) }))).toBeNull();
    expect(verifyToken(secret, handMade(header, { sub: "7", jti: "s", exp: undefined }))).toBeNull();
    expect(verifyToken(secret, handMade(header, { ...claims(), sub: undefined }))).toBeNull();
    expect(verifyToken(secret, handMade(header, { ...claims(), sub: 7 }))).toBeNull();
    expect(verifyToken(secret, handMade(header, { ...claims(), jti: undefined }))).toBeNull();
    expect(verifyToken(secret, handMade(header, { ...claims(), nbf: exp + 30 }))).toBeNull();
  });

  it("still compares a token it has verified before with the clock, and with its own secret only", async () => {
    const expiresAt = inAnHour();
    const token = await signToken(secret, user, "session-remembered", expiresAt);
    expect(verifyToken(secret, token)?.jti).toBe("session-remembered");
    expect(verifyToken(secret, token)?.jti).toBe("session-remembered");
    expect(verifyToken(secret, token, expiresAt.getTime() + 1000)).toBeNull();
    expect(verifyToken(new TextEncoder().encode("another-secret-another-secret-123"), token)).toBeNull();

    const now = Date.now();
    const notYet = handMade(
      { alg: "HS256", typ: "JWT" },
      { ...claims(), jti: "session-later", nbf: Math.floor(now / 1000) + 30 },
    );
    expect(verifyToken(secret, notYet, now)).toBeNull();
    expect(verifyToken(secret, notYet, now + 31_000)?.jti).toBe("session-later");
    expect(verifyToken(secret, notYet, now)).toBeNull();
  });

  it("refuses malformed tokens without throwing", () => {
    for (const token of [
      "",
      "abc",
      "a.b",
      "a.b.c.d",
      "!!!.###.$$$",
      `${b64({ alg: "HS256" })}.not-json.sig`,
      handMade({ alg: "HS256" }, "a string payload"),
      handMade({ alg: "HS256" }, [1, 2]),
      handMade("header", claims()),
      `${b64({ alg: "HS256" })}.${b64(claims())}.a+b/c=`,
    ]) {
      expect(verifyToken(secret, token)).toBeNull();
    }
  });
});
