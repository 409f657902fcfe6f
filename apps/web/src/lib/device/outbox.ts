import { IDEMPOTENCY_IN_PROGRESS_DETAIL, RECORD_CHANGED_DETAIL } from "@trms/shared";
import i18next from "i18next";
import { apiPost } from "../api";
import { ApiError } from "../api-error";
import { formatDateTime } from "../dates";
import { notifyError, notifySuccess } from "../notify";
import { queryClient } from "../query-client";
import { getSession } from "../session";
import { apiUpload } from "../upload";
import { deviceDb } from "./device-db";
import { outboxItems, publish } from "./device-state";
import type { NewOutboxItem, OutboxBody, OutboxItem, Submitted } from "./outbox-item";

/** Reads the signed-in account's items from the device (at start, after another tab's change). */
export async function loadOutbox(): Promise<void> {
  const account = getSession().user?.id;
  if (account === undefined) return publish([]);
  const all = await (await deviceDb()).getAllFromIndex("outbox", "created");
  publish(all.filter((item) => item.account === account));
}

async function save(item: OutboxItem): Promise<void> {
  // Only for the account signed in now: a reply arriving after a sign-out never writes its account's
  // data back onto the device (ADR 1620).
  if (getSession().user?.id !== item.account) return;
  await (await deviceDb()).put("outbox", item);
  publish(
    [...outboxItems().filter((one) => one.id !== item.id), item].sort((a, b) => a.createdAt - b.createdAt),
  );
}

/** Saves an item's new state, unless the user discarded it meanwhile. */
async function update(item: OutboxItem): Promise<void> {
  if (await (await deviceDb()).get("outbox", item.id)) await save(item);
}

export async function discardItem(id: string): Promise<void> {
  await (await deviceDb()).delete("outbox", id);
  publish(outboxItems().filter((one) => one.id !== id));
}

/** An upload's FormData as the device keeps it: its text fields and its files. */
function outboxForm(form: FormData): OutboxBody {
  const parts: Extract<OutboxBody, { type: "form" }>["parts"] = [];
  form.forEach((value, name) => {
    parts.push(typeof value === "string" ? { name, value } : { name, value, fileName: value.name });
  });
  return { type: "form", parts };
}

function formOf(body: Extract<OutboxBody, { type: "form" }>): FormData {
  const form = new FormData();
  for (const part of body.parts) {
    if (typeof part.value === "string") form.append(part.name, part.value);
    else form.append(part.name, part.value, part.fileName);
  }
  return form;
}

function send<T>(item: OutboxItem, onProgress?: (share: number) => void): Promise<T> {
  const headers: Record<string, string> = { "Idempotency-Key": item.id };
  if (item.ifMatch !== null) headers["If-Match"] = `"${item.ifMatch}"`;
  if (item.body.type === "draft") throw new Error("A draft is never sent itself");
  return item.body.type === "json"
    ? apiPost<T>(item.path, item.body.json, { headers })
    : apiUpload<T>(item.path, formOf(item.body), { headers, onProgress });
}

/** How many times a write the server still holds as running is asked about before its outcome is called unknown. */
const IN_PROGRESS_TRIES = 5;

const stillRunning = (error: unknown) =>
  error instanceof ApiError &&
  error.status === 409 &&
  error.details.some((detail) => detail.path === IDEMPOTENCY_IN_PROGRESS_DETAIL);

const signedOut = (error: unknown) => error instanceof ApiError && error.status === 401;

/** No answer came (offline, a lost reply, a timeout), or the server is briefly away: send it again later. */
function worthRetrying(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  if (error.status === 0 || error.status >= 500 || error.status === 401 || error.status === 429) return true;
  return stillRunning(error);
}

function refresh(item: OutboxItem): void {
  for (const queryKey of item.refresh) void queryClient.invalidateQueries({ queryKey: [...queryKey] });
}

/**
 * A write made through the Outbox: kept on the device first, then sent at once when online. The
 * server's answer is the form's as before (a refusal is thrown and nothing stays queued); without
 * an answer (offline, a lost reply) it stays queued and is sent again with the same key later, so
 * it is done once.
 */
export async function submitThroughOutbox<T>(
  write: Omit<NewOutboxItem, "body"> & { body: NewOutboxItem["body"] | FormData },
  onProgress?: (share: number) => void,
): Promise<Submitted<T>> {
  const account = getSession().user?.id;
  if (account === undefined) throw new Error("The Outbox needs a signed-in account");
  const item: OutboxItem = {
    ...write,
    body: write.body instanceof FormData ? outboxForm(write.body) : write.body,
    id: crypto.randomUUID(),
    account,
    createdAt: Date.now(),
    state: "queued",
    attempts: 0,
  };
  await save(item);
  if (!navigator.onLine) return { sent: false };
  try {
    const data = await send<T>(item, onProgress);
    await discardItem(item.id);
    return { sent: true, data };
  } catch (error) {
    if (signedOut(error)) {
      // The session ended (or the account was deactivated): kept for the account's next sign-in,
      // when it is sent once; the server's reason is shown, and the form is done with.
      notifyError((error as ApiError).message);
      return { sent: false };
    }
    if (worthRetrying(error)) {
      await save({ ...item, attempts: 1 });
      return { sent: false };
    }
    await discardItem(item.id);
    throw error;
  }
}

/**
 * A later queued change to the record a sent one changed was made on the version before it: it moves
 * onto the version the reply gives, so the device's own changes never conflict with each other.
 */
