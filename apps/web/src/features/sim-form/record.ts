import {
  caavFormWorkflow,
  offeredStates,
  type SessionUser,
  type SimFormAnyAction,
  type SimFormRecord,
  type SimPilotForm,
  SimPilotOrder,
  type SimSession,
  simFormActions,
  simFormWorkflow,
} from "@trms/shared";
import { type WorkflowEntries, workflowEntries } from "../../components/workflow/workflow-menu";

/** The form of one seat of a session. */
export const formOf = (session: SimSession, order: SimPilotOrder): SimPilotForm =>
  order === SimPilotOrder.FIRST ? session.first_pilot : session.second_pilot;

/** A list row's form as the shared tables read it (the same record the server builds). */
export function simFormRecordOf(session: SimSession, order: SimPilotOrder): SimFormRecord {
  const form = formOf(session, order);
  return {
    first_pilot_crew_code: session.first_pilot.pilot_crew_code,
    second_pilot_crew_code: session.second_pilot.pilot_crew_code,
    sima_instructor_crew_code: session.sima_instructor_crew_code,
    simb_instructor_crew_code: session.simb_instructor_crew_code,
    pilot_order: order,
    form_status: form.form_status,
    caav_form_status: form.caav_form_status,
    elearning_completion: form.elearning_completion,
    has_first_submit: form.first_submit !== null,
    has_third_submit: form.third_submit !== null,
  };
}

/** What the tables let this account do to a list row's form: asked, never re-encoded. */
export const rowFormActions = (user: SessionUser | null, session: SimSession, order: SimPilotOrder) =>
  simFormActions(user, simFormRecordOf(session, order));

/** The menu's entries, grouped: each a dialog (or the download) the action list opens. */
export type FormDialogKind =
  | { kind: "upload"; order: 1 | 2 | 3 }
  | { kind: "caav_upload" }
  | { kind: "reject" }
  | { kind: "status" }
  | { kind: "caav_status" }
  | { kind: "elearning" }
  | { kind: "certificate" }
  | { kind: "history" };

/** The CAAV upload: one entry whichever of the pilot or the instructor uploads. */
const CAAV_UPLOAD: FormDialogKind = { kind: "caav_upload" };

/**
 * The dialog each workflow action opens, in the order the workflow runs: the order of the row menu
 * and of the form page's buttons. Actions missing here (the download) have their own place.
 */
export const FORM_DIALOG_OF: WorkflowEntries<SimFormAnyAction, FormDialogKind> = {
  submit_first: { kind: "upload", order: 1 },
  submit_second: { kind: "upload", order: 2 },
  submit_third: { kind: "upload", order: 3 },
  reject: { kind: "reject" },
  set_status: { kind: "status" },
  submit_caav_pilot: CAAV_UPLOAD,
  submit_caav_instructor: CAAV_UPLOAD,
  set_caav_status: { kind: "caav_status" },
  finish_elearning: { kind: "elearning" },
};

/** Names a dialog entry once in a menu. */
export const dialogKey = (entry: FormDialogKind) =>
  entry.kind === "upload" ? `upload-${entry.order}` : entry.kind;

/** The menu entries for a list of allowed actions, in the order the workflow runs. */
export function menuEntries(actions: readonly (SimFormAnyAction | string)[], elearningDone: boolean) {
  const entries = workflowEntries(actions, FORM_DIALOG_OF, dialogKey);
  if (elearningDone) entries.push({ kind: "certificate" });
  return entries;
}

/**
 * The statuses a Change status dialog offers this account for a form (SIM or CAAV status): where the
 * table's status change leads from the form's state, asked of the table, none when it is not open.
 */
export const statusesOffered = (
  user: SessionUser | null,
  session: SimSession,
  order: SimPilotOrder,
  action: "set_status" | "set_caav_status",
): readonly number[] =>
  action === "set_status"
    ? offeredStates(simFormWorkflow, user, simFormRecordOf(session, order), action)
    : offeredStates(caavFormWorkflow, user, simFormRecordOf(session, order), action);
