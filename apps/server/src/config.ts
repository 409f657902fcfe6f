import { randomBytes } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { isIP } from "node:net";
import path from "node:path";
import { DEFAULT_POSTGRES_TIMEOUTS, type PostgresTimeouts } from "./db/postgres-timeouts";
import type { S3Options } from "./lib/files/s3-file-store";
import { DEFAULT_MAIL_OUTBOX_SETTINGS, type MailOutboxSettings } from "./lib/mail-outbox/mail-outbox";
import { SERVER_ROOT } from "./paths";
import { storageFromEnv } from "./storage-env";

export { storageFromEnv };

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
   * Which proxies in front may name the client's address in X-Forwarded-For: false, a
   * hop count, or the proxies' addresses/CIDRs; never "trust everyone", which lets a client write
   * its own address. Handed to Fastify's `trustProxy` as is.
   */
  trustProxy: TrustProxy;
  /** How long a request may take, body included, before the server answers and frees the socket. */
  requestTimeoutMs: number;
  /** How long a request waits on PostgreSQL before it answers 503: both under requestTimeoutMs. */
  databaseTimeouts: PostgresTimeouts;
  /** An S3-compatible bucket for the files; unset keeps them on local disk under dataDir/files. */
  s3: S3Options | undefined;
  /** The daily expiry alerts: on unless EXPIRY_ALERTS=0, from this hour of the airline's day. */
  expiryAlerts: { enabled: boolean; hour: number };
  /** The mail outbox's poll, tries and retention. */
  mailOutbox: MailOutboxSettings;
  /**
   * Who may read `/metrics`: a bearer token on the main port, and/or a port of its own
   * for the scraper. Neither set: `/metrics` answers 404.
   */
  metrics: { token: string | undefined; port: number | undefined };
  /** The embedded database's nightly backups into dataDir/backups: on unless BACKUPS=0, the newest `keep` kept. */
  backups: { enabled: boolean; keep: number };
  /** RETENTION_YEARS: how long a deleted record, its files and its history are kept before a purge may remove them. */
  retentionYears: number;
  /**
   * The key signed PDFs are issued with: a PKCS#12 file, or none to use (and on first
   * use generate) DATA_DIR/signing-key.p12. Instances of one deployment must share it.
   */
  signing: { file: string | undefined; passphrase: string };
  /**
   * How long an import's request waits for its job (check, commit, undo) before it answers with
   * the batch still running, which the screen then follows (IMPORT_REPLY_WAIT_MS).
   */
  importReplyWaitMs: number;
  /** OpenID Connect sign-in through the airline's identity provider; none when OIDC_ISSUER is unset. */
  oidc: OidcSettings | undefined;
  /** PASSWORD_SIGN_IN: "all" (the default), or "admin-only" for the super administrator alone. */
  passwordSignIn: "all" | "admin-only";
  /**
   * Who must hold a second factor (SECOND_FACTOR_REQUIRED): "admins" (the default), "editors"
   * (administrators and users holding permissions) or "none"; an account without one is asked to
   * enrol and, SECOND_FACTOR_GRACE_DAYS after it was first asked (default 14), may do nothing else.
   */
  secondFactor: { required: "admins" | "editors" | "none"; graceDays: number };
}

export interface OidcSettings {
  /** OIDC_ISSUER: the provider's issuer URL, whose discovery document names its endpoints and keys. */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** OIDC_CLAIM: the ID token's claim that names the account, matched to its email (default `email`). */
  claim: string;
  /** OIDC_LABEL: the sign-in button says "Sign in with <label>". */
  label: string;
  /**
   * OIDC_CREATE_ACCOUNTS: an unknown account that signs in through the provider is made a pilot
   * without permissions ("true" or "1"; off by default, when it is refused), ADR 1560.
   */
  createAccounts: boolean;
}

