import { describe, expect, it } from "vitest";
import { can, type SessionUser } from "../access/can";
import { Permission, Role } from "../access/roles";
import { SimSlotType } from "./constants";

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

const superAdmin = account(Role.ADMIN, [], { is_admin: true });
const admin = account(Role.ADMIN);
const creator = account(Role.USER, [Permission.CREATE_SIM]);
const editor = account(Role.USER, [Permission.EDIT_SIM]);
const viewer = account(Role.USER, [Permission.VIEW_SIM, Permission.UPLOAD_SIM_PDF]);
const uploader = account(Role.USER, [Permission.USER_UPLOAD_SIM]);
const instructor = account(Role.INSTRUCTOR, [Permission.CREATE_SIM, Permission.USER_UPLOAD_SIM]);
const pilot = account(Role.PILOT);
const noFleet = account(Role.USER, [Permission.CREATE_SIM], { fleet: null });

describe("SIM slot and schedule rules", () => {
  it("lets every signed-in account read slots and the schedule", () => {
    for (const user of [superAdmin, admin, creator, viewer, instructor, pilot]) {
      expect(can(user, "sim_slot.view")).toBe(true);
      expect(can(user, "sim_schedule.view")).toBe(true);
    }
    expect(can(null, "sim_slot.view")).toBe(false);
    expect(can(null, "sim_schedule.view")).toBe(false);
  });

  it("lets role admin and SIM creators or editors manage slots", () => {
    for (const user of [superAdmin, admin, creator, editor]) expect(can(user, "sim_slot.manage")).toBe(true);
    for (const user of [viewer, uploader, instructor, pilot])
      expect(can(user, "sim_slot.manage")).toBe(false);
  });

  it("keeps a non-super-admin to the slots of their own fleet", () => {
    const a321 = { type: SimSlotType.A321 };
    const b787 = { type: SimSlotType.B787 };
    expect(can(superAdmin, "sim_slot.manage", b787)).toBe(true);
    expect(can(admin, "sim_slot.manage", a321)).toBe(true);
    expect(can(admin, "sim_slot.manage", b787)).toBe(false);
    expect(can(creator, "sim_slot.manage", b787)).toBe(false);
    expect(can(noFleet, "sim_slot.manage", a321)).toBe(false);
  });

  it("guards the schedule upload with USER_UPLOAD_SIM, not UPLOAD_SIM_PDF", () => {
    for (const user of [superAdmin, admin, uploader]) expect(can(user, "sim_schedule.upload")).toBe(true);
    for (const user of [creator, viewer, instructor, pilot])
      expect(can(user, "sim_schedule.upload")).toBe(false);
  });
});
