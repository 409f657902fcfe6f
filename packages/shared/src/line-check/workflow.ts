import { Permission } from "../access/roles";
import { hasPermission, isInstructor, isPilotArea, isSuperAdmin, type SessionUser } from "../access/session";
import { availableActions } from "../workflow/engine";
import { anyStatusTransitions } from "../workflow/set-status";
import type { Transition, WorkflowTable } from "../workflow/types";
import { LINE_CHECK_STATUSES, LineCheckStatus } from "./constants";

/** A line check as its rules read it (part2 §3–§5). */
export interface LineCheckRecord {
  pilot_crew_code: string;
  instructor_crew_code: string;
  line_check_status: LineCheckStatus;
  /** The instructor's second form exists (the download and its flag need one). */
  has_second_submit: boolean;
  linecheck_document_completion: boolean;
}

const crewCode = (user: SessionUser) => (isPilotArea(user) && user.crew_code ? user.crew_code : null);

/** The signed-in pilot, or an instructor flying as pilot, is the pilot of this line check. */
export const isLineCheckPilot = (user: SessionUser, check: Pick<LineCheckRecord, "pilot_crew_code">) =>
  crewCode(user) !== null && crewCode(user) === check.pilot_crew_code;

/** The signed-in instructor is the instructor who checks this line check. */
export const isLineCheckInstructor = (
  user: SessionUser,
  check: Pick<LineCheckRecord, "instructor_crew_code">,
) => isInstructor(user) && crewCode(user) !== null && crewCode(user) === check.instructor_crew_code;

/** `set_status`: `linecheck/set_line_check_status`, to the status the call names. */
export type LineCheckAction = "submit_first" | "submit_second" | "set_status";
/** The action of `linecheck/submit_line_check_form` for a form_order. */
export const lineCheckSubmitAction = (order: 1 | 2): LineCheckAction =>
  order === 1 ? "submit_first" : "submit_second";

type LineCheckTransition = Transition<LineCheckStatus, LineCheckAction, LineCheckRecord>;
const step = (
  from: LineCheckStatus,
  action: LineCheckAction,
  to: LineCheckStatus,
  who: LineCheckTransition["who"],
): LineCheckTransition => ({ from, action, to, who, needsReason: false, needsFile: true });

const S = LineCheckStatus;
const mayChangeStatus = (user: SessionUser) => hasPermission(user, Permission.CHANGE_LINE_CHECK_STATUS);

/**
 * The line check (part2 §4, §5):
 * - the first form by the pilot (a pilot, or an instructor whose crew code is the pilot's) in
 *   Initial or Pilot Submitted → Pilot Submitted;
 * - the second form by the instructor matching `instructor_crew_code` in Pilot Submitted or
 *   Instructor Submitted → Instructor Submitted;
 * - never by the admin or user roles (they are not in the pilot area);
 * - `set_status`: a holder of CHANGE_LINE_CHECK_STATUS 24 (admin always) sets any status.
 */
export const lineCheckWorkflow: WorkflowTable<LineCheckStatus, LineCheckAction, LineCheckRecord> = {
  entity: "line_check",
  stateOf: (check) => check.line_check_status,
  transitions: [
    step(S.INITIAL, "submit_first", S.PILOT_SUBMITTED, isLineCheckPilot),
    step(S.PILOT_SUBMITTED, "submit_first", S.PILOT_SUBMITTED, isLineCheckPilot),
    step(S.PILOT_SUBMITTED, "submit_second", S.INSTRUCTOR_SUBMITTED, isLineCheckInstructor),
    step(S.INSTRUCTOR_SUBMITTED, "submit_second", S.INSTRUCTOR_SUBMITTED, isLineCheckInstructor),
    ...anyStatusTransitions(LINE_CHECK_STATUSES, "set_status", mayChangeStatus),
  ],
  conflictMessage: {
    submit_first: "line_check_stage_not_open",
    submit_second: "line_check_stage_not_open",
    set_status: "record_changed_meanwhile",
  },
};

/**
 * The downloaded flag of the second form (part2 §4, §6): holders of SET_LINE_CHECK_FLAG 26 (the
 * super admin and role admin always) download it once it exists, which sets the flag to yes.
 */
export const maySetLineCheckDownloadedFlag = (user: SessionUser, check: LineCheckRecord) =>
  check.has_second_submit && (isSuperAdmin(user) || hasPermission(user, Permission.SET_LINE_CHECK_FLAG));

/** Reading documents as a two-state machine: 0 not confirmed, 1 confirmed. */
export const LineCheckDocumentsStatus = { NOT_CONFIRMED: 0, CONFIRMED: 1 } as const;
export type LineCheckDocumentsStatus =
  (typeof LineCheckDocumentsStatus)[keyof typeof LineCheckDocumentsStatus];

/**
 * `linecheck/read_documents` (part2 §4): the pilot of the line check confirms having read the latest
 * line-check document: not confirmed → confirmed. Nobody else confirms for them (ADR 0600).
 */
export const lineCheckDocumentsWorkflow: WorkflowTable<
  LineCheckDocumentsStatus,
  "read_documents",
  LineCheckRecord
> = {
  entity: "line_check_documents",
  stateOf: (check) =>
    check.linecheck_document_completion
      ? LineCheckDocumentsStatus.CONFIRMED
      : LineCheckDocumentsStatus.NOT_CONFIRMED,
  transitions: [
    {
      from: LineCheckDocumentsStatus.NOT_CONFIRMED,
      action: "read_documents",
      to: LineCheckDocumentsStatus.CONFIRMED,
      who: isLineCheckPilot,
      needsReason: false,
      needsFile: false,
    },
  ],
  conflictMessage: { read_documents: "line_check_documents_already_read" },
};

// ---- Everything one account may do to one line check ----

/** An action on a line check: a step of its two tables, or the download that sets the flag. */
export type LineCheckAnyAction = LineCheckAction | "read_documents" | "set_downloaded_flag";

/**
 * The actions the tables offer this account on this line check now, in one list: the `actions` of
 * `linecheck/get_line_check_by_id`, and what the web asks of a list row for its buttons and menu.
 */
export function lineCheckActions(
  user: SessionUser | null | undefined,
  check: LineCheckRecord,
): LineCheckAnyAction[] {
  if (!user) return [];
  return [
    ...availableActions(lineCheckWorkflow, user, check),
    ...availableActions(lineCheckDocumentsWorkflow, user, check),
    ...(maySetLineCheckDownloadedFlag(user, check) ? (["set_downloaded_flag"] as const) : []),
  ];
}
