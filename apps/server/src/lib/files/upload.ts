import { createHash } from "node:crypto";
import { Readable } from "node:stream";
import { FILE_MAX_BYTES, type ServerMessageKey } from "@trms/shared";
import type { FastifyRequest } from "fastify";
import type { ZodType } from "zod";
import { databaseUnreachable } from "../db-errors";
import { AppError } from "../errors";
import { parseOrThrow, unstorableTextPath } from "../validation";
import { fileNameOfKey, storedFileKey } from "./file-key";
import { discardFiles, type FileStore } from "./file-store";
import { foldFields } from "./fold-fields";

/** Kinds of file the spec accepts, recognised by their content, never by name alone. */
export const FILE_KINDS = {
  pdf: ["application/pdf"],
  image: ["image/png", "image/jpeg", "image/webp", "image/gif"],
  excel: ["application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", "application/x-cfb"],
  /** An Excel workbook of the current format only (.xlsx), where the old binary .xls is not read. */
  xlsx: ["application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"],
  /** A ZIP of files (an import's PDFs), read by the call that takes it, never stored as it came. */
  zip: ["application/zip"],
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
  /** The message when the file is of a kind not accepted (default "Wrong file format..."). */
  wrongTypeMessage?: ServerMessageKey;
}

/**
 * What a multipart call takes: its text fields' schema and its file fields' rules. A route declares
 * it in its config (`upload`), so the API description shows the request body (lib/openapi.ts), and
 * `withUpload` checks the handler reads the very form the route declares.
 */
export interface UploadForm<T = unknown> {
  schema: ZodType<T>;
  rules: Record<string, FileRule>;
}
export const uploadForm = <T>(schema: ZodType<T>, rules: Record<string, FileRule>): UploadForm<T> => ({
  schema,
  rules,
});

declare module "fastify" {
  interface FastifyContextConfig {
    /** The form a multipart route reads (its API description's request body). */
    upload?: UploadForm;
  }
}

export interface StoredFile {
  key: string;
  field: string;
  originalName: string;
  mime: string;
  size: number;
  /** SHA-256 of the stored bytes, hex: what a workflow's audit row records for the file. */
  sha256: string;
}

export interface MultipartResult<T> {
  body: T;
  files: Record<string, StoredFile[]>;
  /** Removes every file stored for this request; call when the record then fails to save. */
  discard(): Promise<void>;
}

/** Bytes enough to recognise every kind we accept. */
const SNIFF_BYTES = 4100;

/**
 * A part of the request that is not read: its bytes are let through, and an error of the request
 * meanwhile (a body cut off before its closing boundary) is let go. A stream without a listener for
 * its 'error' event ends the process when the request breaks (ADR 1101), so every part gets one the
 * moment it is handed over, whether it is read, skipped or refused.
 */
export function skipPart(file: Readable): void {
  file.on("error", () => undefined);
  file.resume();
}

/**
 * Reads the first bytes of an uploaded part and hands back the rest as chunks to pull, hashing every
 * byte as it passes. Reading through the part's own iterator means an error of the request (a body
 * cut off before its closing boundary, a dropped connection) rejects the pull that meets it; nothing
 * is read ahead, so no stream of ours holds an error that no one listens for.
 */
