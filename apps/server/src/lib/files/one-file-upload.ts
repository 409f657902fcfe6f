import type { Readable } from "node:stream";
import { FILE_MAX_BYTES, type ServerMessageKey } from "@trms/shared";
import type { FastifyRequest } from "fastify";
import type { ZodType } from "zod";
import { AppError } from "../errors";
import { parseOrThrow, unstorableTextPath } from "../validation";
import { foldFields } from "./fold-fields";
import { skipPart } from "./upload";

export interface OneFileUploadOptions<T> {
  /** The multipart part that holds the file. */
  field: string;
  /** The text fields beside it. */
  fields: ZodType<T>;
  /** The message when no file (or an empty one) came. */
  required: ServerMessageKey;
  maxBytes?: number;
}

export const refuse = (
  field: string,
  message: ServerMessageKey,
  code: "VALIDATION_ERROR" | "UNSUPPORTED_FILE_TYPE",
) => new AppError(code, message, [{ path: field, message }]);

/**
 * Reads a multipart upload of one file into memory, for a call that reads the file whole and keeps
 * none of it (an import, a verification): a body announced larger than the limit is refused before
 * a byte is read, a part that grows past it is cut off and refused; what the file must be is the
 * caller's check.
 */
export async function readOneFileUpload<T>(
  request: FastifyRequest,
  options: OneFileUploadOptions<T>,
): Promise<{ buffer: Buffer; body: T; fileName: string }> {
  const maxBytes = options.maxBytes ?? FILE_MAX_BYTES;
  if (!request.isMultipart()) throw refuse(options.field, options.required, "VALIDATION_ERROR");
  const announced = Number(request.headers["content-length"] ?? 0);
  if (announced > maxBytes + 64 * 1024) throw new AppError("FILE_TOO_LARGE", "file_too_large");
  const fields: [string, unknown][] = [];
  let buffer: Buffer | null = null;
  let fileName = "";
  try {
    for await (const part of request.parts({
      limits: { fileSize: maxBytes, files: 1, fields: 20, fieldSize: 1024 },
    })) {
      if (part.type === "field") {
        if (unstorableTextPath(part.value) !== undefined)
          throw refuse(part.fieldname, "field_invalid", "VALIDATION_ERROR");
        fields.push([part.fieldname, part.value]);
        continue;
      }
      if (part.fieldname !== options.field) {
        skipPart(part.file);
        throw refuse(part.fieldname, "field_unknown", "VALIDATION_ERROR");
      }
      const chunks: Buffer[] = [];
      for await (const chunk of part.file as Readable) chunks.push(chunk as Buffer);
      if (part.file.truncated) throw new AppError("FILE_TOO_LARGE", "file_too_large");
      buffer = Buffer.concat(chunks);
      fileName = part.filename ?? "";
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code ?? "";
    if (/FILE_TOO_LARGE|FST_REQ_FILE_TOO_LARGE/.test(code))
      throw new AppError("FILE_TOO_LARGE", "file_too_large");
    throw new AppError("VALIDATION_ERROR", "multipart_malformed");
  }
  const folded = foldFields(fields);
  if (folded.invalid.length > 0) {
    throw new AppError(
      "VALIDATION_ERROR",
      "validation_failed",
      folded.invalid.map((path) => ({ path, message: "field_unknown" })),
    );
  }
  const body = parseOrThrow(options.fields, folded.value);
  if (!buffer || buffer.length === 0) throw refuse(options.field, options.required, "VALIDATION_ERROR");
  return { buffer, body, fileName };
}
