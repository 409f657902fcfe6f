import { Permission } from "../access/roles";
import { hasPermission, isInstructor, isPilotArea, isSuperAdmin, type SessionUser } from "../access/session";
import type { SimAccessRecord } from "../sim/access";
import {
  CAAV_FORM_STATUSES,
  CaavFormStatus,
  SIM_FORM_STATUSES,
  SIM_PLACEHOLDER_CREW_CODE,
  SimFormStatus,
  SimPilotOrder,
} from "../sim/constants";
import { availableActions } from "../workflow/engine";
import { anyStatusTransitions } from "../workflow/set-status";
import type { Transition, WorkflowTable } from "../workflow/types";

/**
 * One pilot's SIM form as the form rules read it (part2 §3–§5): the session's four crew codes, whose
 * form it is, and where its three workflows stand.
 */
export interface SimFormRecord extends SimAccessRecord {
  pilot_order: SimPilotOrder;
  form_status: SimFormStatus;
  caav_form_status: CaavFormStatus;
  elearning_completion: boolean;
  /** A stage-1 file exists (reject needs one, part2 §5). */
  has_first_submit: boolean;
  /** A stage-3 file exists (the download and its flag need one). */
  has_third_submit: boolean;
}

/** The crew code of the pilot whose form this is. */
export const formPilotCrewCode = (form: SimFormRecord) =>
  form.pilot_order === SimPilotOrder.FIRST ? form.first_pilot_crew_code : form.second_pilot_crew_code;

/** A seat of the session still holds the reserved placeholder 0000 (part1 §9): nobody uploads. */
export const hasPlaceholderPilot = (form: SimFormRecord) =>
  form.first_pilot_crew_code === SIM_PLACEHOLDER_CREW_CODE ||
  form.second_pilot_crew_code === SIM_PLACEHOLDER_CREW_CODE;

const crewCode = (user: SessionUser) =>
  user.crew_code && user.crew_code !== SIM_PLACEHOLDER_CREW_CODE ? user.crew_code : null;

/** The signed-in pilot or instructor is the pilot of this form (an instructor may fly as pilot). */
export const isFormPilot = (user: SessionUser, form: SimFormRecord) =>
  isPilotArea(user) && crewCode(user) !== null && crewCode(user) === formPilotCrewCode(form);

/** The SIM-A (or SIM-B) instructor of the session, signed in as an instructor. */
const isSimA = (user: SessionUser, form: SimFormRecord) =>
  isInstructor(user) && crewCode(user) !== null && crewCode(user) === form.sima_instructor_crew_code;
const isSimB = (user: SessionUser, form: SimFormRecord) =>
  isInstructor(user) && crewCode(user) !== null && crewCode(user) === form.simb_instructor_crew_code;

/**
 * The training office uploading on someone's behalf (ADR 0430): role admin always, role user with
 * USER_UPLOAD_SIM 19 (part2 §5 "Admin may always. A user role needs the upload-SIM permission").
 */
export const isOfficeUploader = (user: SessionUser) => hasPermission(user, Permission.USER_UPLOAD_SIM);

/** The SIM-A and SIM-B instructor are the same person: stage 3 follows stage 1, no stage 2. */
export const sameInstructor = (form: SimFormRecord) =>
  form.sima_instructor_crew_code === form.simb_instructor_crew_code;
const twoInstructors = (form: SimFormRecord) => !sameInstructor(form);

/** The stage whose upload carries the SIM-A instructor's pass/fail assessment. */
export const assessmentStage = (form: SimFormRecord): 2 | 3 => (sameInstructor(form) ? 3 : 2);

const mayUploadStage = (stage: 1 | 2 | 3) => (user: SessionUser, form: SimFormRecord) => {
  if (hasPlaceholderPilot(form)) return false;
  if (isOfficeUploader(user)) return true;
  if (stage === 1) return isFormPilot(user, form);
  if (stage === 2) return isSimA(user, form);
  return isSimB(user, form);
};

// ---- The SIM form (three stages, reject, status change) ----

/** `set_status`: `sim/set_status`, to the status the call names. */
export type SimFormAction = "submit_first" | "submit_second" | "submit_third" | "reject" | "set_status";
/** The action of `sim/submit_form` for a form_order. */
export const submitAction = (order: 1 | 2 | 3): SimFormAction =>
  order === 1 ? "submit_first" : order === 2 ? "submit_second" : "submit_third";

type SimFormTransition = Transition<SimFormStatus, SimFormAction, SimFormRecord>;
const step = (
  from: SimFormStatus,
  action: SimFormAction,
  to: SimFormStatus,
  who: SimFormTransition["who"],
  extra: Partial<SimFormTransition> = {},
): SimFormTransition => ({ from, action, to, who, needsReason: false, needsFile: true, ...extra });

