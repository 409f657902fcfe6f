import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

const serverTests = ["apps/server/src/**/*.test.ts", "apps/server/test/**/*.test.ts"];

/**
 * Server integration tests run on PGlite, and again on PostgreSQL when TEST_DATABASE_URL is set.
 * Each test file gets its own database copied from one migrated template.
 */
export default defineConfig({
  test: {
    // One worker per core (Vitest's default leaves one idle): a server test waits on its database
    // much of the time, PostgreSQL's in another process.
    maxWorkers: availableParallelism(),
    // The server projects run their files one after another in each worker without reloading the
    // modules (`isolate: false`, ADR 0994): every file builds its own app on its own database copy,
    // and no module keeps state but by the database handle, so what a file reloaded was only time.
    projects: [
      { test: { name: "shared", include: ["packages/shared/src/**/*.test.ts"], environment: "node" } },
      // The web's pure helpers (no DOM): number parsing, the form kit's resolver, list addresses.
      { test: { name: "web", include: ["apps/web/src/**/*.test.ts"], environment: "node" } },
      // One screen at a time in Chromium, answered by recorded replies (ADR 1240).
      "apps/web/vitest.screens.config.ts",
      // Every recorded reply of the screen tests parsed by its call's reply schema (ADR 1240).
      {
        test: {
          name: "web-screens-replies",
          include: ["apps/server/test/recorded-replies.check.ts"],
          environment: "node",
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: "server-pglite",
          include: serverTests,
          isolate: false,
          environment: "node",
          globalSetup: ["apps/server/test/global-setup.ts"],
          env: { TRMS_TEST_DB: "pglite" },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              test: {
                name: "server-postgres",
                include: serverTests,
                isolate: false,
                environment: "node",
                globalSetup: ["apps/server/test/global-setup.ts"],
                env: { TRMS_TEST_DB: "postgres" },
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
    ],
  },
});
