import { z } from "zod";
import { dateTimeText } from "../api/replies";

/**
 * The tamper-evident history: every row of these tables is sealed with
 * a hash over its own content and the previous row's hash of the same record.
 */
export const HISTORY_TABLES = ["audit_log", "workflow_history"] as const;
export type HistoryTable = (typeof HISTORY_TABLES)[number];

/**
 * What the verification found wrong, one kind per break:
 * - `changed`: the row's content no longer matches its seal (edited after it was written);
 * - `missing_rows`: rows of the record's chain are gone before this one (deleted);
 * - `reordered`: the row stands before a row that was written before it (ids or order moved);
 * - `unsealed`: a row without a seal (written around the product, with its triggers off);
 * - `tail_missing`: the chain's last rows are gone (its head names a later row);
 * - `chain_missing`: every row of a record's chain is gone;
 * - `head_changed`: the chain's head does not match its last row;
 * - `anchor_changed`: a daily anchor's seal or its link to the anchor before it is broken;
 * - `anchor_rows`: the rows an anchor covered are no longer all there (a whole chain deleted);
 * - `anchor_digest`: the chains' last rows at the latest anchor no longer match it;
 * - `purge_unrecorded`: seals kept of purged rows that no retention purge's audit row names
 *   (written around the product to hide a deleted chain).
 */
export const HISTORY_BREAK_PROBLEMS = [
  "changed",
  "missing_rows",
  "reordered",
  "unsealed",
  "tail_missing",
  "chain_missing",
  "head_changed",
  "anchor_changed",
  "anchor_rows",
  "anchor_digest",
  "purge_unrecorded",
] as const;
export type HistoryBreakProblem = (typeof HISTORY_BREAK_PROBLEMS)[number];

/** The most breaks one verification lists; `breaks_total` counts them all. */
export const HISTORY_BREAKS_LISTED = 500;

/** `audit/verify_history` takes nothing: it checks every chain and anchor. */
export const verifyHistorySchema = z.strictObject({});
export type VerifyHistoryInput = z.infer<typeof verifyHistorySchema>;

/** One break of the history: where (table, record, row) and what. */
export const historyBreakSchema = z.object({
  history: z.enum([...HISTORY_TABLES, "history_anchors"]),
  /** The record kind and id whose chain broke; null for an anchor. */
  entity: z.string().nullable(),
  entity_id: z.string().nullable(),
  /** The row (its id) where the break shows; null when the row itself is gone. */
  row_id: z.number().nullable(),
  /** The row's place in its record's chain (1 for the first row). */
  seq: z.number().nullable(),
  problem: z.enum(HISTORY_BREAK_PROBLEMS),
  /** What the check expected there and what it found (a place in the chain, a count), if any. */
  expected: z.string().nullable(),
  found: z.string().nullable(),
});
export type HistoryBreak = z.infer<typeof historyBreakSchema>;

/** `audit/verify_history`: what was checked and every break found (the first 500 listed). */
export const historyVerificationSchema = z.object({
  verified_at: dateTimeText,
  duration_ms: z.number(),
  /** History rows checked, in both tables. */
  rows: z.number(),
  /** Records' chains checked. */
  chains: z.number(),
  /** Daily anchors checked. */
  anchors: z.number(),
  /** The newest anchor: when it was taken and its hash (hex), to compare with a copy kept elsewhere. */
  latest_anchor: z.object({ at: dateTimeText, hash: z.string() }).nullable(),
  breaks: z.array(historyBreakSchema),
  breaks_total: z.number(),
});
export type HistoryVerification = z.infer<typeof historyVerificationSchema>;

export const verifyHistoryReplySchema = z.object({ verification: historyVerificationSchema });
export type VerifyHistoryReply = z.infer<typeof verifyHistoryReplySchema>;
