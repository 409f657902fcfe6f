import { Permission } from "../access/roles";
import { hasPermission, isPilotArea, type SessionUser } from "../access/session";

/** Who may open the criteria report (part1 §2). */
export const criteriaReportRules = {
  /**
   * A pilot (their own), an instructor (the pilots of their fleet), and admin-area accounts with the
   * pilot-list permission (within their fleet scope). Which pilot is decided by the pilot's own rule.
   */
  "criteria_report.view": (user: SessionUser) =>
    isPilotArea(user) || hasPermission(user, Permission.VIEW_PILOT_LIST, Permission.EDIT_PILOT),
} as const;
