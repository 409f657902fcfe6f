import { createHash } from "node:crypto";
import { createReadStream, createWriteStream, existsSync } from "node:fs";
import { mkdir, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGunzip, createGzip } from "node:zlib";
import { BackupError } from "./backup-error";
import { type ArchiveEntry, MANIFEST_NAME, type Manifest, manifestSchema } from "./manifest";

/**
 * Archives are gzip-compressed tar files (ADR 1040). Level 1: the cluster's pages shrink to a
 * fraction at a small cost, and the stored files (PDFs, images) are compressed already.
 */
const GZIP_LEVEL = 1;

/** Loaded with the first archive, not at the server's start, which need not pay for it. */
const tarStream = async () => (await import("tar-stream")).default;

interface Writable {
  write(chunk: Buffer): boolean;
  once(event: "drain", listener: () => void): unknown;
  end(): unknown;
}

export interface ArchiveWriter {
  /** Streams `size` bytes into the entry `name`, hashing them; returns the entry as the manifest lists it. */
  add(name: string, size: number, source: AsyncIterable<Buffer> | Iterable<Buffer>): Promise<ArchiveEntry>;
  addFile(name: string, file: string): Promise<ArchiveEntry>;
  /** An empty folder the restore must make (a cluster has some). */
  addDirectory(name: string): Promise<void>;
  /** Writes the manifest as the last entry and puts the archive in place. */
  finish(manifest: Manifest): Promise<void>;
  /** Removes the unfinished archive. */
  abort(): Promise<void>;
}

/**
 * Starts an archive at `target`, written beside it under a temporary name and renamed at the end,
 * so an archive with the final name is always whole. Refuses a path that exists unless `overwrite`.
 */
