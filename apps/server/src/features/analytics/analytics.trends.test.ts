import {
  CRITERIA,
  type CriterionTrend,
  NOT_APPLICABLE,
  Permission,
  type PilotTrendsReply,
} from "@trms/shared";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient } from "../../../test/client";
import {
  createAdmin,
  createFleetAdmin,
  createInstructor,
  createPilot,
  createStaff,
  createTrainingFlight,
  type Made,
} from "../../../test/factories";
import { createTestApp, type TestContext } from "../../../test/harness";
import { pilotCriterionTrends } from "../../db/tables/analytics.table";
import { trainingFlights } from "../../db/tables/training-flight.table";
import { trendWarnings } from "./analytics.trends";

const URL = "analytics/pilot_trends";
const PERIOD = { start_date: "2026-01-01", end_date: "2026-02-28" };

let ctx: TestContext;
let trainee: Made;
let instructor: Made;
let otherInstructor: Made;
let analyst: Made;

/**
 * The hand-computed data set. The trainee's flights (every other criterion graded 4):
 *   2025-06-01 landing 1 (before the period)
 *   2026-01-01 landing 4, fuel 4 · 01-11 5, 4 · 01-21 3, 3 · 01-25 N/A, N/A · 01-31 2, 3 · 02-10 2, 3
 * Another A321 trainee on 2026-01-15: landing 5; a B787 trainee on 2026-01-15: landing 1 (other fleet).
 */
beforeAll(async () => {
  ctx = await createTestApp();
  trainee = await createPilot(ctx);
  instructor = await createInstructor(ctx);
  otherInstructor = await createInstructor(ctx);
  analyst = await createStaff(ctx, [Permission.VIEW_ANALYTICS]);
  const fly = (dateOfFlight: string, landing: number, fuel_efficiency = 4) =>
    createTrainingFlight(ctx, { trainee, instructor, dateOfFlight, scores: { landing, fuel_efficiency } });
  await fly("2025-06-01", 1);
  await fly("2026-01-01", 4, 4);
  await fly("2026-01-11", 5, 4);
  await fly("2026-01-21", 3, 3);
  await fly("2026-01-25", NOT_APPLICABLE, NOT_APPLICABLE);
  await fly("2026-01-31", 2, 3);
  await fly("2026-02-10", 2, 3);
  const classmate = await createPilot(ctx);
  await createTrainingFlight(ctx, {
    trainee: classmate,
    instructor: otherInstructor,
    dateOfFlight: "2026-01-15",
    scores: { landing: 5 },
  });
  const otherFleet = await createPilot(ctx, { fleet: "B787" });
  await createTrainingFlight(ctx, {
    trainee: otherFleet,
    instructor: await createInstructor(ctx, { fleet: "B787" }),
    dateOfFlight: "2026-01-15",
    scores: { landing: 1 },
  });
});
afterAll(async () => {
  await ctx.close();
});

const trends = async (who: Made, body: Record<string, unknown>) => {
  const reply = await who.client.post(URL, body);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.data as PilotTrendsReply;
};
const criterion = (data: PilotTrendsReply, key: string) =>
  data.criteria.find((entry) => entry.key === key) as CriterionTrend;

