import type { ChildProcess } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, openPostgres } from "../src/db/client";
import { localFileStore } from "../src/lib/files/file-store";
import { seedDemo } from "../src/seed";
import { buildServer } from "./build-server";
import { callServer, freePort, signInTo, spawnKept, waitForHealth } from "./server-health";

/**
 * `npm run backup` taken from the compiled build while a loop writes records and
 * uploads files through the API of a running server; `npm run restore` into an empty data folder
 * or database; the restored copy holds every record acknowledged before the backup began and each
 * of its files with the same SHA-256, and a server started on it signs a user in. Embedded on the
 * PGlite run (the command asks the running server for the snapshot through the data folder's
 * socket); PostgreSQL with files in an S3 bucket on the PostgreSQL run.
 */
const sha256 = (data: Buffer | string) => createHash("sha256").update(data).digest("hex");
const mode = process.env.TRMS_TEST_DB === "postgres" ? "postgres" : "pglite";

interface Process {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number>;
}

const children: ChildProcess[] = [];
const dirs: string[] = [];
const databases: string[] = [];
let admin: pg.Client | undefined;
let s3: S3rver | undefined;

function launch(script: string[], env: Record<string, string>): Process {
  const started = spawnKept(script, { LOG_LEVEL: "warn", LANG: "en_US.UTF-8", ...env }, children);
  const exited = new Promise<number>((resolve) => started.child.once("exit", (code) => resolve(code ?? 1)));
  return { ...started, exited };
}

/** `npm run backup` / `npm run restore` as the operator runs them (scripts/archive.mjs). */
const command = (name: "backup" | "restore", archive: string, env: Record<string, string>) =>
  launch(["scripts/archive.mjs", name, archive], env);

/** `npm run verify`: the sealed history is intact, and rows were checked. */
async function expectHistoryIntact(env: Record<string, string>) {
  const verify = launch(["scripts/archive.mjs", "verify"], env);
  expect(await verify.exited, verify.output()).toBe(0);
  expect(verify.output()).toMatch(/History intact: [1-9]\d* rows in [1-9]\d* chains/);
  return verify.output();
}

/** `npm run purge`: nothing in the copy was deleted more than five years ago. */
async function expectNothingToPurge(env: Record<string, string>) {
  const purge = launch(["scripts/archive.mjs", "purge"], env);
  expect(await purge.exited, purge.output()).toBe(0);
  expect(purge.output()).toMatch(/Nothing to purge: no record was deleted more than 5 years ago/);
  return purge.output();
}

async function startServer(env: Record<string, string>) {
  const port = await freePort();
  const server = launch(["scripts/start.mjs"], { ...env, PORT: String(port), SEED_DEMO: "0" });
  const base = `http://127.0.0.1:${port}`;
  await waitForHealth(server, base);
  return { ...server, base };
}

async function stop(server: Process) {
  if (server.child.exitCode === null) server.child.kill("SIGTERM");
  await server.exited;
}

interface Acknowledged {
  id: number;
  sha256: string;
}

/** Creates training documents with a PDF of its own each, one after another, until told to stop. */
function writeLoop(base: string, token: string) {
  const acknowledged: Acknowledged[] = [];
  let stopping = false;
  let failures = 0;
  const running = (async () => {
    for (let n = 0; !stopping; n++) {
      const pdf = Buffer.from(
        `%PDF-1.4\n% ${randomBytes(24).toString("hex")}\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n`,
      );
      const form = new FormData();
      form.append("fleet", "A321");
      form.append("training_type", "0");
      form.append("document_name", `Backup loop ${n}`);
      form.append("start_date", "2026-01-10");
      form.append("files", new Blob([pdf], { type: "application/pdf" }), `loop-${n}.pdf`);
      const response = await fetch(`${base}/api/v1/training_document/create_td`, {
        method: "POST",
        headers: { "application-type": "5", "access-token": token },
        body: form,
      });
      if (response.status !== 200) {
        failures++;
        continue;
      }
      const reply = (await response.json()) as { data: { id: number } };
      acknowledged.push({ id: reply.data.id, sha256: sha256(pdf) });
    }
  })();
  return {
    acknowledged,
    failures: () => failures,
    async stop() {
      stopping = true;
      await running;
    },
  };
}

/** Every acknowledged document is in the restored copy with its file, byte for byte. */
async function expectRestored(base: string, token: string, documents: Acknowledged[]) {
  for (const document of documents) {
    const detail = await callServer(base, "training_document/td_detail", { id: document.id }, token);
    expect(detail.status, `document ${document.id}`).toBe(200);
    const [file] = detail.body.data.files as { url: string }[];
    const response = await fetch(`${base}${file?.url}`, {
      headers: { "application-type": "5", "access-token": token },
    });
    expect(response.status, file?.url).toBe(200);
    expect(sha256(Buffer.from(await response.arrayBuffer())), file?.url).toBe(document.sha256);
  }
}

/**
 * The round trip: a running server under writes, the backup command, the restore command into
 * an empty target, a server on the restored copy.
 */
