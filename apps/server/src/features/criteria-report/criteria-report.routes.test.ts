import { CRITERIA, type CriteriaReportReply, FlightType, Permission } from "@trms/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient } from "../../../test/client";
import {
  createAdmin,
  createInstructor,
  createPilot,
  createStaff,
  createTrainingFlight,
  type Made,
} from "../../../test/factories";
import { createTestApp, type TestContext } from "../../../test/harness";
import { monthsBefore } from "./criteria-report.rules";

const URL = "flt_training/get_criteria_report_by_pilot_id";
/** Landing is criterion 4 (CRITERIA order). */
const LANDING = 4;

let ctx: TestContext;
let trainee: Made;
let instructor: Made;
let traineePilotId: number;

/** YYYY-MM-DD, `days` days before today. */
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  ctx = await createTestApp();
  trainee = await createPilot(ctx, { fullName: "Nguyễn Văn Học" });
  instructor = await createInstructor(ctx);
  traineePilotId = trainee.pilotId as number;
  // Inserted out of date order; one N/A landing; one flight older than the averages' 12 months.
  await createTrainingFlight(ctx, { trainee, instructor, dateOfFlight: daysAgo(10), scores: { landing: 5 } });
  await createTrainingFlight(ctx, {
    trainee,
    instructor,
    dateOfFlight: daysAgo(40),
    flightType: FlightType.PHASE_ONE_CHECK,
    scores: { landing: 2, fuel_efficiency: 2 },
  });
  await createTrainingFlight(ctx, { trainee, instructor, dateOfFlight: daysAgo(20), scores: { landing: 6 } });
  await createTrainingFlight(ctx, {
    trainee,
    instructor,
    dateOfFlight: daysAgo(500),
    scores: { landing: 1, fuel_efficiency: 1 },
  });
});
afterAll(async () => {
  await ctx.close();
});

const report = (who: Made, body: unknown = { pilot_id: traineePilotId, criteria: LANDING }) =>
  who.client.post(URL, body);

describe("flt_training/get_criteria_report_by_pilot_id", () => {
  it("gives one criterion's graded scores in date order, N/A dropped, with the pilot", async () => {
    const { status, body } = await report(instructor);
    expect(status).toBe(200);
    const data = body.data as CriteriaReportReply;
    expect(data.criterias.map((entry) => [entry.date_of_flight, entry.score])).toEqual([
      [daysAgo(500), 1],
      [daysAgo(40), 2],
      [daysAgo(10), 5],
    ]);
    expect(data.criterias[1]?.flight_type).toBe(FlightType.PHASE_ONE_CHECK);
    expect(data.pilot).toMatchObject({ id: traineePilotId, full_name: "Nguyễn Văn Học", fleet: "A321" });
  });

  it("averages every criterion over the last 12 months only, from graded scores", async () => {
    const { body } = await report(instructor);
    const data = body.data as CriteriaReportReply;
    expect(data.averages).toHaveLength(CRITERIA.length);
    expect(data.averages_since).toBe(monthsBefore(new Date(), 12));
    const byKey = Object.fromEntries(data.averages.map((entry) => [entry.key, entry]));
    // Landing: 5 and 2 within the year (N/A and the 500-day-old 1 left out).
    expect(byKey.landing).toMatchObject({ criteria: 4, average: 3.5, count: 2 });
    expect(byKey.fuel_efficiency).toMatchObject({ criteria: 16, count: 3 });
    expect(byKey.fuel_efficiency?.average).toBeCloseTo(10 / 3, 2);
    expect(byKey.pre_departure_and_post_flight).toMatchObject({ criteria: 1, average: 4, count: 3 });
  });

  it("answers an empty report for a pilot without flights", async () => {
    const fresh = await createPilot(ctx);
    const { status, body } = await report(fresh, { pilot_id: fresh.pilotId, criteria: 1 });
    expect(status).toBe(200);
    expect(body.data.criterias).toEqual([]);
    expect(body.data.averages.every((entry: { average: null; count: number }) => entry.count === 0)).toBe(
      true,
    );
  });

  it("refuses a criterion outside 1–16 and a missing pilot, in the caller's language", async () => {
    for (const criteria of [0, 17, "landing", 2.5]) {
      const { status, body } = await report(instructor, { pilot_id: traineePilotId, criteria });
      expect(status, String(criteria)).toBe(400);
      expect(body.code).toBe("VALIDATION_ERROR");
    }
    const vi = await instructor.client.post(URL, { criteria: 1 }, { lang: "vi" });
    expect(vi.status).toBe(400);
    expect(vi.body.details[0]).toMatchObject({ path: "pilot_id", message: "Giá trị không hợp lệ" });
  });

  it("shows a pilot only to those who may see them (role matrix)", async () => {
    const anonymous = await apiClient(ctx).post(URL, { pilot_id: traineePilotId, criteria: LANDING });
    expect(anonymous.status).toBe(401);
    const outcomes: [string, Made, number][] = [
      ["admin", await createAdmin(ctx), 200],
      ["staff with the pilot list", await createStaff(ctx, [Permission.VIEW_PILOT_LIST]), 200],
      ["staff who edits pilots", await createStaff(ctx, [Permission.EDIT_PILOT]), 200],
      ["staff without permissions", await createStaff(ctx, [Permission.VIEW_SIM]), 403],
      [
        "staff of another fleet",
        await createStaff(ctx, [Permission.VIEW_PILOT_LIST], { fleet: "B787" }),
        404,
      ],
      ["instructor of the fleet", instructor, 200],
      ["instructor of another fleet", await createInstructor(ctx, { fleet: "B787" }), 404],
      ["the trainee", trainee, 200],
      ["another pilot", await createPilot(ctx), 404],
    ];
    for (const [who, account, expected] of outcomes) {
      const { status, body } = await report(account);
      expect(status, who).toBe(expected);
      if (expected === 200) expect(body.data.criterias, who).toHaveLength(3);
      if (expected === 404) expect(body.code, who).toBe("NOT_FOUND");
    }
  });
});

describe("monthsBefore", () => {
  it("steps back whole months and keeps the last day of a shorter month", () => {
    expect(monthsBefore(new Date("2026-11-22T10:00:00Z"), 12)).toBe("2025-11-22");
    expect(monthsBefore(new Date("2028-02-29T10:00:00Z"), 12)).toBe("2027-02-28");
    expect(monthsBefore(new Date("2026-03-31T10:00:00Z"), 1)).toBe("2026-02-28");
  });
});