describe("analytics/pilot_trends", () => {
  it("gives each criterion's graded scores in date order with its trend line, the fleet's band and warnings", async () => {
    const data = await trends(analyst, { pilot_id: trainee.pilotId, ...PERIOD });
    expect(data).toMatchObject({ pilot: { id: trainee.pilotId, fleet: "A321" }, ...PERIOD, empty: false });
    expect(data.criteria).toHaveLength(16);
    const landing = criterion(data, "landing");
    expect(landing.grades.map((grade) => [grade.date_of_flight, grade.score])).toEqual([
      ["2026-01-01", 4],
      ["2026-01-11", 5],
      ["2026-01-21", 3],
      ["2026-01-31", 2],
      ["2026-02-10", 2],
    ]);
    expect(landing.mean).toBeCloseTo(3.2, 10);
    // Days 0, 10, 20, 30, 40: slope −70 / 1000 per day, through (20, 3.2).
    expect(landing.trend).toMatchObject({ start_date: "2026-01-01", end_date: "2026-02-10" });
    expect(landing.trend?.start_value).toBeCloseTo(4.6, 10);
    expect(landing.trend?.end_value).toBeCloseTo(1.8, 10);
    expect(landing.trend?.slope_per_month).toBeCloseTo(-2.1, 10);
    // The fleet: 4, 5, 3, 2, 2 and the classmate's 5 (the B787 trainee's 1 left out).
    expect(landing.fleet_mean).toBeCloseTo(3.5, 10);
    expect(landing.fleet_sd).toBeCloseTo(Math.sqrt(9.5 / 6), 10);
    expect(landing.recent_mean).toBeCloseTo(7 / 3, 10);
    expect(landing.earlier_mean).toBeCloseTo(4.5, 10);
    expect(landing.warnings).toEqual(["drop", "below_standard"]);

    // Fuel: 4, 4 then 3, 3, 3: exactly one point lower, at standard: a drop only.
    const fuel = criterion(data, "fuel_efficiency");
    expect(fuel).toMatchObject({ recent_mean: 3, earlier_mean: 4, warnings: ["drop"] });
    // Every flight's 4 on the first criterion: a flat line, no warning.
    const first = data.criteria[0] as CriterionTrend;
    expect(first).toMatchObject({ mean: 4, fleet_mean: 4, fleet_sd: 0, warnings: [] });
    expect(first.grades).toHaveLength(6);
    expect(first.trend).toMatchObject({ start_value: 4, end_value: 4, slope_per_month: 0 });
  });

  it("reads every day without a period: a drop of exactly one point in thirds still warns", async () => {
    const data = await trends(trainee, { pilot_id: trainee.pilotId });
    expect(data).toMatchObject({ start_date: null, end_date: null });
    const landing = criterion(data, "landing");
    // 1, 4, 5 then 3, 2, 2: 10/3 − 7/3 = 1.
    expect(landing.grades).toHaveLength(6);
    expect(landing.earlier_mean).toBeCloseTo(10 / 3, 10);
    expect(landing.warnings).toEqual(["drop", "below_standard"]);
    // The band over every day: 1, 4, 5, 3, 2, 2 and the classmate's 5 → 22/7, variance 84/7 − (22/7)².
    expect(landing.fleet_mean).toBeCloseTo(22 / 7, 10);
    expect(landing.fleet_sd).toBeCloseTo(Math.sqrt(12 - (22 / 7) ** 2), 10);
  });

  it("says an empty period is empty: no grades, no line, no warning, never a zero", async () => {
    const data = await trends(analyst, {
      pilot_id: trainee.pilotId,
      start_date: "2020-01-01",
      end_date: "2020-12-31",
    });
    expect(data.empty).toBe(true);
    for (const entry of data.criteria) {
      expect(entry).toMatchObject({ grades: [], mean: null, trend: null, fleet_mean: null, warnings: [] });
    }
  });

  it("refuses a start after the end and a bad pilot id in the caller's language; an unknown pilot is missing", async () => {
    const late = await analyst.client.post(
      URL,
      { pilot_id: trainee.pilotId, start_date: "2026-03-01", end_date: "2026-02-01" },
      { lang: "vi" },
    );
    expect(late.status).toBe(400);
    expect(late.body.details).toEqual([
      { path: "start_date", message: "Ngày bắt đầu không được lớn hơn ngày kết thúc" },
    ]);
    const bad = await analyst.client.post(URL, { pilot_id: "x" });
    expect(bad.status).toBe(400);
    const unknown = await analyst.client.post(URL, { pilot_id: 999_999 });
    expect({ status: unknown.status, code: unknown.body.code }).toEqual({ status: 404, code: "NOT_FOUND" });
  });

  it("shows a pilot's trends to the pilot, the instructors who graded them and the analytics permission of the fleet", async () => {
    expect((await apiClient(ctx).post(URL, { pilot_id: trainee.pilotId })).status).toBe(401);
    const outcomes: [string, Made, number][] = [
      ["the pilot", trainee, 200],
      ["the instructor who graded them", instructor, 200],
      ["an instructor of the fleet who did not", otherInstructor, 404],
      ["another pilot", await createPilot(ctx), 404],
      ["super admin", await createAdmin(ctx), 200],
      ["fleet admin of A321", await createFleetAdmin(ctx), 200],
      ["fleet admin of B787", await createFleetAdmin(ctx, { fleet: "B787" }), 404],
      ["staff with the permission", analyst, 200],
      [
        "staff of B787 with the permission",
        await createStaff(ctx, [Permission.VIEW_ANALYTICS], { fleet: "B787" }),
        404,
      ],
      ["staff without it", await createStaff(ctx, [Permission.VIEW_PILOT_LIST]), 403],
    ];
    for (const [who, account, expected] of outcomes) {
      const { status } = await account.client.post(URL, { pilot_id: trainee.pilotId });
      expect({ who, status }).toEqual({ who, status: expected });
    }
  });
});

