import { describe, expect, it } from "vitest";
import { can, type SessionUser } from "../access/can";
import { Permission, Role } from "../access/roles";
import { createTrainingDocumentSchema, documentTypeSchema, updateTrainingDocumentSchema } from "./schemas";

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
const superAdmin = account({ role: Role.ADMIN, is_admin: true });
const fleetAdmin = account({ role: Role.ADMIN });
const staff = (...permissions: Permission[]) => account({ management_role: permissions });
const pilot = account({ role: Role.PILOT });
const instructorB787 = account({ role: Role.INSTRUCTOR, fleet: "B787" });
const a321 = { fleet: "A321" };
const b787 = { fleet: "B787" };
const all = { fleet: "ALL" };

describe("training document rules (part2 §6)", () => {
  it("maps CREATE 41, VIEW 42, EDIT 43, DELETE 44 to their calls; role admin holds them all", () => {
    const rights = [
      ["training_document.create", Permission.CREATE_TRAINING_DOCUMENT],
      ["training_document.view", Permission.VIEW_TRAINING_DOCUMENT],
      ["training_document.edit", Permission.EDIT_TRAINING_DOCUMENT],
      ["training_document.delete", Permission.DELETE_TRAINING_DOCUMENT],
    ] as const;
    for (const [action, permission] of rights) {
      expect(can(staff(permission), action), action).toBe(true);
      expect(can(staff(), action), action).toBe(false);
      expect(can(fleetAdmin, action), action).toBe(true);
      expect(can(superAdmin, action), action).toBe(true);
    }
    expect(can(pilot, "training_document.view")).toBe(true);
    expect(can(pilot, "training_document.create")).toBe(false);
    expect(can(pilot, "training_document.edit")).toBe(false);
    expect(can(instructorB787, "training_document.delete")).toBe(false);
  });

  it("limits every account but the super administrator to its fleet and All", () => {
    expect(can(superAdmin, "training_document.edit", b787)).toBe(true);
    expect(can(fleetAdmin, "training_document.edit", b787)).toBe(false);
    expect(can(fleetAdmin, "training_document.edit", all)).toBe(true);
    expect(can(pilot, "training_document.view", a321)).toBe(true);
    expect(can(pilot, "training_document.view", b787)).toBe(false);
    expect(can(instructorB787, "training_document.view", b787)).toBe(true);
    expect(can(instructorB787, "training_document.view", all)).toBe(true);
    expect(can(account({ role: Role.PILOT, fleet: null }), "training_document.view", a321)).toBe(false);
    expect(can(pilot, "training_document.folder")).toBe(true);
  });

  it("reads types and fleets by number or name", () => {
    expect(documentTypeSchema.parse("Line Check")).toBe(1);
    expect(documentTypeSchema.parse("line_training")).toBe(2);
    expect(documentTypeSchema.parse(3)).toBe(3);
    expect(documentTypeSchema.safeParse(4).success).toBe(false);
    const parsed = createTrainingDocumentSchema.parse({
      fleet: "all",
      training_type: "0",
      document_name: " Guide ",
      start_date: "2026-03-01",
      note: "",
    });
    expect(parsed).toEqual({
      fleet: "ALL",
      training_type: 0,
      document_name: "Guide",
      start_date: "2026-03-01",
      note: null,
    });
    const update = updateTrainingDocumentSchema.parse({
      ...parsed,
      id: "4",
      file_ids: [{ id: "7" }, { id: 9 }],
    });
    expect(update.file_ids).toEqual([{ id: 7 }, { id: 9 }]);
    expect(
      updateTrainingDocumentSchema.safeParse({ ...parsed, id: 4, file_ids: [{ id: 7 }, { id: 7 }] }).success,
    ).toBe(false);
    expect(updateTrainingDocumentSchema.parse({ ...parsed, id: 4 }).file_ids).toEqual([]);
  });
});
