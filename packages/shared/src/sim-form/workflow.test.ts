/**
 * Every cell of the SIM form, CAAV and e-learning tables: each account kind × each state × each
 * action. The expected cells are written out below from part2 §4–§6, not computed from
 * the tables, so a changed rule fails here.
 */
import { describe, expect, it } from "vitest";
import { Permission, Role } from "../access/roles";
import type { SessionUser } from "../access/session";
import { testAccount } from "../access/test-accounts";
import { CAAV_FORM_STATUSES, SIM_FORM_STATUSES, SimPilotOrder } from "../sim/constants";
import { availableActions, findTransition, targetStates } from "../workflow/engine";
import type { WorkflowTable } from "../workflow/types";
import {
  type CaavFormAction,
  caavFormWorkflow,
  caavSubmitAction,
  ElearningStatus,
  elearningWorkflow,
  maySetDownloadedFlag,
  type SimFormAction,
  type SimFormRecord,
  simFormWorkflow,
} from "./workflow";

const staff = (...management_role: Permission[]) => testAccount({ management_role });
const persona = {
  superAdmin: testAccount({ role: Role.ADMIN, is_admin: true }),
  admin: testAccount({ role: Role.ADMIN }),
  staffUpload: staff(Permission.USER_UPLOAD_SIM),
  staffStatus: staff(Permission.CHANGE_SIM_STATUS),
  staffCaav: staff(Permission.CHANGE_CAAV_STATUS),
  staffFlag: staff(Permission.SET_SIM_FLAG),
  staffOther: staff(
    Permission.VIEW_SIM,
    Permission.CREATE_SIM,
    Permission.EDIT_SIM,
    Permission.DELETE_SIM,
    Permission.UPLOAD_SIM_PDF,
  ),
  formPilot: testAccount({ role: Role.PILOT, crew_code: "P1" }),
  otherPilot: testAccount({ role: Role.PILOT, crew_code: "P2" }),
  offPilot: testAccount({ role: Role.PILOT, crew_code: "P9" }),
  instructorAsPilot: testAccount({ role: Role.INSTRUCTOR, crew_code: "P1" }),
  simA: testAccount({ role: Role.INSTRUCTOR, crew_code: "IA" }),
  simB: testAccount({ role: Role.INSTRUCTOR, crew_code: "IB" }),
  uninvolved: testAccount({ role: Role.INSTRUCTOR, crew_code: "I9" }),
  employee: testAccount({ role: Role.EMPLOYEE, crew_code: "P1" }),
} satisfies Record<string, SessionUser>;
type Persona = keyof typeof persona;
const PERSONAS = Object.keys(persona) as Persona[];

/** The form of the first pilot P1 of a session flown with P2, instructors IA and IB. */
function form(overrides: Partial<SimFormRecord> = {}): SimFormRecord {
  const status = overrides.form_status ?? 1;
  return {
    first_pilot_crew_code: "P1",
    second_pilot_crew_code: "P2",
    sima_instructor_crew_code: "IA",
    simb_instructor_crew_code: "IB",
    pilot_order: SimPilotOrder.FIRST,
    form_status: status,
    caav_form_status: 1,
    elearning_completion: false,
    has_first_submit: status !== 1,
    has_third_submit: status === 4 || status === 5,
    ...overrides,
  };
}

const ALL_SIM = [1, 2, 3, 4, 5, 6];

type Cells = Partial<Record<Persona, Record<string, number[]>>>;

/** The office: admin roles and USER_UPLOAD_SIM upload every stage from the states the stage allows. */
const officeStages = { submit_first: [1, 2], submit_second: [2, 3, 6], submit_third: [3, 4] };
const statusChanges = { reject: [2], set_status: ALL_SIM };

/** SIM form, A ≠ B, pilots on both seats. */
const SIM_CELLS: Cells = {
  superAdmin: { ...officeStages, ...statusChanges },
  admin: { ...officeStages, ...statusChanges },
  staffUpload: officeStages,
  staffStatus: statusChanges,
  formPilot: { submit_first: [1, 2] },
  instructorAsPilot: { submit_first: [1, 2] },
  simA: { submit_second: [2, 3, 6], reject: [2] },
  simB: { submit_third: [3, 4] },
};
/**
 * The same with one instructor as SIM-A and SIM-B: no stage 2; stage 3 follows stage 1
 * (part2 §5) and also opens from Instructor A Submitted and Failed, so the form is never stuck.
 */
