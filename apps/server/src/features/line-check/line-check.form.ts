import {
  LINE_CHECK_RESET_HISTORY_ACTIONS,
  type LineCheckAction,
  type LineCheckRecord,
  type LineCheckStatus,
  lineCheckWorkflow,
} from "@trms/shared";
import { lineChecks } from "../../db/tables/line-check.table";
import type { StagedForm } from "../../lib/staged-form";

/** The line check as a staged form (ADR 0996): two forms, status changes, the second form's download. */
export const lineCheckForm: StagedForm<LineCheckStatus, LineCheckAction, LineCheckRecord, typeof lineChecks> =
  {
    workflow: lineCheckWorkflow,
    table: lineChecks,
    setStatusAction: "set_status",
    resetActions: LINE_CHECK_RESET_HISTORY_ACTIONS,
    downloadedField: "downloadedFlag",
  };
