import { useSyncExternalStore } from "react";
import { outboxItems, subscribeOutbox } from "../../lib/device/device-state";
import type { OutboxItem } from "../../lib/device/outbox-item";

const none: readonly OutboxItem[] = [];

/** The signed-in account's Outbox as the device holds it; empty on the server. */
export function useOutbox(): readonly OutboxItem[] {
  return useSyncExternalStore(subscribeOutbox, outboxItems, () => none);
}
