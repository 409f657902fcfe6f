import type { TrainingFileKind } from "@trms/shared";
import type { ZodType } from "zod";

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
 * One kind of record in a pilot's whole file (ADR 1150), read by the feature that owns it with the
 * mapper its calls already use, so the archive writes a record exactly as the API replies it.
 */
export interface TrainingFileRecords {
  kind: TrainingFileKind;
  /** The API reply schema of one record: the archive writes only what it describes. */
  schema: ZodType;
  /** The pilot's records of this kind in id order after the cursor, at most `limit`, read a batch at a time. */
  page(pilot: TrainingFilePilot, afterId: number, limit: number): Promise<TrainingFileRecord[]>;
}
