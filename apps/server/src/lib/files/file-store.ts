import { once } from "node:events";
import { createReadStream, createWriteStream, type WriteStream } from "node:fs";
import { mkdir, opendir, rename, rm, rmdir, stat } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { BackgroundTasks } from "../background";
import { fileStoreUnavailable } from "../errors";

/** A file as the store lists it. */
export interface StoredObject {
  key: string;
  lastModified: Date;
}

/**
 * Where record files live. Keys are ours (a user's file name only percent-encoded), slash-separated.
 * A store that cannot be reached or cannot write fails with `fileStoreUnavailable` (503).
 */
export interface FileStore {
  put(key: string, body: Readable): Promise<{ size: number }>;
  get(key: string): Promise<Readable | null>;
  size(key: string): Promise<number | null>;
  delete(key: string): Promise<void>;
  /**
   * Every stored file whose key starts with the prefix, a page at a time (never the whole store
   * in memory); on local disk this includes `.part` files an interrupted upload left behind.
   */
  list(prefix?: string): AsyncIterable<StoredObject>;
  /** Lets go of the store's connections, once nothing uses it any more (a stopping server). */
  close?(): Promise<void>;
}

/** Keys are ours: ASCII only, a stored name percent-encoded (file-key.ts). */
const SAFE_KEY = /^[a-z0-9_-]+(\/[a-zA-Z0-9_.%-]+)*$/;

/** Files on the local disk under one root; written to a temporary name, then renamed into place. */
export function localFileStore(root: string): FileStore {
  const resolve = (key: string) => {
    if (!SAFE_KEY.test(key) || key.includes("..")) throw new Error(`Unsafe file key: ${key}`);
    return path.join(root, key);
  };
  return {
    async put(key, body) {
      const target = resolve(key);
      const temporary = `${target}.part`;
      let file: WriteStream | undefined;
      try {
        await mkdir(path.dirname(target), { recursive: true });
        file = createWriteStream(temporary, { flags: "wx" });
        await pipeline(body, file);
        await rename(temporary, target);
        const info = await stat(target);
        return { size: info.size };
      } catch (error) {
        // A body that fails at once fails the pipeline before the file is even open; the stream
        // still opens it, then closes it. Removed only after that, or the file would stay behind.
        if (file && !file.closed) await once(file, "close").catch(() => undefined);
        await rm(temporary, { force: true }).catch(() => undefined);
        // A full, read-only or failing disk: the caller saves no record (an upload's own cut-off
        // body is told apart by lib/files/upload.ts).
        throw fileStoreUnavailable(error);
      }
    },
    async get(key) {
      const target = resolve(key);
      try {
        await stat(target);
      } catch {
        return null;
      }
      return createReadStream(target);
    },
    async size(key) {
      try {
        return (await stat(resolve(key))).size;
      } catch {
        return null;
      }
    },
    async delete(key) {
      const target = resolve(key);
      await rm(target, { force: true }).catch((error: unknown) => {
        throw fileStoreUnavailable(error);
      });
      // A named file has a folder of its own (`…/<uuid>/<name>`): it goes with the file.
      if (/^[0-9a-f-]{36}$/.test(path.basename(path.dirname(target))))
        await rmdir(path.dirname(target)).catch(() => undefined);
    },
    async *list(prefix = "") {
      yield* walk(root, "", prefix);
    },
  };
}

/** The files under one folder of the store, depth first, as keys; anything not named like a key is not ours. */
async function* walk(root: string, folder: string, prefix: string): AsyncGenerator<StoredObject> {
  let entries: Awaited<ReturnType<typeof opendir>>;
  try {
    entries = await opendir(path.join(root, folder));
  } catch {
    return; // no files stored yet
  }
  for await (const entry of entries) {
    const key = folder ? `${folder}/${entry.name}` : entry.name;
    // Only descend where a key with the prefix can be: "avatar/2026" under prefix "avatar/".
    if (!key.startsWith(prefix) && !prefix.startsWith(`${key}/`)) continue;
    if (entry.isDirectory()) {
      yield* walk(root, key, prefix);
    } else if (entry.isFile() && SAFE_KEY.test(key)) {
      const info = await stat(path.join(root, key)).catch(() => null);
      if (info) yield { key, lastModified: info.mtime };
    }
  }
}

/**
 * Removes files that a saved record no longer points to. Best effort: the record is already
 * committed, so a failed removal must not fail the request (nor make its caller undo the save).
 */
export async function removeQuietly(store: FileStore, keys: (string | null | undefined)[]): Promise<void> {
  await Promise.all(
    keys.filter((key): key is string => Boolean(key)).map((key) => store.delete(key).catch(() => undefined)),
  );
}

/** After a failed removal, the store is asked again this long after the previous try. */
const DISCARD_RETRY_DELAYS_MS = [1_000, 2_000, 4_000, 8_000, 15_000, 30_000];

/** The keys the store did not remove. */
async function removeEach(store: FileStore, keys: string[]): Promise<string[]> {
  const failed = await Promise.all(
    keys.map((key) =>
      store.delete(key).then(
        () => null,
        () => key,
      ),
    ),
  );
  return failed.filter((key): key is string => key !== null);
}

/**
 * Removes the files of a save that did not happen, never failing the request that tried it. A
 * store that cannot be reached now (it may be why the save failed) is asked again in the background
 * over about a minute, so once it is back no file is left for the orphan sweep; what is still
 * there after that is the sweep's.
 */
export async function discardFiles(
  store: FileStore,
  keys: string[],
  background: BackgroundTasks | undefined,
): Promise<void> {
  let left = await removeEach(store, keys);
  if (left.length === 0 || !background) return;
  background.run("discard the files of a failed save", async () => {
    for (const delay of DISCARD_RETRY_DELAYS_MS) {
      await new Promise((resolve) => setTimeout(resolve, delay));
      left = await removeEach(store, left);
      if (left.length === 0) return;
    }
    throw new Error(`${left.length} files of a failed save left for the orphan sweep: ${left.join(", ")}`);
  });
}
