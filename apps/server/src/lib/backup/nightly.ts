import { readdir, rm, stat } from "node:fs/promises";
import path from "node:path";
import type { FastifyBaseLogger } from "fastify";
import type { DatabaseHandle } from "../../db/client";
import { airlineHour, airlineToday } from "../airline-time";
import { runOncePerDay } from "../daily-job";
import type { FileStore } from "../files/file-store";
import { type Schedule, scheduleRepeating } from "../schedule";
import { createBackup } from "./backup";
import { snapshotPglite } from "./snapshot-pglite";

/** The job's name in `daily_job_runs`. */
export const BACKUP_JOB = "embedded database backup";
/** From this hour of the night at the airline the day's backup is taken, before the 03:00 vacuum. */
export const BACKUP_HOUR = 2;
const TICK_MS = 15 * 60 * 1000;
/** The nightly archives' names: the airline day they were taken. */
const NIGHTLY = /^trms-\d{4}-\d{2}-\d{2}\.tar\.gz$/;

/** The folder of the nightly backups. */
export const backupsFolder = (dataDir: string) => path.join(dataDir, "backups");

export interface BackupInfo {
  file: string;
  /** When it was finished. */
  at: Date;
  /** Its size in bytes. */
  size: number;
}

/** The nightly archives in the folder, newest first (only whole ones: each is renamed into place). */
async function nightlyArchives(dataDir: string): Promise<BackupInfo[]> {
  const folder = backupsFolder(dataDir);
  const names = (await readdir(folder).catch(() => [] as string[])).filter((name) => NIGHTLY.test(name));
  const found = await Promise.all(
    names.map(async (name) => {
      const info = await stat(path.join(folder, name)).catch(() => null);
      return info ? { file: path.join(folder, name), at: info.mtime, size: info.size } : null;
    }),
  );
  return found.filter((info) => info !== null).sort((a, b) => b.at.getTime() - a.at.getTime());
}

/** The last nightly backup's file, time and size, or null when none was taken (the admin's System page). */
export async function lastBackup(dataDir: string): Promise<BackupInfo | null> {
  return (await nightlyArchives(dataDir))[0] ?? null;
}

/** Removes all but the newest `keep` nightly archives. */
export async function pruneBackups(dataDir: string, keep: number): Promise<void> {
  for (const old of (await nightlyArchives(dataDir)).slice(keep)) await rm(old.file, { force: true });
}

/** Tonight's backup of the embedded database into dataDir/backups, unless it was taken today. */
export async function runNightlyBackup(deps: {
  database: DatabaseHandle;
  store: FileStore;
  dataDir: string;
  keep: number;
  now?: Date;
}) {
  const day = airlineToday(deps.now ?? new Date());
  let written: { archive: string; size: number } | undefined;
  const outcome = await runOncePerDay(deps.database.db, { job: BACKUP_JOB, day }, async () => {
    const dbDir = path.join(deps.dataDir, "db");
    written = await createBackup({
      archive: path.join(backupsFolder(deps.dataDir), `trms-${day}.tar.gz`),
      overwrite: true,
      database: { kind: "pglite", snapshot: (target) => snapshotPglite(deps.database.db, dbDir, target) },
      store: deps.store,
    });
    await pruneBackups(deps.dataDir, deps.keep);
    return { complete: true };
  });
  return { ...outcome, written };
}

/**
 * On the embedded database only (ADR 1043): every quarter of an hour, whether tonight's backup is
 * due (from `BACKUP_HOUR` at the airline) and not yet taken. Requests wait while the snapshot is
 * copied, hence the night. PostgreSQL is backed up by its operator (`npm run backup` or their own).
 */
export function scheduleNightlyBackups(deps: {
  database: DatabaseHandle;
  store: FileStore;
  dataDir: string;
  keep: number;
  log: FastifyBaseLogger;
  now?: () => Date;
  firstRunAfterMs?: number;
}): Schedule | null {
  if (deps.database.kind !== "pglite") return null;
  return scheduleRepeating({
    name: BACKUP_JOB,
    intervalMs: TICK_MS,
    firstRunAfterMs: deps.firstRunAfterMs,
    log: deps.log,
    async task() {
      const now = deps.now?.() ?? new Date();
      if (airlineHour(now) < BACKUP_HOUR) return;
      const { ran, written } = await runNightlyBackup({ ...deps, now });
      if (ran && written)
        deps.log.info({ archive: written.archive, bytes: written.size }, "nightly backup written");
    },
  });
}