async function sniff(
  file: Readable,
): Promise<{ head: Buffer; chunks: () => AsyncGenerator<Buffer>; digest: () => string; close(): void }> {
  const iterator = file[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const parts: Buffer[] = [];
  let length = 0;
  let done = false;
  while (length < SNIFF_BYTES) {
    const next = await iterator.next();
    if (next.done) {
      done = true;
      break;
    }
    parts.push(next.value);
    length += next.value.length;
  }
  const head = Buffer.concat(parts);
  const hash = createHash("sha256");
  // Stops the part's iterator (and so the part) when its bytes are not wanted after all.
  const close = () => void iterator.return?.()?.catch(() => undefined);
  async function* chunks() {
    try {
      hash.update(head);
      yield head;
      if (done) return;
      for (;;) {
        const next = await iterator.next();
        if (next.done) return;
        hash.update(next.value);
        yield next.value;
      }
    } finally {
      close();
    }
  }
  return { head, chunks, digest: () => hash.digest("hex"), close };
}

/** Errors of the multipart format itself (not of our store): the client's fault, answered 400. */
function isMalformedMultipart(error: unknown): boolean {
  if (error instanceof AppError) return false;
  const { message = "", code = "" } = (error ?? {}) as { message?: string; code?: string };
  return (
    /unexpected end of (form|multipart)|malformed|boundary|multipart|part header|premature close|aborted/i.test(
      message,
    ) ||
    /^(FST_(INVALID_MULTIPART|MULTIPART|PARTS|FILES|FIELDS)|ERR_STREAM_PREMATURE_CLOSE|ECONNRESET)/.test(code)
  );
}

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
  timeoutMs = request.server.deps?.config.requestTimeoutMs ?? 120_000,
): Promise<MultipartResult<T>> {
  if (!request.isMultipart()) throw new AppError("UNSUPPORTED_FILE_TYPE", "file_wrong_type");
  const contentType = request.headers["content-type"] ?? "";
  if (!/;\s*boundary=/i.test(contentType)) {
    throw new AppError("VALIDATION_ERROR", "multipart_malformed");
  }
  const stored: StoredFile[] = [];
  // Never fails: a store that cannot remove them now is asked again in the background.
  const discard = () =>
    discardFiles(
      store,
      stored.map((file) => file.key),
      request.server.deps?.background,
    );
  const fields: [string, unknown][] = [];
  const reading = readParts();
  // A client that stops sending mid-body would keep this request waiting for ever: past the
  // request timeout it gets a 408 and the connection is closed (which ends the reading too).
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new AppError("REQUEST_TIMEOUT", "upload_timed_out")), timeoutMs);
  });
  reading.catch(() => undefined);
  try {
    return await Promise.race([reading, deadline]);
  } catch (error) {
    if (error instanceof AppError && error.code === "REQUEST_TIMEOUT") {
      request.raw.once("close", () => void discard());
    }
    throw error;
  } finally {
    clearTimeout(timer);
  }

  async function readParts(): Promise<MultipartResult<T>> {
    try {
      const parts = request.parts({
        limits: { fileSize: FILE_MAX_BYTES, files: 20, fields: 500, fieldSize: 64 * 1024 },
      });
      for await (const part of parts) {
        if (part.type === "field") {
          if (unstorableTextPath(part.value) !== undefined) {
            throw new AppError("VALIDATION_ERROR", "validation_failed", [
              { path: part.fieldname, message: "field_invalid" },
            ]);
          }
          fields.push([part.fieldname, part.value]);
          continue;
        }
        const file = part.file as Readable;
        // Listened to from the start: a request cut off while this part is still arriving must
        // reach us as a rejected read, never as an 'error' nobody listens for.
        file.on("error", () => undefined);
        const rule = rules[part.fieldname];
        if (!rule) {
          skipPart(file);
          throw new AppError("VALIDATION_ERROR", "validation_failed", [
            { path: part.fieldname, message: "field_unknown" },
          ]);
        }
        const count = stored.filter((f) => f.field === part.fieldname).length;
        if (count >= (rule.maxCount ?? 1)) {
          skipPart(file);
          throw new AppError("VALIDATION_ERROR", "validation_failed", [
            { path: part.fieldname, message: "field_too_long" },
          ]);
        }
        const { head, chunks, digest, close } = await sniff(file);
        if (head.length === 0) {
          close();
          throw new AppError("VALIDATION_ERROR", "validation_failed", [
            { path: part.fieldname, message: "file_empty" },
          ]);
        }
        // Loaded with the first upload, not with the server.
        const { fileTypeFromBuffer } = await import("file-type");
        const mime = (await fileTypeFromBuffer(head))?.mime;
        const accepted = rule.accept.flatMap((kind) => FILE_KINDS[kind] as readonly string[]);
        if (!mime || !accepted.includes(mime)) {
          close();
          const message = rule.wrongTypeMessage ?? "file_wrong_type";
          throw new AppError("UNSUPPORTED_FILE_TYPE", message, [{ path: part.fieldname, message }]);
        }
        const key = storedFileKey({ folder: rule.folder, name: part.filename ?? "", mime });
        const entry: StoredFile = {
          key,
          field: part.fieldname,
          originalName: fileNameOfKey(key),
          mime,
          size: 0,
          sha256: "",
        };
        stored.push(entry);
        // The request's own body failing (cut off, malformed) is the client's fault, whatever the
        // store then says; the store failing by itself is a 503. The stream is made
        // here and handed straight to the store, which is the first to read it and listens for
        // its errors from then on.
        let bodyError: unknown;
        async function* body() {
          try {
            yield* chunks();
          } catch (error) {
            bodyError = error;
            throw error;
          }
        }
        const { size } = await store
          .put(key, Readable.from(body(), { objectMode: false }))
          .catch((error: unknown) => {
            close();
            throw bodyError ?? error;
          });
        if (part.file.truncated) throw new AppError("FILE_TOO_LARGE", "file_too_large");
        entry.size = size;
        entry.sha256 = digest();
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
      if (isMalformedMultipart(error)) throw new AppError("VALIDATION_ERROR", "multipart_malformed");
      throw error;
    }
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
  const declared = request.routeOptions.config.upload;
  const fields = (form: Record<string, FileRule>) => Object.keys(form).sort().join();
  // A programming error, not the caller's: the route's description would not be the form it reads.
  if (!declared || declared.schema !== schema || fields(declared.rules) !== fields(rules))
    throw new Error(`${request.routeOptions.url}: the route's config.upload is not the form it reads`);
  const upload = await readMultipart(request, store, schema, rules);
  try {
    return await write(upload.body, upload.files);
  } catch (error) {
    // A database lost during the save may have committed it all the same (only the commit's answer
    // lost): its files stay, and the orphan sweep removes them later if no row names them.
    if (!databaseUnreachable(error)) await upload.discard();
    throw error;
  }
}
