import { describe, expect, it } from "vitest";
import type { SessionUser } from "./can";
import { Permission, Role } from "./roles";
import { canSeePilot, fleetScope, pilotScope } from "./scope";

const account = (overrides: Partial<SessionUser>): SessionUser => ({
  id: 1,
  role: Role.USER,
  fleet: "A321",
  crew_code: null,
  pilot_id: null,
  management_role: [],
  full_name: "T",
  email: "t@demo.trms",
  avatar: null,
  is_admin: false,
  ...overrides,
});
const a321Pilot = { id: 7, fleet: "A321" };
const b787Pilot = { id: 8, fleet: "B787" };

describe("fleet scope", () => {
  it("gives the super administrator every fleet and everyone else their own", () => {
    expect(fleetScope(account({ role: Role.ADMIN, is_admin: true, fleet: "A321" }))).toBeNull();
    expect(fleetScope(account({ role: Role.ADMIN, fleet: "B787" }))).toBe("B787");
    expect(fleetScope(account({ fleet: "A350" }))).toBe("A350");
  });

  it("gives an account without a fleet no fleet at all, never every fleet", () => {
    const lost = account({ role: Role.ADMIN, fleet: null });
    expect(fleetScope(lost)).not.toBeNull();
    expect(canSeePilot(lost, a321Pilot)).toBe(false);
    expect(canSeePilot(account({ role: Role.INSTRUCTOR, fleet: null }), a321Pilot)).toBe(false);
  });

  it("lets managers with the list permission and instructors see pilots of their fleet, and a pilot only themself", () => {
    const staff = account({ management_role: [Permission.VIEW_PILOT_LIST] });
    expect(canSeePilot(staff, a321Pilot)).toBe(true);
    expect(canSeePilot(staff, b787Pilot)).toBe(false);
    expect(canSeePilot(account({}), a321Pilot)).toBe(false);
    expect(canSeePilot(account({ role: Role.INSTRUCTOR }), a321Pilot)).toBe(true);
    expect(canSeePilot(account({ role: Role.INSTRUCTOR }), b787Pilot)).toBe(false);
    expect(canSeePilot(account({ role: Role.PILOT, pilot_id: 7 }), a321Pilot)).toBe(true);
    expect(canSeePilot(account({ role: Role.PILOT, pilot_id: 7 }), { id: 9, fleet: "A321" })).toBe(false);
    expect(pilotScope(account({ role: Role.PILOT })).allowed).toBe(false);
  });
});
