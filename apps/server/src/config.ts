import { randomBytes } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { S3Options } from "./lib/files/s3-file-store";
import { SERVER_ROOT } from "./paths";

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  jwtSecret: Uint8Array;
  smtpUrl: string | undefined;
  mailFrom: string;
  publicUrl: string;
  seedDemo: boolean;
  webDist: string | undefined;
  logLevel: string;
  trustProxy: boolean;
  /** How long a request may take, body included, before the server answers and frees the socket. */
  requestTimeoutMs: number;
  /** An S3-compatible bucket for the files; unset keeps them on local disk under dataDir/files. */
  s3: S3Options | undefined;
  /** The daily expiry alerts (ADR 0721): on unless EXPIRY_ALERTS=0, from this hour of the airline's day. */
  expiryAlerts: { enabled: boolean; hour: number };
}

/** EXPIRY_ALERT_HOUR: a whole hour 0–23 of the airline's day (Vietnam); 7 when unset. */
function alertHour(value: string | undefined): number {
  if (value === undefined || value === "") return 7;
  const hour = Number(value);
  if (!Number.isInteger(hour) || hour < 0 || hour > 23)
    throw new Error(`EXPIRY_ALERT_HOUR must be a whole hour from 0 to 23, not "${value}"`);
  return hour;
}

/** The JWT secret survives restarts: generated once and kept beside the data. */
function loadJwtSecret(dataDir: string, fromEnv: string | undefined): Uint8Array {
  if (fromEnv) return new TextEncoder().encode(fromEnv);
  const file = path.join(dataDir, "jwt-secret");
  if (!existsSync(file)) {
    writeFileSync(file, randomBytes(48).toString("base64url"), { mode: 0o600 });
    chmodSync(file, 0o600);
  }
  return new TextEncoder().encode(readFileSync(file, "utf8").trim());
}

/** Reads the environment of ARCHITECTURE.md; every value is optional. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = path.resolve(env.DATA_DIR ?? "./data");
  mkdirSync(dataDir, { recursive: true });
  const port = Number(env.PORT ?? 3000);
  const databaseUrl = env.DATABASE_URL || undefined;
  return {
    port,
    host: env.HOST ?? "0.0.0.0",
    dataDir,
    databaseUrl,
    jwtSecret: loadJwtSecret(dataDir, env.JWT_SECRET),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? "Training Records <no-reply@trms.local>",
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ""),
    // Demo data goes into an empty embedded database unless turned off; PostgreSQL only on request.
    seedDemo: env.SEED_DEMO ? env.SEED_DEMO !== "0" : !databaseUrl,
    webDist: env.WEB_DIST ?? path.resolve(SERVER_ROOT, "../web/dist"),
    // Fastify writes two lines per request at info, a twelfth of a list call's time under load
    // (ADR 0007): production logs warnings and errors unless LOG_LEVEL asks for more.
    logLevel: env.LOG_LEVEL || (env.NODE_ENV === "production" ? "warn" : "info"),
    trustProxy: env.TRUST_PROXY === "1",
    requestTimeoutMs: Number(env.REQUEST_TIMEOUT_MS ?? 120_000),
    s3: env.S3_BUCKET
      ? {
          bucket: env.S3_BUCKET,
          endpoint: env.S3_ENDPOINT || undefined,
          region: env.S3_REGION || undefined,
          accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
        }
      : undefined,
    expiryAlerts: { enabled: env.EXPIRY_ALERTS !== "0", hour: alertHour(env.EXPIRY_ALERT_HOUR) },
  };
}
