import type { Readable } from "node:stream";
import { FILE_MAX_BYTES, IMPORT_FILE_FIELD, IMPORT_ZIP_FIELD, IMPORT_ZIP_MAX_BYTES } from "@trms/shared";
import type { FastifyRequest } from "fastify";
import { AppError } from "../../lib/errors";
import { refuse } from "../../lib/files/one-file-upload";
import { skipPart } from "../../lib/files/upload";
import { streamToFile } from "./history-import.zip";

/** What an import's upload holds: the workbook (read whole) and, beside it, a ZIP written to disk. */
export interface ImportUpload {
  buffer: Buffer;
  fileName: string;
  zip: { path: string; name: string } | null;
}

const tooLarge = () => new AppError("FILE_TOO_LARGE", "file_too_large");

/**
 * Reads an import's multipart upload: the workbook or CSV (part `workbook`, at most an upload's
 * size, in memory) and an optional ZIP of PDFs (part `files`, up to `IMPORT_ZIP_MAX_BYTES`, streamed
 * to `zipPath` so thousands of PDFs never sit in memory). No other part is taken.
 */
export async function readImportUpload(request: FastifyRequest, zipPath: string): Promise<ImportUpload> {
  if (!request.isMultipart()) throw refuse(IMPORT_FILE_FIELD, "import_file_required", "VALIDATION_ERROR");
  const announced = Number(request.headers["content-length"] ?? 0);
  if (announced > IMPORT_ZIP_MAX_BYTES + FILE_MAX_BYTES) throw tooLarge();
  let buffer: Buffer | null = null;
  let fileName = "";
  let zip: ImportUpload["zip"] = null;
  // The first refusal is kept and the rest of the body read through, so the answer comes after the
  // whole request and the connection stays usable for the client's next request.
  let refusal: AppError | null = null;
  try {
    for await (const part of request.parts({
      limits: { fileSize: IMPORT_ZIP_MAX_BYTES, files: 2, fields: 20, fieldSize: 1024 },
    })) {
      if (part.type === "field") {
        refusal ??= refuse(part.fieldname, "field_unknown", "VALIDATION_ERROR");
        continue;
      }
      if (refusal) {
        skipPart(part.file);
        continue;
      }
      if (part.fieldname === IMPORT_FILE_FIELD && !buffer) {
        const chunks: Buffer[] = [];
        let size = 0;
        for await (const chunk of part.file as Readable) {
          size += (chunk as Buffer).length;
          if (size <= FILE_MAX_BYTES) chunks.push(chunk as Buffer);
        }
        if (size > FILE_MAX_BYTES) refusal = tooLarge();
        else {
          buffer = Buffer.concat(chunks);
          fileName = part.filename ?? "";
        }
      } else if (part.fieldname === IMPORT_ZIP_FIELD && !zip) {
        await streamToFile(part.file as Readable, zipPath);
        if (part.file.truncated) refusal = tooLarge();
        else zip = { path: zipPath, name: part.filename ?? "files.zip" };
      } else {
        skipPart(part.file);
        refusal = refuse(part.fieldname, "field_unknown", "VALIDATION_ERROR");
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code ?? "";
    if (/FILE_TOO_LARGE|FST_REQ_FILE_TOO_LARGE/.test(code)) throw tooLarge();
    throw new AppError("VALIDATION_ERROR", "multipart_malformed");
  }
  if (refusal) throw refusal;
  if (!buffer || buffer.length === 0)
    throw refuse(IMPORT_FILE_FIELD, "import_file_required", "VALIDATION_ERROR");
  return { buffer, fileName, zip };
}
