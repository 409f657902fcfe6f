import {
  type ApiFailure,
  type ErrorCode,
  isServerMessageKey,
  type Language,
  type ServerMessageKey,
  translateServerMessage,
} from "@trms/shared";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { databaseUnreachable } from "../lib/db-errors";
import { AppError, databaseUnavailable } from "../lib/errors";
import { pickLanguage } from "../lib/language";
import { issueMessageKey, unstorableTextPath } from "../lib/validation";

declare module "fastify" {
  interface FastifyRequest {
    language: Language;
  }
}

/** A failure body in the contract's shape. */
export function failure(
  language: Language,
  code: ErrorCode,
  key: ServerMessageKey,
  details?: ApiFailure["details"],
  values?: Record<string, string>,
): ApiFailure {
  const body: ApiFailure = { code, message: translateServerMessage(key, language, values) };
  if (details?.length) body.details = details;
  return body;
}

/** Wraps every reply in the contract's envelope and turns every error into a localized failure. */
export const envelopePlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest("language", "vi" as Language);
  // Hooks without a promise: they run on every request.
  app.addHook("onRequest", (request, _reply, done) => {
    request.language = pickLanguage(request.headers["accept-language"]);
    done();
  });
  // After the route's guard (onRequest) and the body parser, before the schema: a NUL byte or a
  // lone surrogate anywhere in a JSON body, the query string (list exports) or the path is
  // refused here, once for every route.
  app.addHook("preValidation", (request, _reply, done) => {
    for (const part of [request.body, request.query, request.params]) {
      const path = unstorableTextPath(part);
      if (path !== undefined) {
        done(new AppError("VALIDATION_ERROR", "text_has_nul", [{ path, message: "text_has_nul" }]));
        return;
      }
    }
    done();
  });

  app.setErrorHandler((thrown: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const language = request.language ?? pickLanguage(request.headers["accept-language"]);
    // A database that is down or cut off is the server's dependency failing, not a bug: 503 with a
    // message to try again, whichever query of the request met it first.
    const error =
      !(thrown instanceof AppError) && databaseUnreachable(thrown) ? databaseUnavailable(thrown) : thrown;
    if (error instanceof AppError) {
      if (error.code === "SERVICE_UNAVAILABLE") {
        request.log.warn({ err: error.cause ?? error }, "a dependency is unavailable");
        // The same client may try again once the operator has it back; tell it when to look.
        reply.header("retry-after", "5");
      }
      // The rest of a timed-out body will not be read: close the connection after the answer.
      if (error.code === "REQUEST_TIMEOUT") reply.header("connection", "close");
      const details = error.details?.map((d) => ({
        path: d.path,
        message:
          !d.verbatim && isServerMessageKey(d.message)
            ? translateServerMessage(d.message, language, error.values)
            : d.message,
      }));
      return reply
        .status(error.statusCode)
        .send(failure(language, error.code, error.messageKey, details, error.values));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details = error.validation.map((issue) => {
        const keys = (issue.params as { keys?: string[] }).keys;
        const base = issue.instancePath.replace(/^\//, "").replaceAll("/", ".");
        const path = keys?.length ? [base, keys.join(",")].filter(Boolean).join(".") : base;
        return {
          path,
          message: translateServerMessage(issueMessageKey(issue.keyword, issue.message), language),
        };
      });
      return reply.status(400).send(failure(language, "VALIDATION_ERROR", "validation_failed", details));
    }
    const status = error.statusCode ?? 500;
    if (status === 413 || error.code === "FST_REQ_FILE_TOO_LARGE" || error.code === "FST_PARTS_LIMIT") {
      return reply.status(413).send(failure(language, "FILE_TOO_LARGE", "file_too_large"));
    }
    if (status === 415 || error.code === "FST_INVALID_MULTIPART_CONTENT_TYPE") {
      return reply.status(415).send(failure(language, "UNSUPPORTED_FILE_TYPE", "file_wrong_type"));
    }
    if (status === 429) return reply.status(429).send(failure(language, "RATE_LIMITED", "too_many_attempts"));
    if (status >= 400 && status < 500) {
      // Malformed JSON, wrong content type and the like: the client's fault, said plainly.
      return reply.status(400).send(failure(language, "VALIDATION_ERROR", "field_invalid"));
    }
    if (error.code === "FST_ERR_RESPONSE_SERIALIZATION") {
      // A reply that does not match its route's schema is never sent half-described.
      request.log.error({ err: error, cause: error.cause }, "reply does not match its schema");
      return reply.status(500).send(failure(language, "INTERNAL_ERROR", "internal_error"));
    }
    request.log.error({ err: error }, "unhandled error");
    return reply.status(500).send(failure(language, "INTERNAL_ERROR", "internal_error"));
  });
});

/** The success envelope; a call that answers nothing answers `data: null` (okEmptyReply). */
export function ok(): { code: "OK"; data: null };
export function ok<T>(data: T): { code: "OK"; data: T };
export function ok(data: unknown = null) {
  return { code: "OK" as const, data };
}