describe("analytics/pilots_with_warnings", () => {
  it("lists the pilots whose last three grades slipped, with the criteria and why", async () => {
    const reply = await analyst.client.post("analytics/pilots_with_warnings", { fleet: "A321" });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    // Landing 1, 4, 5 then 3, 2, 2; fuel 4, 4, 4 then 3, 3, 3; the classmate has one flight only.
    expect(reply.body.data.pilots).toEqual([
      {
        pilot_id: trainee.pilotId,
        crew_code: trainee.crewCode,
        full_name: trainee.fullName,
        criteria: [
          { criteria: 4, key: "landing", warnings: ["drop", "below_standard"] },
          { criteria: 16, key: "fuel_efficiency", warnings: ["drop"] },
        ],
      },
    ]);
    // An instructor sees the pilots they trained only.
    const own = await instructor.client.post("analytics/pilots_with_warnings", { fleet: "A321" });
    expect(own.body.data.pilots.map((pilot: { pilot_id: number }) => pilot.pilot_id)).toEqual([
      trainee.pilotId,
    ]);
    const none = await otherInstructor.client.post("analytics/pilots_with_warnings", { fleet: "A321" });
    expect(none.body.data.pilots).toEqual([]);
    expect((await trainee.client.post("analytics/pilots_with_warnings", { fleet: "A321" })).status).toBe(403);
    expect((await analyst.client.post("analytics/pilots_with_warnings", { fleet: "B787" })).status).toBe(403);
    expect((await analyst.client.post("analytics/pilots_with_warnings", { fleet: "X" })).status).toBe(400);
  });
});

