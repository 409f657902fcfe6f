import {
  CaavFormStatus,
  DownloadedFlag,
  Permission,
  Role,
  type SessionUser,
  SimFormStatus,
  type SimPilotForm,
  type SimSession,
} from "@trms/shared";
import { describe, expect, it } from "vitest";
import { menuEntries, rowFormActions, simFormRecordOf, statusesOffered } from "./record";

const account = (role: Role, crew_code: string | null, management_role: Permission[] = []): SessionUser => ({
  id: 1,
  role,
  fleet: "A321",
  crew_code,
  pilot_id: crew_code ? 1 : null,
  management_role,
  full_name: "Someone",
  email: "someone@example.com",
  avatar: null,
  is_admin: false,
});

const form = (crew: string, id: number, extra: Partial<SimPilotForm> = {}): SimPilotForm => ({
  pilot_crew_code: crew,
  version: 1,
  pilot_name: `Pilot ${crew}`,
  form_id: id,
  form_status: SimFormStatus.INITIAL,
  reset_status: [],
  first_submit: null,
  second_submit: null,
  third_submit: null,
  downloaded_flag: DownloadedFlag.NO,
  caav_form: null,
  caav_form_status: CaavFormStatus.INITIAL,
  elearning_completion: false,
  elearning_clue: null,
  ...extra,
});

const session = (first: Partial<SimPilotForm> = {}): SimSession => ({
  id: 7,
  sessiona_date_time: "2026-12-03T01:00:00.000Z",
  sessiona_place: "VN001",
  sima_instructor_crew_code: "IA01",
  sima_instructor_name: "A",
  sessionb_date_time: "2026-12-03T06:00:00.000Z",
  sessionb_place: "VN026",
  simb_instructor_crew_code: "IB01",
  simb_instructor_name: "B",
  note: null,
  first_pilot: form("P0001", 11, first),
  second_pilot: form("P0002", 12),
});

describe("a list row's form as the shared tables read it", () => {
  it("carries the session's four crew codes and the seat's states", () => {
    const row = session({ form_status: SimFormStatus.PILOT_SUBMITTED, first_submit: "/api/v1/files/a.pdf" });
    expect(simFormRecordOf(row, 1)).toEqual({
      first_pilot_crew_code: "P0001",
      second_pilot_crew_code: "P0002",
      sima_instructor_crew_code: "IA01",
      simb_instructor_crew_code: "IB01",
      pilot_order: 1,
      form_status: SimFormStatus.PILOT_SUBMITTED,
      caav_form_status: CaavFormStatus.INITIAL,
      elearning_completion: false,
      has_first_submit: true,
      has_third_submit: false,
    });
    expect(simFormRecordOf(row, 2).pilot_order).toBe(2);
  });

  it("offers each person only what the tables allow", () => {
    const pilot = account(Role.PILOT, "P0001");
    expect(menuEntries(rowFormActions(pilot, session(), 1), false)).toEqual([
      { kind: "upload", order: 1 },
      { kind: "caav_upload" },
      { kind: "elearning" },
    ]);
    // Not the other pilot's form.
    expect(rowFormActions(pilot, session(), 2)).toEqual([]);
    const submitted = session({
      form_status: SimFormStatus.PILOT_SUBMITTED,
      first_submit: "/api/v1/files/a.pdf",
    });
    expect(menuEntries(rowFormActions(account(Role.INSTRUCTOR, "IA01"), submitted, 1), false)).toEqual([
      { kind: "upload", order: 2 },
      { kind: "reject" },
    ]);
    // The instructors' CAAV upload follows the pilot's.
    // SIM-B waits for stage 2 when the instructors differ.
    expect(rowFormActions(account(Role.INSTRUCTOR, "IB01"), submitted, 1)).not.toContain("submit_third");
    expect(rowFormActions(null, submitted, 1)).toEqual([]);
  });

  it("lists the statuses a change-status holder may set, and the download once stage 3 exists", () => {
    const admin = account(Role.ADMIN, null);
    const done = session({
      form_status: SimFormStatus.INSTRUCTOR_B_SUBMITTED,
      third_submit: "/api/v1/files/c.pdf",
    });
    const actions = rowFormActions(admin, done, 1);
    expect(actions).toContain("set_status");
    expect(actions).toContain("set_caav_status");
    expect(statusesOffered(admin, done, 1, "set_status")).toEqual([1, 2, 3, 4, 5, 6]);
    expect(statusesOffered(admin, done, 1, "set_caav_status")).toEqual([1, 2, 3]);
    expect(actions).toContain("set_downloaded_flag");
    expect(rowFormActions(admin, session(), 1)).not.toContain("set_downloaded_flag");
    const staff = account(Role.USER, null, [Permission.VIEW_SIM]);
    expect(rowFormActions(staff, done, 1)).toEqual([]);
    expect(statusesOffered(staff, done, 1, "set_status")).toEqual([]);
    expect(menuEntries([], true)).toEqual([{ kind: "certificate" }]);
  });
});
