import { fileReply, type SessionUser } from "@trms/shared";
import type { FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import type { Database } from "../../db/client";
import type { AppDeps } from "../app-deps";
import { auditRepository } from "../audit/audit.repository";
import { notFound } from "../errors";
import { handlerRoute, type Route } from "../routes";
import { CONTENT_TYPES, encodeFileName, FILE_KEY, fileNameOfKey } from "./file-key";
import type { FileStore } from "./file-store";

/**
 * The key a request names, read from the URL as sent (the router's decoded parameter would turn a
 * name's `%25` back into `%`) and put in the stored form: each segment decoded, then encoded the
 * one way keys are written.
 */
export function keyOf(url: string, route: string): string | null {
  const path = url.split("?")[0] ?? "";
  const raw = path.slice(route.length - 1);
  if (!route.endsWith("*") || raw.length === 0 || raw.length > 300) return null;
  try {
    return raw
      .split("/")
      .map((segment) => encodeFileName(decodeURIComponent(segment)))
      .join("/");
  } catch {
    return null;
  }
}

/** Shown in the browser, saved under the file's own name (RFC 6266: a plain fallback and UTF-8). */
function contentDisposition(key: string): string {
  const name = fileNameOfKey(key);
  const plain = name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^\x20-\x7e]|["\\]/g, "_");
  return `inline; filename="${plain}"; filename*=UTF-8''${encodeFileName(name)}`;
}

/**
 * A stored file's bytes as they are, shown inline under its own name: the route's reply schema
 * describes them for the API description, and Fastify sends a stream without serialising it.
 */
export function sendStoredFile(reply: FastifyReply, key: string, body: unknown) {
  const extension = key.split(".").pop()?.toLowerCase() ?? "";
  reply.header("content-type", CONTENT_TYPES[extension] ?? "application/octet-stream");
  reply.header("cache-control", "private, max-age=3600");
  reply.header("content-disposition", contentDisposition(key));
  return reply.send(body);
}

/** The content types a stored file is answered with, for a route's reply schema. */
export const STORED_FILE_TYPES = [...new Set([...Object.values(CONTENT_TYPES), "application/octet-stream"])];

/** The record a stored file belongs to, named so its read is written to that record's audit trail. */
export interface FileOwner {
  entity: string;
  id: number;
}

/**
 * Decides, per folder, whether this account may read a stored file; unknown folders are denied. A
 * record's file answers its owner: the read is then audited as a download of that record.
 */
export type FileAccess = (user: SessionUser, key: string) => Promise<boolean | FileOwner>;

/** Where and how a folder's files are served, and who may read them. */
interface StoredFileOptions {
  access: Record<string, FileAccess>;
  /**
   * The app's own pages may show the files in a frame (the documents folder previews PDFs in the
   * browser); every other page still may not.
   */
  embeddable?: boolean;
  /** Where the downloads of records' files are audited (the folders whose access names an owner). */
  db?: Database;
}

const storedFileSchema = {
  params: z.object({ "*": z.string().max(300) }),
  response: {
    200: fileReply("The stored file's bytes, shown inline under its own name", ...STORED_FILE_TYPES),
  },
};
const storedFileSummary = "A stored file, for those who may see its record";

/** Answers one request for a stored file: its bytes, or 404 for a file the account may not see. */
async function serveStoredFile(
  request: FastifyRequest,
  reply: FastifyReply,
  store: FileStore,
  { access, embeddable, db }: StoredFileOptions,
) {
  const key = keyOf(request.url, request.routeOptions.url ?? "");
  const folder = key?.split("/")[0] ?? "";
  const allowed = access[folder];
  // A file the account may not see reads exactly like one that does not exist.
  if (!key || !allowed || !FILE_KEY.test(key) || !request.user) throw notFound();
  const owner = await allowed(request.user, key);
  if (!owner) throw notFound();
  const stream = await store.get(key);
  if (!stream) throw notFound();
  if (typeof owner === "object" && db)
    await auditRepository(db).record({
      entity: owner.entity,
      entityId: owner.id,
      action: "download",
      actorId: request.user.id,
      changes: { file: key },
    });
  if (embeddable) {
    reply.header("content-security-policy", "frame-ancestors 'self'");
    reply.header("x-frame-options", "SAMEORIGIN");
  }
  return sendStoredFile(reply, key, stream);
}

/**
 * The route of a folder's stored files under `base` ("/files", the spec's "/phase_report", a
 * feature's own path), as an entry of a route list. `access` is given the app's objects, so a
 * feature's static list can build it from them; the reads of records' files are audited in the
 * app's database.
 */
export function storedFileRoutes(options: {
  base: string;
  access: (app: AppDeps) => Record<string, FileAccess>;
  embeddable?: boolean;
}): Route[] {
  return [
    handlerRoute({
      path: `${options.base}/*`,
      method: "GET",
      access: "session.any",
      summary: storedFileSummary,
      tags: ["files"],
      schema: storedFileSchema,
      handle: ({ app, request, reply }) =>
        serveStoredFile(request, reply, app.fileStore, {
          access: options.access(app),
          embeddable: options.embeddable,
          db: app.database.db,
        }),
    }),
  ];
}
