import {
  DownloadedFlag,
  type LineCheck,
  type LineCheckAnyAction,
  LineCheckStatus,
  Permission,
  Role,
  type SessionUser,
} from "@trms/shared";
import { describe, expect, it } from "vitest";
import { workflowMenuItems } from "../../components/workflow/workflow-menu";
import enCommon from "../../locales/en/common.json";
import enLineCheck from "../../locales/en/line-check.json";
import viCommon from "../../locales/vi/common.json";
import viLineCheck from "../../locales/vi/line-check.json";
import { lineCheckRowActions, lineCheckRowMenu, lineCheckStatusesOffered } from "./record";

const account = (role: Role, crew_code: string | null, extra: Partial<SessionUser> = {}): SessionUser => ({
  id: 1,
  role,
  fleet: "A321",
  crew_code,
  pilot_id: crew_code ? 1 : null,
  management_role: [],
  full_name: "Someone",
  email: "someone@example.com",
  avatar: null,
  is_admin: false,
  ...extra,
});

const admin = account(Role.ADMIN, null);
/** A role-user holding CHANGE_LINE_CHECK_STATUS only (not the downloaded flag). */
const statusStaff = account(Role.USER, null, {
  management_role: [Permission.VIEW_LINE_CHECK, Permission.CHANGE_LINE_CHECK_STATUS],
});
/** A role-user holding SET_LINE_CHECK_FLAG only. */
const flagStaff = account(Role.USER, null, {
  management_role: [Permission.VIEW_LINE_CHECK, Permission.SET_LINE_CHECK_FLAG],
});
const pilot = account(Role.PILOT, "P0001");
const instructor = account(Role.INSTRUCTOR, "I0001");
const otherPilot = account(Role.PILOT, "P0009");

const check = (extra: Partial<LineCheck> = {}): LineCheck => ({
  id: 5,
  version: 1,
  pilot_name: "Pilot One",
  instructor_name: "Instructor One",
  pilot_crew_code: "P0001",
  instructor_crew_code: "I0001",
  line_check_date: "2026-12-03T08:00:00",
  line_check_sectors: "HAN-SGN",
  note: null,
  first_submit: null,
  second_submit: null,
  line_check_status: LineCheckStatus.INITIAL,
  line_check_reset_status: [],
  downloaded_flag: DownloadedFlag.NO,
  linecheck_document_completion: false,
  ...extra,
});
const initial = check();
const pilotSubmitted = check({
  line_check_status: LineCheckStatus.PILOT_SUBMITTED,
  first_submit: "/api/v1/files/a.pdf",
});
const instructorSubmitted = check({
  line_check_status: LineCheckStatus.INSTRUCTOR_SUBMITTED,
  first_submit: "/api/v1/files/a.pdf",
  second_submit: "/api/v1/files/b.pdf",
  linecheck_document_completion: true,
});
const completed = check({ ...instructorSubmitted, line_check_status: LineCheckStatus.COMPLETED });

/** A `t` reading the locale files, as i18next does for these keys. */
const translator =
  (files: Record<string, unknown>) =>
  (key: string): string => {
    const [namespace, path] = key.includes(":") ? (key.split(":") as [string, string]) : ["line-check", key];
    const text = path
      .split(".")
      .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], files[namespace]);
    if (typeof text !== "string") throw new Error(`no text for ${key}`);
    return text;
  };
const en = translator({ common: enCommon, "line-check": enLineCheck });
const vi = translator({ common: viCommon, "line-check": viLineCheck });

/** The row menu's texts, in order, for this account on this line check. */
const menu = (user: SessionUser, row: LineCheck, t = en) =>
  workflowMenuItems(
    lineCheckRowMenu(t, lineCheckRowActions(user, row), {
      detailPath: `/admin/line-check/detail/${row.id}`,
      onChangeStatus: () => {},
      onConfirmRead: () => {},
    }),
  ).map((item) => item.label);

const actions = (user: SessionUser, row: LineCheck): LineCheckAnyAction[] => lineCheckRowActions(user, row);

describe("what the line check tables offer each account", () => {
  it("an admin changes the status from every state and downloads once the second form exists", () => {
    expect(actions(admin, initial)).toEqual(["set_status"]);
    expect(actions(admin, pilotSubmitted)).toEqual(["set_status"]);
    expect(actions(admin, instructorSubmitted)).toEqual(["set_status", "set_downloaded_flag"]);
    expect(actions(admin, completed)).toEqual(["set_status", "set_downloaded_flag"]);
    expect(menu(admin, initial)).toEqual(["Detail", "Change status"]);
    expect(menu(admin, completed)).toEqual(["Detail", "Change status"]);
    expect(menu(admin, initial, vi)).toEqual(["Chi tiết", "Đổi trạng thái"]);
    expect(lineCheckStatusesOffered(admin, pilotSubmitted)).toEqual([1, 2, 3, 4]);
  });

  it("a holder of CHANGE_LINE_CHECK_STATUS changes the status, a holder of the flag downloads", () => {
    expect(actions(statusStaff, initial)).toEqual(["set_status"]);
    expect(actions(statusStaff, instructorSubmitted)).toEqual(["set_status"]);
    expect(menu(statusStaff, instructorSubmitted)).toEqual(["Detail", "Change status"]);
    expect(lineCheckStatusesOffered(statusStaff, completed)).toEqual([1, 2, 3, 4]);
    expect(actions(flagStaff, initial)).toEqual([]);
    expect(actions(flagStaff, instructorSubmitted)).toEqual(["set_downloaded_flag"]);
    expect(menu(flagStaff, instructorSubmitted)).toEqual(["Detail"]);
    expect(lineCheckStatusesOffered(flagStaff, completed)).toEqual([]);
  });

  it("the pilot uploads the first form and confirms reading until confirmed", () => {
    expect(actions(pilot, initial)).toEqual(["submit_first", "read_documents"]);
    expect(actions(pilot, pilotSubmitted)).toEqual(["submit_first", "read_documents"]);
    expect(actions(pilot, instructorSubmitted)).toEqual([]);
    expect(actions(pilot, check({ line_check_status: LineCheckStatus.COMPLETED }))).toEqual([
      "read_documents",
    ]);
    expect(menu(pilot, initial)).toEqual(["Detail", "Confirm read document"]);
    expect(menu(pilot, initial, vi)).toEqual(["Chi tiết", "Xác nhận đã đọc tài liệu"]);
    expect(menu(pilot, instructorSubmitted)).toEqual(["Detail"]);
    expect(lineCheckStatusesOffered(pilot, initial)).toEqual([]);
  });

  it("the instructor uploads the second form once the pilot's is in, and nothing else", () => {
    expect(actions(instructor, initial)).toEqual([]);
    expect(actions(instructor, pilotSubmitted)).toEqual(["submit_second"]);
    expect(actions(instructor, instructorSubmitted)).toEqual(["submit_second"]);
    expect(actions(instructor, completed)).toEqual([]);
    expect(menu(instructor, pilotSubmitted)).toEqual(["Detail"]);
    expect(lineCheckStatusesOffered(instructor, pilotSubmitted)).toEqual([]);
  });

  it("an unrelated pilot, or nobody signed in, is offered nothing", () => {
    for (const row of [initial, pilotSubmitted, instructorSubmitted, completed]) {
      expect(actions(otherPilot, row)).toEqual([]);
      expect(menu(otherPilot, row)).toEqual(["Detail"]);
      expect(lineCheckRowActions(null, row)).toEqual([]);
    }
  });
});
