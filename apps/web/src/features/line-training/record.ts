import {
  type LineTraining,
  type LineTrainingAction,
  type LineTrainingRecord,
  lineTrainingActions,
  lineTrainingWorkflow,
  offeredStates,
  type SessionUser,
} from "@trms/shared";
import type { WorkflowMenu } from "../../components/workflow/workflow-menu";

/** A list row as the shared table reads it (the same record the server builds). */
export const lineTrainingRecordOf = (row: LineTraining): LineTrainingRecord => ({
  pilot_crew_code: row.pilot_crew_code,
  fleet: row.fleet,
  status: row.status,
  has_last_submit: row.last_submit !== null,
});

/** What the table lets this account do to a line training now: asked, never re-encoded. */
export const lineTrainingRowActions = (user: SessionUser | null, row: LineTraining): LineTrainingAction[] =>
  lineTrainingActions(user, lineTrainingRecordOf(row));

/** The stage this account may upload now on this row, or null: the upload the table offers. */
export function uploadStage(user: SessionUser | null, row: LineTraining): 1 | 2 | null {
  const actions = lineTrainingRowActions(user, row);
  if (actions.includes("submit_first")) return 1;
  if (actions.includes("submit_second")) return 2;
  return null;
}

/** The statuses the Change status dialog offers this account: where the table's status change leads. */
export const lineTrainingStatusesOffered = (user: SessionUser | null, row: LineTraining): readonly number[] =>
  offeredStates(lineTrainingWorkflow, user, lineTrainingRecordOf(row), "set_status");

/** What a row's menu opens on the list page. */
export type LineTrainingRowAction = "submissions" | "upload" | "status" | "clean_up";

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * The row menu of the line training list (part2 §2): Submission list; the upload the table offers
 * (the pilot's form, or an assessor's instructor form); Change status when it offers `set_status`;
 * Clean up for whom may clean up (the super admin: no workflow step).
 */
export function lineTrainingRowMenu(
  t: Translate,
  actions: readonly LineTrainingAction[],
  mayCleanUp: boolean,
  open: (action: LineTrainingRowAction) => void,
): WorkflowMenu<LineTrainingAction> {
  return {
    actions,
    before: [{ key: "submissions", label: t("actions.submissions"), onSelect: () => open("submissions") }],
    entries: {
      submit_first: { key: "upload", label: t("actions.upload_pilot"), onSelect: () => open("upload") },
      submit_second: { key: "upload", label: t("actions.upload_instructor"), onSelect: () => open("upload") },
      set_status: { key: "status", label: t("actions.change_status"), onSelect: () => open("status") },
    },
    after: mayCleanUp
      ? [{ key: "clean_up", label: t("actions.clean_up"), danger: true, onSelect: () => open("clean_up") }]
      : [],
  };
}
