import { describe, expect, it } from "vitest";
import { ALL_FLEETS } from "../training-document/constants";
import { can } from "./can";
import {
  type EventReportFacts,
  type LineCheckFacts,
  type LineTrainingFacts,
  mayReach,
  type PilotFacts,
  RECORD_ACCESS,
  type RecordAction,
  type RecordFacts,
  type RecordKind,
  type SimFacts,
  type TrainingDocumentFacts,
  type TrendsFacts,
  type UserFacts,
} from "./records";
import { Permission, Role } from "./roles";
import type { SessionUser } from "./session";
import { testAccount } from "./test-accounts";

/** One account of every kind the record rules tell apart, all of fleet A321. */
const accounts = {
  superAdmin: testAccount({ id: 1, role: Role.ADMIN, is_admin: true }),
  admin: testAccount({ id: 2, role: Role.ADMIN }),
  staff: testAccount({ id: 3, management_role: [Permission.VIEW_PILOT_LIST, Permission.EDIT_PILOT] }),
  simStaff: testAccount({
    id: 4,
    management_role: [Permission.VIEW_SIM, Permission.VIEW_TRAINING_DOCUMENT],
  }),
  bareUser: testAccount({ id: 5 }),
  instructor: testAccount({ id: 6, role: Role.INSTRUCTOR, pilot_id: 20, crew_code: "I20" }),
  pilot: testAccount({ id: 7, role: Role.PILOT, pilot_id: 10, crew_code: "P10" }),
  employee: testAccount({ id: 8, role: Role.EMPLOYEE }),
  inspector: testAccount({ id: 9, role: Role.INSPECTOR, fleet: null }),
  docEditor: testAccount({ id: 10, management_role: [Permission.EDIT_TRAINING_DOCUMENT] }),
} satisfies Record<string, SessionUser>;
type AccountName = keyof typeof accounts;

/**
 * Four records of each kind, as seen by one account: "own" names the account (its pilot, its seat,
 * itself), "fleet" names another pilot of its fleet A321, "other" a pilot of fleet B787, and
 * "instructs" names the account as the instructor of a B787 pilot (for the kinds without an
 * instructor: see each builder).
 */
const CASES = ["own", "fleet", "other", "instructs"] as const;
type Case = (typeof CASES)[number];
type Builder<F> = (a: SessionUser) => Record<Case, F>;

const code = (a: SessionUser) => a.crew_code ?? "NONE";

const pilotFacts: Builder<PilotFacts> = (a) => ({
  own: { pilot_id: a.pilot_id ?? 0, user_id: a.id, fleet: a.fleet },
  fleet: { pilot_id: 99, user_id: 99, fleet: "A321" },
  other: { pilot_id: 98, user_id: 98, fleet: "B787" },
  instructs: { pilot_id: 98, user_id: 98, fleet: "B787" },
});
const sim = (first: string, sima: string, fleets: (string | null)[]): SimFacts => ({
  first_pilot_crew_code: first,
  second_pilot_crew_code: "X97",
  sima_instructor_crew_code: sima,
  simb_instructor_crew_code: "I78",
  pilot_fleets: fleets,
});
const simFacts: Builder<SimFacts> = (a) => ({
  own: sim(code(a), "I77", [a.fleet]),
  fleet: sim("X99", "I77", ["A321"]),
  other: sim("X98", "I77", ["B787"]),
  instructs: sim("X98", code(a), ["B787"]),
});
const lineCheckFacts: Builder<LineCheckFacts> = (a) => ({
  own: { pilot_crew_code: code(a), instructor_crew_code: "I77", pilot_fleets: [a.fleet] },
  fleet: { pilot_crew_code: "X99", instructor_crew_code: "I77", pilot_fleets: ["A321"] },
  other: { pilot_crew_code: "X98", instructor_crew_code: "I77", pilot_fleets: ["B787"] },
  instructs: { pilot_crew_code: "X98", instructor_crew_code: code(a), pilot_fleets: ["B787"] },
});
/** "instructs": a line training of the account's fleet whose pilot has since moved to B787. */
const lineTrainingFacts: Builder<LineTrainingFacts> = (a) => ({
  own: { pilot_crew_code: code(a), fleet: a.fleet, pilot_fleets: [a.fleet] },
  fleet: { pilot_crew_code: "X99", fleet: "A321", pilot_fleets: ["A321"] },
  other: { pilot_crew_code: "X98", fleet: "B787", pilot_fleets: ["B787"] },
  instructs: { pilot_crew_code: "X98", fleet: a.fleet, pilot_fleets: ["B787"] },
});
/** Documents: of All not yet started, of A321 not yet started, of B787 started, of A321 started. */
const documentFacts: Builder<TrainingDocumentFacts> = () => ({
  own: { fleet: ALL_FLEETS, started: false },
  fleet: { fleet: "A321", started: false },
  other: { fleet: "B787", started: true },
  instructs: { fleet: "A321", started: true },
});
/**
 * Reports: naming the account (of no fleet, its pilots of B787), of fleet A321, of B787, and of
 * B787 naming a pilot of A321.
 */
