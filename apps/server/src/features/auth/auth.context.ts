import type { SessionUser } from "@trms/shared";
import type { Database } from "../../db/client";
import type { BackgroundTasks } from "../../lib/background";
import { hashVerifier, hmacHex, randomHex, safeEqual } from "../../lib/crypto";
import type { MailOutbox } from "../../lib/mail-outbox/mail-outbox";
import { authRepository } from "./auth.repository";

export interface AuthServiceDeps {
  db: Database;
  secret: Uint8Array;
  outbox: MailOutbox;
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
export const DUMMY_HASH = hashVerifier("0".repeat(64));

/** What the calls of this feature share: its dependencies and the rules they read. */
export function authContext(deps: AuthServiceDeps) {
  const now = deps.now ?? (() => new Date());
  const repo = authRepository(deps.db);

  /** An unknown email gets a stable fake salt, so a caller cannot tell accounts apart. */
  const fakeSalt = (email: string) => hmacHex(deps.secret, `salt:${email}`).slice(0, 32);

  /**
   * A browser that once signed in to an account keeps a signed device token for it; its id is
   * trusted only for that account.
   */
  const deviceMac = (email: string, id: string) => hmacHex(deps.secret, `device:${email}:${id}`).slice(0, 32);
  const issueDevice = (email: string, id = randomHex(16)) => `${id}.${deviceMac(email, id)}`;
  function trustedDevice(email: string, token: string | undefined): string | null {
    const [id, mac, ...rest] = (token ?? "").split(".");
    if (!id || !mac || rest.length > 0 || !/^[0-9a-f]{32}$/.test(id)) return null;
    return safeEqual(mac, deviceMac(email, id)) ? id : null;
  }

  return { deps, deviceMac, fakeSalt, issueDevice, now, repo, trustedDevice };
}
export type AuthContext = ReturnType<typeof authContext>;
