/**
 * What the benches that start the real server process share: waiting for it, signing a demo
 * account in, and reading its CPU time from /proc.
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { type DatabaseHandle, openDatabase, openPostgres } from "../src/db/client";
import { SERVER_ROOT } from "../src/paths";

const ROOT = path.resolve(SERVER_ROOT, "../..");

/**
 * Node's options for the server process: none, as `npm start` runs it, unless BENCH_NODE_OPTIONS
 * names some (space-separated, e.g. "--max-semi-space-size=4" to compare a V8 setting).
 */
export function serverNodeOptions(): string[] {
  return (process.env.BENCH_NODE_OPTIONS ?? "").split(/\s+/).filter(Boolean);
}

/** Waits until the server at `base` answers /healthz. */
export async function waitForHealth(base: string, deadlineMs = 60_000): Promise<void> {
  const deadline = Date.now() + deadlineMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error("the server did not answer /healthz");
}

/** CPU time (user + system) a process has used so far, in ms: steadier than wall time on a busy machine. */
export async function cpuMs(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  // utime and stime are fields 14 and 15 of stat(5), in clock ticks of 10 ms.
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** Signs a demo account in (password Demo@1234) through the spec's two-step login; returns the token. */
/** Resident memory of a process now, in MB (Linux /proc). */
export async function rssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

/**
 * Samples a process's RSS every 10 ms until `stop()`, which answers the peak; `onPeak` runs when a
 * sample is a new peak (the report bench saves its smaps then).
 */
export function sampleRss(pid: number, onPeak?: () => Promise<void>) {
  let peak = 0;
  let sampling = true;
  const sampler = (async () => {
    peak = await rssMb(pid);
    while (sampling) {
      const now = await rssMb(pid).catch(() => 0);
      if (now > peak && onPeak) await onPeak().catch(() => {});
      peak = Math.max(peak, now);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  })();
  return {
    async stop(): Promise<number> {
      sampling = false;
      await sampler;
      return Math.max(peak, await rssMb(pid));
    },
  };
}

/** Stops a server the bench started and waits until it has exited. */
export async function stopServer(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
}

/**
 * A server bench's main: builds the compiled server, measures each database in turn, and exits 1
 * when any is over its budget (or on an error).
 */
export function runServerBench<Mode>(modes: Mode[], measure: (mode: Mode) => Promise<boolean>): void {
  (async () => {
    const built = spawnSync(process.execPath, ["scripts/build-server.mjs"], { cwd: ROOT, stdio: "inherit" });
    if (built.status !== 0) throw new Error("the server build failed");
    for (const mode of modes) {
      if (!(await measure(mode))) process.exitCode = 1;
    }
  })().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}

export async function signIn(base: string, email: string): Promise<string> {
  const sha = (text: string) => createHash("sha256").update(text).digest("hex");
  const post = (url: string, body: unknown) =>
    fetch(`${base}/api/v1/${url}`, {
      method: "POST",
      headers: { "content-type": "application/json", "application-type": "5" },
      body: JSON.stringify(body),
    }).then((r) => r.json() as Promise<{ data: Record<string, string> }>);
  const challenge = (await post("auth/login", { email })).data;
  const validated = await post("auth/login/validate", {
    email,
    password: sha(sha("Demo@1234") + challenge.salt) + challenge.code,
  });
  return validated.data.token as string;
}

export interface BenchDatabase {
  dataDir: string;
  /** The PostgreSQL database's URL, or "" for the embedded one in dataDir. */
  databaseUrl: string;
  handle: DatabaseHandle;
  /** Drops the PostgreSQL database and removes the data folder. */
  cleanup: () => Promise<void>;
}

/**
 * A fresh database for a bench: a PostgreSQL database created on `serverUrl` (DATABASE_URL, by
 * default the local server) and dropped by `cleanup`, or an embedded one in a temporary data folder.
 */
export async function benchDatabase(mode: "postgres" | "pglite", label: string): Promise<BenchDatabase> {
  const serverUrl = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
  const dataDir = await mkdtemp(path.join(tmpdir(), `trms-${label}-`));
  const removeData = () => rm(dataDir, { recursive: true, force: true });
  if (mode === "pglite") {
    return { dataDir, databaseUrl: "", handle: await openDatabase({ dataDir }), cleanup: removeData };
  }
  const name = `trms_bench_${label}_${process.pid}`;
  const onServer = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(sql);
    await client.end();
  };
  await onServer(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  return {
    dataDir,
    databaseUrl,
    handle: await openPostgres(databaseUrl),
    cleanup: async () => {
      await removeData();
      await onServer(`drop database if exists ${name} with (force)`);
    },
  };
}

/**
 * The compiled server as `npm start` runs it (Node options from BENCH_NODE_OPTIONS only), on
 * `dataDir` and, when given, a PostgreSQL database; `env` adds or overrides variables; `entry` runs
 * a copy of the build (build-snapshot.ts) instead of the checkout's.
 */
export function startCompiledServer(options: {
  dataDir: string;
  port: number;
  databaseUrl?: string;
  env?: Record<string, string>;
  entry?: string;
}): ChildProcess {
  return spawn(process.execPath, [...serverNodeOptions(), options.entry ?? "scripts/start.mjs"], {
    cwd: ROOT,
    env: {
      ...process.env,
      // What scripts/start.mjs sets, for an entry started without it.
      NODE_ENV: process.env.NODE_ENV ?? "production",
      DATA_DIR: options.dataDir,
      PORT: String(options.port),
      DATABASE_URL: options.databaseUrl ?? "",
      LOG_LEVEL: "warn",
      ...options.env,
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
}
