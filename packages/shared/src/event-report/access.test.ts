import { describe, expect, it } from "vitest";
import { can, type SessionUser } from "../access/can";
import { Permission, Role } from "../access/roles";

const account = (
  role: Role,
  management_role: Permission[] = [],
  extra: Partial<SessionUser> = {},
): SessionUser => ({
  id: 1,
  role,
  fleet: "A321",
  crew_code: null,
  pilot_id: null,
  management_role,
  full_name: "Test",
  email: "t@demo.trms",
  avatar: null,
  is_admin: false,
  ...extra,
});

const admin = account(Role.ADMIN);
const editor = account(Role.USER, [Permission.EDIT_PILOT]);
const viewer = account(Role.USER, [Permission.VIEW_PILOT_LIST]);
const bare = account(Role.USER, [
  Permission.CREATE_PILOT,
  Permission.VIEW_SIM,
  Permission.CREATE_TRAINING_DOCUMENT,
]);
const instructor = account(Role.INSTRUCTOR, [], { pilot_id: 7 });
const named = account(Role.PILOT, [], { pilot_id: 5 });
const unnamed = account(Role.PILOT, [], { pilot_id: 6 });

describe("event report rules", () => {
  it("lets role admin and EDIT_PILOT write; VIEW_PILOT_LIST or EDIT_PILOT read the list", () => {
    expect([admin, editor, viewer, bare, instructor, named].map((u) => can(u, "event_report.edit"))).toEqual([
      true,
      true,
      false,
      false,
      false,
      false,
    ]);
    expect([admin, editor, viewer, bare, instructor, named].map((u) => can(u, "event_report.view"))).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
    ]);
    expect(can(null, "event_report.view")).toBe(false);
  });

  it("lets a pilot read only a report naming them", () => {
    const report = { pilot_ids: [5, 9] };
    expect(can(named, "event_report.read", report)).toBe(true);
    expect(can(unnamed, "event_report.read", report)).toBe(false);
    expect(can(instructor, "event_report.read", report)).toBe(false);
    expect(can(viewer, "event_report.read", report)).toBe(true);
    expect(can(bare, "event_report.read", report)).toBe(false);
  });
});
