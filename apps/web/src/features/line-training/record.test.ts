import {
  type LineTraining,
  LineTrainingStatus,
  LineTrainingType,
  Permission,
  Role,
  type SessionUser,
} from "@trms/shared";
import { describe, expect, it } from "vitest";
import { workflowMenuItems } from "../../components/workflow/workflow-menu";
import enLineTraining from "../../locales/en/line-training.json";
import viLineTraining from "../../locales/vi/line-training.json";
import {
  type LineTrainingRowAction,
  lineTrainingRowActions,
  lineTrainingRowMenu,
  lineTrainingStatusesOffered,
  uploadStage,
} from "./record";

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

const superAdmin = account(Role.ADMIN, null, { is_admin: true });
const admin = account(Role.ADMIN, null);
/** A role-user holding CHANGE_LINE_TRAINING_STATUS. */
const statusStaff = account(Role.USER, null, {
  management_role: [Permission.VIEW_LINE_TRAINING, Permission.CHANGE_LINE_TRAINING_STATUS],
});
const pilot = account(Role.PILOT, "P0001");
/** An instructor of the line training's fleet: its assessor. */
const instructor = account(Role.INSTRUCTOR, "I0001");
const otherFleetInstructor = account(Role.INSTRUCTOR, "I0002", { fleet: "A350" });
const otherPilot = account(Role.PILOT, "P0009");

const training = (extra: Partial<LineTraining> = {}): LineTraining => ({
  id: 9,
  version: 1,
  pilot_crew_code: "P0001",
  pilot_name: "Pilot One",
  line_training_type: LineTrainingType.FOT,
  fleet: "A321",
  start_date: "2026-12-01",
  last_submit: null,
  second_submit: null,
  last_submission: null,
  status: LineTrainingStatus.PILOT_SUBMIT,
  reset_status: [],
  ...extra,
});
const fresh = training();
const submitted = training({
  last_submit: "/api/v1/files/a.pdf",
  last_submission: { date_of_submission: "2026-12-02T08:00:00", full_name: "Pilot One" },
});
const onTraining = training({ ...submitted, status: LineTrainingStatus.ON_TRAINING });
const completed = training({ ...submitted, status: LineTrainingStatus.COMPLETED });

const translator =
  (file: Record<string, unknown>) =>
  (key: string): string => {
    const text = key
      .split(".")
      .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], file);
    if (typeof text !== "string") throw new Error(`no text for ${key}`);
    return text;
  };
const en = translator(enLineTraining);
const vi = translator(viLineTraining);

/** The row menu's texts, in order, for this account on this row (clean up as `can` allows it). */
const menu = (user: SessionUser, row: LineTraining, t = en) =>
  workflowMenuItems(lineTrainingRowMenu(t, lineTrainingRowActions(user, row), user.is_admin, () => {})).map(
    (item) => item.label,
  );

describe("what the line training table offers each account", () => {
  it("an admin changes the status from every state; the super admin also cleans up", () => {
    for (const row of [fresh, submitted, onTraining, completed]) {
      expect(lineTrainingRowActions(admin, row)).toEqual(["set_status"]);
      expect(menu(admin, row)).toEqual(["Submission list", "Change status"]);
      expect(uploadStage(admin, row)).toBeNull();
    }
    expect(menu(superAdmin, onTraining)).toEqual(["Submission list", "Change status", "Clean up"]);
    expect(menu(superAdmin, onTraining, vi)).toEqual(["Danh sách nộp", "Đổi trạng thái", "Dọn dữ liệu"]);
    expect(lineTrainingStatusesOffered(admin, completed)).toEqual([1, 2, 3]);
  });

  it("a holder of CHANGE_LINE_TRAINING_STATUS changes the status, and uploads nothing", () => {
    expect(lineTrainingRowActions(statusStaff, submitted)).toEqual(["set_status"]);
    expect(menu(statusStaff, submitted)).toEqual(["Submission list", "Change status"]);
    expect(lineTrainingStatusesOffered(statusStaff, fresh)).toEqual([1, 2, 3]);
  });

  it("the pilot uploads their form while Pilot Submit", () => {
    expect(lineTrainingRowActions(pilot, fresh)).toEqual(["submit_first"]);
    expect(lineTrainingRowActions(pilot, submitted)).toEqual(["submit_first"]);
    expect(menu(pilot, fresh)).toEqual(["Submission list", "Upload pilot form"]);
    expect(menu(pilot, fresh, vi)).toEqual(["Danh sách nộp", "Tải lên biểu mẫu phi công"]);
    expect(uploadStage(pilot, fresh)).toBe(1);
    expect(lineTrainingRowActions(pilot, onTraining)).toEqual([]);
    expect(menu(pilot, completed)).toEqual(["Submission list"]);
    expect(lineTrainingStatusesOffered(pilot, fresh)).toEqual([]);
  });

  it("an instructor of the fleet uploads the instructor form once a submission exists", () => {
    expect(lineTrainingRowActions(instructor, fresh)).toEqual([]);
    expect(menu(instructor, fresh)).toEqual(["Submission list"]);
    expect(lineTrainingRowActions(instructor, submitted)).toEqual(["submit_second"]);
    expect(menu(instructor, onTraining)).toEqual(["Submission list", "Upload instructor form"]);
    expect(uploadStage(instructor, onTraining)).toBe(2);
    expect(lineTrainingRowActions(instructor, completed)).toEqual([]);
    expect(lineTrainingRowActions(otherFleetInstructor, onTraining)).toEqual([]);
  });

  it("an unrelated pilot, or nobody signed in, is offered nothing", () => {
    for (const row of [fresh, submitted, onTraining, completed]) {
      expect(lineTrainingRowActions(otherPilot, row)).toEqual([]);
      expect(menu(otherPilot, row)).toEqual(["Submission list"]);
      expect(lineTrainingRowActions(null, row)).toEqual([]);
      expect(uploadStage(null, row)).toBeNull();
    }
  });

  it("opens on the list page what each entry names", () => {
    const opened: LineTrainingRowAction[] = [];
    for (const item of workflowMenuItems(
      lineTrainingRowMenu(en, lineTrainingRowActions(superAdmin, fresh), true, (action) =>
        opened.push(action),
      ),
    ))
      item.onSelect?.();
    expect(opened).toEqual(["submissions", "status", "clean_up"]);
  });
});
