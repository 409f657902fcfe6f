/**
 * One step of a record's workflow history as the detail views show it (who did what, when, from which
 * status to which, why, with which file and the SHA-256 the file had when it was submitted).
 */
export interface WorkflowHistoryItem {
  /** The workflow the step belongs to, e.g. `sim_form`, `sim_caav_form` or `sim_elearning`. */
  entity: string;
  action: string;
  from_status: number;
  to_status: number;
  actor_id: number | null;
  actor_name: string | null;
  reason: string | null;
  file: string | null;
  file_sha256: string | null;
  date: string;
}
