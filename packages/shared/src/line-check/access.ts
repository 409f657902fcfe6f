import { Permission } from "../access/roles";
import {
  hasPermission,
  isInstructor,
  isPilotArea,
  isSuperAdmin,
  type Rule,
  type SessionUser,
} from "../access/session";
import { isLineCheckInstructor, isLineCheckPilot, type LineCheckRecord } from "./workflow";

/** Sees every line check: VIEW_LINE_CHECK 21 holders (admin always). */
const viewsAll = (user: SessionUser) => hasPermission(user, Permission.VIEW_LINE_CHECK);

/**
 * Who may call each line check call at all (the route guard, before the body is read).
 * The transition tables in `workflow.ts` then decide on the line check itself.
 */
export const lineCheckRules = {
  /**
   * The line check list and its menu entry: VIEW_LINE_CHECK holders (admin always) see every line
   * check; a pilot their own; an instructor their own and those they check.
   */
  "line_check.view": (user: SessionUser) => viewsAll(user) || isPilotArea(user),
  /** Every line check, not only one's own: the admin-area list. */
  "line_check.view_all": (user: SessionUser) => viewsAll(user),
  /** One line check: VIEW_LINE_CHECK, or its pilot or instructor. A denied one reads as missing. */
  "line_check.read": ((user: SessionUser, check?: LineCheckRecord) =>
    viewsAll(user) ||
    (isPilotArea(user) &&
      (!check ||
        isLineCheckPilot(user, check) ||
        isLineCheckInstructor(user, check)))) satisfies Rule<LineCheckRecord>,
  /**
   * Create: CREATE_LINE_CHECK 22 (admin always) for any pilot; a pilot for themself; an instructor
   * for themself as pilot or for a pilot they check.
   */
  "line_check.create": (user: SessionUser) =>
    hasPermission(user, Permission.CREATE_LINE_CHECK) || isPilotArea(user),
  /** Create for any pilot and any instructor: the admin-area create form. */
  "line_check.create_any": (user: SessionUser) => hasPermission(user, Permission.CREATE_LINE_CHECK),
  /** Edit: EDIT_LINE_CHECK 23 (admin always); its creator in the pilot area while Initial. */
  "line_check.edit": (user: SessionUser) =>
    hasPermission(user, Permission.EDIT_LINE_CHECK) || isPilotArea(user),
  /** Edit any line check in any status. */
  "line_check.edit_any": (user: SessionUser) => hasPermission(user, Permission.EDIT_LINE_CHECK),
  /** Change status with a reason and a file: CHANGE_LINE_CHECK_STATUS 24 (admin always). */
  "line_check.set_status": (user: SessionUser) => hasPermission(user, Permission.CHANGE_LINE_CHECK_STATUS),
  /** Delete: DELETE_LINE_CHECK 25 (admin always). */
  "line_check.delete": (user: SessionUser) => hasPermission(user, Permission.DELETE_LINE_CHECK),
  /** The downloaded column and `set_line_check_downloaded_flag`: SET_LINE_CHECK_FLAG 26, super admin always. */
  "line_check.set_downloaded_flag": (user: SessionUser) =>
    isSuperAdmin(user) || hasPermission(user, Permission.SET_LINE_CHECK_FLAG),
  /** The form uploads: only the pilot area (the pilot, the instructor); never admin or user roles. */
  "line_check.submit": (user: SessionUser) => isPilotArea(user),
  /** Confirm reading the documents, and the prompt: the pilot area (the line check's own pilot). */
  "line_check.read_documents": (user: SessionUser) => isPilotArea(user),
  /** The pilot-area list of an instructor also shows the line checks they check. */
  "line_check.as_instructor": (user: SessionUser) => isInstructor(user),
} as const satisfies Record<string, Rule<never> | Rule<LineCheckRecord>>;
