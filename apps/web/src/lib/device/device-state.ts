import { useSyncExternalStore } from "react";
import type { OutboxItem } from "./outbox-item";

// What every signed-in screen reads of the device (ADR 1620): whether it has a network, and the
// Outbox as last read. Apart from the Outbox's sending code, so the top bar loads nothing more.
let items: readonly OutboxItem[] = [];
const listeners = new Set<() => void>();

export function publish(next: readonly OutboxItem[]): void {
  items = next;
  for (const listener of listeners) listener();
}

/** The account's items as last read, oldest first. */
export const outboxItems = (): readonly OutboxItem[] => items;

export function subscribeOutbox(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function subscribe(listener: () => void): () => void {
  window.addEventListener("online", listener);
  window.addEventListener("offline", listener);
  return () => {
    window.removeEventListener("online", listener);
    window.removeEventListener("offline", listener);
  };
}

/** Whether the browser has a network; the server renders (and a page is taken over) as online. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}