const eventReportFacts: Builder<EventReportFacts> = (a) => ({
  own: { fleet: null, pilot_ids: [a.pilot_id ?? 0], pilot_fleets: ["B787"] },
  fleet: { fleet: "A321", pilot_ids: [99], pilot_fleets: ["B787"] },
  other: { fleet: "B787", pilot_ids: [98], pilot_fleets: ["B787"] },
  instructs: { fleet: "B787", pilot_ids: [97], pilot_fleets: ["A321"] },
});
/** Trends: the account's own, a pilot of A321, one of B787, and one of B787 the account graded. */
const trendsFacts: Builder<TrendsFacts> = (a) => ({
  own: { pilot_id: a.pilot_id ?? 0, fleet: a.fleet, graded_by: [] },
  fleet: { pilot_id: 99, fleet: "A321", graded_by: [97] },
  other: { pilot_id: 98, fleet: "B787", graded_by: [] },
  instructs: { pilot_id: 98, fleet: "B787", graded_by: [97, a.pilot_id ?? -1] },
});
/** Accounts: itself, a role-user account of A321, one of B787, and a pilot's account of A321. */
const userFacts: Builder<UserFacts> = (a) => ({
  own: { id: a.id, role: a.role, fleet: a.fleet },
  fleet: { id: 99, role: Role.USER, fleet: "A321" },
  other: { id: 98, role: Role.USER, fleet: "B787" },
  instructs: { id: 97, role: Role.PILOT, fleet: "A321" },
});

const BUILDERS: { [K in RecordKind]: Builder<RecordFacts<K>> } = {
  pilot: pilotFacts,
  training_flight: pilotFacts,
  base_training: pilotFacts,
  theory_test: pilotFacts,
  progress_theory: pilotFacts,
  training_file: pilotFacts,
  sim: simFacts,
  sim_form: simFacts,
  line_check: lineCheckFacts,
  line_training: lineTrainingFacts,
  training_document: documentFacts,
  event_report: eventReportFacts,
  pilot_trends: trendsFacts,
  user: userFacts,
};

/** Per account, Y or N for the cases own, fleet, other, instructs. */
type Expected = Record<AccountName, string>;

const pilotRead: Expected = {
  superAdmin: "YYYY",
  admin: "YYNN",
  staff: "YYNN",
  simStaff: "YNNN",
  bareUser: "YNNN",
  instructor: "YYNN",
  pilot: "YNNN",
  employee: "YNNN",
  inspector: "NNNN",
  docEditor: "YNNN",
};
const staffOfFleet = (instructor: string, pilot: string): Expected => ({
  superAdmin: "YYYY",
  admin: "YYNN",
  staff: "YYNN",
  simStaff: "YYNN",
  bareUser: "YYNN",
  instructor,
  pilot,
  employee: "NNNN",
  inspector: "NNNN",
  docEditor: "YYNN",
});
/**
 * A staged form's files: the admin within the fleet scope, and who else is named (staff without a
 * right over the form's files, the employee and the inspector never).
 */
