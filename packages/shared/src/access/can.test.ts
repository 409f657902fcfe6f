import { describe, expect, it } from "vitest";
import { type Action, actions, can, hasPermission, isSuperAdmin, type SessionUser } from "./can";
import { PERMISSION_GROUPS, PERMISSIONS, Permission, Role } from "./roles";

const account = (role: Role, management_role: Permission[] = [], is_admin = false): SessionUser => ({
  id: 1,
  role,
  fleet: "A321",
  crew_code: null,
  pilot_id: null,
  management_role,
  full_name: "Test",
  email: "t@demo.trms",
  avatar: null,
  is_admin,
});

const superAdmin = account(Role.ADMIN, [], true);
const admin = account(Role.ADMIN);
const staff = account(Role.USER, [Permission.VIEW_PILOT_LIST, Permission.VIEW_SIM]);
const bareUser = account(Role.USER);
const instructor = account(Role.INSTRUCTOR, [Permission.CREATE_PILOT]);
const pilot = account(Role.PILOT, [Permission.EDIT_PILOT]);
const employee = account(Role.EMPLOYEE, [Permission.CREATE_PILOT]);

describe("roles and permissions", () => {
  it("carries every numbered permission of the spec, each in exactly one grant group", () => {
    expect(PERMISSIONS.sort((a, b) => a - b)).toEqual([
      1, 2, 3, 4, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 31, 32, 33, 34, 35, 36, 41,
      42, 43, 44, 51,
    ]);
    const grouped = PERMISSION_GROUPS.flatMap((g) => g.permissions).sort((a, b) => a - b);
    expect(grouped).toEqual(PERMISSIONS.sort((a, b) => a - b));
    expect(PERMISSION_GROUPS.map((g) => g.key)).toEqual([
      "pilots",
      "sim",
      "line_check",
      "line_training",
      "training_document",
      "analytics",
    ]);
  });

  it("treats role admin as holding every permission and only role user as holding granted ones", () => {
    for (const permission of PERMISSIONS) expect(hasPermission(admin, permission)).toBe(true);
    expect(hasPermission(staff, Permission.VIEW_SIM)).toBe(true);
    expect(hasPermission(staff, Permission.CREATE_SIM)).toBe(false);
    // A permission number stored on a pilot-area or employee account grants nothing.
    expect(hasPermission(instructor, Permission.CREATE_PILOT)).toBe(false);
    expect(hasPermission(pilot, Permission.EDIT_PILOT)).toBe(false);
    expect(hasPermission(employee, Permission.CREATE_PILOT)).toBe(false);
    expect(hasPermission(null, Permission.VIEW_SIM)).toBe(false);
  });

  it("knows the super administrator as an admin with the flag", () => {
    expect(isSuperAdmin(superAdmin)).toBe(true);
    expect(isSuperAdmin(admin)).toBe(false);
    expect(isSuperAdmin(account(Role.USER, [], true))).toBe(false);
  });
});

