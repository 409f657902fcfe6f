import type { ApiErrorDetail } from "../api-error";

/** A queued write's body: JSON, or an upload's fields and files (kept as Blobs in IndexedDB). */
export type OutboxBody =
  | { type: "json"; json: unknown }
  | { type: "form"; parts: { name: string; value: string | Blob; fileName?: string }[] }
  /** A form being filled in, as the screen holds it (its files as Blobs): never sent itself. */
  | { type: "draft"; values: unknown };

/**
 * - `draft`: a form being filled in, kept as it is typed so nothing is lost; sending it makes a
 *   queued submission of it;
 * - `queued`: waits for the network, sent in order of creation;
 * - `refused`: the server answered no (its message kept): the user discards it;
 * - `conflict`: the record changed on the server since the device saw it (409, nothing written):
 *   the user discards it or sends it on the record's new version;
 * - `unknown`: the server took it but its outcome is not known (a write cut off with the database);
 *   the user checks the record, then discards it.
 */
export type OutboxState = "draft" | "queued" | "refused" | "conflict" | "unknown";

export interface OutboxItem {
  /** Also the request's Idempotency-Key: a retry of a lost reply is answered, never done twice. */
  id: string;
  account: number;
  createdAt: number;
  path: string;
  body: OutboxBody;
  /** The version of the record the change was made on, sent as If-Match; null for a new record. */
  ifMatch: number | null;
  /** The record it changes ("line_check:16"): a later change to it follows the version a send gives. */
  record?: string;
  /** What it is, in the user's words: a text of the `offline` namespace and its values. */
  title: { key: string; values: Record<string, string | number> };
  /** The address of the record or list it belongs to. */
  link: string;
  /** The query keys to ask again once it is sent. */
  refresh: readonly (readonly unknown[])[];
  state: OutboxState;
  attempts: number;
  /** The server's message and details of a refusal or conflict. */
  problem?: { message: string; details: ApiErrorDetail[] };
}

export type NewOutboxItem = Pick<
  OutboxItem,
  "path" | "body" | "ifMatch" | "record" | "title" | "link" | "refresh"
>;

export type Submitted<T> = { sent: true; data: T } | { sent: false };
