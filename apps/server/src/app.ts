import { existsSync } from "node:fs";
import path from "node:path";
import fastifyCookie from "@fastify/cookie";
import fastifyMultipart from "@fastify/multipart";
import fastifyRateLimit from "@fastify/rate-limit";
import fastifyStatic from "@fastify/static";
import fastifySwagger from "@fastify/swagger";
import fastifySwaggerUi from "@fastify/swagger-ui";
import { FILE_MAX_BYTES } from "@trms/shared";
import Fastify, { type FastifyReply, type FastifyRequest, type FastifyServerOptions } from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Config } from "./config";
import type { DatabaseHandle } from "./db/client";
import { features } from "./features";
import { isDeactivated, resolveSession } from "./features/auth";
import { hasLiveGrant, openGrantedPilot, refuseInspectorCall } from "./features/inspector";
import { approvalRoutes, trainingFileAccess } from "./features/training-record";
import { backgroundTasks } from "./lib/background";
import { registerBackupGauges } from "./lib/backup";
import { databaseUnavailable } from "./lib/errors";
import type { AppDeps } from "./lib/feature";
import { type FileStore, localFileStore } from "./lib/files/file-store";
import { storedFileRoutes } from "./lib/files/files.routes";
import { s3FileStore } from "./lib/files/s3-file-store";
import { trackInFlight } from "./lib/in-flight";
import { createMailOutbox } from "./lib/mail-outbox/mail-outbox";
import { registerMailOutboxGauges } from "./lib/mail-outbox/metrics";
import { createMailer, type Mailer } from "./lib/mailer";
import { describeDocument, describeOperation, requireReplySchema } from "./lib/openapi";
import { pageRenderer } from "./lib/page-renderer";
import { databaseRateLimitStore } from "./lib/rate-limit/database-store";
import { registerRoutes } from "./lib/routes";
import type { TrainingFileRecords } from "./lib/training-file-records";
import { authPlugin } from "./plugins/auth";
import { envelopePlugin, failure } from "./plugins/envelope";
import { metricsPlugin } from "./plugins/metrics";
import { requestIdOf, requestIdPlugin } from "./plugins/request-id";
import { securityHeadersPlugin } from "./plugins/security-headers";

export interface AppOptions {
  config: Config;
  database: DatabaseHandle;
  fileStore?: FileStore;
  mailer?: Mailer;
  logger?: FastifyServerOptions["logger"];
}

declare module "fastify" {
  interface FastifyInstance {
    deps: AppDeps;
  }
}

/** The cache header of a file whose name holds its content's hash (Vite's `assets/`). */
const IMMUTABLE = "public, max-age=31536000, immutable";

export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", "data:", "blob:"],
  fontSrc: ["'self'", "data:"],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  frameAncestors: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  upgradeInsecureRequests: null,
};

type CompilersFactory = NonNullable<
  NonNullable<FastifyServerOptions["schemaController"]>["compilersFactory"]
>;
/**
 * Every route validates and serialises through zod. Handed over at construction (the way
 * setValidatorCompiler installs them), Fastify never loads Ajv and fast-json-stringify, which
 * start-up need not pay for. Fastify types these factories for Ajv: a cast.
 */
export const ZOD_COMPILERS = {
  buildValidator: () => validatorCompiler,
  buildSerializer: () => serializerCompiler,
} as unknown as CompilersFactory;

/**
 * Fastify trusts no hop when given a bare count (a direct client could write enough entries), so a
 * count becomes proxy-addr's own hop rule: the `hops` addresses nearest the server are proxies and
 * the next one is the client's. Only for servers no client reaches except through the proxies;
 * otherwise TRUST_PROXY names the proxies' addresses (ADR 0940).
 */
function trustProxyOption(trust: Config["trustProxy"]) {
  if (typeof trust !== "number") return trust;
  return (_address: string, hop: number) => hop < trust;
}

/** How long a stop waits for requests still being worked on before it closes the database. */
export const SHUTDOWN_DRAIN_MS = 10_000;