const formFiles = (named: Partial<Expected>): Expected => ({
  superAdmin: "YYYY",
  admin: "YYNN",
  staff: "NNNN",
  simStaff: "NNNN",
  bareUser: "NNNN",
  instructor: "NNNN",
  pilot: "NNNN",
  employee: "NNNN",
  inspector: "NNNN",
  docEditor: "NNNN",
  ...named,
});
const documents = (docEditor: string): Expected => ({
  superAdmin: "YYYY",
  admin: "YYNY",
  staff: "NNNN",
  simStaff: "YYNY",
  bareUser: "NNNN",
  instructor: "YYNY",
  pilot: "YYNY",
  employee: "NNNN",
  inspector: "NNNN",
  docEditor,
});

const EXPECTED: { [K in RecordKind]: Record<RecordAction<K>, Expected> } = {
  pilot: { read: pilotRead },
  training_flight: { read: pilotRead },
  base_training: { read: pilotRead },
  theory_test: { read: pilotRead },
  progress_theory: { read: pilotRead },
  training_file: {
    read: {
      superAdmin: "YYYY",
      admin: "YYNN",
      staff: "YYNN",
      simStaff: "NNNN",
      bareUser: "NNNN",
      instructor: "YNNN",
      pilot: "YNNN",
      employee: "NNNN",
      inspector: "YYYY",
      docEditor: "NNNN",
    },
  },
  sim: {
    read: {
      superAdmin: "YYYY",
      admin: "YYNN",
      staff: "NNNN",
      simStaff: "YYNN",
      bareUser: "NNNN",
      instructor: "YNNY",
      pilot: "YNNY",
      employee: "NNNN",
      inspector: "NNNN",
      docEditor: "NNNN",
    },
    edit: staffOfFleet("NNNN", "NNNN"),
    delete: staffOfFleet("NNNN", "NNNN"),
  },
  sim_form: {
    read: staffOfFleet("YNNY", "YNNY"),
    open_file: formFiles({ simStaff: "YYNN", instructor: "YNNY", pilot: "YNNY" }),
  },
  line_check: {
    read: staffOfFleet("YNNY", "YNNN"),
    delete: staffOfFleet("NNNN", "NNNN"),
    open_file: formFiles({ instructor: "YNNY", pilot: "YNNN" }),
  },
  line_training: {
    read: staffOfFleet("YYNY", "YNNN"),
    open_file: formFiles({ instructor: "YYNY", pilot: "YNNN" }),
  },
  training_document: {
    read: documents("NNNN"),
    edit: documents("YYNY"),
    delete: documents("NNNN"),
    open_file: {
      superAdmin: "YYYY",
      admin: "YYNY",
      staff: "NNNY",
      simStaff: "YYNY",
      bareUser: "NNNY",
      instructor: "YYNY",
      pilot: "YYNY",
      employee: "NNNY",
      inspector: "NNNN",
      docEditor: "NNNY",
    },
  },
  event_report: {
    read: {
      superAdmin: "YYYY",
      admin: "NYNY",
      staff: "NYNY",
      simStaff: "NNNN",
      bareUser: "NNNN",
      instructor: "YNNN",
      pilot: "YNNN",
      employee: "NNNN",
      inspector: "NNNN",
      docEditor: "NNNN",
    },
  },
  pilot_trends: {
    read: {
      superAdmin: "YYYY",
      admin: "YYNN",
      staff: "NNNN",
      simStaff: "NNNN",
      bareUser: "NNNN",
      instructor: "YNNY",
      pilot: "YNNN",
      employee: "NNNN",
      inspector: "NNNN",
      docEditor: "NNNN",
    },
  },
  user: {
    read: {
      superAdmin: "YYYN",
      admin: "YYNN",
      staff: "YNNN",
      simStaff: "YNNN",
      bareUser: "YNNN",
      instructor: "YNNN",
      pilot: "YNNN",
      employee: "YNNN",
      inspector: "NNNN",
      docEditor: "YNNN",
    },
  },
};

const kinds = Object.keys(RECORD_ACCESS) as RecordKind[];
const reach = <K extends RecordKind>(account: SessionUser, kind: K, action: RecordAction<K>) =>
  CASES.map((c) => (mayReach(account, kind, action, BUILDERS[kind](account)[c] as never) ? "Y" : "N")).join(
    "",
  );

