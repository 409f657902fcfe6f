import type { SessionUser } from "../access/session";
import { LINE_CHECK_STATUSES, type LineCheckStatus } from "../line-check/constants";
import { type LineCheckRecord, lineCheckDocumentsWorkflow, lineCheckWorkflow } from "../line-check/workflow";
import { LINE_TRAINING_STATUSES, type LineTrainingStatus } from "../line-training/constants";
import { lineTrainingWorkflow } from "../line-training/workflow";
import {
  CaavFormStatus,
  SIM_FORM_STATUSES,
  SIM_PLACEHOLDER_CREW_CODE,
  SimFormStatus,
  SimPilotOrder,
} from "../sim/constants";
import { elearningWorkflow, type SimFormRecord, simFormWorkflow } from "../sim-form/workflow";
import { ResultStatus, type TrainingRecordKind } from "../training-record/constants";
import { trainingRecordApprovals } from "../training-record/workflow";
import type { WorkflowTable } from "../workflow/types";

// "What waits on me" is read off the workflow tables, never written again (ADR 0710): each question
// below builds the records the caller could meet, asks the table what it offers them, and answers
// with the states (and seats) where a step moves the record on. The server turns the answer into SQL.

/** The steps a table offers this account on this record that move it to another state. */
export function movingActions<S extends number, A extends string, R>(
  table: WorkflowTable<S, A, R>,
  user: SessionUser,
  record: R,
): A[] {
  const state = table.stateOf(record);
  return table.transitions
    .filter(
      (t) =>
        !t.automatic &&
        t.from === state &&
        (typeof t.to !== "number" || t.to !== state) &&
        (t.when?.(record) ?? true) &&
        t.who(user, record),
    )
    .map((t) => t.action);
}

const ownCrewCode = (user: SessionUser) =>
  user.crew_code && user.crew_code !== SIM_PLACEHOLDER_CREW_CODE ? user.crew_code : null;

const SIM_STAGES = { submit_first: 1, submit_second: 2, submit_third: 3 } as const;

/** The upload stage a SIM form waits for from this account, or null (SIM form table). */
export function simFormWaitingStage(user: SessionUser, form: SimFormRecord): 1 | 2 | 3 | null {
  for (const action of movingActions(simFormWorkflow, user, form)) {
    if (action in SIM_STAGES) return SIM_STAGES[action as keyof typeof SIM_STAGES];
  }
  return null;
}

/** Where the caller sits on a SIM form's session, and how the session is made up. */
export interface SimFormSeats {
  /** The caller is the form's pilot. */
  pilot: boolean;
  /** The caller is the SIM-A / SIM-B instructor. */
  sima: boolean;
  simb: boolean;
  /** SIM-A and SIM-B are the same person. */
  same_instructor: boolean;
  /** A pilot seat holds the placeholder 0000. */
  placeholder: boolean;
}

/** The seats of a SIM form, and the form statuses in which an upload waits on the caller there. */
export interface SimFormWaitingCase extends SimFormSeats {
  statuses: SimFormStatus[];
}

const booleans = [false, true] as const;

/**
 * Every make-up of a session the caller can sit on, with the SIM form statuses in which the SIM
 * form table offers them an upload that moves the form on (their stage is open and not done).
 */
export function simFormWaitingCases(user: SessionUser): SimFormWaitingCase[] {
  const me = ownCrewCode(user);
  if (!me) return [];
  const cases: SimFormWaitingCase[] = [];
  for (const pilot of booleans)
    for (const sima of booleans)
      for (const simb of booleans)
        for (const same of booleans)
          for (const placeholder of booleans) {
            // The caller on one instructor seat only means two instructors; on both, one.
            if ((sima || simb) && same !== (sima && simb)) continue;
            const instructorA = sima ? me : "~A";
            const instructorB = simb ? me : same ? instructorA : "~B";
            const statuses = SIM_FORM_STATUSES.filter((status) => {
              const form: SimFormRecord = {
                first_pilot_crew_code: pilot ? me : "~P",
                second_pilot_crew_code: placeholder ? SIM_PLACEHOLDER_CREW_CODE : "~Q",
                sima_instructor_crew_code: instructorA,
                simb_instructor_crew_code: instructorB,
                pilot_order: SimPilotOrder.FIRST,
                form_status: status,
                caav_form_status: CaavFormStatus.INITIAL,
                elearning_completion: false,
                has_first_submit: status !== SimFormStatus.INITIAL,
                has_third_submit: status === SimFormStatus.INSTRUCTOR_B_SUBMITTED,
              };
              return simFormWaitingStage(user, form) !== null;
            });
            if (statuses.length > 0)
              cases.push({ pilot, sima, simb, same_instructor: same, placeholder, statuses });
          }
  return cases;
}