export async function openArchive(target: string, options: { overwrite: boolean }): Promise<ArchiveWriter> {
  if (existsSync(target) && !options.overwrite)
    throw new BackupError("backup_archive_exists", { path: target });
  await mkdir(path.dirname(target), { recursive: true });
  const part = `${target}.part-${process.pid}`;
  const pack = (await tarStream()).pack();
  const written = pipeline(
    Readable.from(pack),
    createGzip({ level: GZIP_LEVEL }),
    createWriteStream(part, { flags: "wx" }),
  );
  written.catch(() => undefined);
  const mtime = new Date();

  const add = async (name: string, size: number, source: AsyncIterable<Buffer> | Iterable<Buffer>) => {
    const hash = createHash("sha256");
    let bytes = 0;
    let entryError: Error | null | undefined;
    let finished!: () => void;
    const done = new Promise<void>((resolve) => {
      finished = resolve;
    });
    const entry = pack.entry({ name, size, mode: 0o600, mtime }, (error) => {
      entryError = error;
      finished();
    }) as unknown as Writable;
    for await (const chunk of source) {
      bytes += chunk.length;
      // A file that grew after it was measured: its first `size` bytes are what the manifest names.
      const kept = bytes > size ? chunk.subarray(0, Math.max(0, chunk.length - (bytes - size))) : chunk;
      hash.update(kept);
      if (!entry.write(kept)) await new Promise<void>((resolve) => entry.once("drain", resolve));
      if (bytes >= size) break;
    }
    if (bytes < size) throw new Error(`${name} ended after ${bytes} of ${size} bytes`);
    entry.end();
    await done;
    if (entryError) throw entryError;
    return { name, size, sha256: hash.digest("hex") };
  };

  return {
    add,
    async addFile(name, file) {
      const { size } = await stat(file);
      return add(name, size, createReadStream(file));
    },
    async addDirectory(name) {
      await new Promise<void>((resolve, reject) =>
        pack.entry({ name, type: "directory", mode: 0o700, mtime }, (error) =>
          error ? reject(error) : resolve(),
        ),
      );
    },
    async finish(manifest) {
      const body = Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`);
      await add(MANIFEST_NAME, body.length, [body]);
      pack.finalize();
      await written;
      if (existsSync(target) && !options.overwrite) {
        await rm(part, { force: true });
        throw new BackupError("backup_archive_exists", { path: target });
      }
      await rename(part, target);
    },
    async abort() {
      pack.destroy();
      await written.catch(() => undefined);
      await rm(part, { force: true });
    },
  };
}

/** What reading an archive into a folder found: the manifest and each entry's size and hash as read. */
export interface ReadArchive {
  manifest: Manifest;
  entries: Map<string, ArchiveEntry>;
  directories: Set<string>;
}

/** An entry's name as a path under `folder`, refusing any name that would leave it. */
function inside(folder: string, name: string): string {
  const target = path.resolve(folder, name);
  if (!target.startsWith(`${path.resolve(folder)}${path.sep}`))
    throw new BackupError("restore_archive_unreadable", { name });
  return target;
}

/**
 * Unpacks `archive` into `folder`, hashing every entry, then checks each against the manifest: a
 * missing, short, extra or altered entry fails naming it. Nothing outside `folder` is
 * written; the caller removes `folder` when this throws.
 */
export async function readArchive(archive: string, folder: string): Promise<ReadArchive> {
  if (!existsSync(archive)) throw new BackupError("restore_archive_missing", { path: archive });
  const entries = new Map<string, ArchiveEntry>();
  const directories = new Set<string>();
  let manifestText: string | undefined;
  let last = "";
  const extract = (await tarStream()).extract();
  const source = createReadStream(archive).pipe(createGunzip());
  const feed = (async () => {
    for await (const chunk of source as AsyncIterable<Buffer>) {
      if (!extract.write(chunk)) await new Promise<void>((resolve) => extract.once("drain", resolve));
    }
    (extract as unknown as { end(): void }).end();
  })();
  try {
    const reading = (async () => {
      for await (const entry of extract) {
        const { name, size = 0, type } = entry.header;
        last = name;
        if (type === "directory") {
          await mkdir(inside(folder, name), { recursive: true });
          directories.add(name.replace(/\/$/, ""));
        }
        if (type !== "file") {
          entry.resume();
          continue;
        }
        const hash = createHash("sha256");
        let bytes = 0;
        if (name === MANIFEST_NAME) {
          const chunks: Buffer[] = [];
          for await (const chunk of entry as AsyncIterable<Buffer>) chunks.push(chunk);
          manifestText = Buffer.concat(chunks).toString("utf8");
          continue;
        }
        const target = inside(folder, name);
        await mkdir(path.dirname(target), { recursive: true });
        const out = createWriteStream(target, { flags: "wx" });
        await pipeline(
          entry as unknown as AsyncIterable<Buffer>,
          async function* (chunks: AsyncIterable<Buffer>) {
            for await (const chunk of chunks) {
              hash.update(chunk);
              bytes += chunk.length;
              yield chunk;
            }
          },
          out,
        );
        if (bytes !== size) throw new BackupError("restore_archive_truncated", { name });
        entries.set(name, { name, size, sha256: hash.digest("hex") });
      }
    })();
    await Promise.all([feed, reading]);
  } catch (error) {
    extract.destroy();
    source.destroy();
    if (error instanceof BackupError) throw error;
    // A gzip or tar stream that stops early: the archive was cut (after its last whole entry).
    throw new BackupError("restore_archive_truncated", { name: last || path.basename(archive) });
  }
  if (manifestText === undefined) throw new BackupError("restore_archive_truncated", { name: MANIFEST_NAME });
  let manifest: Manifest;
  try {
    manifest = manifestSchema.parse(JSON.parse(manifestText));
  } catch {
    throw new BackupError("restore_archive_unreadable", { name: MANIFEST_NAME });
  }
  const expected = [
    ...manifest.database.entries.map((entry) => ({ ...entry, name: `database/${entry.name}` })),
    ...manifest.files.map((entry) => ({ ...entry, name: `files/${entry.name}` })),
  ];
  for (const entry of expected) {
    const found = entries.get(entry.name);
    if (!found) throw new BackupError("restore_archive_truncated", { name: entry.name });
    if (found.size !== entry.size || found.sha256 !== entry.sha256)
      throw new BackupError("restore_entry_altered", { name: entry.name });
  }
  for (const directory of manifest.database.directories) {
    if (!directories.has(`database/${directory}`))
      throw new BackupError("restore_archive_truncated", { name: `database/${directory}` });
  }
  const listed = new Set(expected.map((entry) => entry.name));
  for (const name of entries.keys())
    if (!listed.has(name)) throw new BackupError("restore_entry_altered", { name });
  return { manifest, entries, directories };
}
