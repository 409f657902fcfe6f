import type { DehydratedState } from "@tanstack/react-query";
import { type DBSchema, deleteDB, type IDBPDatabase, openDB } from "idb";
import type { OutboxItem } from "./outbox-item";
import { PAGES_CACHE } from "./pages-cache";

/** The one database the app keeps on a device (ADR 1620): one signed-in account's data, never another's. */
const DEVICE_DB = "trms-device";

export interface DeviceOwner {
  account: number;
  /** When the data must be gone at the latest: the end of the session that wrote it. */
  expiresAt: number;
}

interface DeviceSchema extends DBSchema {
  owner: { key: "owner"; value: DeviceOwner };
  /** The last answers of the lists and records the account opened, with their sync times. */
  answers: { key: "answers"; value: { savedAt: number; state: DehydratedState } };
  /** Drafts and queued submissions, oldest first by their creation time. */
  outbox: { key: string; value: OutboxItem; indexes: { created: number } };
}

let opened: Promise<IDBPDatabase<DeviceSchema>> | null = null;

export function deviceDb(): Promise<IDBPDatabase<DeviceSchema>> {
  opened ??= openDB<DeviceSchema>(DEVICE_DB, 1, {
    upgrade(db) {
      db.createObjectStore("owner");
      db.createObjectStore("answers");
      db.createObjectStore("outbox", { keyPath: "id" }).createIndex("created", "createdAt");
    },
    // Another tab clearing the device (a sign-out there) closes this one's connection.
    blocking() {
      void opened?.then((db) => db.close());
      opened = null;
    },
  });
  return opened;
}

/**
 * Removes everything the app keeps on this device: the account's answers, drafts and queue, and the
 * pages the service worker kept. Used at sign-out and before another account's data could mix in.
 */
export async function clearDevice(): Promise<void> {
  const db = await opened?.catch(() => null);
  db?.close();
  opened = null;
  await deleteDB(DEVICE_DB);
  if (typeof caches === "undefined") return;
  // Each build keeps its pages apart (apps/web/build/web-app.ts): every build's go.
  for (const name of await caches.keys()) if (name.startsWith(PAGES_CACHE)) await caches.delete(name);
}

/**
 * Makes the device the account's: data of another account, or older than its session, is removed
 * first. Called when a session starts and when the app opens signed in.
 */
export async function claimDevice(account: number, expiresAt: number): Promise<void> {
  const owner = await (await deviceDb()).get("owner", "owner");
  const kept = owner?.account === account && owner.expiresAt >= Date.now();
  // Data without an owner was written after a sign-out cleared the device (a reply arriving late,
  // another tab): it is nobody's to keep.
  if (!kept) await clearDevice();
  const until = kept ? Math.max(expiresAt, owner.expiresAt) : expiresAt;
  await (await deviceDb()).put("owner", { account, expiresAt: until }, "owner");
}
