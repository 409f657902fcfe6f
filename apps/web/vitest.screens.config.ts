import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { playwright } from "@vitest/browser-playwright";
import { defineProject } from "vitest/config";

const root = fileURLToPath(new URL(".", import.meta.url));
/** Recording: the screens' calls go to a server with the demo seed (scripts/record-replies.mjs). */
const recordFrom = process.env.RECORD_REPLIES_FROM;

/**
 * The screen tests (ADR 1240): one screen of the app at a time, rendered by the app's own routes
 * and providers in Chromium, its calls answered by replies recorded from the demo seed. The same
 * Chromium as the browser suite's, driven by Playwright, at the desktop size Playwright uses.
 */
export default defineProject({
  root,
  test: {
    name: "web-screens",
    include: ["component-tests/**/*.browser.test.tsx"],
    // A screen with its lazy chunks and an axe scan per state and dialog: a test is one role's
    // screens in one language, up to a few dozen scans (the admin's 45 took 5 min on a busy machine).
    testTimeout: 600_000,
    // Tabs the files are spread over (SCREEN_TABS to choose; Vitest's browser pool opens one fewer
    // than there are cores, so one on two cores). Each tab is a browser context of its own, and each
    // file sets its language before its first call. Two tabs on two busy cores were 7 % faster and
    // timed a screen out (docs/benchmarks/suite.md): one stays the default.
    maxWorkers: Number(process.env.SCREEN_TABS ?? Math.max(1, availableParallelism() - 1)),
    hookTimeout: 60_000,
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        // An element a step waits for is there within the screens' own wait, or the step fails.
        actionTimeout: 20_000,
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
          args: ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking"],
        },
      }),
      instances: [{ browser: "chromium" }],
      viewport: { width: 1280, height: 720 },
      screenshotFailures: false,
    },
  },
  define: { __RECORD_REPLIES__: JSON.stringify(Boolean(recordFrom)) },
  server: recordFrom ? { proxy: { "/api": recordFrom } } : undefined,
});