const sameStages = { submit_first: [1, 2], submit_third: [2, 3, 4, 6] };
const SAME_INSTRUCTOR_CELLS: Cells = {
  superAdmin: { ...sameStages, ...statusChanges },
  admin: { ...sameStages, ...statusChanges },
  staffUpload: sameStages,
  staffStatus: statusChanges,
  formPilot: { submit_first: [1, 2] },
  instructorAsPilot: { submit_first: [1, 2] },
  // IA is both instructors; the account IB is then off the session.
  simA: { submit_third: [2, 3, 4, 6], reject: [2] },
};
/** A seat still holds the placeholder 0000: nobody uploads; reject and status changes stay. */
const PLACEHOLDER_CELLS: Cells = {
  superAdmin: statusChanges,
  admin: statusChanges,
  staffStatus: statusChanges,
  simA: { reject: [2] },
};

const SIM_ACTIONS: SimFormAction[] = [
  "submit_first",
  "submit_second",
  "submit_third",
  "reject",
  "set_status",
];

/** Asserts every persona × state × action cell of a table against the expected cells. */
function assertCells<S extends number, A extends string>(
  table: WorkflowTable<S, A, SimFormRecord>,
  states: readonly S[],
  actions: readonly A[],
  record: (state: S) => SimFormRecord,
  cells: Cells,
  /** Where each action leads: one status, or those a status change lets the caller name. */
  targetsOf: (action: A) => readonly number[],
  /** Actions a persona may take on such a form in general that no state of this one opens: a conflict. */
  closedForThisForm: Partial<Record<Persona, string[]>> = {},
) {
  for (const who of PERSONAS) {
    for (const state of states) {
      const shown = availableActions(table, persona[who], record(state));
      for (const action of actions) {
        const open = cells[who]?.[action] ?? [];
        const cell = `${who} × ${state} × ${action}`;
        expect(shown.includes(action), cell).toBe(open.includes(state));
        const found = findTransition(table, persona[who], record(state), action);
        if (open.includes(state)) {
          if (!("transition" in found)) throw new Error(`${cell}: no transition`);
          expect(targetStates(found.transition), cell).toEqual(targetsOf(action));
        } else {
          const permitted = open.length > 0 || (closedForThisForm[who] ?? []).includes(action);
          expect(found, cell).toEqual({ refusal: permitted ? "conflict" : "forbidden" });
        }
      }
    }
  }
}

const simTarget = (action: SimFormAction): readonly number[] => {
  if (action === "submit_first") return [2];
  if (action === "submit_second") return [3];
  if (action === "submit_third") return [4];
  if (action === "reject") return [1];
  return SIM_FORM_STATUSES;
};

describe("SIM form table (part2 §4, §5)", () => {
  it("opens exactly the expected cells with two instructors", () => {
    assertCells(
      simFormWorkflow,
      SIM_FORM_STATUSES,
      SIM_ACTIONS,
      (s) => form({ form_status: s }),
      SIM_CELLS,
      simTarget,
    );
  });

  it("lets stage 3 follow stage 1 when SIM-A and SIM-B are one instructor, with no stage 2", () => {
    const stage2 = ["submit_second"];
    assertCells(
      simFormWorkflow,
      SIM_FORM_STATUSES,
      SIM_ACTIONS,
      (s) => form({ form_status: s, simb_instructor_crew_code: "IA" }),
      SAME_INSTRUCTOR_CELLS,
      simTarget,
      { superAdmin: stage2, admin: stage2, staffUpload: stage2, simA: stage2 },
    );
  });

  it("leaves no state where one instructor of both sessions cannot finish the form", () => {
    const one = (s: (typeof SIM_FORM_STATUSES)[number]) =>
      form({ form_status: s, simb_instructor_crew_code: "IA" });
    // Pilot Submitted → stage 3 → Instructor B Submitted, from which the office completes it.
    for (const status of [2, 3, 4, 6] as const)
      expect(findTransition(simFormWorkflow, persona.simA, one(status), "submit_third")).toHaveProperty(
        "transition.to",
        4,
      );
  });

  it("opens no upload to anybody while a seat holds the placeholder 0000", () => {
    for (const seat of ["first_pilot_crew_code", "second_pilot_crew_code"] as const) {
      assertCells(
        simFormWorkflow,
        SIM_FORM_STATUSES,
        SIM_ACTIONS,
        (s) => form({ form_status: s, [seat]: "0000" }),
        PLACEHOLDER_CELLS,
        simTarget,
      );
    }
  });

  it("applies the same rules to the second pilot's form", () => {
    const second = (s: (typeof SIM_FORM_STATUSES)[number]) =>
      form({ form_status: s, pilot_order: SimPilotOrder.SECOND });
    expect(availableActions(simFormWorkflow, persona.otherPilot, second(1))).toEqual(["submit_first"]);
    expect(availableActions(simFormWorkflow, persona.formPilot, second(1))).toEqual([]);
    expect(availableActions(simFormWorkflow, persona.instructorAsPilot, second(2))).toEqual([]);
  });

  it("does not let anybody reject a Pilot Submitted form without a first file", () => {
    for (const who of PERSONAS) {
      const record = form({ form_status: 2, has_first_submit: false });
      expect(availableActions(simFormWorkflow, persona[who], record), who).not.toContain("reject");
    }
  });

  it("asks a reason for reject, a file for an upload, neither for a status change", () => {
    const of = (action: SimFormAction) => simFormWorkflow.transitions.filter((t) => t.action === action);
    for (const t of of("reject")) expect([t.needsReason, t.needsFile]).toEqual([true, false]);
    for (const action of ["submit_first", "submit_second", "submit_third"] as const)
      for (const t of of(action)) expect([t.needsReason, t.needsFile]).toEqual([false, true]);
    for (const t of of("set_status")) expect([t.needsReason, t.needsFile]).toEqual([false, false]);
  });

  it("lets the flag holders download stage 3 and set the flag, once a third file exists", () => {
    const expected: Persona[] = ["superAdmin", "admin", "staffFlag"];
    for (const who of PERSONAS) {
      expect(maySetDownloadedFlag(persona[who], form({ form_status: 4 })), who).toBe(expected.includes(who));
      expect(maySetDownloadedFlag(persona[who], form({ form_status: 3 })), `${who} before stage 3`).toBe(
        false,
      );
    }
  });
});

