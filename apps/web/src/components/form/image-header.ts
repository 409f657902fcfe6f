/** What a JPEG's or PNG's first bytes say: its format, its stored size and its EXIF orientation. */
export interface ImageHeader {
  format: "jpeg" | "png";
  /** The size of the pixels as stored, before any EXIF rotation. */
  width: number;
  height: number;
  /** EXIF orientation 1–8; 1 (upright) when the image says none. */
  orientation: number;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const EXIF_ORIENTATION_TAG = 0x0112;

/** Reads a JPEG's or PNG's header without decoding its pixels; null for any other file. */
export function readImageHeader(bytes: Uint8Array): ImageHeader | null {
  if (bytes[0] === 0xff && bytes[1] === 0xd8) return readJpegHeader(bytes);
  if (bytes.length >= 24 && PNG_SIGNATURE.every((byte, index) => bytes[index] === byte)) {
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    // IHDR is always the first chunk: its width and height follow the chunk's length and type.
    return { format: "png", width: view.getUint32(16), height: view.getUint32(20), orientation: 1 };
  }
  return null;
}

/** A start-of-frame marker (SOF0–SOF15 but DHT, JPG and DAC), which holds the image's size. */
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

function readJpegHeader(bytes: Uint8Array): ImageHeader | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let orientation = 1;
  let offset = 2;
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1] as number;
    // Fill bytes, and markers that carry no length.
    if (marker === 0xff || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      offset += marker === 0xff ? 1 : 2;
      continue;
    }
    // The scan starts (or the image ends) before any frame said its size: not a JPEG we can read.
    if (marker === 0xda || marker === 0xd9) return null;
    const length = view.getUint16(offset + 2);
    const segment = offset + 4;
    if (marker === 0xe1 && segment + length - 2 <= bytes.length) {
      orientation = exifOrientation(view, segment, length - 2) ?? orientation;
    } else if (isStartOfFrame(marker) && segment + 5 <= bytes.length) {
      return {
        format: "jpeg",
        height: view.getUint16(segment + 1),
        width: view.getUint16(segment + 3),
        orientation,
      };
    }
    offset += 2 + length;
  }
  return null;
}

/** The orientation tag of an APP1 segment's EXIF block (TIFF layout, IFD0), if it has one. */
function exifOrientation(view: DataView, start: number, length: number): number | null {
  // "Exif\0\0", then the TIFF header: the byte order, 42, the offset of IFD0.
  const isExif =
    length >= 14 &&
    view.getUint32(start) === 0x45786966 &&
    view.getUint16(start + 4) === 0 &&
    [0x4949, 0x4d4d].includes(view.getUint16(start + 6));
  if (!isExif) return null;
  const tiff = start + 6;
  const little = view.getUint16(tiff) === 0x4949;
  const end = start + length;
  const ifd = tiff + view.getUint32(tiff + 4, little);
  if (ifd + 2 > end) return null;
  const entries = view.getUint16(ifd, little);
  for (let index = 0; index < entries; index++) {
    const entry = ifd + 2 + index * 12;
    if (entry + 12 > end) return null;
    if (view.getUint16(entry, little) === EXIF_ORIENTATION_TAG) {
      const value = view.getUint16(entry + 8, little);
      return value >= 1 && value <= 8 ? value : null;
    }
  }
  return null;
}
