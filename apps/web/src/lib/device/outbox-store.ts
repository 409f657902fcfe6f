import type { OutboxItem } from "./outbox-item";

// The Outbox as last read from the device, apart from the sending code, so the top bar's count
// loads nothing more (ADR 1620).
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