/**
 * The e-learning states (completed or not) in which the e-learning table moves a form on for its
 * own pilot: the caller's e-learning waits on them there.
 */
export function elearningWaitingCompletion(user: SessionUser): boolean[] {
  const me = ownCrewCode(user);
  if (!me) return [];
  return booleans.filter(
    (completed) =>
      movingActions(elearningWorkflow, user, {
        first_pilot_crew_code: me,
        second_pilot_crew_code: "~Q",
        sima_instructor_crew_code: "~A",
        simb_instructor_crew_code: "~B",
        pilot_order: SimPilotOrder.FIRST,
        form_status: SimFormStatus.INITIAL,
        caav_form_status: CaavFormStatus.INITIAL,
        elearning_completion: completed,
        has_first_submit: false,
        has_third_submit: false,
      }).length > 0,
  );
}

const LINE_CHECK_STAGES = { submit_first: 1, submit_second: 2 } as const;

/** The form a line check waits for from this account (1 the pilot's, 2 the instructor's), or null. */
export function lineCheckWaitingStage(user: SessionUser, check: LineCheckRecord): 1 | 2 | null {
  for (const action of movingActions(lineCheckWorkflow, user, check)) {
    if (action in LINE_CHECK_STAGES) return LINE_CHECK_STAGES[action as keyof typeof LINE_CHECK_STAGES];
  }
  return null;
}

/** The line check statuses in which a form waits on the caller as its pilot, and as its instructor. */
export function lineCheckWaitingStatuses(user: SessionUser): {
  pilot: LineCheckStatus[];
  instructor: LineCheckStatus[];
} {
  const me = ownCrewCode(user);
  if (!me) return { pilot: [], instructor: [] };
  const check = (seat: "pilot" | "instructor", status: LineCheckStatus): LineCheckRecord => ({
    pilot_crew_code: seat === "pilot" ? me : "~P",
    instructor_crew_code: seat === "instructor" ? me : "~I",
    line_check_status: status,
    has_second_submit: false,
    linecheck_document_completion: false,
  });
  return {
    pilot: LINE_CHECK_STATUSES.filter((s) => lineCheckWaitingStage(user, check("pilot", s)) !== null),
    instructor: LINE_CHECK_STATUSES.filter(
      (s) => lineCheckWaitingStage(user, check("instructor", s)) !== null,
    ),
  };
}

/** The reading confirmations (done or not) in which the documents table moves the caller's own line check on. */
export function lineCheckReadingWaitingCompletion(user: SessionUser): boolean[] {
  const me = ownCrewCode(user);
  if (!me) return [];
  return booleans.filter(
    (completed) =>
      movingActions(lineCheckDocumentsWorkflow, user, {
        pilot_crew_code: me,
        instructor_crew_code: "~I",
        line_check_status: 1,
        has_second_submit: false,
        linecheck_document_completion: completed,
      }).length > 0,
  );
}

/**
 * The line training statuses in which the table lets the caller, as its pilot, upload the first
 * form of a line training that has none yet. The pilot's upload leaves the status where it is (a
 * re-upload stays in Pilot Submit), so "moving on" here is the first file, which opens stage 2.
 */
export function lineTrainingWaitingStatuses(user: SessionUser): LineTrainingStatus[] {
  const me = ownCrewCode(user);
  if (!me) return [];
  return LINE_TRAINING_STATUSES.filter((status) => {
    const record = { pilot_crew_code: me, fleet: user.fleet, status, has_last_submit: false };
    const offered = lineTrainingWorkflow.transitions.some(
      (t) =>
        t.action === "submit_first" && t.from === status && (t.when?.(record) ?? true) && t.who(user, record),
    );
    return offered;
  });
}

/** The result statuses in which a training record of this kind waits on the caller's approval. */
export function approvalWaitingStatuses(user: SessionUser, kind: TrainingRecordKind): ResultStatus[] {
  if (user.pilot_id === null) return [];
  const statuses = [ResultStatus.AWAITING_APPROVAL, ResultStatus.APPROVED] as const;
  return statuses.filter((status) =>
    movingActions(trainingRecordApprovals[kind], user, {
      pilot_id: user.pilot_id as number,
      instructor_id: -1,
      status,
    }).includes("approve"),
  );
}
