import type { ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readdir, readFile, rm, utimes, writeFile } from "node:fs/promises";
import { getPriority, tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HELPER_THREADS_NICENESS } from "../src/lib/helper-threads";
import { buildServer } from "./build-server";
import { freePort, type StartedProcess, spawnKept, waitForHealth } from "./server-health";

const root = path.resolve(import.meta.dirname, "../../..");

const children: ChildProcess[] = [];

function start(
  dataDir: string,
  port: number,
  how: { args: string[]; cwd: string; env?: Record<string, string> } = {
    args: ["scripts/start.mjs"],
    cwd: root,
  },
): StartedProcess {
  const env = { DATA_DIR: dataDir, PORT: String(port), DATABASE_URL: "", SEED_DEMO: "", LOG_LEVEL: "info" };
  return spawnKept(how.args, { ...env, ...how.env }, children, how.cwd);
}

/** The niceness of each thread of a process, from Linux's /proc (field 19 of stat(5)). */
async function threadNiceness(pid: number) {
  const threads = await readdir(`/proc/${pid}/task`);
  return Promise.all(
    threads.map(async (thread) => {
      const stat = await readFile(`/proc/${pid}/task/${thread}/stat`, "utf8");
      return {
        main: Number(thread) === pid,
        nice: Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[16]),
      };
    }),
  );
}

const exitCode = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));

const dirs: string[] = [];
afterAll(async () => {
  // A server a failed test left running.
  for (const child of children)
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

// Only on the embedded database: this is the newcomer's `npm start` path.
describe.runIf(process.env.TRMS_TEST_DB !== "postgres")("the server process", () => {
  beforeAll(buildServer, 60_000);

  it("runs as compiled JavaScript: dist/main.js migrates, seeds and answers /healthz from any folder", async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), "trms-process-"));
    dirs.push(dataDir);
    const port = await freePort();
    const metricsPort = await freePort();
    const metricsToken = "process-test-metrics-token";
    // Plain Node, no TypeScript loader, started from another folder: the migrations are found
    // beside the compiled file, not through the working directory.
    const server = start(dataDir, port, {
      args: [path.join(root, "apps/server/dist/main.js")],
      cwd: tmpdir(),
      env: { METRICS_PORT: String(metricsPort), METRICS_TOKEN: metricsToken },
    });
    await waitForHealth(server, `http://127.0.0.1:${port}`);
    const health = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(await health.json()).toEqual({ status: "ok" });
    expect(server.output()).toContain("demo data seeded");
    if (process.platform === "linux") {
      // The main thread keeps the priority it was started with; V8's and libuv's threads run ten
      // steps below it, so a start is not slowed by V8 optimising what it runs.
      const threads = await threadNiceness(server.child.pid as number);
      const main = threads.find((thread) => thread.main);
      expect(main?.nice).toBe(getPriority());
      const lowered = threads.filter(
        (thread) => thread.nice === Math.min(19, getPriority() + HELPER_THREADS_NICENESS),
      );
      expect(lowered.length).toBeGreaterThanOrEqual(4);
    }
    const challenge = await fetch(`http://127.0.0.1:${port}/api/v1/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json", "application-type": "5" },
      body: JSON.stringify({ email: "admin@demo.trms" }),
    });
    expect(challenge.status).toBe(200);
    // The metrics on their own port, behind the token; the app's port asks for it too.
    const authorization = { authorization: `Bearer ${metricsToken}` };
    const metrics = await fetch(`http://127.0.0.1:${metricsPort}/metrics`, { headers: authorization });
    expect(metrics.status).toBe(200);
    expect(await metrics.text()).toMatch(
      /^trms_http_requests_total\{method="POST",route="\/api\/v1\/auth\/login",status="200"\} 1$/m,
    );
    expect((await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).status).toBe(401);
    expect((await fetch(`http://127.0.0.1:${port}/metrics`)).status).toBe(401);
    const stopped = exitCode(server.child);
    server.child.kill("SIGTERM");
    expect(await stopped).toBe(0);
  }, 180_000);

  it("seeds an empty data folder once, reuses it on the next start (sweeping what a crash left), and stops cleanly on SIGTERM", async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), "trms-process-"));
    dirs.push(dataDir);
    const port = await freePort();

    const first = start(dataDir, port);
    await waitForHealth(first, `http://127.0.0.1:${port}`);
    expect(first.output()).toContain("demo data seeded");
    // A first start makes the signing key without waiting for an export.
    const keyFile = path.join(dataDir, "signing-key.p12");
    await expect.poll(() => existsSync(keyFile), { timeout: 30_000 }).toBe(true);
    const key = await readFile(keyFile);
    const challenge = await fetch(`http://127.0.0.1:${port}/api/v1/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json", "application-type": "5" },
      body: JSON.stringify({ email: "admin@demo.trms" }),
    }).then((r) => r.json() as Promise<{ data: { salt: string } }>);
    const stopped = exitCode(first.child);
    first.child.kill("SIGTERM");
    expect(await stopped).toBe(0);
    expect(first.output()).toContain("stopping: finishing in-flight requests");

    // What a kill -9 during uploads leaves: a stored file whose row never committed and an empty
    // .part file, both two hours old; and a file of an upload still on its way to its row.
    const files = path.join(dataDir, "files");
    const stored = async () => (await readdir(files, { recursive: true })).map(String).sort();
    const seededFiles = await stored();
    expect(seededFiles.length).toBeGreaterThan(0);
    await mkdir(path.join(files, "training_file/2026/01"), { recursive: true });
    const orphan = "training_file/2026/01/0d8c4ad2-orphan.pdf";
    const part = "training_file/2026/01/5f1e9b07-killed.pdf.part";
    const fresh = "training_file/2026/01/9a3b6c11-still-saving.pdf";
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    for (const [key, body] of [
      [orphan, "%PDF-1.4\n"],
      [part, ""],
      [fresh, "%PDF-1.4\n"],
    ]) {
      await writeFile(path.join(files, key as string), body as string);
    }
    await utimes(path.join(files, orphan), twoHoursAgo, twoHoursAgo);
    await utimes(path.join(files, part), twoHoursAgo, twoHoursAgo);

    const second = start(dataDir, port);
    await waitForHealth(second, `http://127.0.0.1:${port}`);
    expect(await readFile(keyFile)).toEqual(key);
    expect(second.output()).not.toContain("demo data seeded");
    const again = await fetch(`http://127.0.0.1:${port}/api/v1/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json", "application-type": "5" },
      body: JSON.stringify({ email: "admin@demo.trms" }),
    }).then((r) => r.json() as Promise<{ data: { salt: string } }>);
    // The same account, with the same salt, survived the restart.
    expect(again.data.salt).toBe(challenge.data.salt);
    // The start swept the crash's leftovers and nothing else.
    const deadline = Date.now() + 30_000;
    while (!second.output().includes("orphan files removed") && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const after = await stored();
    expect(after).not.toContain(orphan);
    expect(after).not.toContain(part);
    expect(after).toContain(fresh);
    for (const file of seededFiles) expect(after).toContain(file);
    const secondStopped = exitCode(second.child);
    second.child.kill("SIGINT");
    expect(await secondStopped).toBe(0);
  }, 330_000);
});
