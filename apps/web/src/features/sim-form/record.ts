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

/** The menu entries for a list of allowed actions, in the order the workflow runs. */
export function menuEntries(actions: readonly (SimFormAnyAction | string)[], elearningDone: boolean) {
  const has = (action: string) => actions.includes(action);
  const entries: FormDialogKind[] = [];
  for (const order of [1, 2, 3] as const)
    if (has(["submit_first", "submit_second", "submit_third"][order - 1] as string))
      entries.push({ kind: "upload", order });
  if (has("reject")) entries.push({ kind: "reject" });
  if (has("set_status")) entries.push({ kind: "status" });
  if (has("submit_caav_pilot") || has("submit_caav_instructor")) entries.push({ kind: "caav_upload" });
  if (has("set_caav_status")) entries.push({ kind: "caav_status" });
  if (has("finish_elearning")) entries.push({ kind: "elearning" });
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
