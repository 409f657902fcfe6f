import { randomBytes } from "node:crypto";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { inject } from "vitest";
import { buildApp } from "../src/app";
import { type Config, DEFAULT_RETENTION_YEARS } from "../src/config";
import { createPglite, type DatabaseHandle, openPglite, openPostgres } from "../src/db/client";
import { DEFAULT_POSTGRES_TIMEOUTS } from "../src/db/postgres-pool";
import type { S3Options } from "../src/lib/files/s3-file-store";
import { DEFAULT_MAIL_OUTBOX_SETTINGS, type MailOutboxSettings } from "../src/lib/mail-outbox/mail-outbox";
import type { Mailer } from "../src/lib/mailer";
import { seedDemo } from "../src/seed";

/** The address of a PostgreSQL database opened by `freshDatabase`, read off its pool. */
export function postgresUrlOf(database: DatabaseHandle): string {
  return (database.db as unknown as { $client: { options: { connectionString: string } } }).$client.options
    .connectionString;
}

/** A fresh database for one test file, copied from the run's migrated template. */
export async function freshDatabase(): Promise<DatabaseHandle> {
  if (process.env.TRMS_TEST_DB === "postgres") {
    const url = process.env.TEST_DATABASE_URL as string;
    const name = `trms_test_${randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name} template ${inject("postgresTemplate")}`);
    const dbUrl = new URL(url);
    dbUrl.pathname = `/${name}`;
    const handle = await openPostgres(dbUrl.toString());
    return {
      ...handle,
      async close() {
        await handle.close();
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      },
    };
  }
  const template = await readFile(inject("pgliteTemplate"));
  const client = await createPglite({ loadDataDir: new Blob([template]) });
  return await openPglite(client);
}

export interface TestContext {
  app: Awaited<ReturnType<typeof buildApp>>;
  database: DatabaseHandle;
  dataDir: string;
  config: Config;
  close(): Promise<void>;
}

/**
 * The real app on a fresh database and a temporary data folder. Nothing is seeded unless asked:
 * tests create what they need with test/factories.ts; `seed: true` loads the whole demo as
 * `npm start` does (for the seed's own tests only).
 */
export async function createTestApp(
  options: {
    seed?: boolean;
    mailer?: Mailer;
    smtpUrl?: string;
    s3?: S3Options;
    requestTimeoutMs?: number;
    trustProxy?: Config["trustProxy"];
    mailOutbox?: Partial<MailOutboxSettings>;
    metrics?: Config["metrics"];
    /** The app's logger; none unless a test reads the log. */
    logger?: Parameters<typeof buildApp>[0]["logger"];
    /** Adds what a test needs to the app before it is ready (a route that fails, say). */
    beforeReady?: (app: Awaited<ReturnType<typeof buildApp>>) => void | Promise<void>;
    /** A database of the test's own (a throwaway PostgreSQL cluster), instead of a fresh copy. */
    database?: DatabaseHandle;
    databaseTimeouts?: Config["databaseTimeouts"];
    /** A web build the app serves; none unless a test serves pages. */
    webDist?: string;
    /** How long an import's request waits for its job: long, unless a test follows a job's progress. */
    importReplyWaitMs?: number;
    oidc?: Config["oidc"];
    passwordSignIn?: Config["passwordSignIn"];
    secondFactor?: Config["secondFactor"];
  } = {},
): Promise<TestContext> {
  const database = options.database ?? (await freshDatabase());
  const dataDir = await mkdtemp(path.join(tmpdir(), "trms-test-"));
  const config: Config = {
    port: 0,
    host: "127.0.0.1",
    dataDir,
    databaseUrl: undefined,
    jwtSecret: new TextEncoder().encode(randomBytes(32).toString("hex")),
    smtpUrl: options.smtpUrl,
    mailFrom: "Training Records <no-reply@trms.test>",
    publicUrl: "http://trms.test",
    seedDemo: false,
    webDist: options.webDist,
    logLevel: "silent",
    trustProxy: options.trustProxy ?? false,
    requestTimeoutMs: options.requestTimeoutMs ?? 120_000,
    databaseTimeouts: options.databaseTimeouts ?? DEFAULT_POSTGRES_TIMEOUTS,
    s3: options.s3,
    // Tests run the alert job themselves when they mean to (expiry-alert.test.ts).
    expiryAlerts: { enabled: false, hour: 7 },
    // Mails are sent by the kick after each commit; tests that retry flush the outbox themselves.
    mailOutbox: { ...DEFAULT_MAIL_OUTBOX_SETTINGS, ...options.mailOutbox },
    metrics: options.metrics ?? { token: undefined, port: undefined },
    backups: { enabled: false, keep: 7 },
    retentionYears: DEFAULT_RETENTION_YEARS,
    // The key is generated into the test's data folder on the first signed PDF.
    signing: { file: undefined, passphrase: "" },
    importReplyWaitMs: options.importReplyWaitMs ?? 120_000,
    oidc: options.oidc,
    passwordSignIn: options.passwordSignIn ?? "all",
    secondFactor: options.secondFactor ?? { required: "admins", graceDays: 14 },
  };
  const app = await buildApp({ config, database, mailer: options.mailer, logger: options.logger ?? false });
  await options.beforeReady?.(app);
  await app.ready();
  if (options.seed) await seedDemo(database.db, app.deps.fileStore);
  return {
    app,
    database,
    dataDir,
    config,
    async close() {
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export async function outboxMails(dataDir: string): Promise<string[]> {
  const dir = path.join(dataDir, "outbox");
  const files = await readdir(dir).catch(() => [] as string[]);
  return Promise.all(files.sort().map((file) => readFile(path.join(dir, file), "utf8")));
}

/** Undoes quoted-printable soft breaks and escapes, enough to read a link out of a mail. */
export function decodeMail(raw: string): string {
  return raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** A raw mail's recipient, subject and text, with encoded words and quoted-printable UTF-8 decoded. */
export function readMail(raw: string): { to: string; subject: string; text: string } {
  const split = raw.search(/\r?\n\r?\n/);
  const head = raw.slice(0, split).replace(/\r?\n[ \t]+/g, " ");
  const body = raw.slice(split).replace(/^\r?\n\r?\n/, "");
  const header = (name: string) => head.match(new RegExp(`^${name}: (.*)$`, "im"))?.[1]?.trim() ?? "";
  const bytes = (quoted: string) =>
    Buffer.from(
      quoted.replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
      "latin1",
    ).toString("utf8");
  const subject = header("Subject")
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, encoding: string, data: string) =>
      encoding.toUpperCase() === "B"
        ? Buffer.from(data, "base64").toString("utf8")
        : bytes(data.replace(/_/g, " ")),
    );
  const encoding = header("Content-Transfer-Encoding").toLowerCase();
  const text =
    encoding === "quoted-printable"
      ? bytes(body.replace(/=\r?\n/g, ""))
      : encoding === "base64"
        ? Buffer.from(body, "base64").toString("utf8")
        : body;
  return { to: header("To"), subject, text: text.replace(/\r\n/g, "\n") };
}
