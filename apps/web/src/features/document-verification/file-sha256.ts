import { sha256 } from "@noble/hashes/sha2.js";
import { bytesToHex } from "@noble/hashes/utils.js";

/**
 * A file's SHA-256, hex, computed in the browser: the hash of the copy the user holds, shown beside
 * the one the register keeps for the original. The browser's own digest where the page is a secure
 * context, a JS hash on a plain-HTTP origin, which lacks it.
 */
export async function fileSha256(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  const subtle = globalThis.crypto?.subtle;
  if (subtle) return bytesToHex(new Uint8Array(await subtle.digest("SHA-256", bytes)));
  return bytesToHex(sha256(bytes));
}
