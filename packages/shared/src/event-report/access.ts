import { Permission } from "../access/roles";
import { hasPermission, type Rule, type SessionUser } from "../access/session";

/** An event report as the record-level rules read it: the pilots it names. */
export interface EventReportAccessRecord {
  pilot_ids: number[];
}

/** Who may do what to event reports; no numbered permission exists for them (ADR 0510). */
export const eventReportRules = {
  /** The admin-area list, any report by id, the export and the statistics: readers of the pilot list. */
  "event_report.view": (user: SessionUser) =>
    hasPermission(user, Permission.VIEW_PILOT_LIST, Permission.EDIT_PILOT),
  /** Create, edit and delete: role admin and holders of EDIT_PILOT. */
  "event_report.edit": (user: SessionUser) => hasPermission(user, Permission.EDIT_PILOT),
  /**
   * Reads one report: its managers, or a pilot it names (who then sees only their own line).
   * Without a record the rule allows, since any pilot may be named in one.
   */
  "event_report.read": ((user: SessionUser, report?: EventReportAccessRecord) =>
    hasPermission(user, Permission.VIEW_PILOT_LIST, Permission.EDIT_PILOT) ||
    (report
      ? user.pilot_id !== null && report.pilot_ids.includes(user.pilot_id)
      : true)) satisfies Rule<EventReportAccessRecord>,
} as const;