/** The OIDC_* settings: all three of issuer, client id and secret, or none. */
function oidcSettings(env: NodeJS.ProcessEnv): OidcSettings | undefined {
  const issuer = env.OIDC_ISSUER;
  const clientId = env.OIDC_CLIENT_ID;
  const clientSecret = env.OIDC_CLIENT_SECRET;
  // A bad value stops start-up even without a provider, so it is not found only once one is set.
  const createAccounts = oidcCreateAccounts(env.OIDC_CREATE_ACCOUNTS);
  if (!issuer && !clientId && !clientSecret) return undefined;
  if (!issuer || !clientId || !clientSecret)
    throw new Error("OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET are set together or not at all");
  return {
    issuer,
    clientId,
    clientSecret,
    claim: env.OIDC_CLAIM || "email",
    label: env.OIDC_LABEL || "SSO",
    createAccounts,
  };
}

function oidcCreateAccounts(value: string | undefined): boolean {
  if (value === undefined || value === "" || value === "false" || value === "0") return false;
  if (value === "true" || value === "1") return true;
  throw new Error(`OIDC_CREATE_ACCOUNTS must be "true", "1", "false" or "0", not "${value}"`);
}

function passwordSignIn(value: string | undefined): Config["passwordSignIn"] {
  if (value === undefined || value === "" || value === "all") return "all";
  if (value === "admin-only") return value;
  throw new Error(`PASSWORD_SIGN_IN must be "all" or "admin-only", not "${value}"`);
}

function secondFactorRequired(value: string | undefined): Config["secondFactor"]["required"] {
  if (value === undefined || value === "") return "admins";
  if (value === "admins" || value === "editors" || value === "none") return value;
  throw new Error(`SECOND_FACTOR_REQUIRED must be "admins", "editors" or "none", not "${value}"`);
}

/** BACKUP_KEEP: how many nightly backups are kept, a whole number from 1; 7 when unset. */
function backupKeep(value: string | undefined): number {
  if (value === undefined || value === "") return 7;
  const keep = Number(value);
  if (!Number.isInteger(keep) || keep < 1)
    throw new Error(`BACKUP_KEEP must be a whole number from 1, not "${value}"`);
  return keep;
}

/** METRICS_TOKEN: unset, or a secret long enough not to be guessed through the open port. */
function metricsToken(value: string | undefined): string | undefined {
  if (value === undefined || value === "") return undefined;
  if (value.length < 16 || /\s/.test(value))
    throw new Error(
      "METRICS_TOKEN must be at least 16 characters without spaces (e.g. openssl rand -hex 24)",
    );
  return value;
}

/** METRICS_PORT: unset, or a TCP port other than the app's own. */
function metricsPort(value: string | undefined, appPort: number): number | undefined {
  if (value === undefined || value === "") return undefined;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1 || port > 65_535)
    throw new Error(`METRICS_PORT must be a TCP port from 1 to 65535, not "${value}"`);
  if (port === appPort) throw new Error(`METRICS_PORT must differ from PORT (${appPort})`);
  return port;
}

/** EXPIRY_ALERT_HOUR: a whole hour 0–23 of the airline's day (Vietnam); 7 when unset. */
function alertHour(value: string | undefined): number {
  if (value === undefined || value === "") return 7;
  const hour = Number(value);
  if (!Number.isInteger(hour) || hour < 0 || hour > 23)
    throw new Error(`EXPIRY_ALERT_HOUR must be a whole hour from 0 to 23, not "${value}"`);
  return hour;
}

/** A deleted record is kept five years unless RETENTION_YEARS says otherwise. */
export const DEFAULT_RETENTION_YEARS = 5;

/** RETENTION_YEARS: whole years from 1; the `npm run purge` command reads it too. */
export const retentionYearsFromEnv = (env: NodeJS.ProcessEnv = process.env) =>
  wholeNumber("RETENTION_YEARS", env.RETENTION_YEARS, DEFAULT_RETENTION_YEARS, 1);

/** A whole number from `min` up, or the default when unset; anything else stops start-up with a clear message. */
function wholeNumber(name: string, value: string | undefined, fallback: number, min: number): number {
  if (value === undefined || value === "") return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < min)
    throw new Error(`${name} must be a whole number of at least ${min}, not "${value}"`);
  return number;
}