async function followVersion(item: OutboxItem, reply: unknown): Promise<void> {
  const version = (reply as { version?: unknown } | null)?.version;
  if (!item.record || typeof version !== "number") return;
  for (const later of outboxItems())
    if (later.state === "queued" && later.record === item.record && later.ifMatch === item.ifMatch)
      await update({ ...later, ifMatch: version });
}

/** One pass over the queue, oldest first: answers how many were sent. */
async function sendPass(): Promise<number> {
  let sent = 0;
  await loadOutbox();
  for (const { id } of outboxItems()) {
    // As the device holds it now: discarded, or moved onto a new version, since the pass began.
    const item = await (await deviceDb()).get("outbox", id);
    if (item?.state !== "queued" || !navigator.onLine) continue;
    if (getSession().user?.id !== item.account) break;
    try {
      const reply = await send(item);
      await discardItem(item.id);
      await followVersion(item, reply);
      refresh(item);
      sent += 1;
    } catch (error) {
      if (stillRunning(error) && item.attempts + 1 >= IN_PROGRESS_TRIES) {
        // The server took it and never finished (its database lost meanwhile, ADR 1580): it may
        // have been saved. The user checks the record; it is never sent under another key by itself.
        const problem = { message: (error as ApiError).message, details: (error as ApiError).details };
        await update({ ...item, attempts: item.attempts + 1, state: "unknown", problem });
        continue;
      }
      if (worthRetrying(error)) {
        await update({ ...item, attempts: item.attempts + 1 });
        // Signed out meanwhile, or deactivated: the queue waits for a sign-in, and the user is told why.
        if (signedOut(error)) notifyError((error as ApiError).message);
        break;
      }
      const problem =
        error instanceof ApiError ? { message: error.message, details: error.details } : undefined;
      const changed = problem?.details.some((detail) => detail.path === RECORD_CHANGED_DETAIL);
      await update({
        ...item,
        attempts: item.attempts + 1,
        state: changed ? "conflict" : "refused",
        problem,
      });
      refresh(item);
    }
  }
  return sent;
}

let sending: Promise<number> | null = null;
let askedAgain = false;

/**
 * Sends the account's queued items, oldest first, each with its key. A pass stops at the first that
 * gets no answer (the rest wait behind it); a refusal or a conflict is set aside for the user and the
 * next one goes. Asked while a pass runs (the network back, "Send now"), another pass follows it.
 * Answers how many were sent.
 */
export function sendOutbox(): Promise<number> {
  if (sending) {
    askedAgain = true;
    return sending;
  }
  sending = (async () => {
    let sent = 0;
    try {
      do {
        askedAgain = false;
        sent += await sendPass();
      } while (askedAgain);
    } finally {
      sending = null;
    }
    return sent;
  })();
  return sending;
}

/** The user's choice on a conflict: send the change again on the version the server has now. */
export async function sendOnNewVersion(id: string): Promise<void> {
  const item = outboxItems().find((one) => one.id === id);
  const current = Number(item?.problem?.details.find((detail) => detail.path === "version")?.message);
  if (!item || !Number.isInteger(current)) return;
  // A new key: the first request was refused, and its key answers that refusal no more (ADR 1580).
  await discardItem(item.id);
  await save({ ...item, id: crypto.randomUUID(), ifMatch: current, state: "queued", problem: undefined });
  await sendOutbox();
}

/** The Outbox's texts, loaded with its first notice or its dialog rather than with every page. */
export const offlineTexts = () =>
  i18next.loadNamespaces("offline").then(() => i18next.getFixedT(null, "offline"));

/** Says a write was kept on the device, to be sent when the network is back. */
export async function notifyQueued(): Promise<void> {
  notifySuccess((await offlineTexts())("outbox.queued_notice"));
}

/** Says a form starts from the draft the device kept. */
export async function notifyDraftRestored(savedAt: number): Promise<void> {
  notifySuccess((await offlineTexts())("outbox.draft_restored", { time: formatDateTime(savedAt) }));
}

/** Says what a send of the queue did: how many went, how many now wait for the user. */
export async function notifySent(sent: number, needDecision: number): Promise<void> {
  const t = await offlineTexts();
  if (sent > 0) notifySuccess(t("outbox.sent", { count: sent }));
  if (needDecision > 0) notifyError(t("outbox.attention", { count: needDecision }));
}

const draftId = (key: string) => `draft-${key}`;

export interface Draft<V> {
  values: V;
  savedAt: number;
}

/** Keeps a form being filled in on the device, under its key (one draft per form and record). */
export async function saveDraft(
  key: string,
  values: unknown,
  about: Pick<OutboxItem, "title" | "link">,
): Promise<void> {
  const account = getSession().user?.id;
  if (account === undefined) return;
  await save({
    ...about,
    id: draftId(key),
    account,
    createdAt: Date.now(),
    path: "",
    body: { type: "draft", values },
    ifMatch: null,
    refresh: [],
    state: "draft",
    attempts: 0,
  });
}

/** The signed-in account's draft under `key`, if the device keeps one. */
export async function readDraft<V>(key: string): Promise<Draft<V> | null> {
  const item = await (await deviceDb()).get("outbox", draftId(key));
  if (!item || item.account !== getSession().user?.id || item.body.type !== "draft") return null;
  return { values: item.body.values as V, savedAt: item.createdAt };
}

export const discardDraft = (key: string): Promise<void> => discardItem(draftId(key));
