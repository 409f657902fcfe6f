import { SESSION_TTL_MS } from "@trms/shared";
import { jwtExpiry } from "../jwt";
import { queryClient } from "../query-client";
import { keepAnswers, restoreAnswers } from "./device-answers";
import { claimDevice } from "./device-db";
import { outboxItems } from "./device-state";
import { loadOutbox, notifySent, sendOutbox } from "./outbox";
import { keepStartPage } from "./pages-cache";

/** How often a queue that is waiting is tried again while the device says it is online. */
const RETRY_MS = 30_000;

/**
 * The device's part of a signed-in session (ADR 1620): the device becomes the account's (another
 * account's or an expired session's data removed), the kept answers fill the cache, new answers
 * are kept, and the Outbox is sent at start, when the network returns, and every half minute while
 * it waits, each send said in a notice; the app's start address leads to `home` (ADR 1660). Answers
 * the function that stops it.
 */
export function startDeviceSync(account: number, token: string, home: string | null): () => void {
  let stopKeeping = () => {};
  let ended = false;
  const decisions = () => outboxItems().filter((item) => item.state !== "queued").length;
  const send = () => {
    if (ended) return;
    const before = decisions();
    void sendOutbox().then((sent) => {
      const after = decisions();
      if (sent > 0 || after > before) void notifySent(sent, after > before ? after : 0);
    });
  };
  const expiresAt = (jwtExpiry(token) ?? (Date.now() + SESSION_TTL_MS) / 1000) * 1000;
  (async () => {
    await claimDevice(account, expiresAt);
    if (ended) return;
    if (home) await keepStartPage(home);
    if (ended) return;
    await restoreAnswers(queryClient, SESSION_TTL_MS);
    if (ended) return;
    stopKeeping = keepAnswers(queryClient);
    await loadOutbox();
    send();
  })().catch((error: unknown) => console.warn("This device's storage is not available:", error));
  window.addEventListener("online", send);
  const timer = window.setInterval(() => {
    if (navigator.onLine && outboxItems().some((item) => item.state === "queued")) send();
  }, RETRY_MS);
  return () => {
    ended = true;
    stopKeeping();
    window.removeEventListener("online", send);
    window.clearInterval(timer);
  };
}
