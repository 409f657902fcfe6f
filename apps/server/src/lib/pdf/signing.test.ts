import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loadSigningKey } from "./signing";

/** The signing key's file: made once, kept, shared by whoever names it. */
const folder = mkdtempSync(path.join(tmpdir(), "trms-signing-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe("loadSigningKey", () => {
  it("generates the data folder's key on first use and reads the same one afterwards", async () => {
    const first = await loadSigningKey({ dataDir: folder });
    expect(existsSync(path.join(folder, "signing-key.p12"))).toBe(true);
    expect((await loadSigningKey({ dataDir: folder })).fingerprint).toBe(first.fingerprint);
    expect(first.certificatePem).toContain("-----BEGIN CERTIFICATE-----");
  });

  it("generates a configured file under its passphrase when absent, so instances sharing it sign alike", async () => {
    const file = path.join(folder, "shared", "..", "shared-key.p12");
    const one = await loadSigningKey({ dataDir: path.join(folder, "one"), file, passphrase: "s3cret" });
    const two = await loadSigningKey({ dataDir: path.join(folder, "two"), file, passphrase: "s3cret" });
    expect(two.fingerprint).toBe(one.fingerprint);
    await expect(loadSigningKey({ dataDir: folder, file, passphrase: "wrong" })).rejects.toThrow();
    // No draft left behind beside it.
    expect(readdirSync(folder).filter((name) => name.includes(".p12."))).toEqual([]);
  });
});