async function roundTrip(source: Record<string, string>, target: Record<string, string>, work: string) {
  const server = await startServer(source);
  if (!source.DATABASE_URL) {
    // The embedded folder is the running server's: a second server on it stops at once.
    const second = launch(["scripts/start.mjs"], { ...source, PORT: "0", SEED_DEMO: "0" });
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(/in use by another process \(server, pid \d+\)/);
  }
  const { token } = await signInTo(server.base, "admin@demo.trms");
  const loop = writeLoop(server.base, token);
  while (loop.acknowledged.length < 5) await new Promise((resolve) => setTimeout(resolve, 50));
  // Acknowledged before the backup began: these must all come back.
  const before = loop.acknowledged.slice();
  const archive = path.join(work, "backup.tar.gz");
  const backup = command("backup", archive, source);
  expect(await backup.exited, backup.output()).toBe(0);
  await loop.stop();
  await stop(server);
  expect(loop.failures()).toBe(0);
  // More were written while it ran: the snapshot was taken under writes.
  expect(loop.acknowledged.length).toBeGreaterThan(before.length);
  expect(backup.output()).toMatch(/Backup written to .*backup\.tar\.gz/);
  // With no server running, the command opens the embedded folder itself.
  await expectHistoryIntact(source);
  await expectNothingToPurge(source);

  const restore = command("restore", archive, target);
  expect(await restore.exited, restore.output()).toBe(0);
  expect(restore.output()).toMatch(/Every hash and row count matched the manifest/);
  expect(restore.output()).toMatch(/public\.training_documents: \d+/);

  const restored = await startServer(target);
  try {
    const signedIn = await signInTo(restored.base, "admin@demo.trms");
    expect(signedIn.status).toBe(200);
    await expectRestored(restored.base, signedIn.token, before);
    // The seals came back with the rows: the restored history verifies, through the running
    // server's socket on the embedded database.
    const verified = await expectHistoryIntact(target);
    if (!target.DATABASE_URL) expect(verified).toMatch(/A server is running on .*: asking it to verify/);
    const purged = await expectNothingToPurge(target);
    if (!target.DATABASE_URL) expect(purged).toMatch(/A server is running on .*: asking it to purge/);
  } finally {
    await stop(restored);
  }
}

beforeAll(() => {
  buildServer();
}, 120_000);

afterAll(async () => {
  await Promise.all(
    children.map((child) => {
      if (child.exitCode === null) child.kill("SIGTERM");
      return new Promise<void>((resolve) =>
        child.exitCode !== null ? resolve() : child.once("exit", () => resolve()),
      );
    }),
  );
  await s3?.close();
  for (const name of databases) await admin?.query(`drop database if exists ${name} with (force)`);
  await admin?.end();
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

describe.runIf(mode === "pglite")("backup and restore of the embedded database", () => {
  it("backs up a running server under writes; the restored data folder serves every acknowledged record and file", async () => {
    const work = await mkdtemp(path.join(tmpdir(), "trms-backup-"));
    dirs.push(work);
    const source = path.join(work, "source");
    // The demo accounts only, put in before the server starts (it then holds the folder).
    const handle = await openDatabase({ dataDir: source });
    await handle.migrate();
    await seedDemo(handle.db, localFileStore(path.join(source, "files")), []);
    await handle.close();
    await roundTrip(
      { DATA_DIR: source, DATABASE_URL: "" },
      { DATA_DIR: path.join(work, "restored"), DATABASE_URL: "" },
      work,
    );
  }, 400_000);
});

describe.runIf(mode === "postgres")("backup and restore of PostgreSQL with files in a bucket", () => {
  it("backs up under writes with pg_dump; the restored database and bucket serve every acknowledged record and file", async () => {
    const work = await mkdtemp(path.join(tmpdir(), "trms-backup-"));
    dirs.push(work);
    s3 = new S3rver({
      address: "127.0.0.1",
      port: 0,
      silent: true,
      directory: path.join(work, "s3"),
      configureBuckets: [
        { name: "trms-source", configs: [] },
        { name: "trms-restored", configs: [] },
      ],
    });
    const address = (await s3.run()) as AddressInfo;
    const url = process.env.TEST_DATABASE_URL as string;
    admin = new pg.Client({ connectionString: url });
    await admin.connect();
    const databaseUrl = async (label: string) => {
      const name = `trms_backup_${label}_${randomBytes(4).toString("hex")}`;
      await admin?.query(`create database ${name}`);
      databases.push(name);
      const target = new URL(url);
      target.pathname = `/${name}`;
      return target.toString();
    };
    const sourceUrl = await databaseUrl("source");
    const handle = await openPostgres(sourceUrl);
    await handle.migrate();
    await seedDemo(handle.db, localFileStore(path.join(work, "seed-files")), []);
    await handle.close();
    const bucket = (name: string) => ({
      S3_BUCKET: name,
      S3_ENDPOINT: `http://127.0.0.1:${address.port}`,
      S3_REGION: "us-east-1",
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
    });
    const jwt = randomBytes(32).toString("hex");
    await roundTrip(
      { DATA_DIR: path.join(work, "a"), DATABASE_URL: sourceUrl, JWT_SECRET: jwt, ...bucket("trms-source") },
      {
        DATA_DIR: path.join(work, "b"),
        DATABASE_URL: await databaseUrl("restored"),
        JWT_SECRET: jwt,
        ...bucket("trms-restored"),
      },
      work,
    );
  }, 400_000);
});
