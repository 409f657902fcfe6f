import { randomBytes } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { isIP } from "node:net";
import path from "node:path";
import type { S3Options } from "./lib/files/s3-file-store";
import { SERVER_ROOT } from "./paths";

export type TrustProxy = false | number | string[];

/** Names proxy-addr knows for address ranges, besides literal addresses and CIDRs. */
const PROXY_RANGE_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);

/**
 * TRUST_PROXY: unset or 0 trusts no proxy; a whole number n trusts the n proxies nearest the server
 * (1: the load balancer in front appends the client's address, and only that entry is believed);
 * a comma-separated list trusts exactly those proxy addresses (IPv4/IPv6, CIDR, or loopback,
 * linklocal, uniquelocal). "true" is refused: it believes the left-most entry, which the client writes.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = (value ?? "").trim();
  if (text === "" || text === "0" || text === "false") return false;
  if (/^\d+$/.test(text)) return Number(text);
  if (text === "true")
    throw new Error(
      "TRUST_PROXY=true would let a client choose its own address: give the number of proxies in front (e.g. 1) or their addresses",
    );
  const entries = text.split(",").map((entry) => entry.trim());
  for (const entry of entries) {
    const [address = "", prefix, ...rest] = entry.split("/");
    const bits = isIP(address) === 6 ? 128 : 32;
    const validPrefix =
      prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= bits && rest.length === 0);
    if (!(PROXY_RANGE_NAMES.has(entry) || (isIP(address) !== 0 && validPrefix)))
      throw new Error(
        `TRUST_PROXY: "${entry}" is neither a proxy count, an address, a CIDR nor a range name`,
      );
  }
  return entries;
}

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
  /**
   * Which proxies in front may name the client's address in X-Forwarded-For (ADR 0940): false, a
   * hop count, or the proxies' addresses/CIDRs; never "trust everyone", which lets a client write
   * its own address. Handed to Fastify's `trustProxy` as is.
   */
  trustProxy: TrustProxy;
  /** How long a request may take, body included, before the server answers and frees the socket. */
  requestTimeoutMs: number;
  /** An S3-compatible bucket for the files; unset keeps them on local disk under dataDir/files. */
  s3: S3Options | undefined;
  /** The daily expiry alerts (ADR 0721): on unless EXPIRY_ALERTS=0, from this hour of the airline's day. */
  expiryAlerts: { enabled: boolean; hour: number };
  /** The embedded database's nightly backups into dataDir/backups (ADR 1043): on unless BACKUPS=0, the newest `keep` kept. */
  backups: { enabled: boolean; keep: number };
}

/** BACKUP_KEEP: how many nightly backups are kept, a whole number from 1; 7 when unset. */
function backupKeep(value: string | undefined): number {
  if (value === undefined || value === "") return 7;
  const keep = Number(value);
  if (!Number.isInteger(keep) || keep < 1)
    throw new Error(`BACKUP_KEEP must be a whole number from 1, not "${value}"`);
  return keep;
}

/** Where the data is: what the backup and restore commands read from the environment, with no side effect. */
export function storageFromEnv(env: NodeJS.ProcessEnv = process.env) {
  return {
    dataDir: path.resolve(env.DATA_DIR ?? "./data"),
    databaseUrl: env.DATABASE_URL || undefined,
    s3: env.S3_BUCKET
      ? {
          bucket: env.S3_BUCKET,
          endpoint: env.S3_ENDPOINT || undefined,
          region: env.S3_REGION || undefined,
          accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
        }
      : undefined,
  };
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
  const { dataDir, databaseUrl, s3 } = storageFromEnv(env);
  mkdirSync(dataDir, { recursive: true });
  const port = Number(env.PORT ?? 3000);
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
    // (ADR 0970): production logs warnings and errors unless LOG_LEVEL asks for more.
    logLevel: env.LOG_LEVEL || (env.NODE_ENV === "production" ? "warn" : "info"),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    requestTimeoutMs: Number(env.REQUEST_TIMEOUT_MS ?? 120_000),
    s3,
    expiryAlerts: { enabled: env.EXPIRY_ALERTS !== "0", hour: alertHour(env.EXPIRY_ALERT_HOUR) },
    backups: { enabled: env.BACKUPS !== "0", keep: backupKeep(env.BACKUP_KEEP) },
  };
}
