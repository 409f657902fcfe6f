import { describe, expect, it } from "vitest";
import { can } from "../access/can";
import { Permission, Role } from "../access/roles";
import { testAccount } from "../access/test-accounts";
import type { SimAccessRecord } from "./access";

const session: SimAccessRecord = {
  first_pilot_crew_code: "P1",
  second_pilot_crew_code: "P2",
  sima_instructor_crew_code: "IA",
  simb_instructor_crew_code: "IB",
};
const staff = (...management_role: Permission[]) => testAccount({ management_role });
const pilot = (crew_code: string) => testAccount({ role: Role.PILOT, crew_code });
const instructor = (crew_code: string) => testAccount({ role: Role.INSTRUCTOR, crew_code });

describe("SIM session rules", () => {
  it("lets admin do everything and the super admin delete", () => {
    const admin = testAccount({ role: Role.ADMIN });
    for (const action of ["sim.view", "sim.view_all", "sim.create", "sim.edit", "sim.delete"] as const)
      expect(can(admin, action), action).toBe(true);
    expect(can(admin, "sim.read", session)).toBe(true);
    expect(can(testAccount({ role: Role.ADMIN, is_admin: true }), "sim.delete")).toBe(true);
  });

  it("gives staff exactly the SIM permission they hold", () => {
    const cases = [
      ["sim.view_all", Permission.VIEW_SIM],
      ["sim.create", Permission.CREATE_SIM],
      ["sim.edit", Permission.EDIT_SIM],
      ["sim.delete", Permission.DELETE_SIM],
    ] as const;
    for (const [action, permission] of cases) {
      expect(can(staff(permission), action), action).toBe(true);
      const others = cases.filter(([, p]) => p !== permission).map(([, p]) => p);
      expect(can(staff(...others), action), `${action} without ${permission}`).toBe(false);
    }
    expect(can(staff(Permission.VIEW_SIM), "sim.read", session)).toBe(true);
    expect(can(staff(Permission.CREATE_SIM), "sim.read", session)).toBe(false);
    expect(can(staff(), "sim.view")).toBe(false);
    expect(can(staff(Permission.CREATE_SIM), "sim.check_conflicts")).toBe(true);
    expect(can(staff(Permission.EDIT_SIM), "sim.check_conflicts")).toBe(true);
    expect(can(staff(Permission.VIEW_SIM), "sim.check_conflicts")).toBe(false);
  });

  it("lets a pilot or instructor read only the sessions they are on", () => {
    for (const user of [pilot("P1"), pilot("P2"), instructor("IA"), instructor("IB"), instructor("P1")])
      expect(can(user, "sim.read", session), user.crew_code ?? "").toBe(true);
    for (const user of [pilot("P9"), instructor("I9"), pilot("0000")])
      expect(can(user, "sim.read", session), user.crew_code ?? "").toBe(false);
    for (const user of [pilot("P1"), instructor("IA")]) {
      expect(can(user, "sim.view")).toBe(true);
      expect(can(user, "sim.view_all")).toBe(false);
      expect(can(user, "sim.create")).toBe(false);
      expect(can(user, "sim.edit")).toBe(false);
      expect(can(user, "sim.delete")).toBe(false);
      expect(can(user, "sim.calendar")).toBe(true);
    }
  });

  it("refuses anonymous callers and the employee role", () => {
    expect(can(null, "sim.view")).toBe(false);
    expect(can(testAccount({ role: Role.EMPLOYEE }), "sim.view")).toBe(false);
    expect(can(testAccount({ role: Role.ADMIN }), "sim.calendar")).toBe(false);
  });
});
