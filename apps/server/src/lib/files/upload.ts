import { randomUUID } from "node:crypto";
import type { Readable } from "node:stream";
import { FILE_MAX_BYTES, type ServerMessageKey } from "@trms/shared";
import type { FastifyRequest } from "fastify";
import { fileTypeStream } from "file-type";
import type { ZodType } from "zod";
import { AppError } from "../errors";
import { parseOrThrow } from "../validation";
import type { FileStore } from "./file-store";
import { foldFields } from "./fold-fields";

/** Kinds of file the spec accepts, recognised by their content, never by name alone. */
export const FILE_KINDS = {
  pdf: ["application/pdf"],
  image: ["image/png", "image/jpeg", "image/webp", "image/gif"],
  excel: ["application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", "application/x-cfb"],
} as const;
export type FileKind = keyof typeof FILE_KINDS;

export interface FileRule {
  accept: FileKind[];
  required?: boolean;
  maxCount?: number;
  /** Folder of the store the file goes to, e.g. "training_file". */
  folder: string;
  /** The message when a required file is missing (default "Please select a file"). */
  requiredMessage?: ServerMessageKey;
}

export interface StoredFile {
  key: string;
  field: string;
  originalName: string;
  mime: string;
  size: number;
}

export interface MultipartResult<T> {
  body: T;
  files: Record<string, StoredFile[]>;
  /** Removes every file stored for this request; call when the record then fails to save. */
  discard(): Promise<void>;
}

const EXTENSIONS: Record<string, string> = {
  "application/pdf": "pdf",
  "image/png": "png",
  "image/jpeg": "jpg",
  "image/webp": "webp",
  "image/gif": "gif",
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": "xlsx",
  "application/x-cfb": "xls",
};

/**
 * Reads a multipart request: files are streamed straight into the store (never whole in memory),
 * limited to 30 MB and checked by content; text fields are folded and validated with the schema.
 * Any failure removes what was already stored, so nothing is half-saved.
 */
export async function readMultipart<T>(
  request: FastifyRequest,
  store: FileStore,
  schema: ZodType<T>,
  rules: Record<string, FileRule>,
): Promise<MultipartResult<T>> {
  if (!request.isMultipart()) throw new AppError("UNSUPPORTED_FILE_TYPE", "file_wrong_type");
  const stored: StoredFile[] = [];
  const discard = async () => {
    await Promise.all(stored.map((file) => store.delete(file.key)));
  };
  const fields: [string, unknown][] = [];
  try {
    const parts = request.parts({
      limits: { fileSize: FILE_MAX_BYTES, files: 20, fields: 500, fieldSize: 64 * 1024 },
    });
    for await (const part of parts) {
      if (part.type === "field") {
        fields.push([part.fieldname, part.value]);
        continue;
      }
      const rule = rules[part.fieldname];
      if (!rule) {
        part.file.resume();
        throw new AppError("VALIDATION_ERROR", "validation_failed", [
          { path: part.fieldname, message: "field_unknown" },
        ]);
      }
      const count = stored.filter((f) => f.field === part.fieldname).length;
      if (count >= (rule.maxCount ?? 1)) {
        part.file.resume();
        throw new AppError("VALIDATION_ERROR", "validation_failed", [
          { path: part.fieldname, message: "field_too_long" },
        ]);
      }
      const detected = await fileTypeStream(part.file as Readable, { sampleSize: 4100 });
      const mime = detected.fileType?.mime;
      const accepted = rule.accept.flatMap((kind) => FILE_KINDS[kind] as readonly string[]);
      if (!mime || !accepted.includes(mime)) {
        detected.resume();
        throw new AppError("UNSUPPORTED_FILE_TYPE", "file_wrong_type", [
          { path: part.fieldname, message: "file_wrong_type" },
        ]);
      }
      const now = new Date();
      const key = `${rule.folder}/${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, "0")}/${randomUUID()}.${EXTENSIONS[mime] ?? "bin"}`;
      const entry: StoredFile = { key, field: part.fieldname, originalName: part.filename, mime, size: 0 };
      stored.push(entry);
      const { size } = await store.put(key, detected);
      if (part.file.truncated) throw new AppError("FILE_TOO_LARGE", "file_too_large");
      entry.size = size;
    }
    const missing = Object.entries(rules).filter(
      ([field, rule]) => rule.required && !stored.some((file) => file.field === field),
    );
    if (missing.length > 0) {
      throw new AppError(
        "VALIDATION_ERROR",
        "validation_failed",
        missing.map(([field, rule]) => ({ path: field, message: rule.requiredMessage ?? "file_required" })),
      );
    }
    const folded = foldFields(fields);
    if (folded.invalid.length > 0) {
      throw new AppError(
        "VALIDATION_ERROR",
        "validation_failed",
        folded.invalid.map((path) => ({ path, message: "field_unknown" })),
      );
    }
    const body = parseOrThrow(schema, folded.value);
    const files: Record<string, StoredFile[]> = {};
    for (const file of stored) files[file.field] = [...(files[file.field] ?? []), file];
    return { body, files, discard };
  } catch (error) {
    await discard();
    throw error;
  }
}

/**
 * Reads a multipart request and runs the write with its body and files; if the write fails,
 * the files stored for it are removed, so a failed save leaves nothing behind.
 */
export async function withUpload<T, R>(
  request: FastifyRequest,
  store: FileStore,
  schema: ZodType<T>,
  rules: Record<string, FileRule>,
  write: (body: T, files: Record<string, StoredFile[]>) => Promise<R>,
): Promise<R> {
  const upload = await readMultipart(request, store, schema, rules);
  try {
    return await write(upload.body, upload.files);
  } catch (error) {
    await upload.discard();
    throw error;
  }
}
