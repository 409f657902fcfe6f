import { createHmac, createSecretKey, type KeyObject, timingSafeEqual } from "node:crypto";
import type { SessionUser } from "@trms/shared";
import { SignJWT } from "jose";

export interface TokenClaims {
  sub: string;
  jti: string;
  exp: number;
}

/** A signed HS256 token naming the session (jti); the server trusts the session row, not the claims. */
export async function signToken(secret: Uint8Array, user: SessionUser, jti: string, expiresAt: Date) {
  return new SignJWT({
    role: user.role,
    fleet: user.fleet,
    crew_code: user.crew_code,
    management_role: user.management_role,
  })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(String(user.id))
    .setJti(jti)
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(secret);
}

// One key object per secret: building it for every request costs as much as the HMAC itself.
const keys = new WeakMap<Uint8Array, KeyObject>();
const keyFor = (secret: Uint8Array) => {
  let key = keys.get(secret);
  if (!key) {
    key = createSecretKey(secret);
    keys.set(secret, key);
  }
  return key;
};

const BASE64URL = /^[A-Za-z0-9_-]+$/;

function decodeJson(segment: string): Record<string, unknown> | null {
  if (!BASE64URL.test(segment)) return null;
  try {
    const value: unknown = JSON.parse(Buffer.from(segment, "base64url").toString("utf8"));
    return value !== null && typeof value === "object" && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/**
 * Checks an HS256 token with node:crypto's HMAC, synchronously (WebCrypto through jose was a
 * visible share of a list call's time, ADR 0970): only alg HS256, no critical extensions, a valid
 * signature compared in constant time, a future `exp`, and string `sub` and `jti`.
 */
export function verifyToken(secret: Uint8Array, token: string, now = Date.now()): TokenClaims | null {
  const seconds = Math.floor(now / 1000);
  let verified = verifiedTokens.get(secret);
  const known = verified?.get(token);
  if (known) {
    // Signature and claims were checked when the token was first seen; only the clock moves.
    return known.claims.exp > seconds && known.notBefore <= seconds ? known.claims : null;
  }
  const checked = checkToken(secret, token, seconds);
  if (!checked) return null;
  if (!verified) {
    verified = new Map();
    verifiedTokens.set(secret, verified);
  }
  // A bounded memo: past the limit the oldest entry (the Map's first) makes room.
  if (verified.size >= VERIFIED_TOKENS_MAX) verified.delete(verified.keys().next().value as string);
  verified.set(token, checked);
  return checked.notBefore <= seconds ? checked.claims : null;
}

/**
 * Tokens whose signature and claims have been verified, per secret: a signed-in client sends the
 * same token with every call, and the HMAC and two JSON decodes showed in a list call's CPU
 * profile (ADR 0053). Only a token byte-for-byte equal to a verified one is found here; `exp` and
 * `nbf` are still compared with the clock on every call, and the session row is still read.
 */
const verifiedTokens = new WeakMap<Uint8Array, Map<string, { claims: TokenClaims; notBefore: number }>>();
const VERIFIED_TOKENS_MAX = 10_000;

/** The full check of a token not verified before; `notBefore` is checked by the caller. */
function checkToken(
  secret: Uint8Array,
  token: string,
  seconds: number,
): { claims: TokenClaims; notBefore: number } | null {
  const parts = token.split(".");
  if (parts.length !== 3) return null;
  const [headerPart, payloadPart, signaturePart] = parts as [string, string, string];
  const header = decodeJson(headerPart);
  if (header?.alg !== "HS256" || header.crit !== undefined) return null;
  if (!BASE64URL.test(signaturePart)) return null;
  const signature = Buffer.from(signaturePart, "base64url");
  const expected = createHmac("sha256", keyFor(secret)).update(`${headerPart}.${payloadPart}`).digest();
  if (signature.length !== expected.length || !timingSafeEqual(signature, expected)) return null;
  const payload = decodeJson(payloadPart);
  if (!payload) return null;
  const { sub, jti, exp, nbf } = payload;
  if (typeof sub !== "string" || !sub || typeof jti !== "string" || !jti) return null;
  if (typeof exp !== "number" || !Number.isFinite(exp) || exp <= seconds) return null;
  if (nbf !== undefined && (typeof nbf !== "number" || !Number.isFinite(nbf))) return null;
  return { claims: { sub, jti, exp }, notBefore: nbf ?? Number.NEGATIVE_INFINITY };
}
