import { SimFormStatus, type SimPilotForm, type SimSession } from "@trms/shared";

/** A pilot's form shown red (part2 §4): Failed, or reset at least once and not Completed. */
export function isSimFormMarked(form: Pick<SimPilotForm, "form_status" | "reset_status">): boolean {
  return (
    form.form_status === SimFormStatus.FAILED ||
    (form.reset_status.length > 0 && form.form_status !== SimFormStatus.COMPLETED)
  );
}

/** A session row is red when either pilot's form is. */
export function isSimSessionMarked(session: Pick<SimSession, "first_pilot" | "second_pilot">): boolean {
  return isSimFormMarked(session.first_pilot) || isSimFormMarked(session.second_pilot);
}