const S = SimFormStatus;
const stage1 = mayUploadStage(1);
const stage2 = mayUploadStage(2);
const stage3 = mayUploadStage(3);

/**
 * Who may reject a pilot's stage-1 upload (part2 §5): not the pilot themself; the SIM-A
 * instructor or a holder of CHANGE_SIM_STATUS (admin always). The table's step also needs the first
 * file to exist.
 */
const mayReject = (user: SessionUser, form: SimFormRecord) =>
  !isFormPilot(user, form) && (isSimA(user, form) || hasPermission(user, Permission.CHANGE_SIM_STATUS));

/**
 * The SIM form of one pilot of a session (part2 §4, §5):
 * - stage 1 by the pilot (or the office) in Initial or Pilot Submitted → Pilot Submitted;
 * - stage 2 by the SIM-A instructor in Pilot Submitted, Instructor A Submitted or Failed →
 *   Instructor A Submitted (its pass/fail assessment is a column beside the status);
 * - stage 3 by the SIM-B instructor → Instructor B Submitted: when A and B are one person from
 *   Pilot Submitted or Instructor B Submitted, otherwise from Instructor A Submitted or B Submitted;
 * - when A and B are one person there is no separate stage 2 (ADR 0900): that
 *   instructor's one report is stage 3, with the assessment, so the form can always be finished
 *   by them: stage 3 also opens from Instructor A Submitted (a form left there by an earlier stage 2
 *   or a status change) and from Failed (the re-check that stage 2 is for A ≠ B);
 * - reject: a stage-1 upload in Pilot Submitted goes back to Initial, with a reason;
 * - `set_status`: a holder of CHANGE_SIM_STATUS sets any status (Completed among them).
 * Nobody uploads while a pilot seat holds the placeholder 0000.
 */
export const simFormWorkflow: WorkflowTable<SimFormStatus, SimFormAction, SimFormRecord> = {
  entity: "sim_form",
  stateOf: (form) => form.form_status,
  transitions: [
    step(S.INITIAL, "submit_first", S.PILOT_SUBMITTED, stage1),
    step(S.PILOT_SUBMITTED, "submit_first", S.PILOT_SUBMITTED, stage1),
    step(S.PILOT_SUBMITTED, "submit_second", S.INSTRUCTOR_A_SUBMITTED, stage2, { when: twoInstructors }),
    step(S.INSTRUCTOR_A_SUBMITTED, "submit_second", S.INSTRUCTOR_A_SUBMITTED, stage2, {
      when: twoInstructors,
    }),
    step(S.FAILED, "submit_second", S.INSTRUCTOR_A_SUBMITTED, stage2, { when: twoInstructors }),
    step(S.PILOT_SUBMITTED, "submit_third", S.INSTRUCTOR_B_SUBMITTED, stage3, { when: sameInstructor }),
    step(S.INSTRUCTOR_A_SUBMITTED, "submit_third", S.INSTRUCTOR_B_SUBMITTED, stage3),
    step(S.FAILED, "submit_third", S.INSTRUCTOR_B_SUBMITTED, stage3, { when: sameInstructor }),
    step(S.INSTRUCTOR_B_SUBMITTED, "submit_third", S.INSTRUCTOR_B_SUBMITTED, stage3),
    step(S.PILOT_SUBMITTED, "reject", S.INITIAL, mayReject, {
      when: (form) => form.has_first_submit,
      needsReason: true,
      needsFile: false,
    }),
    ...anyStatusTransitions(SIM_FORM_STATUSES, "set_status", (user) =>
      hasPermission(user, Permission.CHANGE_SIM_STATUS),
    ),
  ],
  conflictMessage: {
    submit_first: "sim_form_stage_not_open",
    submit_second: "sim_form_stage_not_open",
    submit_third: "sim_form_stage_not_open",
    reject: "sim_form_not_rejectable",
    set_status: "record_changed_meanwhile",
  },
};

/**
 * The downloaded flag of a form's third file (part2 §4, §6): holders of SET_SIM_FLAG 16 (the super
 * admin and role admin always) download it once stage 3 exists, which sets the flag to yes.
 */
export const maySetDownloadedFlag = (user: SessionUser, form: SimFormRecord) =>
  form.has_third_submit && (isSuperAdmin(user) || hasPermission(user, Permission.SET_SIM_FLAG));

// ---- The CAAV form ----

/** `set_caav_status`: `sim/set_caav_status`, to the status the call names. */
export type CaavFormAction = "submit_caav_pilot" | "submit_caav_instructor" | "set_caav_status";

