import { multipartBody } from "../multipart";
import { notifySuccess } from "../notify";
import { onFirstUse } from "../on-first-use";
import type { NewOutboxItem, Submitted } from "./outbox-item";

// What the screens use of the Outbox (ADR 1620). Its code and the device's database load with the
// first write sent through it, not with the screens that offer one.
const outbox = onFirstUse(() => import("./outbox"));

export type { NewOutboxItem, Submitted } from "./outbox-item";

/** An upload made through the Outbox, from its text fields and files (a stage's form and its PDF). */
export function uploadThroughOutbox<T>(
  upload: Omit<NewOutboxItem, "body"> & {
    fields: Record<string, unknown>;
    files: Record<string, Blob | null>;
  },
  onProgress?: (share: number) => void,
): Promise<Submitted<T>> {
  const { fields, files, ...write } = upload;
  return submitThroughOutbox<T>({ ...write, body: multipartBody(fields, files) }, onProgress);
}

/**
 * A write made through the Outbox: kept on the device, sent at once when online; kept and sent
 * later, exactly once, when no answer came (see outbox.ts).
 */
export async function submitThroughOutbox<T>(
  write: Omit<NewOutboxItem, "body"> & { body: NewOutboxItem["body"] | FormData },
  onProgress?: (share: number) => void,
): Promise<Submitted<T>> {
  return (await outbox()).submitThroughOutbox<T>(write, onProgress);
}

/** Says how a write through the Outbox went: the screen's own success, or kept on the device. */
export function notifySubmitted(result: Submitted<unknown>, sentMessage: string): void {
  if (result.sent) notifySuccess(sentMessage);
  else void outbox().then((module) => module.notifyQueued());
}
