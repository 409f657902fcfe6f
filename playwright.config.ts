import { execFileSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { serverDataDir, serverUrl } from "./e2e/servers";

// One fresh folder per run; worker processes re-evaluate this file, so keep the one the main
// process chose. Inside it, one data folder (PGlite database, demo seed, files, mail outbox) per
// server (e2e/servers.ts).
const mainProcess = !process.env.E2E_RUN;
process.env.E2E_RUN = "1";
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), "trms-e2e-"));
// The compiled server, as `npm start` runs it, built from the current sources (under a second)
// before any server starts.
if (mainProcess) execFileSync(process.execPath, ["scripts/build-server.mjs"], { stdio: "inherit" });

// One worker per core (E2E_WORKERS to choose; ADR 0997): a worker's Chromium and server wait on
// each other much of the time, so two on two cores finish sooner than one. Each has its own
// server: E2E_PORT, E2E_PORT + 1, … (E2E_PORT lets two suites run side by side on one machine).
const WORKERS = Number(process.env.E2E_WORKERS ?? availableParallelism());

export default defineConfig({
  testDir: "e2e",
  // A spec file's tests run in order in one worker; files are spread over the workers.
  fullyParallel: false,
  workers: WORKERS,
  retries: 1,
  forbidOnly: Boolean(process.env.CI),
  reporter: "list",
  // A long scenario (the training flight form: two sectors, scores, a PDF) takes ~14 s on a quiet
  // machine and ~30 s with the other worker busy and its retry traced, so 30 s failed it now and then.
  timeout: 60_000,
  // A busy CI machine renders a freshly loaded detail page in more than the default 5 s now and then.
  expect: { timeout: 10_000 },
  use: {
    // Each test's baseURL is its worker's server (e2e/fixtures.ts).
    baseURL: serverUrl(0),
    // A trace (with its screencast) costs CPU on every test while it is recorded: only on the retry
    // of a failed test, which then fails again with its trace or is reported flaky.
    trace: "on-first-retry",
    // The installed app's service worker keeps the whole build: a test of the app offline allows it
    // (e2e/offline.spec.ts); every other test works as a browser that has not installed it.
    serviceWorkers: "block",
  },
  projects: [
    {
      name: "chromium",
      use: {
        ...devices["Desktop Chrome"],
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
          args: [
            "--no-sandbox",
            "--disable-gpu",
            "--disable-quic",
            "--no-first-run",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
          ],
        },
      },
    },
  ],
  // One server per worker, each seeding its own demo data on its first start.
  webServer: Array.from({ length: WORKERS }, (_, index) => ({
    command: "node scripts/start.mjs",
    url: `${serverUrl(index)}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      DATA_DIR: serverDataDir(index),
      PORT: String(new URL(serverUrl(index)).port),
      SEED_DEMO: "1",
      PUBLIC_URL: serverUrl(index),
    },
    stdout: "ignore" as const,
    stderr: "pipe" as const,
  })),
});