describe("can(): role × action", () => {
  const table: [Action, SessionUser[], SessionUser[]][] = [
    ["area.admin", [superAdmin, admin, staff, bareUser], [instructor, pilot, employee]],
    ["area.pilot", [instructor, pilot], [superAdmin, admin, staff, employee]],
    ["pilot.create", [superAdmin, admin], [staff, bareUser, instructor, pilot, employee]],
    ["pilot.list", [superAdmin, admin, staff], [bareUser, instructor, pilot, employee]],
    ["pilot.edit", [superAdmin, admin], [staff, bareUser, instructor, pilot, employee]],
    ["pilot.deactivate", [superAdmin, admin], [staff, bareUser, instructor, pilot, employee]],
    ["user.manage", [superAdmin, admin], [staff, bareUser, instructor, pilot, employee]],
    ["permission.grant", [superAdmin], [admin, staff, bareUser, instructor, pilot, employee]],
    ["toldg.view", [superAdmin, admin, staff, bareUser], [instructor, pilot, employee]],
    ["session.any", [superAdmin, admin, staff, bareUser, instructor, pilot, employee], []],
    ["session.devices", [superAdmin, admin, staff, bareUser, instructor, pilot, employee], []],
    ["second_factor.manage", [superAdmin, admin, staff, bareUser, instructor, pilot, employee], []],
    ["session.end_all", [superAdmin], [admin, staff, bareUser, instructor, pilot, employee]],
    ["second_factor.reset", [superAdmin], [admin, staff, bareUser, instructor, pilot, employee]],
    ["pilot.browse", [superAdmin, admin, staff, instructor], [bareUser, pilot, employee]],
    ["dashboard.view", [superAdmin, admin], [staff, bareUser, instructor, pilot, employee]],
    ["ledger.view", [superAdmin, admin, staff], [bareUser, instructor, pilot, employee]],
    ["audit.view", [superAdmin, admin], [staff, bareUser, instructor, pilot, employee]],
    ["audit.verify", [superAdmin, admin], [staff, bareUser, instructor, pilot, employee]],
    ["mail_outbox.view", [superAdmin, admin], [staff, bareUser, instructor, pilot, employee]],
    ["mail_outbox.retry", [superAdmin, admin], [staff, bareUser, instructor, pilot, employee]],
    ["survey.share", [superAdmin, admin], [staff, bareUser, instructor, pilot, employee]],
    [
      "analytics.concordance",
      [superAdmin, admin, account(Role.USER, [Permission.VIEW_ANALYTICS]), instructor],
      [staff, bareUser, pilot, employee],
    ],
    [
      "analytics.heat_map",
      [superAdmin, admin, account(Role.USER, [Permission.VIEW_ANALYTICS])],
      [staff, bareUser, instructor, pilot, employee],
    ],
    [
      "analytics.pipeline",
      [superAdmin, admin, account(Role.USER, [Permission.VIEW_ANALYTICS])],
      [staff, bareUser, instructor, pilot, employee],
    ],
    [
      "analytics.warnings",
      [superAdmin, admin, account(Role.USER, [Permission.VIEW_ANALYTICS]), instructor],
      [staff, bareUser, pilot, employee],
    ],
    [
      "analytics.trends",
      [superAdmin, admin, account(Role.USER, [Permission.VIEW_ANALYTICS]), instructor, pilot],
      [staff, bareUser, employee],
    ],
    [
      "analytics.trend_pilots",
      [superAdmin, admin, account(Role.USER, [Permission.VIEW_ANALYTICS]), instructor],
      [staff, bareUser, pilot, employee],
    ],
    ["training_record.monthly_report", [superAdmin, admin], [staff, bareUser, instructor, pilot, employee]],
    ["fot.list", [superAdmin, admin, staff, instructor], [bareUser, pilot, employee]],
    ["fot.export", [superAdmin, admin], [staff, bareUser, instructor, pilot, employee]],
    ["criteria_report.view", [superAdmin, admin, staff, instructor, pilot], [bareUser, employee]],
    ["system.view", [superAdmin], [admin, staff, bareUser, instructor, pilot, employee]],
    ["history_import.run", [superAdmin], [admin, staff, bareUser, instructor, pilot, employee]],
  ];
  it.each(table)("%s", (action, allowed, denied) => {
    for (const user of allowed) expect(can(user, action), `${action} role ${user.role}`).toBe(true);
    for (const user of denied) expect(can(user, action), `${action} role ${user.role}`).toBe(false);
    expect(can(null, action)).toBe(false);
  });

  it("covers every action in the table above or in a test of its own", () => {
    const tested = new Set([
      ...table.map(([action]) => action),
      "pilot.reset_password",
      "sim.view",
      // Record-level rules, tested beside their feature's access.ts.
      "pilot.view",
      "training_file.view",
      "pilot.edit_own_info",
      "pilot.change_password",
      "user.view",
      "user.edit_details",
      "user.set_status",
      "user.change_password",
      "user.change_password_without_old",
      "training_flight.create",
      "training_flight.edit",
      "training_flight.delete",
      "training_flight.approve",
      "training_flight.history",
      "training_record.create",
      "training_record.edit",
      "training_record.delete",
      "training_record.approve",
      "training_record.history",
      // SIM sessions: sim/access.test.ts.
      "sim.read",
      "sim.view_all",
      "sim.create",
      "sim.edit",
      "sim.delete",
      "sim.check_conflicts",
      "sim.calendar",
      // SIM slots and schedule, tested in sim-slot/access.test.ts.
      "sim_slot.view",
      "sim_slot.manage",
      "sim_schedule.view",
      "sim_schedule.upload",
      // Event reports: event-report/access.test.ts.
      "event_report.view",
      "event_report.edit",
      "event_report.read",
      // Training documents: training-document/access.test.ts.
      "training_document.view",
      "training_document.create",
      "training_document.edit",
      "training_document.delete",
      "training_document.folder",
      // SIM form calls: sim-form/access.test.ts (the forms themselves: sim-form/workflow.test.ts).
      "sim_form.submit",
      "sim_form.reject",
      "sim_form.set_status",
      "sim_form.set_downloaded_flag",
      "sim_form.submit_caav",
      "sim_form.set_caav_status",
      "sim_form.view",
      "sim_form.finish_elearning",
      // Line check calls: line-check/access.test.ts (the line checks: line-check/workflow.test.ts).
      "line_check.view",
      "line_check.view_all",
      "line_check.read",
      "line_check.create",
      "line_check.create_any",
      "line_check.edit",
      "line_check.edit_any",
      "line_check.set_status",
      "line_check.delete",
      "line_check.set_downloaded_flag",
      "line_check.submit",
      "line_check.read_documents",
      "line_check.as_instructor",
      // Line training calls: line-training/access.test.ts.
      "line_training.view",
      "line_training.create",
      "line_training.submit",
      "line_training.set_status",
      "line_training.clean_up",
      // The pilot picker of record creators: pilots/access.test.ts.
      "pilot.pick",
      // Inspector access and the calls an inspector keeps: inspector/access.test.ts.
      "inspector.manage",
      "inspector.read",
      "session.me",
      "session.logout",
    ]);
    expect(Object.keys(actions).filter((a) => !tested.has(a))).toEqual([]);
    expect(can(staff, "sim.view")).toBe(true);
    expect(can(bareUser, "sim.view")).toBe(false);
    expect(can(pilot, "sim.view")).toBe(true);
    expect(can(account(Role.USER, [Permission.RESET_PASSWORD]), "pilot.reset_password")).toBe(true);
    expect(can(staff, "pilot.reset_password")).toBe(false);
  });
});
