import { Permission } from "../access/roles";
import { hasPermission, isPilotArea, isSuperAdmin, type Rule, type SessionUser } from "../access/session";
import { SIM_PLACEHOLDER_CREW_CODE } from "./constants";

/** A SIM session as the record-level rules read it: the crew codes of the four people on it. */
export interface SimAccessRecord {
  first_pilot_crew_code: string;
  second_pilot_crew_code: string;
  sima_instructor_crew_code: string;
  simb_instructor_crew_code: string;
}

/** The caller flies in the session (as first or second pilot). */
export function isSimPilot(user: Pick<SessionUser, "crew_code">, sim: SimAccessRecord): boolean {
  const code = user.crew_code;
  if (!code || code === SIM_PLACEHOLDER_CREW_CODE) return false;
  return sim.first_pilot_crew_code === code || sim.second_pilot_crew_code === code;
}

/** The caller is the SIM-A or SIM-B instructor of the session. */
export function isSimInstructor(user: Pick<SessionUser, "crew_code">, sim: SimAccessRecord): boolean {
  const code = user.crew_code;
  if (!code || code === SIM_PLACEHOLDER_CREW_CODE) return false;
  return sim.sima_instructor_crew_code === code || sim.simb_instructor_crew_code === code;
}

/** Sees every SIM session: VIEW_SIM holders (admin always). */
const viewsAll = (user: SessionUser) => hasPermission(user, Permission.VIEW_SIM);

/** Who may do what to SIM sessions (part2 §6, permissions 11–15). */
export const simRules = {
  /**
   * The SIM list and its menu entry: holders of VIEW_SIM (admin always) see every session; a pilot or
   * instructor sees the sessions they are on.
   */
  "sim.view": (user: SessionUser) => viewsAll(user) || isPilotArea(user),
  /** One session: VIEW_SIM, or a pilot or instructor on it. A denied session reads as missing. */
  "sim.read": ((user: SessionUser, sim?: SimAccessRecord) =>
    viewsAll(user) ||
    (isPilotArea(user) &&
      (!sim || isSimPilot(user, sim) || isSimInstructor(user, sim)))) satisfies Rule<SimAccessRecord>,
  /** Every session, not only one's own: the admin-area SIM list. */
  "sim.view_all": (user: SessionUser) => viewsAll(user),
  /** Create one session, a monthly list or an Excel import (CREATE_SIM 12; admin always). */
  "sim.create": (user: SessionUser) => hasPermission(user, Permission.CREATE_SIM),
  /** Edit a session (EDIT_SIM 13; admin always). */
  "sim.edit": (user: SessionUser) => hasPermission(user, Permission.EDIT_SIM),
  /** Delete a session (DELETE_SIM 15; the super admin always, part2 §6). */
  "sim.delete": (user: SessionUser) => isSuperAdmin(user) || hasPermission(user, Permission.DELETE_SIM),
  /** The conflict warning while creating or editing. */
  "sim.check_conflicts": (user: SessionUser) =>
    hasPermission(user, Permission.CREATE_SIM) || hasPermission(user, Permission.EDIT_SIM),
  /** One's own SIM sessions as a calendar: every pilot and instructor. */
  "sim.calendar": (user: SessionUser) => isPilotArea(user) && Boolean(user.crew_code),
} as const satisfies Record<string, Rule<never> | Rule<SimAccessRecord>>;
