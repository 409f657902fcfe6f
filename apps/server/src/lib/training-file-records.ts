import type { TrainingFileKind } from "@trms/shared";
import { gt, inArray, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { ZodType } from "zod";

/**
 * Which of the pilot's records a reader reads: a batch after a cursor in id order (the whole-file
 * ZIP), or the ones named (the files of a timeline page).
 */
export type RecordSelection = { after: number; limit: number } | { ids: number[] };

/** The condition on a record's id for a selection. */
export const selectedIds = (id: PgColumn, selection: RecordSelection): SQL =>
  "ids" in selection ? inArray(id, selection.ids) : gt(id, selection.after);

/** The most rows a selection can hold. */
export const selectionLimit = (selection: RecordSelection) =>
  "ids" in selection ? selection.ids.length : selection.limit;

/** The pilot whose whole file is read. */
export interface TrainingFilePilot {
  id: number;
  crewCode: string;
  fullName: string;
}

/** One record of the pilot's file: its id (the cursor), its day at the airline, and its API reply. */
export interface TrainingFileRecord {
  id: number;
  day: string | null;
  reply: unknown;
}

/**
 * One kind of record in a pilot's whole file, read by the feature that owns it with the
 * mapper its calls already use, so the archive writes a record exactly as the API replies it.
 */
export interface TrainingFileRecords {
  kind: TrainingFileKind;
  /** The API reply schema of one record: the archive writes only what it describes. */
  schema: ZodType;
  /**
   * What of one audit row's changes this pilot's own file may hold, where a record also names others
   * (an event report's other pilots, ADR 1151); without it the changes are kept whole.
   */
  ownChanges?(changes: unknown, pilot: TrainingFilePilot): unknown;
  /** The pilot's records of this kind that the selection names, in id order; another pilot's are none. */
  page(pilot: TrainingFilePilot, selection: RecordSelection): Promise<TrainingFileRecord[]>;
}
