import { type ChildProcess, spawn } from "node:child_process";
import { mkdirSync } from "node:fs";
import { join } from "node:path";

/**
 * The browser tests run in parallel, one worker per core, and each worker talks to its own server
 * on its own data folder (its own PGlite database seeded with the demo data, its own files and mail
 * outbox), so no test sees another worker's writes. Worker n (Playwright's parallelIndex) uses the
 * server on E2E_PORT + n; the main process chose the run's folder and the workers inherit it.
 */
export const E2E_BASE_PORT = Number(process.env.E2E_PORT ?? 3100);

export function e2eRunDir(): string {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error("E2E_DATA_DIR is not set; run through playwright.config.ts");
  return dir;
}

/** The data folder of the server that worker `index` uses. */
export function serverDataDir(index: number): string {
  const dir = join(e2eRunDir(), `server-${index}`);
  mkdirSync(dir, { recursive: true });
  return dir;
}

export const serverUrl = (index: number) => `http://localhost:${E2E_BASE_PORT + index}`;

/**
 * A server of one spec's own, seeded with the demo data, with settings the shared servers must not
 * have (an identity provider, a second factor required at once): started and waited for; the spec
 * stops it with `kill()` when it is done.
 */
export async function startOwnServer(
  name: string,
  port: number,
  env: Record<string, string>,
): Promise<ChildProcess> {
  const dataDir = join(e2eRunDir(), name);
  mkdirSync(dataDir, { recursive: true });
  const url = `http://localhost:${port}`;
  const server = spawn(process.execPath, ["scripts/start.mjs"], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), SEED_DEMO: "1", PUBLIC_URL: url, ...env },
    stdio: "ignore",
  });
  for (let tries = 0; tries < 240; tries++) {
    const up = await fetch(`${url}/healthz`).then(
      (reply) => reply.ok,
      () => false,
    );
    if (up) return server;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  server.kill();
  throw new Error(`the server ${name} did not start`);
}