describe("the kept trend sums", () => {
  /** A B787 pilot's kept sums by criterion number: [graded, recent_sum, earlier_sum, earlier_count]. */
  const keptSums = async (pilotId: number) => {
    const rows = await ctx.database.db
      .select()
      .from(pilotCriterionTrends)
      .where(eq(pilotCriterionTrends.pilotId, pilotId))
      .orderBy(asc(pilotCriterionTrends.criterion));
    return Object.fromEntries(
      rows.map((row) => [row.criterion, [row.graded, row.recentSum, row.earlierSum, row.earlierCount]]),
    );
  };
  const setFlight = (id: number, values: Partial<typeof trainingFlights.$inferInsert>) =>
    ctx.database.db.update(trainingFlights).set(values).where(eq(trainingFlights.id, id));

  it("follows every insert, edit, move and delete of a flight in the writing transaction", async () => {
    const pilot = await createPilot(ctx, { fleet: "B787" });
    const other = await createPilot(ctx, { fleet: "B787" });
    const teacher = await createInstructor(ctx, { fleet: "B787" });
    // Criterion n (1–16) is graded ((n − 1) mod 5) + 1 on each flight: the sums name the criterion's
    // place in CRITERIA, so the migration's list of keys must follow the shared one in order.
    const byPlace = Object.fromEntries(CRITERIA.map((entry, index) => [entry.key, (index % 5) + 1]));
    const fly = (dateOfFlight: string, scores: Record<string, number> = byPlace) =>
      createTrainingFlight(ctx, { trainee: pilot, instructor: teacher, dateOfFlight, scores });
    const first = await fly("2026-03-01");
    await fly("2026-03-02");
    await fly("2026-03-03");
    const sums = await keptSums(pilot.pilotId as number);
    expect(Object.keys(sums)).toHaveLength(16);
    CRITERIA.forEach((_, index) => {
      const score = (index % 5) + 1;
      expect({ criterion: index + 1, sums: sums[index + 1] }).toEqual({
        criterion: index + 1,
        sums: [3, 3 * score, 0, 0],
      });
    });

    // An older flight of 5s and an N/A: the 5 joins the earlier grades, the N/A nothing.
    const older = await fly("2026-02-01", { ...byPlace, landing: 5, fuel_efficiency: NOT_APPLICABLE });
    expect((await keptSums(pilot.pilotId as number))[4]).toEqual([4, 12, 5, 1]);
    expect((await keptSums(pilot.pilotId as number))[16]).toEqual([3, 3, 0, 0]);

    // Its landing edited to 1, then the flight moved to the newest day: it becomes a recent grade.
    await setFlight(older.id, {
      criteria: {
        ...(await flightCriteria(older.id)),
        landing: { score: 1, comment: null, special_remark: false },
      },
    });
    expect((await keptSums(pilot.pilotId as number))[4]).toEqual([4, 12, 1, 1]);
    await setFlight(older.id, { dateOfFlight: "2026-03-10" });
    // Recent: 1 (03-10), 4 (03-03), 4 (03-02); earlier: 4 (03-01).
    expect((await keptSums(pilot.pilotId as number))[4]).toEqual([4, 9, 4, 1]);

    // Moved to another pilot: both pilots' sums follow.
    await setFlight(older.id, { pilotId: other.pilotId as number });
    expect((await keptSums(pilot.pilotId as number))[4]).toEqual([3, 12, 0, 0]);
    expect((await keptSums(other.pilotId as number))[4]).toEqual([1, 1, 0, 0]);

    // Deleted: the pilot's sums lose the flight; a pilot without grades has no row.
    await ctx.database.db.delete(trainingFlights).where(eq(trainingFlights.id, first.id));
    expect((await keptSums(pilot.pilotId as number))[4]).toEqual([2, 8, 0, 0]);
    await ctx.database.db.delete(trainingFlights).where(eq(trainingFlights.id, older.id));
    expect(await keptSums(other.pilotId as number)).toEqual({});
  });

  const flightCriteria = async (id: number) => {
    const [row] = await ctx.database.db
      .select({ criteria: trainingFlights.criteria })
      .from(trainingFlights)
      .where(eq(trainingFlights.id, id));
    return row?.criteria as Record<string, unknown>;
  };
});

describe("trendWarnings", () => {
  it("needs three grades, and compares sums so thirds never miss the line", () => {
    expect(trendWarnings([1, 1])).toEqual([]);
    expect(trendWarnings([2, 2, 2])).toEqual(["below_standard"]);
    expect(trendWarnings([4, 3, 3, 3])).toEqual(["drop"]);
    expect(trendWarnings([4, 4, 4, 3, 3, 4])).toEqual([]);
    expect(trendWarnings([5, 4, 4, 3, 4])).toEqual([]);
    expect(trendWarnings([5, 5, 4, 3, 4])).toEqual(["drop"]);
  });
});