/** MAIL_OUTBOX_*: how often to look for due mails, how many tries, the first retry's delay, the days kept. */
function mailOutboxSettings(env: NodeJS.ProcessEnv): MailOutboxSettings {
  const defaults = DEFAULT_MAIL_OUTBOX_SETTINGS;
  return {
    pollMs:
      wholeNumber("MAIL_OUTBOX_POLL_SECONDS", env.MAIL_OUTBOX_POLL_SECONDS, defaults.pollMs / 1000, 1) * 1000,
    maxAttempts: wholeNumber(
      "MAIL_OUTBOX_MAX_ATTEMPTS",
      env.MAIL_OUTBOX_MAX_ATTEMPTS,
      defaults.maxAttempts,
      1,
    ),
    retryBaseMs:
      wholeNumber(
        "MAIL_OUTBOX_RETRY_SECONDS",
        env.MAIL_OUTBOX_RETRY_SECONDS,
        defaults.retryBaseMs / 1000,
        1,
      ) * 1000,
    keepDays: wholeNumber("MAIL_OUTBOX_KEEP_DAYS", env.MAIL_OUTBOX_KEEP_DAYS, defaults.keepDays, 1),
  };
}

/** A whole number of milliseconds from 1, or the default when unset. */
function milliseconds(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === "") return fallback;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms < 1)
    throw new Error(`${name} must be a whole number of milliseconds, not "${value}"`);
  return ms;
}

/**
 * The database waits of a request end before the request's own timeout, so a request blocked on an
 * unreachable database is answered 503 with its message rather than cut off.
 */
function databaseTimeouts(env: NodeJS.ProcessEnv, requestTimeoutMs: number): PostgresTimeouts {
  // Unset, each keeps its default while that leaves the request time to answer.
  const timeouts = {
    connectMs: milliseconds(
      "DATABASE_CONNECT_TIMEOUT_MS",
      env.DATABASE_CONNECT_TIMEOUT_MS,
      Math.max(1, Math.min(DEFAULT_POSTGRES_TIMEOUTS.connectMs, Math.floor(requestTimeoutMs / 4))),
    ),
    statementMs: milliseconds(
      "DATABASE_STATEMENT_TIMEOUT_MS",
      env.DATABASE_STATEMENT_TIMEOUT_MS,
      Math.max(1, Math.min(DEFAULT_POSTGRES_TIMEOUTS.statementMs, Math.floor(requestTimeoutMs / 2))),
    ),
  };
  for (const [name, ms] of [
    ["DATABASE_CONNECT_TIMEOUT_MS", timeouts.connectMs],
    ["DATABASE_STATEMENT_TIMEOUT_MS", timeouts.statementMs],
  ] as const)
    if (ms >= requestTimeoutMs)
      throw new Error(`${name} (${ms}) must be less than REQUEST_TIMEOUT_MS (${requestTimeoutMs})`);
  return timeouts;
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
  const requestTimeoutMs = milliseconds("REQUEST_TIMEOUT_MS", env.REQUEST_TIMEOUT_MS, 120_000);
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
    requestTimeoutMs,
    databaseTimeouts: databaseTimeouts(env, requestTimeoutMs),
    s3,
    expiryAlerts: { enabled: env.EXPIRY_ALERTS !== "0", hour: alertHour(env.EXPIRY_ALERT_HOUR) },
    mailOutbox: mailOutboxSettings(env),
    metrics: { token: metricsToken(env.METRICS_TOKEN), port: metricsPort(env.METRICS_PORT, port) },
    backups: { enabled: env.BACKUPS !== "0", keep: backupKeep(env.BACKUP_KEEP) },
    retentionYears: retentionYearsFromEnv(env),
    signing: { file: env.SIGNING_KEY_FILE || undefined, passphrase: env.SIGNING_KEY_PASSPHRASE ?? "" },
    importReplyWaitMs: milliseconds("IMPORT_REPLY_WAIT_MS", env.IMPORT_REPLY_WAIT_MS, 2_000),
    oidc: oidcSettings(env),
    passwordSignIn: passwordSignIn(env.PASSWORD_SIGN_IN),
    secondFactor: {
      required: secondFactorRequired(env.SECOND_FACTOR_REQUIRED),
      graceDays: wholeNumber("SECOND_FACTOR_GRACE_DAYS", env.SECOND_FACTOR_GRACE_DAYS, 14, 0),
    },
  };
}
