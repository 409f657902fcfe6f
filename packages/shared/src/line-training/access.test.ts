/** The route guards of the line training calls: each account kind × each rule, written out. */
import { describe, expect, it } from "vitest";
import { can } from "../access/can";
import { Permission, Role } from "../access/roles";
import type { SessionUser } from "../access/session";
import { testAccount } from "../access/test-accounts";
import { mayReadLineTraining } from "./access";

const staff = (...management_role: Permission[]) => testAccount({ management_role });
const kinds = {
  superAdmin: testAccount({ role: Role.ADMIN, is_admin: true }),
  admin: testAccount({ role: Role.ADMIN }),
  view: staff(Permission.VIEW_LINE_TRAINING),
  create: staff(Permission.CREATE_LINE_TRAINING),
  status: staff(Permission.CHANGE_LINE_TRAINING_STATUS),
  unused: staff(
    Permission.EDIT_LINE_TRAINING,
    Permission.DELETE_LINE_TRAINING,
    Permission.SET_LINE_TRAINING_FLAG,
  ),
  bare: staff(),
  pilot: testAccount({ role: Role.PILOT, crew_code: "P1" }),
  instructor: testAccount({ role: Role.INSTRUCTOR, crew_code: "I1" }),
  employee: testAccount({ role: Role.EMPLOYEE }),
} satisfies Record<string, SessionUser>;
type Kind = keyof typeof kinds;

const allowed: Record<string, Kind[]> = {
  "line_training.view": ["superAdmin", "admin", "view", "pilot", "instructor"],
  "line_training.create": ["superAdmin", "admin", "create", "pilot", "instructor"],
  "line_training.submit": ["pilot", "instructor"],
  "line_training.set_status": ["superAdmin", "admin", "status"],
  "line_training.clean_up": ["superAdmin"],
};

describe("line training route guards", () => {
  for (const [action, who] of Object.entries(allowed)) {
    it(`${action}: ${who.join(", ")}`, () => {
      for (const kind of Object.keys(kinds) as Kind[]) {
        expect(can(kinds[kind], action as Parameters<typeof can>[1]), `${kind} × ${action}`).toBe(
          who.includes(kind),
        );
      }
    });
  }

  it("lets a pilot read their own, an instructor their fleet's, VIEW holders every line training", () => {
    const own = { pilot_crew_code: "P1", fleet: "A321" };
    const other = { pilot_crew_code: "P2", fleet: "A321" };
    const otherFleet = { pilot_crew_code: "P3", fleet: "B787" };
    const expected: Record<Kind, [boolean, boolean, boolean]> = {
      superAdmin: [true, true, true],
      admin: [true, true, true],
      view: [true, true, true],
      create: [false, false, false],
      status: [false, false, false],
      unused: [false, false, false],
      bare: [false, false, false],
      pilot: [true, false, false],
      instructor: [true, true, false],
      employee: [false, false, false],
    };
    for (const kind of Object.keys(kinds) as Kind[])
      expect(
        [own, other, otherFleet].map((r) => mayReadLineTraining(kinds[kind], r)),
        kind,
      ).toEqual(expected[kind]);
  });
});
