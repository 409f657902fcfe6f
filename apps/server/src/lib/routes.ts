import type { Readable } from "node:stream";
import { fileReply, type Language, okEmptyReply, okReply, type SessionUser } from "@trms/shared";
import type { FastifyReply, FastifyRequest, FastifySchema } from "fastify";
import type { ZodType, z } from "zod";
import { type Access, currentUser } from "../plugins/auth";
import { ok } from "../plugins/envelope";
import type { ApiScope, AppDeps } from "./app-deps";
import { sendDownload } from "./download";
import { discardFiles } from "./files/file-store";
import { type FileRule, type StoredFile, type UploadForm, uploadForm, withUpload } from "./files/upload";
import { idempotencyKey, onceByKey } from "./idempotency";
import { ifMatchVersion } from "./record-version";

declare module "fastify" {
  interface FastifyContextConfig {
    /** The call checks the record version `If-Match` names (ADR 1600): its API description says so. */
    ifMatch?: boolean;
  }
}

/** What a call of a signed-in account is given: the app's objects, the account and the request's body. */
export interface CallArgs<Body> {
  app: AppDeps;
  actor: SessionUser;
  body: Body;
  /** The request's language, for a reply that carries texts (problems of an import, say). */
  language?: Language;
  /** The id of the session making the call (a change to the account's own second factors asks how recent it is). */
  sessionJti?: string | null;
  /**
   * The record version the request's `If-Match` names, for a call that checks it (`ifMatch: true`,
   * ADR 1600); null or absent when none was sent or the call changes no versioned record.
   */
  ifMatch?: number | null;
}

/** A public call (`access: "public"`) has no account. */
export interface PublicCallArgs<Body> {
  app: AppDeps;
  body: Body;
  request: FastifyRequest;
}

/** An upload's call: its text fields as `body`, its files as stored (removed again if the call fails). */
export interface UploadArgs<Body> extends CallArgs<Body> {
  files: Record<string, StoredFile[]>;
}

interface RateLimit {
  max: number;
  timeWindow: string;
}

interface RouteBase {
  path: string;
  /** The route guard's rule, checked before the body is read. */
  access: Access;
  summary: string;
  tags: string[];
  rateLimit?: RateLimit;
}

/**
 * A write to one record an offline device may have changed (ADR 1600): it takes `If-Match`, the
 * version the change was made on, and refuses with 409 a record changed since.
 */
interface Versioned {
  ifMatch?: true;
}

/** The data a call answers: the reply schema's input, or nothing for `{ code: "OK", data: null }`. */
// biome-ignore lint/suspicious/noConfusingVoidType: a call without a reply schema returns Promise<void>.
type ReplyData<R> = R extends ZodType ? z.input<R> : void;

/** A JSON call: body in, the envelope's data out. */
export interface JsonRoute<B extends ZodType, R extends ZodType | undefined> extends RouteBase, Versioned {
  kind: "json";
  /**
   * False for a call whose reply must not be kept (a secret shown once): it ignores an
   * `Idempotency-Key`, as a call without one (ADR 1580).
   */
  idempotent?: false;
  /** None for a call that reads no body (the request may send none). */
  body?: B;
  reply: R;
  call(args: CallArgs<z.output<B>>): Promise<ReplyData<R>>;
}

/** A public JSON call (sign-in, verification): no account, the request for its address and headers. */
export interface PublicRoute<B extends ZodType, R extends ZodType | undefined> extends RouteBase {
  kind: "public";
  body: B;
  reply: R;
  call(args: PublicCallArgs<z.output<B>>): Promise<ReplyData<R>>;
}

/** A multipart call: its text fields' schema, its files' rules. */
export interface UploadRoute<B extends ZodType, R extends ZodType | undefined> extends RouteBase, Versioned {
  kind: "upload";
  body: B;
  files: Record<string, FileRule>;
  reply: R;
  call(args: UploadArgs<z.output<B>>): Promise<ReplyData<R>>;
}

/** What a download's call is given: a signed-in call's, its query as the body, the request's language. */
export interface DownloadArgs<Query> extends CallArgs<Query> {
  language: Language;
}

