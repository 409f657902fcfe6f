/**
 * Every cell of the line training table: each account kind × each state × each action, with and
 * without a submission. The expected cells are written out from part2 §4–§6, not computed
 * from the table, so a changed rule fails here.
 */
import { describe, expect, it } from "vitest";
import { Permission, Role } from "../access/roles";
import type { SessionUser } from "../access/session";
import { testAccount } from "../access/test-accounts";
import { availableActions, findTransition, targetStates } from "../workflow/engine";
import { LINE_TRAINING_STATUSES, type LineTrainingStatus } from "./constants";
import {
  type LineTrainingAction,
  type LineTrainingRecord,
  lineTrainingStageOf,
  lineTrainingWorkflow,
} from "./workflow";

const staff = (...management_role: Permission[]) => testAccount({ management_role });
const persona = {
  superAdmin: testAccount({ role: Role.ADMIN, is_admin: true }),
  admin: testAccount({ role: Role.ADMIN }),
  staffStatus: staff(Permission.CHANGE_LINE_TRAINING_STATUS),
  staffOther: staff(
    Permission.VIEW_LINE_TRAINING,
    Permission.CREATE_LINE_TRAINING,
    Permission.EDIT_LINE_TRAINING,
    Permission.DELETE_LINE_TRAINING,
    Permission.SET_LINE_TRAINING_FLAG,
    Permission.CHANGE_SIM_STATUS,
  ),
  trainee: testAccount({ role: Role.PILOT, crew_code: "P1" }),
  instructorAsTrainee: testAccount({ role: Role.INSTRUCTOR, crew_code: "P1" }),
  otherPilot: testAccount({ role: Role.PILOT, crew_code: "P2" }),
  instructor: testAccount({ role: Role.INSTRUCTOR, crew_code: "I1" }),
  otherFleetInstructor: testAccount({ role: Role.INSTRUCTOR, crew_code: "I2", fleet: "B787" }),
  employee: testAccount({ role: Role.EMPLOYEE, crew_code: "P1" }),
} satisfies Record<string, SessionUser>;
type Persona = keyof typeof persona;
const PERSONAS = Object.keys(persona) as Persona[];

const record = (status: LineTrainingStatus, has_last_submit: boolean): LineTrainingRecord => ({
  pilot_crew_code: "P1",
  fleet: "A321",
  status,
  has_last_submit,
});

const ACTIONS: LineTrainingAction[] = ["submit_first", "submit_second", "set_status"];
const setAll = { set_status: [1, 2, 3] };
type Cells = Partial<Record<Persona, Partial<Record<LineTrainingAction, number[]>>>>;

/** With a last submission: the second stage is open to the assessors. */
const WITH_SUBMISSION: Cells = {
  superAdmin: setAll,
  admin: setAll,
  staffStatus: setAll,
  trainee: { submit_first: [1] },
  instructorAsTrainee: { submit_first: [1] },
  instructor: { submit_second: [1, 2] },
};
/** Before any submission: the same, but nobody may take the second stage yet (a conflict, not a refusal). */
const WITHOUT_SUBMISSION: Cells = { ...WITH_SUBMISSION, instructor: {} };

/** Where each action leads: a status change to whichever status the call names. */
const targets = (action: LineTrainingAction) =>
  action === "submit_first" ? [1] : action === "submit_second" ? [2] : LINE_TRAINING_STATUSES;

function assertCells(hasSubmission: boolean, cells: Cells) {
  for (const who of PERSONAS) {
    for (const state of LINE_TRAINING_STATUSES) {
      const shown = availableActions(lineTrainingWorkflow, persona[who], record(state, hasSubmission));
      for (const action of ACTIONS) {
        const open = cells[who]?.[action] ?? [];
        const cell = `${who} × ${state} × ${action} (submission: ${hasSubmission})`;
        expect(shown.includes(action), cell).toBe(open.includes(state));
        const found = findTransition(
          lineTrainingWorkflow,
          persona[who],
          record(state, hasSubmission),
          action,
        );
        if (open.includes(state)) {
          if (!("transition" in found)) throw new Error(`${cell}: no transition`);
          expect(targetStates(found.transition), cell).toEqual(targets(action));
        } else {
          // An account some transition of the action is open to (record aside) is refused with a conflict.
          const everOpen =
            (WITH_SUBMISSION[who]?.[action] ?? []).length > 0 || (cells[who]?.[action] ?? []).length > 0;
          expect(found, cell).toEqual({ refusal: everOpen ? "conflict" : "forbidden" });
        }
      }
    }
  }
}

describe("line training table (part2 §4, §5)", () => {
  it("opens exactly the expected cells once a submission exists", () => {
    assertCells(true, WITH_SUBMISSION);
  });

  it("keeps the second stage closed until the first submission exists", () => {
    assertCells(false, WITHOUT_SUBMISSION);
  });

  it("asks a file for an upload and neither reason nor file for a status change", () => {
    for (const t of lineTrainingWorkflow.transitions) {
      const upload = t.action === "submit_first" || t.action === "submit_second";
      expect([t.needsReason, t.needsFile], t.action).toEqual([false, upload]);
    }
  });

  it("picks the caller's stage from their place on the line training", () => {
    const r = record(1, true);
    expect(lineTrainingStageOf(persona.trainee, r)).toBe(1);
    expect(lineTrainingStageOf(persona.instructorAsTrainee, r)).toBe(1);
    expect(lineTrainingStageOf(persona.instructor, r)).toBe(2);
    for (const who of ["admin", "superAdmin", "otherPilot", "otherFleetInstructor", "employee"] as const)
      expect(lineTrainingStageOf(persona[who], r), who).toBeNull();
  });
});
