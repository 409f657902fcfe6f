import { describe, expect, it } from "vitest";
import { encodeFileName, FILE_KEY, fileNameOfKey, storableFileName, storedFileKey } from "./file-key";

const PDF = "application/pdf";

describe("stored file names", () => {
  it("keep the uploader's name, Vietnamese included, in one normal form", () => {
    expect(storableFileName("Báo cáo kiểm tra.pdf", PDF)).toBe("Báo cáo kiểm tra.pdf");
    // "ệ" sent decomposed (as macOS does) is stored composed, so one name has one key.
    expect(storableFileName("Kie\u0302\u0323m tra.pdf", PDF)).toBe("Kiệm tra.pdf");
  });

  it("drop any path, control characters, characters no file system takes, and leading or doubled dots", () => {
    expect(storableFileName("C:\\Users\\an\\..\\report.pdf", PDF)).toBe("report.pdf");
    expect(storableFileName("../../etc/passwd", PDF)).toBe("passwd.pdf");
    expect(storableFileName("a\u0000b\u001fc<>:|?*.pdf", PDF)).toBe("abc.pdf");
    expect(storableFileName("...hidden..report.pdf", PDF)).toBe("hidden.report.pdf");
    expect(storableFileName("   ", PDF)).toBe("file.pdf");
  });

  it("end in the extension of what the bytes are, keeping the name's own where it agrees", () => {
    expect(storableFileName("scan.exe", PDF)).toBe("scan.exe.pdf");
    expect(storableFileName("photo.JPEG", "image/jpeg")).toBe("photo.JPEG");
    expect(storableFileName("photo.png", "image/jpeg")).toBe("photo.png.jpg");
    expect(storableFileName("old.xls", "application/x-cfb")).toBe("old.xls");
  });

  it("are shortened, extension kept, to fit a file system's name length once encoded", () => {
    const long = `${"Huấn luyện ".repeat(40)}.pdf`;
    const stored = storableFileName(long, PDF);
    expect(stored.endsWith(".pdf")).toBe(true);
    expect(encodeFileName(stored).length).toBeLessThanOrEqual(180);
    expect(stored.startsWith("Huấn luyện Huấn")).toBe(true);
  });
});

describe("stored file keys", () => {
  it("are unique, dated, ASCII and end in the encoded name, which decodes back", () => {
    const at = new Date(Date.UTC(2026, 10, 5));
    const one = storedFileKey({ folder: "sim_form", name: "Phiếu (1) 100%.pdf", mime: PDF, at });
    const two = storedFileKey({ folder: "sim_form", name: "Phiếu (1) 100%.pdf", mime: PDF, at });
    expect(one).not.toBe(two);
    expect(one).toMatch(/^sim_form\/2026\/11\/[0-9a-f-]{36}\/Phi%E1%BA%BFu%20%281%29%20100%25\.pdf$/);
    expect(FILE_KEY.test(one)).toBe(true);
    expect(fileNameOfKey(one)).toBe("Phiếu (1) 100%.pdf");
  });

  it("of files stored before names were kept are still served; a dot-only name is not", () => {
    expect(FILE_KEY.test("sim_form/2026/03/00000000-0000-4000-8000-000000000001.pdf")).toBe(true);
    expect(FILE_KEY.test("sim_form/2026/03/00000000-0000-4000-8000-000000000001/..")).toBe(false);
    expect(FILE_KEY.test("sim_form/2026/03/00000000-0000-4000-8000-000000000001/a/b.pdf")).toBe(false);
  });
});
