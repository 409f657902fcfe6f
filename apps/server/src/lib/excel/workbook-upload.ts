import { inflateRawSync } from "node:zlib";
import type { ServerMessageKey } from "@trms/shared";
import type ExcelJS from "exceljs";
import type { FastifyRequest } from "fastify";
import type { ZodType } from "zod";
import { AppError } from "../errors";
import { readOneFileUpload, refuse } from "../files/one-file-upload";

/** What an import says when the upload is not a workbook it can read. */
export interface WorkbookMessages {
  /** No file in the expected part ("Please select excel file"). */
  required: ServerMessageKey;
  /** An Excel 97–2003 .xls file: we do not parse that format (ADR 0406); ask for .xlsx. */
  legacy: ServerMessageKey;
  /** Not a zip, a zip of something else, or a damaged workbook. */
  invalid: ServerMessageKey;
  /** More rows than the import takes. */
  tooManyRows: ServerMessageKey;
}

export interface WorkbookUploadOptions<T> {
  field: string;
  fields: ZodType<T>;
  messages: WorkbookMessages;
  /** Data rows (below the header) the import takes at most. */
  maxRows: number;
  maxBytes?: number;
}

const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const CFB = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
/** The bytes start as a zip does (an .xlsx is one). */
export const isZip = (buffer: Buffer) => buffer.subarray(0, ZIP.length).equals(ZIP);
/** The bytes are an Excel 97–2003 file (a compound file), which is not read. */
export const isLegacyWorkbook = (buffer: Buffer) => buffer.subarray(0, CFB.length).equals(CFB);
/** A workbook this much larger unpacked than any real import is a zip bomb, not a schedule. */
const MAX_UNPACKED_BYTES = 200 * 1024 * 1024;

/**
 * Reads a multipart upload of one .xlsx workbook into memory (it is at most 30 MB, and parsing needs
 * it whole): a body announced larger is refused before a byte is read, a part that grows past the
 * limit is cut off and refused, and the bytes must be a zip (an .xls gets its own message).
 */
export async function readWorkbookUpload<T>(
  request: FastifyRequest,
  options: WorkbookUploadOptions<T>,
): Promise<{ buffer: Buffer; body: T }> {
  const { buffer, body } = await readOneFileUpload(request, {
    field: options.field,
    fields: options.fields,
    required: options.messages.required,
    maxBytes: options.maxBytes,
  });
  if (isLegacyWorkbook(buffer)) throw refuse(options.field, options.messages.legacy, "UNSUPPORTED_FILE_TYPE");
  if (!isZip(buffer)) throw refuse(options.field, options.messages.invalid, "UNSUPPORTED_FILE_TYPE");
  return { buffer, body };
}

interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  size: number;
  localOffset: number;
}

