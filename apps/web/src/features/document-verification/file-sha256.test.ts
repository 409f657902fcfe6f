import { createHash } from "node:crypto";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fileSha256 } from "./file-sha256";

const bytes = new TextEncoder().encode("%PDF-1.4\nthe copy a pilot holds\n%%EOF\n");
const expected = createHash("sha256").update(bytes).digest("hex");

describe("fileSha256", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("hashes a file with the browser's digest", async () => {
    expect(await fileSha256(new Blob([bytes]))).toBe(expected);
  });

  it("hashes it alike on a plain-HTTP origin, which has no crypto.subtle", async () => {
    vi.stubGlobal("crypto", {});
    expect(globalThis.crypto.subtle).toBeUndefined();
    expect(await fileSha256(new Blob([bytes]))).toBe(expected);
  });
});
