import { randomBytes } from "node:crypto";
import { readdir, rm, stat } from "node:fs/promises";
import path from "node:path";
import { pgliteVersion } from "../../db/template";
import type { FileStore } from "../files/file-store";
import { openArchive } from "./archive";
import { ARCHIVE_FORMAT, type ArchiveEntry, type Manifest, productVersion } from "./manifest";
import type { SnapshotFacts } from "./snapshot-pglite";
import { snapshotPostgres } from "./snapshot-postgres";

/** Where the database comes from: the embedded cluster's snapshot, or a PostgreSQL database. */
export type DatabaseSource =
  | { kind: "pglite"; snapshot(target: string): Promise<SnapshotFacts> }
  | { kind: "postgres"; url: string; pgDump?: boolean };

export interface BackupSummary {
  archive: string;
  size: number;
  manifest: Manifest;
}

/** The cluster folder's name in the archive, under `database/`. */
export const CLUSTER_ENTRY = "pgdata";

/** Every file and every folder under `folder`, as paths relative to it with `/`, sorted. */
async function contents(folder: string): Promise<{ files: string[]; folders: string[] }> {
  const found = await readdir(folder, { recursive: true, withFileTypes: true });
  const relative = (entry: (typeof found)[number]) =>
    path.relative(folder, path.join(entry.parentPath, entry.name)).split(path.sep).join("/");
  return {
    files: found
      .filter((entry) => entry.isFile())
      .map(relative)
      .sort(),
    folders: found
      .filter((entry) => entry.isDirectory())
      .map(relative)
      .sort(),
  };
}

/** A stored file left by an interrupted upload is not a file of the store. */
const isUnfinished = (key: string) => key.endsWith(".part");

/**
 * Writes one archive: the database's consistent snapshot, then every stored file, then
 * the manifest (version, migration, each table's rows, each entry's size and SHA-256). The
 * snapshot comes first: every record in it was saved with its file already stored, so the files
 * listed after it include every file its records name.
 */
export async function createBackup(options: {
  archive: string;
  overwrite?: boolean;
  database: DatabaseSource;
  store: FileStore;
}): Promise<BackupSummary> {
  const archive = path.resolve(options.archive);
  const writer = await openArchive(archive, { overwrite: Boolean(options.overwrite) });
  const staging = path.join(path.dirname(archive), `.trms-snapshot-${randomBytes(6).toString("hex")}`);
  try {
    const database: ArchiveEntry[] = [];
    const directories: string[] = [];
    let facts: SnapshotFacts;
    let format: Manifest["database"]["format"];
    let engineVersion: string;
    if (options.database.kind === "pglite") {
      const cluster = path.join(staging, CLUSTER_ENTRY);
      facts = await options.database.snapshot(cluster);
      format = "pglite-cluster";
      engineVersion = await pgliteVersion();
      const { files: clusterFiles, folders } = await contents(cluster);
      for (const folder of [CLUSTER_ENTRY, ...folders.map((name) => `${CLUSTER_ENTRY}/${name}`)]) {
        await writer.addDirectory(`database/${folder}`);
        directories.push(folder);
      }
      for (const file of clusterFiles) {
        const entry = await writer.addFile(`database/${CLUSTER_ENTRY}/${file}`, path.join(cluster, file));
        database.push({ ...entry, name: `${CLUSTER_ENTRY}/${file}` });
      }
    } else {
      const dumped = await snapshotPostgres(options.database.url, staging, {
        pgDump: options.database.pgDump,
      });
      ({ facts, format } = dumped);
      engineVersion = dumped.serverVersion;
      for (const file of dumped.files) {
        const entry = await writer.addFile(`database/${file}`, path.join(staging, file));
        database.push({ ...entry, name: file });
      }
    }
    await rm(staging, { recursive: true, force: true });
    const files: ArchiveEntry[] = [];
    for await (const { key } of options.store.list()) {
      if (isUnfinished(key)) continue;
      const size = await options.store.size(key);
      const body = size === null ? null : await options.store.get(key);
      // Deleted since it was listed: a record removed after the snapshot.
      if (size === null || !body) continue;
      const entry = await writer.add(`files/${key}`, size, body);
      files.push({ ...entry, name: key });
    }
    const manifest: Manifest = {
      format: ARCHIVE_FORMAT,
      product: await productVersion(),
      createdAt: new Date().toISOString(),
      database: {
        kind: options.database.kind,
        format,
        engineVersion,
        migration: facts.migration,
        tables: facts.tables,
        entries: database,
        directories,
      },
      files,
    };
    await writer.finish(manifest);
    return { archive, size: (await stat(archive)).size, manifest };
  } catch (error) {
    await writer.abort();
    throw error;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
