import { type SessionUser, SIGN_IN_REQUESTS_PER_MINUTE } from "@trms/shared";
import { hashVerifier, hmacHex, randomHex, safeEqual } from "../../lib/crypto";

export interface SignedIn {
  token: string;
  user: SessionUser;
  expiresAt: Date;
  /** The trusted-device token this browser keeps for the account (ADR 0050). */
  device: string;
}

// Verifying against a real-looking hash keeps unknown accounts as slow as known ones.
export const DUMMY_HASH = hashVerifier("0".repeat(64));

/** An unknown email gets a stable fake salt, so a caller cannot tell accounts apart. */
export const fakeSalt = (secret: Uint8Array, email: string) => hmacHex(secret, `salt:${email}`).slice(0, 32);

/**
 * A browser that once signed in to an account keeps a signed device token for it; its id is
 * trusted only for that account.
 */
const deviceMac = (secret: Uint8Array, email: string, id: string) =>
  hmacHex(secret, `device:${email}:${id}`).slice(0, 32);

export const issueDevice = (secret: Uint8Array, email: string, id = randomHex(16)) =>
  `${id}.${deviceMac(secret, email, id)}`;

export function trustedDevice(secret: Uint8Array, email: string, token: string | undefined): string | null {
  const [id, mac, ...rest] = (token ?? "").split(".");
  if (!id || !mac || rest.length > 0 || !/^[0-9a-f]{32}$/.test(id)) return null;
  return safeEqual(mac, deviceMac(secret, email, id)) ? id : null;
}

/** Each sign-in step's request limit per address (ADR 1680); failures are counted apart (auth.failures.ts). */
export const SIGN_IN_REQUEST_LIMIT = { max: SIGN_IN_REQUESTS_PER_MINUTE, timeWindow: "1 minute" } as const;