/** The file a download answers: its bytes, whole or as a stream, and the name it is saved under. */
export interface Download {
  body: Buffer | Readable;
  name: string;
  /** Its type, where the route answers more than one (a workbook or a CSV); else the route's. */
  type?: string;
}

/** A file to save (an export, a report, a template): its query's schema, its file's type. */
export interface DownloadRoute<Q extends ZodType | undefined> extends RouteBase {
  kind: "download";
  /** The query string's schema, or none for a download that takes no query. */
  query?: Q;
  /** What the file is and its content type, for the reply and the API description. */
  file: { description: string; type: string; otherTypes?: string[] };
  call(args: DownloadArgs<Q extends ZodType ? z.output<Q> : undefined>): Promise<Download>;
}

/** A route that writes its own reply (stored files, cookies, redirects): Fastify's schema and handler. */
export interface HandlerRoute<Q extends ZodType | undefined = undefined> extends RouteBase {
  kind: "handler";
  method: "GET" | "POST";
  schema: Omit<FastifySchema, "summary" | "tags" | "querystring">;
  /** The query string's schema (which record a stored file is read for): `handle` gets it parsed as `query`. */
  query?: Q;
  /** The multipart form a handler reads itself (into memory, say), for the API description. */
  upload?: UploadForm;
  handle(args: {
    app: AppDeps;
    request: FastifyRequest;
    reply: FastifyReply;
    query: Q extends ZodType ? z.output<Q> : undefined;
  }): Promise<unknown>;
}

// biome-ignore lint/suspicious/noExplicitAny: a list holds routes of every body and reply schema.
type AnySchema = any;
export type Route =
  | JsonRoute<AnySchema, AnySchema>
  | PublicRoute<AnySchema, AnySchema>
  | UploadRoute<AnySchema, AnySchema>
  | DownloadRoute<AnySchema>
  | HandlerRoute<AnySchema>;

/** A JSON call of a signed-in account. */
export const jsonCall = <B extends ZodType = ZodType<undefined>, R extends ZodType | undefined = undefined>(
  route: Omit<JsonRoute<B, R>, "kind" | "reply"> & { reply?: R },
): JsonRoute<B, R> => ({ ...route, kind: "json", reply: route.reply as R });

/** A call anyone may make. */
export const publicCall = <B extends ZodType, R extends ZodType | undefined = undefined>(
  route: Omit<PublicRoute<B, R>, "kind" | "reply" | "access"> & { reply?: R },
): PublicRoute<B, R> => ({ ...route, kind: "public", access: "public", reply: route.reply as R });

/** A multipart call of a signed-in account. */
export const uploadCall = <B extends ZodType, R extends ZodType | undefined = undefined>(
  route: Omit<UploadRoute<B, R>, "kind" | "reply"> & { reply?: R },
): UploadRoute<B, R> => ({ ...route, kind: "upload", reply: route.reply as R });

/** A GET of a signed-in account answering a file to save, never cached. */
export const downloadCall = <Q extends ZodType | undefined = undefined>(
  route: Omit<DownloadRoute<Q>, "kind">,
): DownloadRoute<Q> => ({ ...route, kind: "download" });

/** A route that writes its own reply. */
export const handlerRoute = <Q extends ZodType | undefined = undefined>(
  route: Omit<HandlerRoute<Q>, "kind">,
): HandlerRoute<Q> => ({ ...route, kind: "handler" });

const replySchema = (reply: ZodType | undefined) => ({ 200: reply ? okReply(reply) : okEmptyReply });

/**
 * A signed-in account's write, run once per `Idempotency-Key` when the request sends one (ADR 1580):
 * a retry after a lost reply answers the first result and writes nothing.
 */
function written<R>(
  app: AppDeps,
  exchange: { request: FastifyRequest; reply: FastifyReply },
  content: unknown,
  write: () => Promise<R>,
  idempotent: boolean | undefined,
  onReplay?: () => Promise<void>,
): Promise<R> {
  if (idempotent === false) return write();
  const key = idempotencyKey(exchange.request);
  const user = exchange.request.user;
  if (!key || !user) return write();
  return onceByKey(app, exchange, { userId: user.id, key, content, onReplay }, write);
}

