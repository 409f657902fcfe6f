import { readFile } from "node:fs/promises";
import { hostname } from "node:os";
import path from "node:path";
import type { LastBackupStatus, MailOutboxSummary, SystemStatus } from "@trms/shared";
import { sql } from "drizzle-orm";
import { type DatabaseHandle, MIGRATIONS_FOLDER } from "../../db/client";
import { dailyJobStates } from "../../lib/daily-job";
import { SERVER_ROOT } from "../../paths";

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

const iso = (at: Date | null) => at?.toISOString() ?? null;

export interface SystemStatusSources {
  /**
   * The last backup's time and size. Empty slot: the backup feature fills it; until
   * then the page shows "not available".
   */
  lastBackup?(): Promise<LastBackupStatus | null>;
  /** The mail outbox's queue. Empty slot: the outbox feature fills it. */
  mailOutbox?(): Promise<MailOutboxSummary | null>;
}

/** How this instance and its database run, for the System page. */
export function systemService(deps: { database: DatabaseHandle; sources?: SystemStatusSources }) {
  const { database, sources = {} } = deps;
  return {
    async status(): Promise<SystemStatus> {
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
        sources.lastBackup?.() ?? null,
        sources.mailOutbox?.() ?? null,
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
    },
  };
}
export type SystemService = ReturnType<typeof systemService>;
