import {
  type LineCheck,
  type LineCheckAnyAction,
  type LineCheckRecord,
  lineCheckActions,
  lineCheckWorkflow,
  offeredStates,
  type SessionUser,
} from "@trms/shared";
import type { WorkflowMenu } from "../../components/workflow/workflow-menu";

/** A line check as the shared tables read it (the same record the server builds). */
export const lineCheckRecordOf = (check: LineCheck): LineCheckRecord => ({
  pilot_crew_code: check.pilot_crew_code,
  instructor_crew_code: check.instructor_crew_code,
  line_check_status: check.line_check_status,
  has_second_submit: check.second_submit !== null,
  linecheck_document_completion: check.linecheck_document_completion,
});

/** What the tables let this account do to a line check now: asked, never re-encoded. */
export const lineCheckRowActions = (user: SessionUser | null, check: LineCheck): LineCheckAnyAction[] =>
  lineCheckActions(user, lineCheckRecordOf(check));

/** The statuses the Change status dialog offers this account: where the table's status change leads. */
export const lineCheckStatusesOffered = (user: SessionUser | null, check: LineCheck): readonly number[] =>
  offeredStates(lineCheckWorkflow, user, lineCheckRecordOf(check), "set_status");

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * The row menu of the line check list (part2 §2): Detail, then Change status and Confirm read
 * document when the tables offer `set_status` and `read_documents`. The uploads and the download
 * are on the form's page and in the downloaded column, not in this menu.
 */
export function lineCheckRowMenu(
  t: Translate,
  actions: readonly LineCheckAnyAction[],
  open: { detailPath: string; onChangeStatus: () => void; onConfirmRead: () => void },
): WorkflowMenu<LineCheckAnyAction> {
  return {
    actions,
    before: [{ key: "detail", label: t("actions.detail"), to: open.detailPath }],
    entries: {
      set_status: { key: "status", label: t("common:workflow.change_status"), onSelect: open.onChangeStatus },
      read_documents: { key: "confirm_read", label: t("actions.confirm_read"), onSelect: open.onConfirmRead },
    },
  };
}