const envelope = (data: unknown) => (data === undefined ? ok() : ok(data));

/** Registers a list of routes on the API scope, each with its rule, schema and function. */
export function registerRoutes(api: ApiScope, app: AppDeps, routes: readonly Route[]): void {
  for (const route of routes) {
    const versioned = (route.kind === "json" || route.kind === "upload") && route.ifMatch === true;
    const config = {
      access: route.access,
      ...(route.rateLimit ? { rateLimit: route.rateLimit } : {}),
      ...(versioned ? { ifMatch: true } : {}),
    };
    // Read before an upload is stored or anything is written: a malformed one is refused first.
    const ifMatch = (request: FastifyRequest) => (versioned ? ifMatchVersion(request) : null);
    const described = { summary: route.summary, tags: route.tags };
    switch (route.kind) {
      case "json":
        api.post(
          route.path,
          {
            schema: {
              ...described,
              ...(route.body ? { body: route.body } : {}),
              response: replySchema(route.reply),
            },
            config,
          },
          async (request, reply) => {
            const version = ifMatch(request);
            return envelope(
              await written(
                app,
                { request, reply },
                // The version a write was made on is part of what it says: the same key with another is a reuse.
                version === null ? request.body : { body: request.body, ifMatch: version },
                () =>
                  route.call({
                    app,
                    actor: currentUser(request),
                    body: request.body,
                    language: request.language,
                    sessionJti: request.sessionJti,
                    ifMatch: version,
                  }),
                route.idempotent,
              ),
            );
          },
        );
        break;
      case "public":
        api.post(
          route.path,
          { schema: { ...described, body: route.body, response: replySchema(route.reply) }, config },
          async (request) => envelope(await route.call({ app, body: request.body, request })),
        );
        break;
      case "upload":
        api.post(
          route.path,
          {
            schema: { ...described, consumes: ["multipart/form-data"], response: replySchema(route.reply) },
            config: { ...config, upload: uploadForm(route.body, route.files) },
          },
          async (request, reply) => {
            const version = ifMatch(request);
            return envelope(
              await withUpload(request, app.fileStore, route.body, route.files, (body, files) => {
                const stored = Object.values(files).flat();
                // What was sent: the fields, each file's digest (its stored key differs per upload)
                // and the version it was made on.
                const content = {
                  body,
                  files: stored.map((file) => [file.field, file.originalName, file.sha256]),
                  ...(version === null ? {} : { ifMatch: version }),
                };
                return written(
                  app,
                  { request, reply },
                  content,
                  () =>
                    route.call({
                      app,
                      actor: currentUser(request),
                      body,
                      files,
                      language: request.language,
                      sessionJti: request.sessionJti,
                      ifMatch: version,
                    }),
                  undefined,
                  // The first upload's files are the record's: this one's are not kept.
                  () =>
                    discardFiles(
                      app.fileStore,
                      stored.map((file) => file.key),
                      app.background,
                    ),
                );
              }),
            );
          },
        );
        break;
      case "download":
        api.get(
          route.path,
          {
            schema: {
              ...described,
              ...(route.query ? { querystring: route.query } : {}),
              response: {
                200: fileReply(route.file.description, route.file.type, ...(route.file.otherTypes ?? [])),
              },
            },
            config,
          },
          async (request, reply) => {
            const file = await route.call({
              app,
              actor: currentUser(request),
              body: request.query,
              language: request.language,
            });
            return sendDownload(reply, file.body, file.name, file.type ?? route.file.type);
          },
        );
        break;
      case "handler":
        api.route({
          method: route.method,
          url: route.path,
          schema: { ...described, ...route.schema, ...(route.query ? { querystring: route.query } : {}) },
          config: route.upload ? { ...config, upload: route.upload } : config,
          handler: (request, reply) => route.handle({ app, request, reply, query: request.query }),
        });
        break;
    }
  }
}
