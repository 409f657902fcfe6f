/**
 * Every cell of the line check tables: each account kind × each state × each action. The expected
 * cells are written out from part2 §4–§6, not computed from the tables.
 */
import { describe, expect, it } from "vitest";
import { Permission, Role } from "../access/roles";
import type { SessionUser } from "../access/session";
import { testAccount } from "../access/test-accounts";
import { availableActions, findTransition, targetStates } from "../workflow/engine";
import { LINE_CHECK_STATUSES } from "./constants";
import {
  type LineCheckAction,
  type LineCheckRecord,
  lineCheckDocumentsWorkflow,
  lineCheckWorkflow,
  maySetLineCheckDownloadedFlag,
} from "./workflow";

const staff = (...management_role: Permission[]) => testAccount({ management_role });
const persona = {
  superAdmin: testAccount({ role: Role.ADMIN, is_admin: true }),
  admin: testAccount({ role: Role.ADMIN }),
  staffStatus: staff(Permission.CHANGE_LINE_CHECK_STATUS),
  staffFlag: staff(Permission.SET_LINE_CHECK_FLAG),
  staffOther: staff(
    Permission.VIEW_LINE_CHECK,
    Permission.CREATE_LINE_CHECK,
    Permission.EDIT_LINE_CHECK,
    Permission.DELETE_LINE_CHECK,
    Permission.USER_UPLOAD_SIM,
    Permission.CHANGE_SIM_STATUS,
  ),
  // A user account that happens to carry the pilot's crew code uploads nothing.
  staffWithCrewCode: testAccount({ crew_code: "P1", management_role: [Permission.VIEW_LINE_CHECK] }),
  pilot: testAccount({ role: Role.PILOT, crew_code: "P1" }),
  otherPilot: testAccount({ role: Role.PILOT, crew_code: "P2" }),
  instructorAsPilot: testAccount({ role: Role.INSTRUCTOR, crew_code: "P1" }),
  instructor: testAccount({ role: Role.INSTRUCTOR, crew_code: "I1" }),
  // A pilot account with the instructor's crew code is not an instructor.
  pilotWithInstructorCode: testAccount({ role: Role.PILOT, crew_code: "I1" }),
  otherInstructor: testAccount({ role: Role.INSTRUCTOR, crew_code: "I9" }),
  noCrewCode: testAccount({ role: Role.INSTRUCTOR, crew_code: null }),
  employee: testAccount({ role: Role.EMPLOYEE, crew_code: "P1" }),
} satisfies Record<string, SessionUser>;
type Persona = keyof typeof persona;
const PERSONAS = Object.keys(persona) as Persona[];

const check = (status: number, overrides: Partial<LineCheckRecord> = {}): LineCheckRecord => ({
  pilot_crew_code: "P1",
  instructor_crew_code: "I1",
  line_check_status: status as LineCheckRecord["line_check_status"],
  has_second_submit: status >= 3,
  linecheck_document_completion: false,
  ...overrides,
});

const ALL = [1, 2, 3, 4];
const statusChanges = { set_status: ALL };

/** The open cells: persona → action → states it is open from. Every other cell is closed. */
const CELLS: Partial<Record<Persona, Record<string, number[]>>> = {
  superAdmin: statusChanges,
  admin: statusChanges,
  staffStatus: statusChanges,
  pilot: { submit_first: [1, 2] },
  pilotWithInstructorCode: {},
  instructorAsPilot: { submit_first: [1, 2] },
  instructor: { submit_second: [2, 3] },
};

const ACTIONS: LineCheckAction[] = ["submit_first", "submit_second", "set_status"];
/** Where each action leads: a status change to whichever status the call names. */
const targets = (action: LineCheckAction) =>
  action === "submit_first" ? [2] : action === "submit_second" ? [3] : LINE_CHECK_STATUSES;

describe("line check transition table", () => {
  for (const who of PERSONAS) {
    it(`${who}: every state × action`, () => {
      for (const state of ALL) {
        const record = check(state);
        const shown = availableActions(lineCheckWorkflow, persona[who], record);
        for (const action of ACTIONS) {
          const open = CELLS[who]?.[action] ?? [];
          const cell = `${who} × ${state} × ${action}`;
          expect(shown.includes(action), cell).toBe(open.includes(state));
          const found = findTransition(lineCheckWorkflow, persona[who], record, action);
          if (open.includes(state)) {
            if (!("transition" in found)) throw new Error(`${cell}: no transition`);
            expect(targetStates(found.transition), cell).toEqual(targets(action));
          } else expect(found, cell).toEqual({ refusal: open.length > 0 ? "conflict" : "forbidden" });
        }
      }
    });
  }

  it("only the first form and status changes need nothing but their file or nothing", () => {
    for (const t of lineCheckWorkflow.transitions) {
      expect(t.needsReason).toBe(false);
      expect(t.needsFile).toBe(t.action === "submit_first" || t.action === "submit_second");
    }
  });
});

describe("reading the documents", () => {
  const DOC_CELLS: Partial<Record<Persona, number[]>> = { pilot: [0], instructorAsPilot: [0] };
  for (const who of PERSONAS) {
    it(`${who}: confirmed / not confirmed`, () => {
      for (const confirmed of [false, true]) {
        const record = check(2, { linecheck_document_completion: confirmed });
        const state = confirmed ? 1 : 0;
        const open = DOC_CELLS[who] ?? [];
        const found = findTransition(lineCheckDocumentsWorkflow, persona[who], record, "read_documents");
        if (open.includes(state))
          expect("transition" in found && targetStates(found.transition)).toEqual([1]);
        else expect(found).toEqual({ refusal: open.length > 0 ? "conflict" : "forbidden" });
      }
    });
  }
});

describe("the downloaded flag", () => {
  it("is for SET_LINE_CHECK_FLAG holders (admin and super admin always) once the second form exists", () => {
    const allowed: Persona[] = ["superAdmin", "admin", "staffFlag"];
    for (const who of PERSONAS) {
      expect(maySetLineCheckDownloadedFlag(persona[who], check(3)), who).toBe(allowed.includes(who));
      expect(maySetLineCheckDownloadedFlag(persona[who], check(2)), who).toBe(false);
    }
  });
});
