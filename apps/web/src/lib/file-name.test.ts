import { describe, expect, it } from "vitest";
import { fileNameOfUrl } from "./file-name";

describe("fileNameOfUrl", () => {
  it("is the URL's last segment, decoded, without query or fragment", () => {
    expect(
      fileNameOfUrl("/api/v1/files/sim_form/2026/11/0b0e/Phi%E1%BA%BFu%20%281%29%20100%25.pdf?x=1#p"),
    ).toBe("Phiếu (1) 100%.pdf");
    expect(fileNameOfUrl("/api/v1/files/sim_form/2026/03/1f2e.pdf")).toBe("1f2e.pdf");
  });

  it("keeps a segment it cannot decode as it is, and falls back on an empty one", () => {
    expect(fileNameOfUrl("/files/a/100%.pdf")).toBe("100%.pdf");
    expect(fileNameOfUrl("/files/a/", "form.pdf")).toBe("form.pdf");
  });
});