describe("the record access table", () => {
  it("has an expectation for every kind and every action of it", () => {
    expect(Object.keys(EXPECTED).sort()).toEqual([...kinds].sort());
    for (const kind of kinds)
      expect(Object.keys(EXPECTED[kind]).sort()).toEqual(Object.keys(RECORD_ACCESS[kind]).sort());
  });

  for (const kind of kinds) {
    for (const action of Object.keys(RECORD_ACCESS[kind]) as RecordAction<typeof kind>[]) {
      describe(`${kind}.${action}`, () => {
        it.each(Object.keys(accounts) as AccountName[])("%s", (name) => {
          const expected = (EXPECTED[kind] as Record<string, Expected>)[action]?.[name];
          expect(reach(accounts[name], kind, action)).toBe(expected);
        });
      });
    }
  }

  it("lets nobody without an account reach anything", () => {
    for (const kind of kinds)
      for (const action of Object.keys(RECORD_ACCESS[kind]) as RecordAction<typeof kind>[])
        expect(mayReach(null, kind, action, BUILDERS[kind](accounts.superAdmin).own as never)).toBe(false);
  });

  it("lets an account without a fleet reach no staff record but its own (ADR 0942)", () => {
    const fleetless = testAccount({ id: 3, role: Role.ADMIN, fleet: null });
    expect(reach(fleetless, "pilot", "read")).toBe("YNNN");
    expect(reach(fleetless, "line_check", "read")).toBe("NNNN");
    expect(mayReach(fleetless, "sim", "edit", sim("X1", "I1", [null]))).toBe(false);
  });

  it("lets a holder of VIEW_ANALYTICS reach the trends of its fleet's pilots only", () => {
    const analyst = testAccount({ id: 11, management_role: [Permission.VIEW_ANALYTICS] });
    expect(reach(analyst, "pilot_trends", "read")).toBe("YYNN");
  });

  it("reaches a staff record when any one of its pilots is of the fleet scope", () => {
    expect(mayReach(accounts.admin, "sim", "read", sim("X1", "I1", ["B787", "A321"]))).toBe(true);
    expect(mayReach(accounts.admin, "sim", "read", sim("X1", "I1", []))).toBe(false);
    expect(mayReach(accounts.superAdmin, "sim", "read", sim("X1", "I1", []))).toBe(true);
  });
});

/** The table agrees with the action rules that already read a record, for every account and case. */
describe("the table and the record rules of can()", () => {
  const each = (fn: (name: AccountName, account: SessionUser, c: Case) => void) => {
    for (const name of Object.keys(accounts) as AccountName[])
      for (const c of CASES) fn(name, accounts[name], c);
  };

  it("pilot.read is pilot.view", () =>
    each((_, a, c) => {
      const f = pilotFacts(a)[c];
      expect(mayReach(a, "pilot", "read", f)).toBe(
        can(a, "pilot.view", { id: f.pilot_id, user_id: f.user_id, fleet: f.fleet }),
      );
    }));

  it("training_file.read is training_file.view (the inspector's grant is the route guard's)", () =>
    each((_, a, c) => {
      const f = pilotFacts(a)[c];
      expect(mayReach(a, "training_file", "read", f)).toBe(
        can(a, "training_file.view", { id: f.pilot_id, fleet: f.fleet }),
      );
    }));

  it("sim.read is sim.read within the fleet scope", () =>
    each((_, a, c) => {
      const f = simFacts(a)[c];
      const staffInFleet = a.role === Role.ADMIN && a.is_admin ? true : f.pilot_fleets.includes(a.fleet);
      const adminArea = a.role === Role.ADMIN || a.role === Role.USER;
      expect(mayReach(a, "sim", "read", f)).toBe(can(a, "sim.read", f) && (!adminArea || staffInFleet));
    }));

  it("training_document.read, edit and delete are the document's rules", () =>
    each((_, a, c) => {
      const f = documentFacts(a)[c];
      const view = can(a, "training_document.view", f);
      expect(mayReach(a, "training_document", "read", f)).toBe(view);
      expect(mayReach(a, "training_document", "edit", f)).toBe(view || can(a, "training_document.edit", f));
      expect(mayReach(a, "training_document", "delete", f)).toBe(
        view || can(a, "training_document.delete", f),
      );
    }));

  it("user.read is user.view", () =>
    each((_, a, c) => {
      const f = userFacts(a)[c];
      expect(mayReach(a, "user", "read", f)).toBe(can(a, "user.view", f));
    }));
});