type CaavTransition = Transition<CaavFormStatus, CaavFormAction, SimFormRecord>;
const caavStep = (
  from: CaavFormStatus,
  action: CaavFormAction,
  to: CaavFormStatus,
  who: CaavTransition["who"],
): CaavTransition => ({ from, action, to, who, needsReason: false, needsFile: true });

const C = CaavFormStatus;
/** Only the people on the session upload the CAAV form (part2 §5); never with a placeholder seat. */
const caavPilot = (user: SessionUser, form: SimFormRecord) =>
  !hasPlaceholderPilot(form) && isFormPilot(user, form);
const caavInstructor = (user: SessionUser, form: SimFormRecord) =>
  !hasPlaceholderPilot(form) && (isSimA(user, form) || isSimB(user, form));

/**
 * The CAAV form of one pilot (part2 §4): the pilot uploads in Initial or Pilot Submitted → Pilot
 * Submitted; either session instructor in Pilot Submitted or Instructor Submitted → Instructor
 * Submitted; a holder of CHANGE_CAAV_STATUS 18 (admin always) sets any status.
 */
export const caavFormWorkflow: WorkflowTable<CaavFormStatus, CaavFormAction, SimFormRecord> = {
  entity: "sim_caav_form",
  stateOf: (form) => form.caav_form_status,
  transitions: [
    caavStep(C.INITIAL, "submit_caav_pilot", C.PILOT_SUBMITTED, caavPilot),
    caavStep(C.PILOT_SUBMITTED, "submit_caav_pilot", C.PILOT_SUBMITTED, caavPilot),
    caavStep(C.PILOT_SUBMITTED, "submit_caav_instructor", C.INSTRUCTOR_SUBMITTED, caavInstructor),
    caavStep(C.INSTRUCTOR_SUBMITTED, "submit_caav_instructor", C.INSTRUCTOR_SUBMITTED, caavInstructor),
    ...anyStatusTransitions(CAAV_FORM_STATUSES, "set_caav_status", (user) =>
      hasPermission(user, Permission.CHANGE_CAAV_STATUS),
    ),
  ],
  conflictMessage: {
    submit_caav_pilot: "sim_form_stage_not_open",
    submit_caav_instructor: "sim_form_stage_not_open",
    set_caav_status: "record_changed_meanwhile",
  },
};

/**
 * `sim/submit_caav_form` names no stage: the caller's place on the session decides it — the form's
 * pilot submits as pilot, a session instructor as instructor. Null when neither.
 */
export function caavSubmitAction(user: SessionUser, form: SimFormRecord): CaavFormAction | null {
  if (isFormPilot(user, form)) return "submit_caav_pilot";
  if (isSimA(user, form) || isSimB(user, form)) return "submit_caav_instructor";
  return null;
}

// ---- E-learning ----

/** E-learning of one pilot's SIM as a two-state machine: 0 not completed, 1 completed. */
export const ElearningStatus = { NOT_COMPLETED: 0, COMPLETED: 1 } as const;
export type ElearningStatus = (typeof ElearningStatus)[keyof typeof ElearningStatus];
export type ElearningAction = "finish_elearning";

/**
 * The pilot of the form finishes e-learning with a certificate (part2 §4): not completed →
 * completed; a later upload replaces the certificate and keeps the earlier one in the history.
 */
export const elearningWorkflow: WorkflowTable<ElearningStatus, ElearningAction, SimFormRecord> = {
  entity: "sim_elearning",
  stateOf: (form) => (form.elearning_completion ? ElearningStatus.COMPLETED : ElearningStatus.NOT_COMPLETED),
  transitions: [ElearningStatus.NOT_COMPLETED, ElearningStatus.COMPLETED].map((from) => ({
    from,
    action: "finish_elearning" as const,
    to: ElearningStatus.COMPLETED,
    who: (user: SessionUser, form: SimFormRecord) => isFormPilot(user, form),
    needsReason: false,
    needsFile: true,
  })),
  conflictMessage: { finish_elearning: "record_changed_meanwhile" },
};

// ---- Everything one account may do to one form ----

/** An action on a form: a step of its three tables, or the download that sets the flag. */
export type SimFormAnyAction = SimFormAction | CaavFormAction | ElearningAction | "set_downloaded_flag";

/**
 * The actions the tables offer this account on this form now, in one list: the `actions` of
 * `sim/get_form_history`, and what the SIM list's per-form menu asks of a list row.
 */
export function simFormActions(
  user: SessionUser | null | undefined,
  form: SimFormRecord,
): SimFormAnyAction[] {
  if (!user) return [];
  return [
    ...availableActions(simFormWorkflow, user, form),
    ...availableActions(caavFormWorkflow, user, form),
    ...availableActions(elearningWorkflow, user, form),
    ...(maySetDownloadedFlag(user, form) ? (["set_downloaded_flag"] as const) : []),
  ];
}
