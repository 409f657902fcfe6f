import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig, devices } from "@playwright/test";

// One fresh data directory per run: PGlite database, demo seed and the mail outbox the tests read.
// Worker processes re-evaluate this file, so keep the directory the main process chose.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), "trms-e2e-"));
const dataDir = process.env.E2E_DATA_DIR;

// E2E_PORT lets two suites run side by side on one machine.
const PORT = Number(process.env.E2E_PORT ?? 3100);
export const BASE_URL = `http://localhost:${PORT}`;

export default defineConfig({
  testDir: "e2e",
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: "list",
  timeout: 30_000,
  // A busy CI machine renders a freshly loaded detail page in more than the default 5 s now and then.
  expect: { timeout: 10_000 },
  use: {
    baseURL: BASE_URL,
    trace: "retain-on-failure",
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
  webServer: {
    // The compiled server, as `npm start` runs it, built from the current sources (under a second).
    command: "node scripts/build-server.mjs && node --max-semi-space-size=4 scripts/start.mjs",
    url: `${BASE_URL}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: { DATA_DIR: dataDir, PORT: String(PORT), SEED_DEMO: "1", PUBLIC_URL: BASE_URL },
    stdout: "ignore",
    stderr: "pipe",
  },
});
