import type { Language } from "../constants";
import type { ImportKind } from "./columns";
import { CREW_IMPORT } from "./crew.kind";
import { TOLDG_IMPORT } from "./toldg.kind";

/** Every importable kind, in the order an upload's sheets are checked and written (crew first). */
export const IMPORT_KIND_KEYS = ["crew", "toldg"] as const;
export type ImportKindKey = (typeof IMPORT_KIND_KEYS)[number];

export const IMPORT_KINDS: Record<ImportKindKey, ImportKind> = { crew: CREW_IMPORT, toldg: TOLDG_IMPORT };

/** A column's header in a language, by its key (a problem names its column by key); the key when unknown. */
export function importColumnLabel(key: string, language: Language): string {
  for (const kind of Object.values(IMPORT_KINDS)) {
    const column = kind.columns.find((c) => c.key === key);
    if (column) return column.label[language];
  }
  return key;
}
