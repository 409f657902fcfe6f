import { readFile } from "node:fs/promises";
import { hostname } from "node:os";
import path from "node:path";
import type { LastBackupStatus, MailOutboxSummary, SystemStatus } from "@trms/shared";
import { sql } from "drizzle-orm";
import { MIGRATIONS_FOLDER } from "../../../db/client";
import type { AppDeps } from "../../../lib/app-deps";
import { lastBackup } from "../../../lib/backup";
import { dailyJobStates } from "../../../lib/daily-job";
import { mailOutboxDepth } from "../../../lib/mail-outbox/depth";
import type { CallArgs } from "../../../lib/routes";
import { SERVER_ROOT } from "../../../paths";

interface Journal {
  entries: { when: number; tag: string }[];
}

/** The product's version: the server package's, shipped beside the compiled server. */
async function productVersion(): Promise<string> {
  const manifest = JSON.parse(await readFile(path.join(SERVER_ROOT, "package.json"), "utf8"));
  return String(manifest.version);
}

/** The migrations this build ships, in order (drizzle-kit's journal). */
async function shippedMigrations(): Promise<Journal["entries"]> {
  const journal = JSON.parse(
    await readFile(path.join(MIGRATIONS_FOLDER, "meta", "_journal.json"), "utf8"),
  ) as Journal;
  return journal.entries;
}

/**
 * The embedded database's last nightly backup in DATA_DIR/backups; none on PostgreSQL, whose
 * backups are the operator's `npm run backup` runs.
 */
async function lastBackupStatus({ database, config }: AppDeps): Promise<LastBackupStatus | null> {
  if (database.kind !== "pglite") return null;
  const last = await lastBackup(config.dataDir);
  return last ? { at: last.at.toISOString(), size_bytes: last.size } : null;
}

/** The mail outbox: its waiting and failed mails, from the table. */
async function mailOutboxSummary({ database }: AppDeps): Promise<MailOutboxSummary> {
  const depth = await mailOutboxDepth(database.db);
  return {
    pending: depth.pending,
    failed: depth.failed,
    oldest_pending_at: depth.oldestPendingAt?.toISOString() ?? null,
  };
}

const iso = (at: Date | null) => at?.toISOString() ?? null;

/** `system/get_status`: how this instance and its database run, for the System page. */
export async function getSystemStatus({ app }: CallArgs<unknown>): Promise<SystemStatus> {
  const { database } = app;
  const [version, shipped, migrations, serverVersion, jobs, lastBackup, mailOutbox] = await Promise.all([
    productVersion(),
    shippedMigrations(),
    // Drizzle's own ledger of applied migrations, the same table on both databases; each row
    // carries its migration's journal time, which names it.
    database.db.execute(
      sql`select count(*)::int as applied, max(created_at)::text as last from drizzle.__drizzle_migrations`,
    ),
    database.db.execute(sql`show server_version`),
    dailyJobStates(database.db),
    lastBackupStatus(app),
    mailOutboxSummary(app),
  ]);
  const applied = (migrations as unknown as { rows: { applied: number; last: string | null }[] }).rows[0];
  const lastWhen = applied?.last === null || applied?.last === undefined ? null : Number(applied.last);
  const server = (serverVersion as unknown as { rows: { server_version: string }[] }).rows[0];
  const uptime = process.uptime();
  return {
    version,
    node_version: process.version,
    instance: hostname(),
    started_at: new Date(Date.now() - uptime * 1000).toISOString(),
    uptime_seconds: Math.floor(uptime),
    database: { kind: database.kind, server_version: server?.server_version ?? "" },
    migrations: {
      applied: applied?.applied ?? 0,
      shipped: shipped.length,
      last: shipped.find((entry) => entry.when === lastWhen)?.tag ?? null,
    },
    daily_jobs: jobs.map((job) => ({
      job: job.job,
      completed_day: job.completedDay,
      last_started_at: iso(job.lastStartedAt),
      last_finished_at: iso(job.lastFinishedAt),
      running: job.running,
    })),
    last_backup: lastBackup,
    mail_outbox: mailOutbox,
  };
}
