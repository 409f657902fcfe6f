import { onFirstUse } from "../../lib/on-first-use";
import { readImageHeader } from "./image-header";

// pdf-lib is loaded the first time photos are made into a PDF, never with a page.
const loadPdfLib = onFirstUse(() => import("pdf-lib"));

/**
 * The longest side of a page's image, and the largest photo kept as it is: a signed form stays
 * legible while a page stays small enough to upload from a simulator bay's network.
 */
const MAX_SIDE = 2400;
const MAX_KEPT_BYTES = 1_500_000;
const JPEG_QUALITY = 0.85;
/** An A4 page in PDF points, turned to the photo's orientation. */
const A4 = { short: 595.28, long: 841.89 };

interface PageImage {
  bytes: Uint8Array;
  format: "jpeg" | "png";
}

/**
 * Makes photos of a paper form into one PDF, an A4 page per photo, on the device (offline too).
 * `onPhoto` is told how many photos are on their page so far.
 */
export async function photosToPdf(
  photos: File[],
  name: string,
  onPhoto?: (done: number) => void,
): Promise<File> {
  if (photos.length === 0) throw new Error("No photo to make a PDF of");
  const { PDFDocument } = await loadPdfLib();
  const pdf = await PDFDocument.create();
  for (const [index, photo] of photos.entries()) {
    const { bytes, format } = await pageImage(photo);
    const image = format === "png" ? await pdf.embedPng(bytes) : await pdf.embedJpg(bytes);
    const landscape = image.width > image.height;
    const [pageWidth, pageHeight] = landscape ? [A4.long, A4.short] : [A4.short, A4.long];
    const scale = Math.min(pageWidth / image.width, pageHeight / image.height);
    const width = image.width * scale;
    const height = image.height * scale;
    pdf
      .addPage([pageWidth, pageHeight])
      .drawImage(image, { x: (pageWidth - width) / 2, y: (pageHeight - height) / 2, width, height });
    onPhoto?.(index + 1);
  }
  const saved = await pdf.save();
  const fileName = /\.pdf$/i.test(name) ? name : `${name}.pdf`;
  return new File([saved as Uint8Array<ArrayBuffer>], fileName, { type: "application/pdf" });
}

/** The name of a PDF made from photos taken at `at`: photos-YYYYMMDD-HHmm.pdf, in the device's time. */
export function photosPdfName(at = new Date()): string {
  const two = (value: number) => String(value).padStart(2, "0");
  const day = `${at.getFullYear()}${two(at.getMonth() + 1)}${two(at.getDate())}`;
  return `photos-${day}-${two(at.getHours())}${two(at.getMinutes())}.pdf`;
}

/**
 * A photo as a PDF takes it: an upright JPEG or PNG of a fitting size as it is; anything else (a
 * camera's full-size or turned JPEG, WebP, HEIC where the browser reads it) drawn again as a JPEG,
 * turned as its EXIF says and made smaller.
 */
async function pageImage(photo: File): Promise<PageImage> {
  const bytes = new Uint8Array(await photo.arrayBuffer());
  const header = readImageHeader(bytes);
  if (
    header &&
    header.orientation === 1 &&
    Math.max(header.width, header.height) <= MAX_SIDE &&
    bytes.length <= MAX_KEPT_BYTES
  ) {
    return { bytes, format: header.format };
  }
  const drawn = new Uint8Array(await (await redrawn(photo)).arrayBuffer());
  // A browser that cannot write JPEG from a canvas writes PNG instead.
  const format = readImageHeader(drawn)?.format;
  if (!format) throw new Error(`The photo ${photo.name} could not be drawn again`);
  return { bytes: drawn, format };
}

async function redrawn(photo: Blob): Promise<Blob> {
  const bitmap = await createImageBitmap(photo, { imageOrientation: "from-image" });
  try {
    const scale = Math.min(1, MAX_SIDE / Math.max(bitmap.width, bitmap.height));
    const width = Math.max(1, Math.round(bitmap.width * scale));
    const height = Math.max(1, Math.round(bitmap.height * scale));
    if (typeof OffscreenCanvas !== "undefined") {
      const canvas = new OffscreenCanvas(width, height);
      const context = canvas.getContext("2d");
      if (context) {
        paint(context, bitmap, width, height);
        return await canvas.convertToBlob({ type: "image/jpeg", quality: JPEG_QUALITY });
      }
    }
    const canvas = document.createElement("canvas");
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext("2d");
    if (!context) throw new Error("No canvas to draw the photo on");
    paint(context, bitmap, width, height);
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob(
        (blob) => (blob ? resolve(blob) : reject(new Error("The photo could not be written as a JPEG"))),
        "image/jpeg",
        JPEG_QUALITY,
      ),
    );
  } finally {
    bitmap.close();
  }
}

function paint(
  context: OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D,
  bitmap: ImageBitmap,
  width: number,
  height: number,
) {
  // JPEG has no transparency: a transparent image would turn black, hiding dark ink; paper is white.
  context.fillStyle = "#fff";
  context.fillRect(0, 0, width, height);
  context.imageSmoothingQuality = "high";
  context.drawImage(bitmap, 0, 0, width, height);
}
