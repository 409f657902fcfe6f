import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  hkdfSync,
  randomBytes,
  timingSafeEqual,
} from "node:crypto";
import { hash, verify } from "@node-rs/argon2";

// @node-rs/argon2 exports Algorithm as a const enum, which isolated modules cannot read; 2 is Argon2id.
const ARGON2ID = 2;

export const sha256hex = (text: string) => createHash("sha256").update(text, "utf8").digest("hex");
export const randomHex = (bytes: number) => randomBytes(bytes).toString("hex");
export const randomToken = () => randomBytes(32).toString("base64url");
export const hmacHex = (key: Uint8Array, text: string) =>
  createHmac("sha256", key).update(text).digest("hex");

/** What the browser sends in place of a password: sha256hex(sha256hex(password) + salt). */
export const passwordVerifier = (password: string, salt: string) => sha256hex(sha256hex(password) + salt);

/** The verifier is stored only as argon2id, so the database alone never lets anyone sign in. */
export const hashVerifier = (verifier: string) => hash(verifier, { algorithm: ARGON2ID });

export async function checkVerifier(stored: string, verifier: string): Promise<boolean> {
  try {
    return await verify(stored, verifier);
  } catch {
    return false;
  }
}

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The key a secret is sealed with: derived from the server's signing secret for this one purpose. */
const sealKey = (secret: Uint8Array, purpose: string) =>
  Buffer.from(hkdfSync("sha256", secret, Buffer.alloc(0), `trms:seal:${purpose}`, 32));

/**
 * A secret kept in the database that the server must read again (an authenticator app's shared
 * secret): AES-256-GCM under a key derived from the server's secret, so a copy of the database
 * alone does not give it away. `iv.tag.ciphertext`, base64url.
 */
export function seal(secret: Uint8Array, purpose: string, text: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", sealKey(secret, purpose), iv);
  const body = Buffer.concat([cipher.update(text, "utf8"), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((part) => part.toString("base64url")).join(".");
}

/** The sealed text again; throws when it was sealed under another key or altered. */
export function unseal(secret: Uint8Array, purpose: string, sealed: string): string {
  const [iv, tag, body] = sealed.split(".").map((part) => Buffer.from(part, "base64url"));
  if (!iv || !tag || !body) throw new Error("not a sealed value");
  const decipher = createDecipheriv("aes-256-gcm", sealKey(secret, purpose), iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(body), decipher.final()]).toString("utf8");
}
