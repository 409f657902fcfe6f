import { buildApp } from "./app";
import { loadConfig } from "./config";
import { openDatabase } from "./db/client";
import { seedDemo } from "./db/seed";
import { FILE_REFERENCES } from "./file-references";
import { scheduleOrphanSweeps } from "./lib/files/orphan-sweep";

/** Starts the server: migrations, demo data on an empty database, then listen; stops gracefully. */
async function main() {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await database.migrate();
  const app = await buildApp({ config, database });
  if (config.seedDemo && (await seedDemo(database.db, app.deps.fileStore))) {
    app.log.info("demo data seeded (all demo accounts use password Demo@1234)");
  }
  let stopping = false;
  let sweeps: ReturnType<typeof scheduleOrphanSweeps> | undefined;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, "stopping: finishing in-flight requests");
    const timer = setTimeout(() => process.exit(1), 15_000);
    timer.unref();
    await sweeps?.stop();
    await app.close();
    process.exit(0);
  };
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));
  await app.listen({ port: config.port, host: config.host });
  // Files a crash left without a row: swept now, in the background, and daily (ADR 0042).
  sweeps = scheduleOrphanSweeps({
    db: database.db,
    store: app.deps.fileStore,
    references: FILE_REFERENCES,
    log: app.log,
  });
  app.log.info(
    `Training Record Management System on http://localhost:${config.port} (data in ${config.dataDir}, ${database.kind})`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
