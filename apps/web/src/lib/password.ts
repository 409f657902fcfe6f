import { sha256 } from "@noble/hashes/sha2.js";
import { bytesToHex, utf8ToBytes } from "@noble/hashes/utils.js";

function sha256hex(text: string): string {
  return bytesToHex(sha256(utf8ToBytes(text)));
}

/**
 * sha256hex(sha256hex(password) + salt): what the browser sends instead of the password.
 * A JS hash rather than crypto.subtle, which plain-HTTP origins lack.
 */
export function passwordVerifier(password: string, salt: string): string {
  return sha256hex(sha256hex(password) + salt);
}
