import { Permission } from "../access/roles";
import { hasPermission, isInstructor, isPilotArea, type SessionUser } from "../access/session";
import { availableActions } from "../workflow/engine";
import { anyStatusTransitions } from "../workflow/set-status";
import type { Transition, WorkflowTable } from "../workflow/types";
import { LINE_TRAINING_ENTITY, LINE_TRAINING_STATUSES, LineTrainingStatus } from "./constants";

/** One line training as its rules read it (part2 §3–§5). */
export interface LineTrainingRecord {
  pilot_crew_code: string;
  /** The fleet of the pilot when the line training was created: its assessors are of this fleet. */
  fleet: string | null;
  status: LineTrainingStatus;
  /** A submission exists (the second stage needs one, part2 §5 "with a last submission"). */
  has_last_submit: boolean;
}

/** The signed-in pilot or instructor is the pilot of this line training (an instructor may train as pilot). */
export const isLineTrainingPilot = (user: SessionUser, record: Pick<LineTrainingRecord, "pilot_crew_code">) =>
  isPilotArea(user) && Boolean(user.crew_code) && user.crew_code === record.pilot_crew_code;

/**
 * The second-stage assessor (part2 §5 "a person other than the pilot"): an instructor of the
 * line training's fleet who is not its pilot. Admin and user roles never submit.
 */
export const isLineTrainingAssessor = (user: SessionUser, record: LineTrainingRecord) =>
  isInstructor(user) &&
  Boolean(user.crew_code) &&
  user.crew_code !== record.pilot_crew_code &&
  (record.fleet === null || user.fleet === record.fleet);

/** `set_status`: `line_training/set_status`, to the status the call names. */
export type LineTrainingAction = "submit_first" | "submit_second" | "set_status";
/** The action of `line_training/submit_form` for a form_order. */
export const lineTrainingSubmitAction = (order: 1 | 2): LineTrainingAction =>
  order === 1 ? "submit_first" : "submit_second";

type LineTrainingTransition = Transition<LineTrainingStatus, LineTrainingAction, LineTrainingRecord>;
const S = LineTrainingStatus;
const mayChangeStatus = (user: SessionUser) => hasPermission(user, Permission.CHANGE_LINE_TRAINING_STATUS);
const upload = (
  from: LineTrainingStatus,
  action: "submit_first" | "submit_second",
  to: LineTrainingStatus,
  who: LineTrainingTransition["who"],
  when?: LineTrainingTransition["when"],
): LineTrainingTransition => ({ from, action, to, who, when, needsReason: false, needsFile: true });

/**
 * A line training (part2 §4, §5):
 * - stage 1 by its pilot while Pilot Submit (a re-upload stays there);
 * - stage 2 by an instructor of its fleet other than the pilot, once a submission exists, from
 *   Pilot Submit or On training → On training (each further sector's form stays there);
 * - a holder of CHANGE_LINE_TRAINING_STATUS 34 (admin always) sets any status, Completed included.
 */
export const lineTrainingWorkflow: WorkflowTable<LineTrainingStatus, LineTrainingAction, LineTrainingRecord> =
  {
    entity: LINE_TRAINING_ENTITY,
    stateOf: (record) => record.status,
    transitions: [
      upload(S.PILOT_SUBMIT, "submit_first", S.PILOT_SUBMIT, isLineTrainingPilot),
      ...[S.PILOT_SUBMIT, S.ON_TRAINING].map((from) =>
        upload(
          from,
          "submit_second",
          S.ON_TRAINING,
          isLineTrainingAssessor,
          (record) => record.has_last_submit,
        ),
      ),
      ...anyStatusTransitions(LINE_TRAINING_STATUSES, "set_status", mayChangeStatus),
    ],
    conflictMessage: {
      submit_first: "line_training_stage_not_open",
      submit_second: "line_training_stage_not_open",
      set_status: "record_changed_meanwhile",
    },
  };

/** The stage this account uploads on this line training (its pilot the first, an assessor the second). */
export function lineTrainingStageOf(user: SessionUser, record: LineTrainingRecord): 1 | 2 | null {
  if (isLineTrainingPilot(user, record)) return 1;
  if (isLineTrainingAssessor(user, record)) return 2;
  return null;
}

/**
 * The actions the table offers this account on this line training now (a line training has no
 * downloaded flag): what the web asks of a list row for its menu.
 */
export function lineTrainingActions(
  user: SessionUser | null | undefined,
  record: LineTrainingRecord,
): LineTrainingAction[] {
  return availableActions(lineTrainingWorkflow, user, record);
}
