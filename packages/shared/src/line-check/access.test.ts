/** The route guards of the line check calls: each account kind × each rule, written out. */
import { describe, expect, it } from "vitest";
import { can } from "../access/can";
import { Permission, Role } from "../access/roles";
import type { SessionUser } from "../access/session";
import { testAccount } from "../access/test-accounts";

const staff = (...management_role: Permission[]) => testAccount({ management_role });
const kinds = {
  superAdmin: testAccount({ role: Role.ADMIN, is_admin: true }),
  admin: testAccount({ role: Role.ADMIN }),
  view: staff(Permission.VIEW_LINE_CHECK),
  create: staff(Permission.CREATE_LINE_CHECK),
  edit: staff(Permission.EDIT_LINE_CHECK),
  status: staff(Permission.CHANGE_LINE_CHECK_STATUS),
  remove: staff(Permission.DELETE_LINE_CHECK),
  flag: staff(Permission.SET_LINE_CHECK_FLAG),
  simStaff: staff(Permission.VIEW_SIM, Permission.CHANGE_SIM_STATUS, Permission.VIEW_LINE_TRAINING),
  pilot: testAccount({ role: Role.PILOT, crew_code: "P1" }),
  instructor: testAccount({ role: Role.INSTRUCTOR, crew_code: "I1" }),
  employee: testAccount({ role: Role.EMPLOYEE }),
} satisfies Record<string, SessionUser>;
type Kind = keyof typeof kinds;

const allowed: Record<string, Kind[]> = {
  "line_check.view": ["superAdmin", "admin", "view", "pilot", "instructor"],
  "line_check.view_all": ["superAdmin", "admin", "view"],
  "line_check.read": ["superAdmin", "admin", "view", "pilot", "instructor"],
  "line_check.create": ["superAdmin", "admin", "create", "pilot", "instructor"],
  "line_check.create_any": ["superAdmin", "admin", "create"],
  "line_check.edit": ["superAdmin", "admin", "edit", "pilot", "instructor"],
  "line_check.edit_any": ["superAdmin", "admin", "edit"],
  "line_check.set_status": ["superAdmin", "admin", "status"],
  "line_check.delete": ["superAdmin", "admin", "remove"],
  "line_check.set_downloaded_flag": ["superAdmin", "admin", "flag"],
  "line_check.submit": ["pilot", "instructor"],
  "line_check.read_documents": ["pilot", "instructor"],
  "line_check.as_instructor": ["instructor"],
};

describe("line check route guards", () => {
  for (const [action, who] of Object.entries(allowed)) {
    it(`${action}: ${who.join(", ")}`, () => {
      for (const kind of Object.keys(kinds) as Kind[]) {
        expect(can(kinds[kind], action as Parameters<typeof can>[1]), `${kind} × ${action}`).toBe(
          who.includes(kind),
        );
      }
    });
  }

  it("reads one line check only for its pilot or instructor in the pilot area", () => {
    const record = {
      pilot_crew_code: "P1",
      instructor_crew_code: "I1",
      line_check_status: 1 as const,
      has_second_submit: false,
      linecheck_document_completion: false,
    };
    expect(can(kinds.pilot, "line_check.read", record)).toBe(true);
    expect(can(kinds.instructor, "line_check.read", record)).toBe(true);
    expect(can(testAccount({ role: Role.PILOT, crew_code: "P2" }), "line_check.read", record)).toBe(false);
    expect(can(testAccount({ role: Role.INSTRUCTOR, crew_code: "I2" }), "line_check.read", record)).toBe(
      false,
    );
    expect(can(kinds.view, "line_check.read", record)).toBe(true);
    expect(can(kinds.status, "line_check.read", record)).toBe(false);
  });
});
