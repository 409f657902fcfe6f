import { createHash } from "node:crypto";
import { IDEMPOTENCY_IN_PROGRESS_DETAIL, SESSION_TTL_MS } from "@trms/shared";
import { and, eq, lt } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import { idempotentRequests } from "../db/tables/idempotency.table";
import type { AppDeps } from "./app-deps";
import { databaseUnreachable } from "./db-errors";
import { AppError } from "./errors";

/** The request header a client names a write with, so that sending it again never writes twice. */
export const IDEMPOTENCY_HEADER = "idempotency-key";
/** The reply header of an answer given again (the first result of that key). */
export const IDEMPOTENT_REPLAYED_HEADER = "idempotent-replayed";
const KEY_PATTERN = /^[A-Za-z0-9_-]{8,128}$/;
/**
 * How long a key is kept: a device keeps its queue for at most its session's lifetime, so a key
 * older than four sessions is never sent again. An account's old keys go when it sends a new one.
 */
const KEEP_MS = 4 * SESSION_TTL_MS;

/** The request's key, if it sent one; a malformed one is refused before anything is written. */
export function idempotencyKey(request: FastifyRequest): string | null {
  const value = request.headers[IDEMPOTENCY_HEADER];
  if (value === undefined) return null;
  if (typeof value !== "string" || !KEY_PATTERN.test(value))
    throw new AppError("VALIDATION_ERROR", "idempotency_key_invalid");
  return value;
}

/** A SHA-256 of what a write was sent (its validated body, its files' digests), to tell a retry from a reuse. */
export const contentHash = (content: unknown) =>
  createHash("sha256")
    .update(JSON.stringify(content ?? null), "utf8")
    .digest("hex");

/**
 * Runs a write once per account and key (ADR 1580). The key is reserved before the write runs: a
 * second request with the same key and content answers the first's reply once it is done, or 409
 * while it runs or when its outcome is unknown (the database lost mid-write: it may have
 * committed, so it is never run again); the same key with another call or content is refused with
 * 422. A write that fails frees its key, so the corrected request may use it again.
 */
export async function onceByKey<R>(
  app: AppDeps,
  exchange: { request: FastifyRequest; reply: FastifyReply },
  sent: {
    userId: number;
    key: string;
    content: unknown;
    /** What to undo of this request when the first result is answered instead (files it stored). */
    onReplay?: () => Promise<void>;
  },
  write: () => Promise<R>,
): Promise<R> {
  const { request, reply } = exchange;
  const db = app.database.db;
  const route = request.routeOptions.url ?? request.url;
  const bodyHash = contentHash(sent.content);
  const mine = and(eq(idempotentRequests.userId, sent.userId), eq(idempotentRequests.key, sent.key));
  await db
    .delete(idempotentRequests)
    .where(
      and(
        eq(idempotentRequests.userId, sent.userId),
        lt(idempotentRequests.createdAt, new Date(Date.now() - KEEP_MS)),
      ),
    );
  const reserved = await db
    .insert(idempotentRequests)
    .values({ userId: sent.userId, key: sent.key, route, bodyHash, state: "pending" })
    .onConflictDoNothing()
    .returning({ key: idempotentRequests.key });
  if (reserved.length === 0) {
    const [first] = await db.select().from(idempotentRequests).where(mine).limit(1);
    if (first && (first.route !== route || first.bodyHash !== bodyHash))
      throw new AppError("IDEMPOTENCY_KEY_REUSED", "idempotency_key_reused");
    if (first?.state !== "done")
      throw new AppError("CONFLICT", "idempotency_in_progress", [
        { path: IDEMPOTENCY_IN_PROGRESS_DETAIL, message: "idempotency_in_progress" },
      ]);
    await sent.onReplay?.();
    reply.header(IDEMPOTENT_REPLAYED_HEADER, "true");
    return first.reply as R;
  }
  let result: R;
  try {
    result = await write();
  } catch (error) {
    if (!databaseUnreachable(error)) await db.delete(idempotentRequests).where(mine);
    throw error;
  }
  await db
    .update(idempotentRequests)
    .set({ state: "done", reply: (result ?? null) as unknown, completedAt: new Date() })
    .where(mine);
  return result;
}
