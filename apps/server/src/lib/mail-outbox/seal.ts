import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

/**
 * A mail text that carries a secret (the reset link) is kept in the outbox encrypted with a key
 * derived from the server's JWT secret, which lives outside the database (ADR 1046): a copy of the
 * database alone never lets anyone reset a password. AES-256-GCM; `v1.<iv>.<tag>.<ciphertext>`.
 */
export interface MailSeal {
  seal(text: string): string;
  /** The text back; throws when the key is not the one that sealed it or the text was altered. */
  open(sealed: string): string;
}

export function mailSeal(secret: Uint8Array): MailSeal {
  const key = Buffer.from(hkdfSync("sha256", secret, Buffer.alloc(0), "trms mail outbox", 32));
  return {
    seal(text) {
      const iv = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", key, iv);
      const data = Buffer.concat([cipher.update(text, "utf8"), cipher.final()]);
      return ["v1", iv, cipher.getAuthTag(), data]
        .map((part) => (typeof part === "string" ? part : part.toString("base64url")))
        .join(".");
    },
    open(sealed) {
      const [version, iv, tag, data] = sealed.split(".");
      if (version !== "v1" || !iv || !tag || data === undefined) throw new Error("not a sealed mail text");
      const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
      decipher.setAuthTag(Buffer.from(tag, "base64url"));
      return Buffer.concat([decipher.update(Buffer.from(data, "base64url")), decipher.final()]).toString(
        "utf8",
      );
    },
  };
}
