/**
 * Backup and restore of the 100 000-row bench data set (`npm run bench:backup`):
 * the lists bench's fill (100 000 pilots with accounts and TO LDG records, 500 000 TO LDG flights,
 * 100 000 each of the record kinds, documents, event reports, SIM sessions with their forms and line
 * checks) plus BENCH_FILES stored files of 200 KB, then `npm run backup` against the running
 * compiled server (on PGlite the command asks it for the snapshot) and `npm run restore` into an
 * empty target, both as an operator runs them (scripts/archive.mjs, dist/backup.js).
 *
 * Budget: each under 60 s on this machine. BENCH_DB (default `postgres,pglite`); DATABASE_URL
 * names the PostgreSQL server (default the local one; databases are created and dropped);
 * BENCH_ROWS (default 100 000). The latest figures go into docs/benchmarks/backup.md
 * (BENCH_WRITE_DOCS=0 only prints them).
 */
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtemp, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import pg from "pg";
import { localFileStore } from "../src/lib/files/file-store";
import { SERVER_ROOT } from "../src/paths";
import { seedDemo } from "../src/seed";
import { loadAverage, machine, stamp, writeLatest } from "./figures";
import { fill, fillSimSessions } from "./fill";
import { benchDatabase, startCompiledServer, waitForHealth } from "./server-process";

const ROOT = path.resolve(SERVER_ROOT, "../..");
const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const FILES = Number(process.env.BENCH_FILES ?? 100);
const PORT = Number(process.env.BENCH_PORT ?? 3292);
const MODES = (process.env.BENCH_DB ?? "postgres,pglite").split(",") as Mode[];
const BUDGET_MS = 60_000;

type Mode = "postgres" | "pglite";

/** Runs `npm run backup|restore -- <archive>` as the operator does; resolves with its time and output. */
function archiveCommand(name: "backup" | "restore", archive: string, env: Record<string, string>) {
  return new Promise<{ ms: number; code: number; output: string }>((resolve) => {
    const started = performance.now();
    const child = spawn(process.execPath, ["scripts/archive.mjs", name, archive], {
      cwd: ROOT,
      env: { ...process.env, LANG: "en_US.UTF-8", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk) => {
      output += chunk;
    });
    child.stderr.on("data", (chunk) => {
      output += chunk;
    });
    child.on("exit", (code) =>
      resolve({ ms: Math.round(performance.now() - started), code: code ?? 1, output }),
    );
  });
}

async function onServer(sql: string) {
  const client = new pg.Client({
    connectionString: process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres",
  });
  await client.connect();
  await client.query(sql);
  await client.end();
}

async function run(mode: Mode): Promise<boolean> {
  const { dataDir, databaseUrl, handle, cleanup } = await benchDatabase(mode, "backup");
  const target = await mkdtemp(path.join(tmpdir(), "trms-backup-target-"));
  const targetDb = `trms_bench_restore_${process.pid}`;
  try {
    const filling = performance.now();
    await handle.migrate();
    const store = localFileStore(path.join(dataDir, "files"));
    await seedDemo(handle.db, store, []);
    await fill(handle, ROWS);
    await fillSimSessions(handle, ROWS);
    await handle.db.execute("vacuum (analyze)");
    await handle.close();
    for (let n = 0; n < FILES; n++)
      await store.put(
        `training_document/2026/01/${randomBytes(8).toString("hex")}.pdf`,
        Readable.from(randomBytes(200_000)),
      );
    console.log(
      `${mode}: filled ${ROWS} rows a kind and ${FILES} files in ${Math.round((performance.now() - filling) / 1000)} s`,
    );

    const loadBefore = loadAverage();
    const archive = path.join(target, "bench.tar.gz");
    const server = startCompiledServer({ dataDir, port: PORT, databaseUrl });
    await waitForHealth(`http://127.0.0.1:${PORT}`);
    // The server keeps answering while the backup runs; on PGlite a request waits while the
    // cluster is copied. The longest /healthz answer during the backup shows that wait.
    let slowestMs = 0;
    let polling = true;
    const poll = (async () => {
      while (polling) {
        const started = performance.now();
        await fetch(`http://127.0.0.1:${PORT}/healthz`).catch(() => undefined);
        slowestMs = Math.max(slowestMs, performance.now() - started);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    })();
    const backup = await archiveCommand("backup", archive, { DATA_DIR: dataDir, DATABASE_URL: databaseUrl });
    polling = false;
    await poll;
    server.kill("SIGTERM");
    await new Promise((resolve) => server.once("exit", resolve));
    if (backup.code !== 0) throw new Error(`backup failed: ${backup.output}`);
    const size = (await stat(archive)).size;
    console.log(backup.output.trim());

    let restoreUrl = "";
    if (mode === "postgres") {
      await onServer(`create database ${targetDb}`);
      const url = new URL(databaseUrl);
      url.pathname = `/${targetDb}`;
      restoreUrl = url.toString();
    }
    const restore = await archiveCommand("restore", archive, {
      DATA_DIR: path.join(target, "restored"),
      DATABASE_URL: restoreUrl,
    });
    if (restore.code !== 0) throw new Error(`restore failed: ${restore.output}`);
    console.log(restore.output.split("\n")[0]);
    const rows = /(\d+) rows/.exec(backup.output)?.[1] ?? "?";
    const met = backup.ms < BUDGET_MS && restore.ms < BUDGET_MS;
    const title =
      mode === "postgres"
        ? "PostgreSQL (pg_dump custom format)"
        : "PGlite (embedded, asked through the running server)";
    await writeLatest("backup.md", `bench:backup ${mode}`, [
      `### ${title}: ${stamp()}`,
      "",
      `${rows} rows in all (${ROWS} a kind), ${FILES} files of 200 KB. Machine: ${machine()}; load average ${loadBefore} before, ${loadAverage()} after.`,
      "",
      "| step | seconds | archive MB |",
      "| --- | ---: | ---: |",
      `| backup (server running; its slowest /healthz meanwhile ${(slowestMs / 1000).toFixed(1)} s) | ${(backup.ms / 1000).toFixed(1)} | ${(size / 1024 / 1024).toFixed(1)} |`,
      `| restore (empty target, every hash and count checked) | ${(restore.ms / 1000).toFixed(1)} | |`,
      "",
      `**backup ${(backup.ms / 1000).toFixed(1)} s, restore ${(restore.ms / 1000).toFixed(1)} s (budget 60 s each): ${met ? "met" : "NOT met"}.**`,
    ]);
    return met;
  } finally {
    await rm(target, { recursive: true, force: true });
    if (mode === "postgres")
      await onServer(`drop database if exists ${targetDb} with (force)`).catch(() => undefined);
    await cleanup();
  }
}

const built = spawnSync(process.execPath, ["scripts/build-server.mjs"], { cwd: ROOT, stdio: "inherit" });
if (built.status !== 0) process.exit(built.status ?? 1);
let allMet = true;
for (const mode of MODES) allMet = (await run(mode)) && allMet;
process.exit(allMet ? 0 : 1);
