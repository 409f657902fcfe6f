import { z } from "zod";
import { RECORD_CHANGED_DETAIL } from "../constants";

/**
 * The request header a write names the version of the record it was made on with (ADR 1600): the
 * write applies only if the record is still at that version, else 409 with `RECORD_CHANGED_DETAIL`.
 */
export const IF_MATCH_HEADER = "If-Match";

/** A record's version as its replies carry it: 1 when made, one more on every change. */
export const recordVersionSchema = z.number().int().min(1).meta({
  description: "The record's version: 1 when made, one more on every change; send it back as If-Match",
});

/** The largest version a record's integer column holds. */
const VERSION_MAX = 2_147_483_647;
/** `3`, `"3"` or `W/"3"`: one version, bare or as an entity tag (a weak one read the same). */
const IF_MATCH_PATTERN = /^(?:([1-9]\d{0,9})|(?:W\/)?"([1-9]\d{0,9})")$/;

/** The version an `If-Match` value names, or null when it is not one version. */
export function parseIfMatch(value: string): number | null {
  const match = IF_MATCH_PATTERN.exec(value.trim());
  if (!match) return null;
  const version = Number(match[1] ?? match[2]);
  return version <= VERSION_MAX ? version : null;
}

/** The `If-Match` value a client sends for the version it saw. */
export const ifMatchOf = (version: number) => `"${version}"`;

/** The details of a refused write after the record changed meanwhile, by path. */
export const RECORD_CHANGED_PATHS = {
  version: "version",
  status: "status",
  changedBy: "changed_by",
  changedAt: "changed_at",
  action: "action",
} as const;

/** What changed on a record since the version a refused write named. */
export interface RecordChanged {
  /** The record's version now. */
  version: number;
  /** Its status now (the number of its status enum). */
  status: number;
  /** The latest change: who made it (full name), when (ISO 8601) and its action; null if unknown. */
  changedBy: string | null;
  changedAt: string | null;
  action: string | null;
}

/** The record's change a failure reports, when it is the 409 of a record changed meanwhile; else null. */
export function recordChangedOf(failure: {
  code?: string;
  details?: { path: string; message: string }[];
}): RecordChanged | null {
  const details = failure.details ?? [];
  if (failure.code !== "CONFLICT" || !details.some((detail) => detail.path === RECORD_CHANGED_DETAIL))
    return null;
  const at = (path: string) => details.find((detail) => detail.path === path)?.message ?? null;
  return {
    version: Number(at(RECORD_CHANGED_PATHS.version)),
    status: Number(at(RECORD_CHANGED_PATHS.status)),
    changedBy: at(RECORD_CHANGED_PATHS.changedBy),
    changedAt: at(RECORD_CHANGED_PATHS.changedAt),
    action: at(RECORD_CHANGED_PATHS.action),
  };
}
