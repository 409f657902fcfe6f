import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";

/** Where record files live. Keys are ours (never a user's file name), slash-separated. */
export interface FileStore {
  put(key: string, body: Readable): Promise<{ size: number }>;
  get(key: string): Promise<Readable | null>;
  size(key: string): Promise<number | null>;
  delete(key: string): Promise<void>;
}

const SAFE_KEY = /^[a-z0-9_-]+(\/[a-zA-Z0-9_.-]+)*$/;

/** Files on the local disk under one root; written to a temporary name, then renamed into place. */
export function localFileStore(root: string): FileStore {
  const resolve = (key: string) => {
    if (!SAFE_KEY.test(key) || key.includes("..")) throw new Error(`Unsafe file key: ${key}`);
    return path.join(root, key);
  };
  return {
    async put(key, body) {
      const target = resolve(key);
      await mkdir(path.dirname(target), { recursive: true });
      const temporary = `${target}.part`;
      try {
        await pipeline(body, createWriteStream(temporary, { flags: "wx" }));
        await rename(temporary, target);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
      const info = await stat(target);
      return { size: info.size };
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
      await rm(resolve(key), { force: true });
    },
  };
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
