import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
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
