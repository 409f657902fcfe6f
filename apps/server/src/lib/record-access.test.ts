import { Role, type SessionUser } from "@trms/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createEventReport,
  createInstructor,
  createLineCheck,
  createLineTraining,
  createPilot,
  createSimForm,
  createTrainingDocument,
  createTrainingFlight,
  type Made,
} from "../../test/factories";
import { createTestApp, type TestContext } from "../../test/harness";
import { mayAccess, recordFacts, requireAccess } from "./record-access";

/**
 * The registry's loaders read each kind's facts from the tables (the rules themselves are the shared
 * table's, tested there): the facts of real rows, nothing for a missing id, and a 404 out of reach.
 */
let ctx: TestContext;
let pilot: Made;
let other: Made;
let instructor: Made;

beforeAll(async () => {
  ctx = await createTestApp();
  pilot = await createPilot(ctx, { fleet: "A321" });
  other = await createPilot(ctx, { fleet: "B787" });
  instructor = await createInstructor(ctx, { fleet: "A321" });
});
afterAll(async () => {
  await ctx.close();
});

const db = () => ctx.database.db;
const staffOf = (fleet: string): SessionUser => ({
  id: 999_001,
  role: Role.ADMIN,
  fleet,
  crew_code: null,
  pilot_id: null,
  management_role: [],
  full_name: "Staff",
  email: "staff@test.trms",
  avatar: null,
  is_admin: false,
});

describe("the record-access registry", () => {
  it("reads a pilot's facts, and nothing for a missing one", async () => {
    expect(await recordFacts(db(), "pilot", pilot.pilotId as number)).toEqual({
      pilot_id: pilot.pilotId,
      user_id: pilot.userId,
      fleet: "A321",
    });
    expect(await recordFacts(db(), "training_flight", 999_999)).toBeUndefined();
    await expect(requireAccess(db(), staffOf("A321"), "pilot", "read", 999_999)).rejects.toMatchObject({
      statusCode: 404,
    });
  });

  it("reads the seats of a SIM session and form and the fleets of their pilots", async () => {
    const formId = await createSimForm(ctx, {
      pilots: [pilot.crewCode as string, other.crewCode as string],
      instructor: instructor.crewCode as string,
    });
    const form = await recordFacts(db(), "sim_form", formId);
    expect(form).toMatchObject({ first_pilot_crew_code: pilot.crewCode, pilot_fleets: ["A321"] });
    expect(await mayAccess(db(), staffOf("A321"), "sim_form", "read", formId)).toBe(true);
    expect(await mayAccess(db(), staffOf("B787"), "sim_form", "read", formId)).toBe(false);
    expect(await mayAccess(db(), staffOf("B787"), "sim_form", "read", formId + 1)).toBe(true);
  });

  it("reads a line check's and a line training's crew and fleets", async () => {
    const checkId = await createLineCheck(ctx, {
      pilot: other.crewCode as string,
      instructor: instructor.crewCode as string,
    });
    expect(await recordFacts(db(), "line_check", checkId)).toEqual({
      pilot_crew_code: other.crewCode,
      instructor_crew_code: instructor.crewCode,
      pilot_fleets: ["B787"],
    });
    await expect(requireAccess(db(), staffOf("A321"), "line_check", "read", checkId)).rejects.toMatchObject({
      statusCode: 404,
    });
    const trainingId = await createLineTraining(ctx, { pilot: pilot.crewCode as string });
    expect(await recordFacts(db(), "line_training", trainingId)).toEqual({
      pilot_crew_code: pilot.crewCode,
      fleet: "A321",
      pilot_fleets: ["A321"],
    });
  });

  it("reads a pilot's fleet and who graded them for the trends, and opens a form's file by its row", async () => {
    expect(await recordFacts(db(), "pilot_trends", other.pilotId as number)).toEqual({
      pilot_id: other.pilotId,
      fleet: "B787",
      graded_by: [],
    });
    await createTrainingFlight(ctx, { trainee: other, instructor });
    await createTrainingFlight(ctx, { trainee: other, instructor, dateOfFlight: "2026-01-16" });
    expect(await recordFacts(db(), "pilot_trends", other.pilotId as number)).toEqual({
      pilot_id: other.pilotId,
      fleet: "B787",
      graded_by: [instructor.pilotId],
    });
    const checkId = await createLineCheck(ctx, {
      pilot: pilot.crewCode as string,
      instructor: instructor.crewCode as string,
    });
    expect(await mayAccess(db(), staffOf("A321"), "line_check", "open_file", checkId)).toBe(true);
    expect(await mayAccess(db(), staffOf("B787"), "line_check", "open_file", checkId)).toBe(false);
  });

  it("reads an event report's fleet and pilots, a document's fleet and start, an account", async () => {
    const { id: reportId } = await createEventReport(ctx, { pilots: [pilot, other] });
    const report = await recordFacts(db(), "event_report", reportId);
    expect(report?.pilot_ids.sort()).toEqual([pilot.pilotId, other.pilotId].sort());
    const { id: documentId } = await createTrainingDocument(ctx, { fleet: "B787" });
    expect(await recordFacts(db(), "training_document", documentId)).toMatchObject({ fleet: "B787" });
    expect(await recordFacts(db(), "user", other.userId)).toEqual({
      id: other.userId,
      role: Role.PILOT,
      fleet: "B787",
    });
  });
});
