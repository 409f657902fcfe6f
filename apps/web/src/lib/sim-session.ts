import {
  isAdminArea,
  type SessionUser,
  SimFormStatus,
  type SimPilotForm,
  type SimSession,
} from "@trms/shared";

/*
 * What the SIM session screens and the SIM form screens both use: the screens' paths, the
 * red mark of part2 §4 and the key every SIM query sits under (one session's query is in
 * sim-session-query.ts, apart, so this stays free of the API client).
 */

export type SimArea = "admin" | "pilot";

/** The SIM screens of part2 §2 in each area (the pilot area's paths are ours, named by purpose). */
export function simPaths(area: SimArea) {
  const root = area === "admin" ? "/admin/sim" : "/pilot/sim";
  return {
    list: area === "admin" ? root : `${root}/list`,
    create: `${root}/create`,
    createFromFile: `${root}/create-from-file`,
    detail: (id: number) => `${root}/detail/${id}`,
  };
}

export function simAreaOf(user: SessionUser | null): SimArea {
  return isAdminArea(user) ? "admin" : "pilot";
}

/** A route's :id, or null when it is not a positive whole number. */
export function readSimId(value: string | undefined): number | null {
  return value && /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : null;
}

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

/** Every SIM query sits under this key, so a change to a form refreshes the sessions that show it. */
export const SIM_QUERY_KEY = ["sims"] as const;

export const simSessionKey = (id: number) => [...SIM_QUERY_KEY, "detail", id] as const;