/** The one app factory: `npm start` and every integration test build the server through here. */
export async function buildApp(options: AppOptions) {
  const { config, database } = options;
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    trustProxy: trustProxyOption(config.trustProxy),
    // A stopping server serves what reaches it on connections already open, each answer telling
    // the client to close that connection; only new connections are refused.
    return503OnClosing: false,
    schemaController: { compilersFactory: ZOD_COMPILERS },
    // Node's own limit for a whole request; uploads also answer 408 themselves when their body
    // stops arriving (lib/files/upload.ts). A 30 MB file on a slow line fits in two minutes.
    requestTimeout: config.requestTimeoutMs,
    // The load balancer's id when it sends a sane one, else a random one.
    genReqId: requestIdOf,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const fileStore =
    options.fileStore ??
    (config.s3 ? s3FileStore(config.s3) : localFileStore(path.join(config.dataDir, "files")));
  const mailer =
    options.mailer ??
    createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      outboxDir: path.join(config.dataDir, "outbox"),
      log: app.log,
    });
  const background = backgroundTasks(app.log);
  const outbox = createMailOutbox({
    db: database.db,
    mailer,
    log: app.log,
    background,
    settings: config.mailOutbox,
    secret: config.jwtSecret,
  });
  const trainingFileRecords: TrainingFileRecords[] = [];
  const deps: AppDeps = { database, fileStore, mailer, outbox, config, background, trainingFileRecords };
  // Each kind of the pilot's whole file is read by its own feature: the archive imports none.
  for (const feature of features)
    if (feature.trainingFileRecords) trainingFileRecords.push(feature.trainingFileRecords(deps));
  app.decorate("deps", deps);

  // First, so every reply names its request, errors of the hooks after it included.
  await app.register(requestIdPlugin);
  // Before every route, so a stop waits for each request's handler as well as its answer.
  const inFlight = trackInFlight(app);
  let closing = false;
  app.addHook("preClose", async () => {
    closing = true;
  });
  app.addHook("onSend", (_request, reply, payload, done) => {
    if (closing) reply.header("connection", "close");
    done(null, payload);
  });
  await app.register(metricsPlugin, {
    database,
    token: config.metrics.token,
    enabled: config.metrics.token !== undefined || config.metrics.port !== undefined,
  });
  registerMailOutboxGauges(app.metrics, database.db);
  // The nightly backups are the embedded database's; PostgreSQL is backed up by the operator.
  if (database.kind === "pglite") registerBackupGauges(app.metrics, config.dataDir);
  await app.register(envelopePlugin);
  await app.register(fastifyCookie);
  await app.register(securityHeadersPlugin, {
    contentSecurityPolicy: { directives: CONTENT_SECURITY_POLICY },
  });
  // Counted in the database, so instances behind a load balancer share the limits.
  await app.register(fastifyRateLimit, { global: false, store: databaseRateLimitStore(database.db) });
  await app.register(fastifyMultipart, { limits: { fileSize: FILE_MAX_BYTES } });
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: "Training Record Management System API",
        version: "1",
        description:
          "Every call answers the envelope {code, data} or {code, message, details?}; see docs/spec-coverage.md.",
        license: { name: "Proprietary: the airline's training records system" },
      },
      servers: [{ url: config.publicUrl, description: "This installation" }],
      components: {
        securitySchemes: { accessToken: { type: "apiKey", in: "header", name: "access-token" } },
      },
      security: [{ accessToken: [] }],
    },
    transform: describeOperation,
    transformObject: describeDocument,
  });
  await app.register(fastifySwaggerUi, { routePrefix: "/api/docs", staticCSP: true });

  app.addHook("onRoute", requireReplySchema);
  await app.register(authPlugin, {
    secret: config.jwtSecret,
    sessions: (jti, now) => resolveSession(database.db, jti, now),
    deactivated: (userId) => isDeactivated(database.db, userId),
    inspector: {
      live: (...args) => hasLiveGrant(database.db, ...args),
      open: (...args) => openGrantedPilot(database.db, ...args),
      refuse: (...args) => refuseInspectorCall(database.db, ...args),
    },
  });

  await app.register(
    async (api) => {
      for (const feature of features) registerRoutes(api, app.deps, feature.routes);
      const kinds = features.flatMap((feature) => (feature.approvable ? [feature.approvable(app.deps)] : []));
      registerRoutes(api, app.deps, approvalRoutes(kinds));
      // Stored files by folder, each answered by the feature that owns the folder.
      const folders = Object.assign({}, ...features.map((feature) => feature.fileAccess?.(app.deps) ?? {}));
      // The report files of every kind of training record, under the spec's path.
      const reportFiles = { training_file: trainingFileAccess(kinds) };
      registerRoutes(api, app.deps, [
        ...storedFileRoutes({ base: "/files", access: () => folders }),
        ...storedFileRoutes({ base: "/phase_report", access: () => reportFiles }),
      ]);
    },
    { prefix: "/api/v1" },
  );

  app.get(
    "/healthz",
    {
      schema: {
        summary: "Health check: 200 while the database answers, 503 while it cannot be reached",
        tags: ["health"],
        response: { 200: z.object({ status: z.literal("ok") }) },
      },
    },
    async () => {
      // Whatever keeps the database from answering, the instance is unhealthy: 503, never 500, so
      // a load balancer takes it out of service until the database is back.
      await database.db.execute("select 1").catch((error: unknown) => {
        throw databaseUnavailable(error);
      });
      return { status: "ok" as const };
    },
  );

  const webDist = config.webDist;
  const hasWeb = Boolean(webDist && existsSync(path.join(webDist, "index.html")));
  if (hasWeb && webDist) {
    await app.register(fastifyStatic, {
      root: webDist,
      // One route for every file of the build, looked up on disk when asked for: a route per file
      // (about 600 with HEAD) was a large share of a start. A path that names no file
      // goes on to the not-found handler below, which serves the app's pages.
      wildcard: true,
      index: false,
      // The build writes a Brotli and a gzip copy of each text file (apps/web/build/precompress.ts):
      // the browser gets the one it accepts, compressed once at build time.
      preCompressed: true,
      // Vite names every file under assets/ by its content's hash: a browser keeps it for good and
      // never asks again. Anything else (index.html, the icon) is asked for again on each visit.
      cacheControl: false,
      setHeaders(reply, filePath) {
        const hashed = path.relative(webDist, filePath).startsWith(`assets${path.sep}`);
        reply.header("cache-control", hashed ? IMMUTABLE : "no-cache");
      },
    });
  }
  const renderPage = hasWeb && webDist ? pageRenderer(app, webDist) : null;
  const notFound = async (request: FastifyRequest, reply: FastifyReply) => {
    // Unknown API paths answer in the envelope; any other GET is a page of the single-page app, a
    // landing page rendered by the server or the app's empty page that the browser fills. A HEAD
    // (an uptime probe, a link checker) gets the empty page's headers, never a render's cost.
    const page = request.method === "GET" || request.method === "HEAD";
    if (renderPage && page && !request.url.startsWith("/api/")) {
      if (request.method === "GET" && (await renderPage(request, reply))) return reply;
      return reply.type("text/html").sendFile("index.html");
    }
    return reply.status(404).send(failure(request.language, "NOT_FOUND", "not_found"));
  };
  app.setNotFoundHandler(notFound);
  // The site's root names the build's folder, not a file: the static files' route refused it as a
  // folder when the client accepted no compressed copy (curl, a health probe). It is a page too.
  if (renderPage) app.get("/", { schema: { hide: true } }, notFound);

  app.addHook("onClose", async () => {
    // The listener is closed and every open connection has had its last answer. Handlers whose
    // client went away may still be working: the database stays open for them, for a while.
    if (!(await inFlight.drained(SHUTDOWN_DRAIN_MS)))
      app.log.warn({ inFlight: inFlight.count }, "stopping with requests still in flight");
    // The mail being sent is settled before the database closes; queued ones wait in the outbox
    // for the next start or another instance.
    await outbox.close();
    await background.drain();
    await database.close();
    await fileStore.close?.();
  });
  return app;
}
export type App = Awaited<ReturnType<typeof buildApp>>;