/** The entries of a zip's central directory, or null when the bytes are not a readable zip. */
function zipEntries(buffer: Buffer): ZipEntry[] | null {
  const from = Math.max(0, buffer.length - 65_557);
  let end = -1;
  for (let i = buffer.length - 22; i >= from; i--) {
    if (buffer.readUInt32LE(i) === 0x06054b50) {
      end = i;
      break;
    }
  }
  if (end < 0) return null;
  const count = buffer.readUInt16LE(end + 10);
  let offset = buffer.readUInt32LE(end + 16);
  const entries: ZipEntry[] = [];
  for (let i = 0; i < count; i++) {
    if (offset + 46 > buffer.length || buffer.readUInt32LE(offset) !== 0x02014b50) return null;
    const nameLength = buffer.readUInt16LE(offset + 28);
    const extraLength = buffer.readUInt16LE(offset + 30);
    const commentLength = buffer.readUInt16LE(offset + 32);
    entries.push({
      method: buffer.readUInt16LE(offset + 10),
      compressedSize: buffer.readUInt32LE(offset + 20),
      size: buffer.readUInt32LE(offset + 24),
      localOffset: buffer.readUInt32LE(offset + 42),
      name: buffer.toString("utf8", offset + 46, offset + 46 + nameLength),
    });
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** The unpacked bytes of one entry (stored or deflated). */
function entryBytes(buffer: Buffer, entry: ZipEntry): Buffer {
  const at = entry.localOffset;
  if (buffer.readUInt32LE(at) !== 0x04034b50) throw new Error("bad local header");
  const start = at + 30 + buffer.readUInt16LE(at + 26) + buffer.readUInt16LE(at + 28);
  const data = buffer.subarray(start, start + entry.compressedSize);
  if (entry.method === 0) return data;
  if (entry.method === 8) return inflateRawSync(data, { maxOutputLength: entry.size + 1024 });
  throw new Error("unsupported zip method");
}

/** Counts `<row` elements without building the sheet: how an oversize sheet is refused early. */
function countRows(xml: Buffer): number {
  let rows = 0;
  const needle = Buffer.from("<row");
  let at = xml.indexOf(needle);
  while (at >= 0) {
    const next = xml[at + 4];
    // `<row ` or `<row>`, not `<rowBreaks`.
    if (next === 0x20 || next === 0x3e) rows += 1;
    at = xml.indexOf(needle, at + 4);
  }
  return rows;
}

/**
 * Opens an uploaded .xlsx safely: the zip must hold a workbook, unpack to a sane size and have no
 * sheet longer than the import takes (counted on the raw sheet XML, before the workbook is parsed),
 * then exceljs reads it. Refusals carry the caller's messages.
 */
export async function openWorkbook(
  buffer: Buffer,
  options: Pick<WorkbookUploadOptions<unknown>, "field" | "messages" | "maxRows">,
): Promise<ExcelJS.Workbook> {
  const invalid = () => refuse(options.field, options.messages.invalid, "UNSUPPORTED_FILE_TYPE");
  const entries = zipEntries(buffer);
  if (!entries) throw invalid();
  const names = new Set(entries.map((e) => e.name));
  if (!names.has("[Content_Types].xml") || !names.has("xl/workbook.xml")) throw invalid();
  const unpacked = entries.reduce((sum, e) => sum + e.size, 0);
  if (unpacked > MAX_UNPACKED_BYTES || entries.some((e) => e.size === 0xffffffff)) throw invalid();
  for (const entry of entries.filter((e) => /^xl\/worksheets\/[^/]+\.xml$/.test(e.name))) {
    let xml: Buffer;
    try {
      xml = entryBytes(buffer, entry);
    } catch {
      throw invalid();
    }
    // The header row is one more than the data rows.
    if (countRows(xml) > options.maxRows + 1) {
      throw new AppError("VALIDATION_ERROR", options.messages.tooManyRows, [
        { path: options.field, message: options.messages.tooManyRows },
      ]);
    }
  }
  // Loaded on first use, so start-up and idle memory do not pay for exceljs.
  const { default: Excel } = await import("exceljs");
  const workbook = new Excel.Workbook();
  try {
    await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  } catch {
    throw invalid();
  }
  if (workbook.worksheets.length === 0) throw invalid();
  return workbook;
}

/** A cell as text, the way a person reads it: formulas by their saved result, rich text joined. */
export type CellText = { text: string } | { date: Date } | { error: "formula" | "cell"; detail?: string };

export function cellText(value: ExcelJS.CellValue): CellText {
  if (value === null || value === undefined) return { text: "" };
  if (value instanceof Date) return { date: value };
  if (typeof value === "string") return { text: value.trim() };
  if (typeof value === "number" || typeof value === "boolean") return { text: String(value) };
  if (typeof value === "object") {
    if ("formula" in value || "sharedFormula" in value) {
      const result = (value as { result?: ExcelJS.CellValue }).result;
      if (result === undefined || result === null) return { error: "formula" };
      return cellText(result as ExcelJS.CellValue);
    }
    if ("richText" in value)
      return {
        text: value.richText
          .map((part) => part.text)
          .join("")
          .trim(),
      };
    if ("error" in value) return { error: "cell", detail: String(value.error) };
    if ("text" in value) return cellText((value as { text: ExcelJS.CellValue }).text);
  }
  return { text: String(value) };
}
