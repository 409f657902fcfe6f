import { onFirstUse } from "../on-first-use";
import type { NewOutboxItem } from "./outbox-item";

// A form's draft kept on the device (ADR 1620), apart from submit.ts so that the screens that only
// send through the Outbox load none of it.
const outbox = onFirstUse(() => import("./outbox"));

/** Keeps a form being filled in on the device (see outbox.ts saveDraft). */
export async function saveDraft(key: string, values: unknown, about: Pick<NewOutboxItem, "title" | "link">) {
  return (await outbox()).saveDraft(key, values, about);
}

/** The account's draft of a form, if the device keeps one; a draft found is said in a notice. */
export async function readDraft<V>(key: string) {
  const module = await outbox();
  const draft = await module.readDraft<V>(key);
  if (draft) void module.notifyDraftRestored(draft.savedAt);
  return draft;
}

export async function discardDraft(key: string): Promise<void> {
  return (await outbox()).discardDraft(key);
}
