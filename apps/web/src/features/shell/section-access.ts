import type { Action } from "@trms/shared";

/** Keys of shell:menu.*; also the section a route belongs to, for highlighting and page titles. */
export type Section =
  | "documents"
  | "sim"
  | "sim_schedule"
  | "sim_slot"
  | "line_check"
  | "line_training"
  | "dashboard"
  | "audit"
  | "inspectors"
  | "inspection"
  | "history_import"
  | "mail_outbox"
  | "user_management"
  | "to_ldg"
  | "pilot_management"
  | "fot"
  | "criteria_report"
  | "analytics"
  | "trends"
  | "pipeline"
  | "event_report"
  | "survey"
  | "system"
  | "training_flight"
  | "base_training"
  | "theory_test"
  | "progress_theory"
  | "profile";

/**
 * The one rule of each section: the menu shows an entry, and the layout opens the
 * section's screens, only when `can(user, rule)` holds — the same rule the server's calls behind the
 * section start from, so a menu entry never leads to a no-access page.
 */
export const SECTION_ACCESS: Record<Section, Action> = {
  documents: "training_document.view",
  sim: "sim.view",
  sim_schedule: "sim_schedule.view",
  sim_slot: "sim_slot.view",
  line_check: "line_check.view",
  line_training: "line_training.view",
  dashboard: "ledger.view",
  audit: "audit.view",
  inspectors: "inspector.manage",
  inspection: "inspector.read",
  history_import: "history_import.run",
  mail_outbox: "mail_outbox.view",
  user_management: "user.manage",
  to_ldg: "toldg.view",
  pilot_management: "pilot.list",
  fot: "fot.list",
  criteria_report: "criteria_report.view",
  analytics: "analytics.concordance",
  trends: "analytics.trends",
  pipeline: "analytics.pipeline",
  event_report: "event_report.view",
  survey: "survey.share",
  system: "system.view",
  training_flight: "area.pilot",
  base_training: "area.pilot",
  theory_test: "area.pilot",
  progress_theory: "area.pilot",
  profile: "session.any",
};
