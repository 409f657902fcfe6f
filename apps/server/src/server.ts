import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { buildApp } from "./app";
import { loadConfig } from "./config";
import { describeStartupWait, openDatabase } from "./db/client";
import { scheduleEmbeddedMaintenance } from "./db/maintenance";
import { interruptedImports } from "./features/history-import";
import { scheduleExpiryAlerts } from "./features/ledger";
import { FILE_REFERENCES } from "./file-references";
import { scheduleHistoryAnchors } from "./lib/audit/history-anchor-job";
import { verifyHistory } from "./lib/audit/history-chain";
import { type DataFolderClaim, scheduleNightlyBackups, snapshotPglite } from "./lib/backup";
import { scheduleOrphanSweeps } from "./lib/files/orphan-sweep";
import { type MetricsServer, startMetricsServer } from "./lib/metrics/metrics-server";
import { prepareSigningKey } from "./lib/pdf/issue";
import { purgeExpired } from "./lib/retention/purge";
import { BACKGROUND_START_DELAY_MS, type Schedule } from "./lib/schedule";
import { seedDemo } from "./seed";

/** A stop that has not finished by then exits with code 1. */
const STOP_TIMEOUT_MS = 25_000;

/**
 * Starts the server once `main.ts` has claimed the data folder and begun starting the embedded
 * database in it: migrations, demo data on an empty database, then listen; stops
 * gracefully.
 */
export async function startServer(early: { folder?: DataFolderClaim; pglite?: Promise<PGlite> }) {
  const config = loadConfig();
  const { folder } = early;
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    timeouts: config.databaseTimeouts,
    pglite: early.pglite,
  });
  await database.migrate({ onWait: (wait) => console.warn(describeStartupWait(wait)) });
  const app = await buildApp({ config, database });
  if (config.seedDemo && (await seedDemo(database.db, app.deps.fileStore))) {
    app.log.info("demo data seeded (all demo accounts use password Demo@1234)");
  }
  let stopping = false;
  const schedules: Schedule[] = [];
  let metricsServer: MetricsServer | undefined;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, "stopping: finishing in-flight requests");
    // Bounded: the daily jobs are told to stop, then the listener closes, open connections get
    // their last answers and requests still in flight up to SHUTDOWN_DRAIN_MS; the
    // containers give a stop 30 s before they kill it (compose.yaml).
    const timer = setTimeout(() => process.exit(1), STOP_TIMEOUT_MS);
    timer.unref();
    await Promise.all(schedules.map((schedule) => schedule.stop()));
    await metricsServer?.close();
    await app.close();
    await folder?.release();
    process.exit(0);
  };
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));
  // Imports whose job a stopped server was running say so, and can be run again.
  await interruptedImports(database.db);
  await app.listen({ port: config.port, host: config.host });
  // Queued mails: sent after each commit that queues one, and looked for here every
  // MAIL_OUTBOX_POLL_SECONDS for retries and for mails another instance or a previous run left.
  schedules.push(app.deps.outbox.poll());
  // `/metrics` on a port of its own for the scraper, when asked.
  if (config.metrics.port !== undefined) {
    metricsServer = await startMetricsServer({
      metrics: app.metrics,
      port: config.metrics.port,
      host: config.host,
      token: config.metrics.token,
    });
  }
  // `npm run backup` asks the running server for the embedded database's snapshot.
  folder?.answerSnapshots((target) => snapshotPglite(database.db, path.join(config.dataDir, "db"), target));
  // and `npm run verify` for the sealed history's check.
  folder?.answerVerifications(() => verifyHistory(database.db));
  // and `npm run purge` for the retention purge, with this server's RETENTION_YEARS.
  folder?.answerPurges(() =>
    purgeExpired(
      { db: database.db, store: app.deps.fileStore, references: FILE_REFERENCES },
      { retentionYears: config.retentionYears, actorId: null },
    ),
  );
  // A new deployment's signing key, made now on a libuv thread rather than on its first signed
  // export; a start that finds one loads nothing.
  prepareSigningKey(config, app.log);
  // Files a crash left without a row: swept now, in the background, and daily.
  schedules.push(
    scheduleOrphanSweeps({
      db: database.db,
      store: app.deps.fileStore,
      references: FILE_REFERENCES,
      log: app.log,
    }),
  );
  // The embedded database has no autovacuum: vacuumed and analysed once a night. This
  // job and the expiry alerts first look whether they are due a minute after start-up, so a server
  // restarted during the day answers at once.
  const maintenance = scheduleEmbeddedMaintenance({
    database,
    log: app.log,
    firstRunAfterMs: BACKGROUND_START_DELAY_MS,
  });
  if (maintenance) schedules.push(maintenance);
  // The sealed history's daily anchor, over every record's chain.
  schedules.push(
    scheduleHistoryAnchors({ db: database.db, log: app.log, firstRunAfterMs: BACKGROUND_START_DELAY_MS }),
  );
  // Validities about to end: mailed to pilots and their managers once a day.
  if (config.expiryAlerts.enabled) {
    schedules.push(
      scheduleExpiryAlerts({
        db: database.db,
        outbox: app.deps.outbox,
        publicUrl: config.publicUrl,
        log: app.log,
        hour: config.expiryAlerts.hour,
        firstRunAfterMs: BACKGROUND_START_DELAY_MS,
      }),
    );
  }
  // The embedded database backs itself up every night and keeps the newest few.
  if (config.backups.enabled) {
    const backups = scheduleNightlyBackups({
      database,
      store: app.deps.fileStore,
      dataDir: config.dataDir,
      keep: config.backups.keep,
      log: app.log,
      firstRunAfterMs: BACKGROUND_START_DELAY_MS,
    });
    if (backups) schedules.push(backups);
  }
  app.log.info(
    `Training Record Management System on http://localhost:${config.port} (data in ${config.dataDir}, ${database.kind})`,
  );
}
