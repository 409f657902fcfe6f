import { FLEETS } from "../constants";

/** Document types of part2 §3: SIM 0, LINE_CHECK 1, LINE_TRAINING 2, OTHERS 3. */
export const DocumentType = {
  SIM: 0,
  LINE_CHECK: 1,
  LINE_TRAINING: 2,
  OTHERS: 3,
} as const;
export type DocumentType = (typeof DocumentType)[keyof typeof DocumentType];
export const DOCUMENT_TYPES = Object.values(DocumentType) as DocumentType[];
export type DocumentTypeName = keyof typeof DocumentType;
export const DOCUMENT_TYPE_NAMES = Object.keys(DocumentType) as DocumentTypeName[];

/** "All" of part2 §3: a document for every fleet. The aircraft filter numbers it 0 (ALL 0, A321 1, …). */
export const ALL_FLEETS = "ALL";
/** The fleets of a training document, in the aircraft filter's order (ALL 0, A321 1, B787 2, A350 3, ATR72 4). */
export const DOCUMENT_FLEETS = [ALL_FLEETS, ...FLEETS] as const;
export type DocumentFleet = (typeof DOCUMENT_FLEETS)[number];

/** Documents default 10 per page (part2 §9). */
export const TRAINING_DOCUMENT_PAGE_SIZE = 10;
/** Name and note at most 256 characters (part2 §3, §5). */
export const TRAINING_DOCUMENT_TEXT_MAX = 256;
/** The Excel export holds at most this many rows of the filtered list. */
export const TRAINING_DOCUMENT_EXPORT_MAX_ROWS = 10_000;
