import { randomBytes } from "node:crypto";
import { createReadStream, existsSync } from "node:fs";
import { mkdir, readdir, rename, rm } from "node:fs/promises";
import path from "node:path";
import { createPglite } from "../../db/client";
import type { FileStore } from "../files/file-store";
import { readArchive } from "./archive";
import { CLUSTER_ENTRY } from "./backup";
import { BackupError } from "./backup-error";
import { claimDataFolder, DataFolderHeld } from "./data-folder";
import { type RunQuery, snapshotFacts } from "./database-facts";
import { folderInUse } from "./embedded-source";
import { type Manifest, shippedMigrations } from "./manifest";
import { compareCounts, emptyPostgres, postgresIsEmpty, restorePostgres } from "./restore-postgres";

export interface RestoreTarget {
  dataDir: string;
  /** PostgreSQL's URL; unset restores the embedded database into dataDir/db. */
  databaseUrl?: string;
  store: FileStore;
  /** Local files are moved into dataDir/files; a bucket is written object by object. */
  storeKind: "local" | "s3";
}

export interface RestoreSummary {
  archive: string;
  target: string;
  manifest: Manifest;
}

async function storeIsEmpty(store: FileStore): Promise<boolean> {
  for await (const { key } of store.list()) if (!key.endsWith(".part")) return false;
  return true;
}

async function folderIsEmpty(folder: string): Promise<boolean> {
  return (await readdir(folder).catch(() => [])).length === 0;
}

/** Opens the unpacked cluster (PostgreSQL replays its log as after a stop) and checks every table's rows. */
async function verifyCluster(cluster: string, manifest: Manifest) {
  const client = await createPglite({ dataDir: cluster });
  try {
    const query: RunQuery = async (text) => (await client.query<Record<string, unknown>>(text)).rows;
    compareCounts(manifest.database.tables, await snapshotFacts(query));
  } finally {
    await client.close();
  }
}

/** Puts the unpacked files in place: one rename on local disk, one upload per file to a bucket. */
async function placeFiles(target: RestoreTarget, staging: string, manifest: Manifest, force: boolean) {
  const stagedFiles = path.join(staging, "files");
  if (target.storeKind === "local") {
    const filesDir = path.join(target.dataDir, "files");
    await mkdir(stagedFiles, { recursive: true });
    if (existsSync(filesDir)) await rename(filesDir, path.join(staging, "replaced-files"));
    await rename(stagedFiles, filesDir);
    return;
  }
  const uploaded: string[] = [];
  try {
    for (const file of manifest.files) {
      await target.store.put(file.name, createReadStream(path.join(stagedFiles, ...file.name.split("/"))));
      uploaded.push(file.name);
    }
  } catch (error) {
    // Into an empty bucket: what was uploaded goes again. Forced, the bucket's own files were overwritten.
    if (!force) await Promise.all(uploaded.map((key) => target.store.delete(key).catch(() => undefined)));
    throw error;
  }
  const keep = new Set(manifest.files.map((file) => file.name));
  if (force)
    for await (const { key } of target.store.list()) if (!keep.has(key)) await target.store.delete(key);
}

/**
 * Restores an archive: refuses a target that holds data unless `force`; unpacks the
 * archive beside the target and checks every entry's size and SHA-256 and every table's row count
 * against the manifest before anything of the target changes; then puts the database and the
 * files in place. A refused or failed restore leaves the target as it was.
 */
export async function restoreBackup(options: {
  archive: string;
  force?: boolean;
  target: RestoreTarget;
}): Promise<RestoreSummary> {
  const archive = path.resolve(options.archive);
  const { dataDir, databaseUrl, store } = options.target;
  const force = Boolean(options.force);
  const dbDir = path.join(dataDir, "db");
  const targetName = databaseUrl ? new URL(databaseUrl).pathname.slice(1) || databaseUrl : dataDir;
  if (!existsSync(archive)) throw new BackupError("restore_archive_missing", { path: archive });
  const madeDataDir = !existsSync(dataDir);
  await mkdir(dataDir, { recursive: true });
  let claim: Awaited<ReturnType<typeof claimDataFolder>> | undefined;
  if (!databaseUrl) {
    try {
      claim = await claimDataFolder(dataDir, "restore");
    } catch (error) {
      if (error instanceof DataFolderHeld) throw folderInUse(dataDir, error);
      throw error;
    }
  }
  const staging = path.join(dataDir, `.restore-${randomBytes(6).toString("hex")}`);
  let restored = false;
  try {
    const holdsData = databaseUrl
      ? !(await postgresIsEmpty(databaseUrl))
      : existsSync(path.join(dbDir, "PG_VERSION")) || !(await folderIsEmpty(dbDir));
    if (!force && (holdsData || !(await storeIsEmpty(store))))
      throw new BackupError("restore_target_not_empty", { target: targetName });
    const { manifest } = await readArchive(archive, staging);
    const kind = databaseUrl ? "postgres" : "pglite";
    if (manifest.database.kind !== kind)
      throw new BackupError("restore_wrong_database", { archive: manifest.database.kind, target: kind });
    if (manifest.database.migration.count > (await shippedMigrations()).length)
      throw new BackupError("restore_newer_migration", { tag: manifest.database.migration.tag ?? "" });
    const unpacked = path.join(staging, "database");
    if (databaseUrl) {
      await restorePostgres(databaseUrl, unpacked, manifest, force);
    } else {
      await verifyCluster(path.join(unpacked, CLUSTER_ENTRY), manifest);
    }
    // The files: moved into place on local disk, uploaded to a bucket (which `force` leaves holding
    // the archive's files only). A failure here undoes the database restored just before.
    try {
      await placeFiles(options.target, staging, manifest, force);
    } catch (error) {
      if (databaseUrl) await emptyPostgres(databaseUrl).catch(() => undefined);
      throw error;
    }
    if (!databaseUrl) {
      if (existsSync(dbDir)) await rename(dbDir, path.join(staging, "replaced-db"));
      await rename(path.join(unpacked, CLUSTER_ENTRY), dbDir);
    }
    restored = true;
    return { archive, target: targetName, manifest };
  } finally {
    await rm(staging, { recursive: true, force: true });
    await claim?.release();
    // A refused restore leaves no trace, not even the data folder it made to work in.
    if (!restored && madeDataDir) await rm(dataDir, { recursive: true, force: true });
  }
}