const CAAV_ACTIONS: CaavFormAction[] = ["submit_caav_pilot", "submit_caav_instructor", "set_caav_status"];
const caavChanges = { set_caav_status: [1, 2, 3] };
const CAAV_CELLS: Cells = {
  superAdmin: caavChanges,
  admin: caavChanges,
  staffCaav: caavChanges,
  formPilot: { submit_caav_pilot: [1, 2] },
  instructorAsPilot: { submit_caav_pilot: [1, 2] },
  simA: { submit_caav_instructor: [2, 3] },
  simB: { submit_caav_instructor: [2, 3] },
};
const caavTarget = (action: CaavFormAction): readonly number[] => {
  if (action === "submit_caav_pilot") return [2];
  if (action === "submit_caav_instructor") return [3];
  return CAAV_FORM_STATUSES;
};

describe("CAAV form table (part2 §4, §5)", () => {
  it("opens exactly the expected cells", () => {
    assertCells(
      caavFormWorkflow,
      CAAV_FORM_STATUSES,
      CAAV_ACTIONS,
      (s) => form({ form_status: 2, caav_form_status: s }),
      CAAV_CELLS,
      caavTarget,
    );
  });

  it("opens no CAAV upload while a seat holds the placeholder 0000", () => {
    assertCells(
      caavFormWorkflow,
      CAAV_FORM_STATUSES,
      CAAV_ACTIONS,
      (s) => form({ caav_form_status: s, second_pilot_crew_code: "0000" }),
      { superAdmin: caavChanges, admin: caavChanges, staffCaav: caavChanges },
      caavTarget,
    );
  });

  it("picks the caller's stage from their place on the session", () => {
    const record = form();
    expect(caavSubmitAction(persona.formPilot, record)).toBe("submit_caav_pilot");
    expect(caavSubmitAction(persona.instructorAsPilot, record)).toBe("submit_caav_pilot");
    expect(caavSubmitAction(persona.simA, record)).toBe("submit_caav_instructor");
    expect(caavSubmitAction(persona.simB, record)).toBe("submit_caav_instructor");
    for (const who of ["admin", "otherPilot", "offPilot", "uninvolved", "staffUpload"] as const)
      expect(caavSubmitAction(persona[who], record), who).toBeNull();
  });
});

describe("e-learning table (part2 §4)", () => {
  it("lets only the form's pilot finish e-learning, and replace the certificate later", () => {
    assertCells(
      elearningWorkflow,
      [ElearningStatus.NOT_COMPLETED, ElearningStatus.COMPLETED],
      ["finish_elearning"],
      (s) => form({ elearning_completion: s === ElearningStatus.COMPLETED }),
      { formPilot: { finish_elearning: [0, 1] }, instructorAsPilot: { finish_elearning: [0, 1] } },
      () => [ElearningStatus.COMPLETED],
    );
  });
});
