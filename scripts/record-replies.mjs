#!/usr/bin/env node
// `npm run record:screens`: records the replies the screen tests (apps/web/component-tests) are
// answered with. Starts the compiled server on a fresh data folder with the demo seed, as the browser
// suite does, runs the screen tests against it through Vite's proxy, each file writing its replies to
// component-tests/replies/, and stops the server. Run it again when a screen asks for a new call or a
// reply's shape changes (the server tests check every recording against its call's reply schema).
import { execFileSync, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const port = Number(process.env.RECORD_PORT ?? 3190);
const url = `http://localhost:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), "trms-record-"));
execFileSync(process.execPath, ["scripts/build-server.mjs"], { stdio: "inherit" });
const server = spawn(process.execPath, ["scripts/start.mjs"], {
  env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), SEED_DEMO: "1", PUBLIC_URL: url },
  stdio: ["ignore", "ignore", "inherit"],
});
let code = 1;
try {
  const deadline = Date.now() + 180_000;
  for (;;) {
    const healthy = await fetch(`${url}/healthz`).then(
      (reply) => reply.ok,
      () => false,
    );
    if (healthy) break;
    if (Date.now() > deadline) throw new Error(`the server on ${url} did not start`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const files = process.argv.slice(2);
  code = await new Promise((resolve) => {
    const vitest = spawn("npx", ["vitest", "run", "--project", "web-screens", ...files], {
      env: { ...process.env, RECORD_REPLIES_FROM: url },
      stdio: "inherit",
    });
    vitest.on("exit", (exit) => resolve(exit ?? 1));
  });
} finally {
  const stopped = new Promise((resolve) => server.once("exit", resolve));
  server.kill();
  await stopped;
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(code);
