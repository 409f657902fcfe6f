import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { readImageHeader } from "./image-header";
import { photosPdfName, photosToPdf } from "./photo-to-pdf";

// Tiny real images, as a browser's canvas wrote them: a 4 × 3 JPEG and a 3 × 4 PNG.
const bytesOf = (base64: string) => Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
const JPEG_4X3 = bytesOf(
  "/9j/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAADAAQDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAX/xAAXEAEBAQEAAAAAAAAAAAAAAAACAQAR/8QAFAEBAAAAAAAAAAAAAAAAAAAABf/EABQRAQAAAAAAAAAAAAAAAAAAAAD/2gAMAwEAAhEDEQA/AJjSbTaqSvbbe23MzODH/9k=",
);
const PNG_3X4 = bytesOf(
  "iVBORw0KGgoAAAANSUhEUgAAAAMAAAAECAYAAABLLYUHAAAAKElEQVR4AVSHSQ0AAAjDyJSAM3AKyjgee9BkWYte1LNvsCghoNy/GAAAAP//h+xDIQAAAAZJREFUAwC0/AnGO2nk2wAAAABJRU5ErkJggg==",
);

/** The JPEG with the EXIF block a camera writes to say how the picture is to be turned. */
function withOrientation(jpeg: Uint8Array, orientation: number, byteOrder: "II" | "MM"): Uint8Array {
  const little = byteOrder === "II";
  const short = (value: number) => (little ? [value & 0xff, value >> 8] : [value >> 8, value & 0xff]);
  const long = (value: number) => (little ? [value, 0, 0, 0] : [0, 0, 0, value]);
  // "Exif\0\0", the TIFF header (byte order, 42, IFD0 at 8), IFD0: one entry (orientation, SHORT, 1), no next IFD.
  const exif = [
    ...[0x45, 0x78, 0x69, 0x66, 0, 0],
    ...[...byteOrder].map((char) => char.charCodeAt(0)),
    ...short(42),
    ...long(8),
    ...short(1),
    ...short(0x0112),
    ...short(3),
    ...long(1),
    ...short(orientation),
    0,
    0,
    ...long(0),
  ];
  const app1 = [0xff, 0xe1, ...[(exif.length + 2) >> 8, (exif.length + 2) & 0xff], ...exif];
  return Uint8Array.from([...jpeg.subarray(0, 2), ...app1, ...jpeg.subarray(2)]);
}

describe("readImageHeader", () => {
  it("reads a JPEG's and a PNG's size, upright when they say nothing", () => {
    expect(readImageHeader(JPEG_4X3)).toEqual({ format: "jpeg", width: 4, height: 3, orientation: 1 });
    expect(readImageHeader(PNG_3X4)).toEqual({ format: "png", width: 3, height: 4, orientation: 1 });
  });

  it("reads the EXIF orientation a camera writes, in either byte order", () => {
    expect(readImageHeader(withOrientation(JPEG_4X3, 6, "MM"))).toMatchObject({ width: 4, orientation: 6 });
    expect(readImageHeader(withOrientation(JPEG_4X3, 8, "II"))).toMatchObject({ height: 3, orientation: 8 });
  });

  it("takes no other file for an image", () => {
    expect(readImageHeader(new TextEncoder().encode("%PDF-1.7"))).toBeNull();
    expect(readImageHeader(JPEG_4X3.subarray(0, 40))).toBeNull();
  });
});

describe("photosToPdf", () => {
  it("makes a JPEG and a PNG into one PDF, an A4 page each, turned as the photo is", async () => {
    const photos = [
      new File([JPEG_4X3], "IMG_0001.jpg", { type: "image/jpeg" }),
      new File([PNG_3X4], "IMG_0002.png", { type: "image/png" }),
    ];
    const done: number[] = [];
    const pdf = await photosToPdf(photos, "photos-20260314-0815", (count) => done.push(count));

    expect(pdf.name).toBe("photos-20260314-0815.pdf");
    expect(pdf.type).toBe("application/pdf");
    const bytes = new Uint8Array(await pdf.arrayBuffer());
    expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe("%PDF-");
    const read = await PDFDocument.load(bytes);
    expect(read.getPageCount()).toBe(2);
    const [landscape, portrait] = read.getPages().map((page) => page.getSize());
    expect(landscape).toEqual({ width: 841.89, height: 595.28 });
    expect(portrait).toEqual({ width: 595.28, height: 841.89 });
    expect(done).toEqual([1, 2]);
  });

  it("keeps a name that already ends in .pdf and refuses no photos at all", async () => {
    const pdf = await photosToPdf([new File([PNG_3X4], "scan.png", { type: "image/png" })], "form.PDF");
    expect(pdf.name).toBe("form.PDF");
    await expect(photosToPdf([], "none.pdf")).rejects.toThrow();
  });

  it("names the PDF by the time the photos were taken", () => {
    expect(photosPdfName(new Date(2026, 2, 4, 7, 5))).toBe("photos-20260304-0705.pdf");
  });
});
