/** The route guards of the SIM form calls: each account kind × each rule, written out. */
import { describe, expect, it } from "vitest";
import { can } from "../access/can";
import { Permission, Role } from "../access/roles";
import type { SessionUser } from "../access/session";
import { testAccount } from "../access/test-accounts";

const staff = (...management_role: Permission[]) => testAccount({ management_role });
const kinds = {
  superAdmin: testAccount({ role: Role.ADMIN, is_admin: true }),
  admin: testAccount({ role: Role.ADMIN }),
  upload: staff(Permission.USER_UPLOAD_SIM),
  status: staff(Permission.CHANGE_SIM_STATUS),
  flag: staff(Permission.SET_SIM_FLAG),
  caav: staff(Permission.CHANGE_CAAV_STATUS),
  view: staff(Permission.VIEW_SIM),
  pdf: staff(Permission.UPLOAD_SIM_PDF),
  bare: staff(),
  pilot: testAccount({ role: Role.PILOT, crew_code: "P1" }),
  instructor: testAccount({ role: Role.INSTRUCTOR, crew_code: "I1" }),
  employee: testAccount({ role: Role.EMPLOYEE }),
} satisfies Record<string, SessionUser>;
type Kind = keyof typeof kinds;

const allowed: Record<string, Kind[]> = {
  "sim_form.submit": ["superAdmin", "admin", "upload", "pilot", "instructor"],
  "sim_form.reject": ["superAdmin", "admin", "status", "instructor"],
  "sim_form.set_status": ["superAdmin", "admin", "status"],
  "sim_form.set_downloaded_flag": ["superAdmin", "admin", "flag"],
  "sim_form.submit_caav": ["pilot", "instructor"],
  "sim_form.set_caav_status": ["superAdmin", "admin", "caav"],
  "sim_form.view": ["superAdmin", "admin", "view", "pilot", "instructor"],
  "sim_form.finish_elearning": ["pilot", "instructor"],
};

describe("SIM form route guards", () => {
  for (const [action, who] of Object.entries(allowed)) {
    it(`${action}: ${who.join(", ")}`, () => {
      for (const kind of Object.keys(kinds) as Kind[]) {
        expect(can(kinds[kind], action as Parameters<typeof can>[1]), `${kind} × ${action}`).toBe(
          who.includes(kind),
        );
      }
    });
  }
});
