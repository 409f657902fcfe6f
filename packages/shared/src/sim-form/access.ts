import { Permission } from "../access/roles";
import {
  hasPermission,
  isInstructor,
  isPilotArea,
  isSuperAdmin,
  type Rule,
  type SessionUser,
} from "../access/session";
import { isOfficeUploader } from "./workflow";

/**
 * Who may call each SIM form call at all (the route guard, before the body is read). The
 * transition tables in `workflow.ts` then decide on the form itself.
 */
export const simFormRules = {
  /** `sim/submit_form`: the crew (pilots and instructors on a session) and the office uploaders. */
  "sim_form.submit": (user: SessionUser) => isPilotArea(user) || isOfficeUploader(user),
  /** `sim/reject_form`: instructors (the SIM-A of the form) and holders of CHANGE_SIM_STATUS. */
  "sim_form.reject": (user: SessionUser) =>
    isInstructor(user) || hasPermission(user, Permission.CHANGE_SIM_STATUS),
  /** `sim/set_status`: CHANGE_SIM_STATUS 14 (admin always). */
  "sim_form.set_status": (user: SessionUser) => hasPermission(user, Permission.CHANGE_SIM_STATUS),
  /** The downloaded-flag column and `sim/set_downloaded_flag`: SET_SIM_FLAG 16, the super admin always. */
  "sim_form.set_downloaded_flag": (user: SessionUser) =>
    isSuperAdmin(user) || hasPermission(user, Permission.SET_SIM_FLAG),
  /** `sim/submit_caav_form`: only people on the session, so pilots and instructors. */
  "sim_form.submit_caav": (user: SessionUser) => isPilotArea(user),
  /** `sim/set_caav_status`: CHANGE_CAAV_STATUS 18 (admin always). */
  "sim_form.set_caav_status": (user: SessionUser) => hasPermission(user, Permission.CHANGE_CAAV_STATUS),
  /** `sim/get_elearning_clue`: whoever may see SIM forms (VIEW_SIM, or the crew of the session). */
  "sim_form.view": (user: SessionUser) => hasPermission(user, Permission.VIEW_SIM) || isPilotArea(user),
  /** `sim/finish_elearning`: the form's pilot (a pilot, or an instructor flying as pilot). */
  "sim_form.finish_elearning": (user: SessionUser) => isPilotArea(user),
} as const satisfies Record<string, Rule<never>>;
