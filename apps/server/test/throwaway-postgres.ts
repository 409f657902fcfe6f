import { execFile } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { chown, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { freePort } from "./server-health";

const run = promisify(execFile);

/** Debian's PostgreSQL server binaries; PG_BIN names another folder. */
const BIN = process.env.PG_BIN ?? "/usr/lib/postgresql/15/bin";

/**
 * A PostgreSQL cluster of a test's own, on a port of its own, that the test stops and starts as an
 * operator would (a crash, a restart, a frozen host) without touching the machine's cluster.
 */
export interface ThrowawayCluster {
  url: string;
  /** `pg_ctl stop -m immediate`: every server process ends at once, as in a crash. */
  crash(): Promise<void>;
  start(): Promise<void>;
  /** Every process of the cluster stopped (SIGSTOP) or resumed (SIGCONT): a host that hangs. */
  freeze(): void;
  thaw(): void;
  destroy(): Promise<void>;
}

/** Why the binaries cannot run here, or null when they can. */
export function throwawayClusterUnavailable(): string | null {
  for (const tool of ["initdb", "pg_ctl", "postgres"])
    if (!existsSync(path.join(BIN, tool)))
      return `${path.join(BIN, tool)} is missing (install Debian's postgresql package or set PG_BIN)`;
  if (process.getuid?.() === 0 && !existsSync("/usr/sbin/runuser") && !existsSync("/sbin/runuser"))
    return "running as root without runuser: initdb and pg_ctl refuse to run as root";
  return null;
}

/** Runs a PostgreSQL tool as the postgres account when we are root (the tools refuse root). */
async function asPostgres(tool: string, args: string[]) {
  const program = path.join(BIN, tool);
  const asRoot = process.getuid?.() === 0;
  try {
    await run(asRoot ? "runuser" : program, asRoot ? ["-u", "postgres", "--", program, ...args] : args, {
      timeout: 60_000,
    });
  } catch (error) {
    const { stderr = "", stdout = "" } = error as { stderr?: string; stdout?: string };
    throw new Error(`${tool} ${args.join(" ")} failed: ${stderr || stdout || String(error)}`);
  }
}

async function postgresIds(): Promise<{ uid: number; gid: number } | null> {
  if (process.getuid?.() !== 0) return null;
  const { stdout: uid } = await run("id", ["-u", "postgres"]);
  const { stdout: gid } = await run("id", ["-g", "postgres"]);
  return { uid: Number(uid.trim()), gid: Number(gid.trim()) };
}

/** The cluster's processes: the postmaster (its pid file's first line) and its children. */
function clusterProcesses(dataDir: string): number[] {
  const postmaster = Number(readFileSync(path.join(dataDir, "postmaster.pid"), "utf8").split("\n")[0]);
  const children = readdirSync("/proc")
    .filter((name) => /^\d+$/.test(name))
    .filter((pid) => {
      try {
        // The parent's pid is the second field after the command's closing parenthesis.
        const fields = readFileSync(`/proc/${pid}/stat`, "utf8")
          .replace(/^.*\) /, "")
          .split(" ");
        return Number(fields[1]) === postmaster;
      } catch {
        return false; // ended meanwhile
      }
    })
    .map(Number);
  return [postmaster, ...children];
}

/** initdb, then start on a free loopback port with its socket in its own folder. */
export async function startThrowawayCluster(): Promise<ThrowawayCluster> {
  const dir = await mkdtemp(path.join(tmpdir(), "trms-pg-"));
  const ids = await postgresIds();
  if (ids) await chown(dir, ids.uid, ids.gid);
  const dataDir = path.join(dir, "data");
  await asPostgres("initdb", [
    "-D",
    dataDir,
    "-U",
    "postgres",
    "-A",
    "trust",
    "-E",
    "UTF8",
    "--locale=C",
    "--no-sync",
  ]);
  const port = await freePort();
  // fsync off only skips the flush to disk: a killed server's writes are still in the operating
  // system's cache and replayed on start, so an immediate stop loses no committed transaction.
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const start = () =>
    asPostgres("pg_ctl", [
      "start",
      "-D",
      dataDir,
      "-l",
      path.join(dir, "server.log"),
      "-w",
      "-t",
      "30",
      "-o",
      options,
    ]);
  await start();
  const signal = (name: NodeJS.Signals) => {
    for (const pid of clusterProcesses(dataDir)) {
      try {
        process.kill(pid, name);
      } catch {
        // a process that ended meanwhile
      }
    }
  };
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    crash: () => asPostgres("pg_ctl", ["stop", "-D", dataDir, "-m", "immediate", "-w"]),
    start,
    freeze: () => signal("SIGSTOP"),
    thaw: () => signal("SIGCONT"),
    async destroy() {
      if (existsSync(path.join(dataDir, "postmaster.pid"))) {
        signal("SIGCONT");
        await asPostgres("pg_ctl", ["stop", "-D", dataDir, "-m", "immediate", "-w"]).catch(() => undefined);
      }
      await rm(dir, { recursive: true, force: true });
    },
  };
}
