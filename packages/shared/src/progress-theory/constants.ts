import type { ServerMessageKey } from "../api/messages";

/** The 8 text comments of a progress check (theory), each required with its own message (part1 §5). */
export const PROGRESS_THEORY_COMMENTS = [
  { key: "aircraft_limitations", required: "alert_aircraft_limitations_required" },
  { key: "aircraft_systems", required: "alert_aircraft_systems_required" },
  { key: "emergency_equipment", required: "alert_emergency_equipment_required" },
  { key: "sops", required: "alert_sops_required" },
  { key: "fom", required: "alert_fom_required" },
  { key: "airway_manuals", required: "alert_airway_manuals_required" },
  { key: "mel_cdl", required: "alert_mel_cdl_comments_required" },
  { key: "general_aviation_knowledge", required: "alert_general_aviation_knowledge_required" },
] as const satisfies readonly { key: string; required: ServerMessageKey }[];
export type ProgressTheoryCommentKey = (typeof PROGRESS_THEORY_COMMENTS)[number]["key"];

/** Overall performance 1–5, 3 by default (part1 §3, §9). */
export const PROGRESS_THEORY_DEFAULT_PERFORMANCE = 3;
/** A progress theory report passes at this overall performance or above (ADR 0060). */
export const PROGRESS_THEORY_PASS_PERFORMANCE = 3;
export const progressTheoryPassed = (overallPerformance: number) =>
  overallPerformance >= PROGRESS_THEORY_PASS_PERFORMANCE;

export const PROGRESS_THEORY_SORT_FIELDS = ["date_of_test", "instructor_name"] as const;
export type ProgressTheorySortField = (typeof PROGRESS_THEORY_SORT_FIELDS)[number];
