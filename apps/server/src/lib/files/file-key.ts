import { randomUUID } from "node:crypto";

/**
 * A stored file's key carries the name it was uploaded with (ADR 0904):
 * `<folder>/<YYYY>/<MM>/<uuid>/<name>`, the uuid keeping each key unique and the name, percent
 * encoded, making the URL's last segment (the spec's download name, part2 §9) the original one.
 * Keys stay plain ASCII, so the store and the URL hold the very same text.
 */

/** The canonical extension of each content type we store. */
export const EXTENSIONS: Record<string, string> = {
  "application/pdf": "pdf",
  "image/png": "png",
  "image/jpeg": "jpg",
  "image/webp": "webp",
  "image/gif": "gif",
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": "xlsx",
  "application/x-cfb": "xls",
};

/** The content type served for each extension a key may end with. */
export const CONTENT_TYPES: Record<string, string> = {
  pdf: "application/pdf",
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  webp: "image/webp",
  gif: "image/gif",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  xls: "application/vnd.ms-excel",
};

/** Longest encoded name segment: well inside a file system's 255 bytes with the `.part` suffix. */
const NAME_MAX = 180;

/** Percent-encodes a name so only `A–Z a–z 0–9 - _ . %` remain (RFC 5987's attr-chars and more). */
export function encodeFileName(name: string): string {
  return encodeURIComponent(name).replace(
    /[!'()*~]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** The extension the content type is served under, given the name's own when it agrees. */
function extensionFor(name: string, mime: string): { base: string; extension: string } {
  const dot = name.lastIndexOf(".");
  const own = dot > 0 ? name.slice(dot + 1).toLowerCase() : "";
  const agrees =
    own !== "" && (CONTENT_TYPES[own] === mime || (mime === "application/x-cfb" && own === "xls"));
  return agrees
    ? { base: name.slice(0, dot), extension: name.slice(dot + 1) }
    : { base: name, extension: EXTENSIONS[mime] ?? "bin" };
}

/**
 * The name as stored: the last segment of any path, without control characters, characters no
 * file system takes, leading dots or runs of dots; ending in the extension of what the bytes are.
 */
export function storableFileName(original: string, mime: string): string {
  const last = original.split(/[/\\]/).pop() ?? "";
  const cleaned = last
    .normalize("NFC")
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
    .replace(/[\u0000-\u001f\u007f<>:"|?*]/g, "")
    .replace(/\.{2,}/g, ".")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/^[.\s]+/, "");
  const { base, extension } = extensionFor(cleaned, mime);
  let kept = base.trim() || "file";
  const fits = (text: string) => encodeFileName(`${text}.${extension}`).length <= NAME_MAX;
  while (!fits(kept) && kept.length > 1) kept = Array.from(kept).slice(0, -1).join("").trimEnd();
  return `${kept}.${extension}`;
}

/** A new unique key for a file of this folder, named as it was uploaded. */
export function storedFileKey(options: {
  folder: string;
  name: string;
  mime: string;
  at?: Date;
  id?: string;
}): string {
  const at = options.at ?? new Date();
  const month = String(at.getUTCMonth() + 1).padStart(2, "0");
  const name = encodeFileName(storableFileName(options.name, options.mime));
  return `${options.folder}/${at.getUTCFullYear()}/${month}/${options.id ?? randomUUID()}/${name}`;
}

/**
 * Keys the files routes serve: the named form, and the bare `<uuid>.<ext>` of files stored before
 * names were kept.
 */
export const FILE_KEY =
  /^[a-z_]+\/\d{4}\/\d{2}\/[0-9a-f-]{36}(\.[a-z]+|\/[A-Za-z0-9_%-][A-Za-z0-9_.%-]{0,199})$/;

/** The name a key's file downloads as: its last segment, decoded. */
export function fileNameOfKey(key: string): string {
  const last = key.split("/").pop() ?? key;
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}
