import type { Language } from "../constants";
import type { ImportKind } from "./columns";
import { CREW_IMPORT } from "./crew.kind";
import { LINE_CHECK_IMPORT } from "./line-check.kind";
import { LINE_TRAINING_IMPORT } from "./line-training.kind";
import { SIM_SESSION_IMPORT } from "./sim-session.kind";
import { TOLDG_IMPORT } from "./toldg.kind";
import { TRAINING_FLIGHT_IMPORT } from "./training-flight.kind";
import { BASE_TRAINING_IMPORT, PROGRESS_THEORY_IMPORT, THEORY_TEST_IMPORT } from "./training-record.kinds";

/** Every importable kind, in the order an upload's sheets are checked and written (crew first). */
export const IMPORT_KIND_KEYS = [
  "crew",
  "toldg",
  "sim_session",
  "line_check",
  "line_training",
  "base_training",
  "theory_test",
  "progress_theory",
  "training_flight",
] as const;
export type ImportKindKey = (typeof IMPORT_KIND_KEYS)[number];

export const IMPORT_KINDS: Record<ImportKindKey, ImportKind> = {
  crew: CREW_IMPORT,
  toldg: TOLDG_IMPORT,
  sim_session: SIM_SESSION_IMPORT,
  line_check: LINE_CHECK_IMPORT,
  line_training: LINE_TRAINING_IMPORT,
  base_training: BASE_TRAINING_IMPORT,
  theory_test: THEORY_TEST_IMPORT,
  progress_theory: PROGRESS_THEORY_IMPORT,
  training_flight: TRAINING_FLIGHT_IMPORT,
};

/** A column's header in a language, by its key (a problem names its column by key); the key when unknown. */
export function importColumnLabel(key: string, language: Language): string {
  for (const kind of Object.values(IMPORT_KINDS)) {
    const column = kind.columns.find((c) => c.key === key);
    if (column) return column.label[language];
  }
  return key;
}

/** The kinds whose rows name PDFs: their export comes with a ZIP of the files (`import/export_files`). */
export const IMPORT_FILE_KIND_KEYS: readonly ImportKindKey[] = IMPORT_KIND_KEYS.filter((key) =>
  IMPORT_KINDS[key].columns.some((column) => column.file),
);
