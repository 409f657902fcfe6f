import {
  type ConcordanceInstructor,
  CRITERIA,
  type CriterionKey,
  type FleetHeatMapReply,
  type HeatMapMonth,
  type InstructorConcordanceReply,
  NOT_APPLICABLE,
  Permission,
} from "@trms/shared";
import { eq, sql } from "drizzle-orm";
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
import { pilots } from "../../db/tables/pilot.table";
import { trainingFlights } from "../../db/tables/training-flight.table";
import { rowsOf } from "../../lib/sql";
import { monthsOf } from "./analytics.months";
import { splitPeriod } from "./analytics.repository";

const URL = "analytics/instructor_concordance";
const JANUARY = { fleet: "A321", start_date: "2026-01-01", end_date: "2026-01-31" };
/** Landing is criterion 4; every other criterion of the data set is graded 4. */
const LANDING = 4;
const ALL_NOT_APPLICABLE = Object.fromEntries(CRITERIA.map((c) => [c.key, NOT_APPLICABLE])) as Record<
  CriterionKey,
  number
>;

let ctx: TestContext;
let first: Made;
let second: Made;
let third: Made;
let analyst: Made;
let trainee: Made;
let firstOnJanuary5: number;

/**
 * The hand-computed data set, fleet A321, January 2026 (landing grades; every other criterion 4):
 * - first instructor: 5, 5                      → mean 5,   sd 0,   2 records
 * - second instructor: 2, 3, N/A                → mean 2.5, sd 0.5, below standard 1/2, 3 records
 *   (one with a recommendation, one grounded)
 * - third instructor: 4, and a flight with every criterion N/A (no grade, not a graded record)
 * - fleet: 5, 5, 2, 3, 4 → mean 3.8, population variance 6.8 / 5 = 1.36, sd √1.36 ≈ 1.16619
 * Left out: the first instructor's landing 1 on 31 Dec 2025 (outside) and on a B787 trainee (other fleet).
 */
beforeAll(async () => {
  ctx = await createTestApp();
  first = await createInstructor(ctx);
  second = await createInstructor(ctx);
  third = await createInstructor(ctx);
  analyst = await createStaff(ctx, [Permission.VIEW_ANALYTICS]);
  trainee = await createPilot(ctx);
  const otherFleetTrainee = await createPilot(ctx, { fleet: "B787" });
  const fly = (instructor: Made, day: string, landing: number, extra: { grounded?: boolean } = {}) =>
    createTrainingFlight(ctx, { trainee, instructor, dateOfFlight: day, scores: { landing }, ...extra });
  firstOnJanuary5 = (await fly(first, "2026-01-05", 5)).id;
  await fly(first, "2026-01-31", 5);
  await fly(second, "2026-01-01", 2, { grounded: true });
  const recommended = await fly(second, "2026-01-10", 3);
  await fly(second, "2026-01-11", NOT_APPLICABLE);
  await fly(third, "2026-01-12", 4);
  await createTrainingFlight(ctx, {
    trainee,
    instructor: third,
    dateOfFlight: "2026-01-13",
    scores: ALL_NOT_APPLICABLE,
  });
  await fly(first, "2025-12-31", 1);
  await createTrainingFlight(ctx, {
    trainee: otherFleetTrainee,
    instructor: first,
    dateOfFlight: "2026-01-20",
    scores: { landing: 1 },
  });
  await ctx.database.db
    .update(trainingFlights)
    .set({ recommendation: true, recommendationValue: "Continue" })
    .where(eq(trainingFlights.id, recommended.id));
});
afterAll(async () => {
  await ctx.close();
});

const concordance = async (who: Made, body: Record<string, unknown>) => {
  const reply = await who.client.post(URL, body);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.data as InstructorConcordanceReply;
};
const row = (data: InstructorConcordanceReply, who: Made) =>
  data.instructors.find((entry) => entry.instructor_id === who.pilotId) as ConcordanceInstructor;
const landing = <T extends { criteria: number }>(criteria: T[]) =>
  criteria.find((entry) => entry.criteria === LANDING) as T;

describe("analytics/instructor_concordance", () => {
  it("gives the fleet's figures per criterion, N/A, other fleets and other days left out", async () => {
    const data = await concordance(analyst, { ...JANUARY, min_grades: 2 });
    expect(data).toMatchObject({ ...JANUARY, min_grades: 2, distance: 1, empty: false });
    const fleetLanding = landing(data.fleet_figures.criteria);
    expect(fleetLanding).toMatchObject({ key: "landing", count: 5, below_standard_share: 0.2 });
    expect(fleetLanding.mean).toBeCloseTo(3.8, 10);
    expect(fleetLanding.sd).toBeCloseTo(Math.sqrt(1.36), 10);
    // The first criterion: six graded flights, all 4.
    expect(data.fleet_figures.criteria[0]).toEqual({
      criteria: 1,
      key: "pre_departure_and_post_flight",
      count: 6,
      mean: 4,
      sd: 0,
      below_standard_share: 0,
    });
    // 6 graded records: 2 + 3 + 1; 16 grades each, less the one N/A landing.
    expect(data.fleet_figures).toMatchObject({ records: 6, grades: 95 });
    expect(data.fleet_figures.recommendation_share).toBeCloseTo(1 / 6, 10);
    expect(data.fleet_figures.grounded_share).toBeCloseTo(1 / 6, 10);
  });

  it("gives each instructor's figures and flags the means more than one fleet sd away", async () => {
    const data = await concordance(analyst, { ...JANUARY, min_grades: 2 });
    expect(data.instructors.map((entry) => entry.instructor_id).sort()).toEqual(
      [first.pilotId, second.pilotId, third.pilotId].sort(),
    );
    const one = row(data, first);
    expect(one).toMatchObject({
      records: 2,
      grades: 32,
      recommendation_share: 0,
      grounded_share: 0,
      flagged: 1,
    });
    expect(landing(one.criteria)).toMatchObject({
      count: 2,
      mean: 5,
      sd: 0,
      below_standard_share: 0,
      flagged: true,
    });
    expect(landing(one.criteria).difference).toBeCloseTo(1.2, 10);

    const two = row(data, second);
    expect(two).toMatchObject({ records: 3, grades: 47, flagged: 1 });
    expect(two.recommendation_share).toBeCloseTo(1 / 3, 10);
    expect(two.grounded_share).toBeCloseTo(1 / 3, 10);
    expect(landing(two.criteria)).toMatchObject({ count: 2, mean: 2.5, sd: 0.5, below_standard_share: 0.5 });
    expect(landing(two.criteria).difference).toBeCloseTo(-1.3, 10);
    expect(landing(two.criteria).flagged).toBe(true);

    // 0.2 from the mean, on one grade: not flagged; equal means on a criterion with sd 0: not flagged.
    const three = row(data, third);
    expect(three).toMatchObject({ records: 1, grades: 16, flagged: 0 });
    expect(landing(three.criteria)).toMatchObject({ count: 1, mean: 4, flagged: false });
    expect(three.criteria[0]).toMatchObject({ mean: 4, difference: 0, flagged: false });
  });

  it("flags nobody under the default minimum of 10 grades, or beyond a wider distance", async () => {
    const defaults = await concordance(analyst, JANUARY);
    expect(defaults).toMatchObject({ min_grades: 10, distance: 1 });
    expect(defaults.instructors.every((entry) => entry.flagged === 0)).toBe(true);
    // 1.1 × 1.16619 ≈ 1.283: the second instructor's 1.3 stays flagged, the first's 1.2 does not.
    const wider = await concordance(analyst, { ...JANUARY, min_grades: 2, distance: 1.1 });
    expect(landing(row(wider, first).criteria).flagged).toBe(false);
    expect(landing(row(wider, second).criteria).flagged).toBe(true);
  });

  it("says a period without grades is empty: no instructor, null figures, never zeros", async () => {
    const data = await concordance(analyst, {
      fleet: "A321",
      start_date: "2020-01-01",
      end_date: "2020-12-31",
    });
    expect(data.empty).toBe(true);
    expect(data.instructors).toEqual([]);
    expect(data.fleet_figures).toMatchObject({
      records: 0,
      grades: 0,
      recommendation_share: null,
      grounded_share: null,
    });
    expect(data.fleet_figures.criteria.every((entry) => entry.mean === null && entry.sd === null)).toBe(true);
  });

  it("refuses a start after the end, an unknown fleet and a bad distance, in the caller's language", async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [
        { ...JANUARY, start_date: "2026-02-01" },
        "start_date",
        "Start date must not be greater than end date",
      ],
      [{ ...JANUARY, fleet: "A380" }, "fleet", "Choose one of the fleets A321, B787, A350 or ATR72"],
      [
        { ...JANUARY, distance: 0 },
        "distance",
        "The distance must be a number greater than 0 and at most 10",
      ],
      [
        { ...JANUARY, min_grades: 0.5 },
        "min_grades",
        "The minimum number of grades must be a whole number from 1 to 10000",
      ],
      [{ ...JANUARY, end_date: "2026-02-30" }, "end_date", "This value is invalid"],
      [
        { ...JANUARY, start_date: "1990-01-01" },
        "start_date",
        "The period may span at most 10 years: choose a later start date",
      ],
    ];
    for (const [body, path, message] of cases) {
      const { status, body: reply } = await analyst.client.post(URL, body);
      expect({ path, status, code: reply.code, details: reply.details }).toEqual({
        path,
        status: 400,
        code: "VALIDATION_ERROR",
        details: [{ path, message }],
      });
    }
    const vi = await analyst.client.post(URL, { ...JANUARY, fleet: "A380" }, { lang: "vi" });
    expect(vi.body.details[0].message).toBe(
      "Vui lòng chọn một trong các đội bay A321, B787, A350 hoặc ATR72",
    );
  });

  it("shows an instructor their own figures only, beside the whole fleet's", async () => {
    const data = await concordance(second, { ...JANUARY, min_grades: 2 });
    expect(data.instructors.map((entry) => entry.instructor_id)).toEqual([second.pilotId]);
    expect(landing(data.fleet_figures.criteria).count).toBe(5);
    expect(landing(row(data, second).criteria).flagged).toBe(true);
  });

  it("lets only the analytics permission and instructors in, each within their fleet (role matrix)", async () => {
    const anonymous = await apiClient(ctx).post(URL, JANUARY);
    expect(anonymous.status).toBe(401);
    const outcomes: [string, Made, number, number][] = [
      // [who, account, A321, B787]
      ["super admin", await createAdmin(ctx), 200, 200],
      ["fleet admin of A321", await createFleetAdmin(ctx), 200, 403],
      ["staff with the analytics permission", analyst, 200, 403],
      [
        "staff of B787 with the permission",
        await createStaff(ctx, [Permission.VIEW_ANALYTICS], { fleet: "B787" }),
        403,
        200,
      ],
      [
        "staff with every other permission",
        await createStaff(ctx, [Permission.VIEW_PILOT_LIST, Permission.EDIT_PILOT, Permission.VIEW_SIM]),
        403,
        403,
      ],
      ["instructor of A321", first, 200, 403],
      ["instructor of B787", await createInstructor(ctx, { fleet: "B787" }), 403, 200],
      ["pilot", await createPilot(ctx), 403, 403],
    ];
    for (const [who, account, a321, b787] of outcomes) {
      const own = await account.client.post(URL, JANUARY);
      const other = await account.client.post(URL, { ...JANUARY, fleet: "B787" });
      expect({ who, a321: own.status, b787: other.status }).toEqual({ who, a321, b787 });
      if (own.status === 403) expect(own.body.code, who).toBe("FORBIDDEN");
    }
    const refused = await analyst.client.post(URL, { ...JANUARY, fleet: "B787" });
    expect(refused.body.message).toBe("You can only see the analytics of your own fleet");
  });

  it("names the records behind an instructor's figure: the same graded scores, newest first", async () => {
    const records = await analyst.client.post("analytics/concordance_records", {
      ...JANUARY,
      instructor_id: second.pilotId,
      criteria: LANDING,
    });
    expect(records.status, JSON.stringify(records.body)).toBe(200);
    // 3 and 2; the N/A landing of 11 January is not behind the figure.
    expect(
      records.body.data.records.map((record: { date_of_flight: string; score: number }) => [
        record.date_of_flight,
        record.score,
      ]),
    ).toEqual([
      ["2026-01-10", 3],
      ["2026-01-01", 2],
    ]);
    // An instructor reads only their own records; another fleet is refused as the figures are.
    const own = await second.client.post("analytics/concordance_records", {
      ...JANUARY,
      instructor_id: second.pilotId,
      criteria: LANDING,
    });
    expect(own.status).toBe(200);
    const others = await second.client.post("analytics/concordance_records", {
      ...JANUARY,
      instructor_id: first.pilotId,
      criteria: LANDING,
    });
    expect(others.status).toBe(404);
    const otherFleet = await analyst.client.post("analytics/concordance_records", {
      ...JANUARY,
      fleet: "B787",
      instructor_id: first.pilotId,
      criteria: LANDING,
    });
    expect(otherFleet.status).toBe(403);
    const badCriterion = await analyst.client.post("analytics/concordance_records", {
      ...JANUARY,
      instructor_id: first.pilotId,
      criteria: 17,
    });
    expect(badCriterion.status).toBe(400);
  });

  it("exports the concordance as a workbook: every criterion of the fleet and each instructor, flagged marked", async () => {
    const query = new URLSearchParams({ ...JANUARY, min_grades: "2" });
    const response = await ctx.app.inject({
      method: "GET",
      url: `/api/v1/analytics/concordance_export?${query}`,
      headers: { "access-token": analyst.client.token, "application-type": "5", "accept-language": "en" },
    });
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    expect(response.headers["content-type"]).toContain("spreadsheetml");
    expect(response.headers["content-disposition"]).toContain("Concordance A321 2026-01-01 2026-01-31.xlsx");
    const { default: ExcelJS } = await import("exceljs");
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet("Criteria");
    // A header, the fleet's 16 criteria and 16 for each of the three instructors.
    expect(sheet?.rowCount).toBe(1 + 16 * 4);
    const rows = (sheet?.getSheetValues() ?? []).slice(2) as unknown[][];
    const fleetLanding = rows.find((row) => row[1] === "Fleet A321" && row[3] === LANDING);
    expect(fleetLanding?.slice(4, 9)).toEqual(["Landing", 5, 3.8, Math.sqrt(1.36), 0.2]);
    const flagged = rows.filter((row) => row[10] === "Yes").map((row) => [row[1], row[4]]);
    expect(flagged.sort()).toEqual(
      [
        [first.fullName, "Landing"],
        [second.fullName, "Landing"],
      ].sort(),
    );
    const other = await ctx.app.inject({
      method: "GET",
      url: `/api/v1/analytics/concordance_export?${new URLSearchParams({ ...JANUARY, fleet: "B787" })}`,
      headers: { "access-token": analyst.client.token, "application-type": "5" },
    });
    expect(other.statusCode).toBe(403);
  });

  it("maps the fleet's mean of each criterion per month: the same graded rows, empty months null", async () => {
    const reply = await analyst.client.post("analytics/fleet_heat_map", {
      fleet: "A321",
      start_date: "2025-12-15",
      end_date: "2026-02-28",
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const data = reply.body.data as FleetHeatMapReply;
    expect(data.empty).toBe(false);
    expect(data.months.map((month) => month.month)).toEqual(["2025-12", "2026-01", "2026-02"]);
    const [december, january, february] = data.months as [HeatMapMonth, HeatMapMonth, HeatMapMonth];
    // December: the first instructor's landing 1 on the 31st; January as the concordance counts it.
    expect(landing(december.criteria)).toEqual({ criteria: LANDING, count: 1, mean: 1 });
    expect(landing(january.criteria).count).toBe(5);
    expect(landing(january.criteria).mean).toBeCloseTo(3.8, 10);
    expect(january.criteria[0]).toEqual({ criteria: 1, count: 6, mean: 4 });
    expect(february.criteria.every((entry) => entry.count === 0 && entry.mean === null)).toBe(true);

    const empty = await analyst.client.post("analytics/fleet_heat_map", {
      fleet: "A321",
      start_date: "2020-01-01",
      end_date: "2020-02-01",
    });
    expect(empty.body.data).toMatchObject({ empty: true });
    const refused = await first.client.post("analytics/fleet_heat_map", JANUARY);
    expect(refused.status).toBe(403);
    const otherFleet = await analyst.client.post("analytics/fleet_heat_map", { ...JANUARY, fleet: "B787" });
    expect(otherFleet.status).toBe(403);
    const late = await analyst.client.post("analytics/fleet_heat_map", {
      ...JANUARY,
      start_date: "2026-03-01",
    });
    expect(late.status).toBe(400);
    // A century of months is refused in the caller's language, not answered with 1 200 empty rows.
    const century = await analyst.client.post(
      "analytics/fleet_heat_map",
      { ...JANUARY, start_date: "1926-01-01" },
      { lang: "vi" },
    );
    expect({ status: century.status, details: century.body.details }).toEqual({
      status: 400,
      details: [
        {
          path: "start_date",
          message: "Khoảng thời gian tối đa là 10 năm: vui lòng chọn ngày bắt đầu muộn hơn",
        },
      ],
    });
  });
});

describe("monthsOf", () => {
  it("lists every month the period touches, across a year's end", () => {
    expect(monthsOf("2025-11-30", "2026-02-01")).toEqual(["2025-11", "2025-12", "2026-01", "2026-02"]);
    expect(monthsOf("2026-01-05", "2026-01-20")).toEqual(["2026-01"]);
  });
});

describe("the kept month sums", () => {
  const fleetLanding = async (body: Record<string, unknown>) => {
    const data = await concordance(analyst, body);
    const figures = landing(data.fleet_figures.criteria);
    return [
      figures.count,
      figures.mean === null ? null : Number(figures.mean.toFixed(9)),
      data.fleet_figures.records,
    ];
  };

  it("reads each criterion's score under its number in CRITERIA (migration 0036's flight_grades)", async () => {
    const scores = Object.fromEntries(CRITERIA.map((entry, index) => [entry.key, (index % 5) + 1]));
    const flight = await createTrainingFlight(ctx, {
      trainee: await createPilot(ctx, { fleet: "A350" }),
      instructor: first,
      dateOfFlight: "2024-06-01",
      scores,
    });
    const result = await ctx.database.db.execute(
      sql`select grade.criterion::int as criterion, grade.score from training_flights f
            cross join lateral flight_grades(f) grade where f.id = ${flight.id} order by 1`,
    );
    expect(rowsOf<{ criterion: number; score: number }>(result)).toEqual(
      CRITERIA.map((_, index) => ({ criterion: index + 1, score: (index % 5) + 1 })),
    );
  });

  it("splits a period into whole months and partial days", () => {
    expect(splitPeriod("2026-01-01", "2026-01-31")).toEqual({
      months: ["2026-01-01", "2026-01-01"],
      partial: [],
    });
    expect(splitPeriod("2025-11-27", "2026-11-26")).toEqual({
      months: ["2025-12-01", "2026-10-01"],
      partial: [
        ["2025-11-27", "2025-11-30"],
        ["2026-11-01", "2026-11-26"],
      ],
    });
    expect(splitPeriod("2026-01-05", "2026-01-31")).toEqual({
      months: null,
      partial: [["2026-01-05", "2026-01-31"]],
    });
    expect(splitPeriod("2024-02-01", "2024-02-29")).toEqual({
      months: ["2024-02-01", "2024-02-01"],
      partial: [],
    });
  });

  it("gives the same figures from partial days, whole months and both", async () => {
    // Partial days only (5–31 January): 5, 5, 3, 4 (the 2 of 1 January left out).
    expect(await fleetLanding({ ...JANUARY, start_date: "2026-01-05" })).toEqual([4, 4.25, 5]);
    // 31 December from the flights and January from the sums: 1, 5, 5, 2, 3, 4.
    expect(await fleetLanding({ ...JANUARY, start_date: "2025-12-31" })).toEqual([6, 3.333333333, 7]);
    const heat = await analyst.client.post("analytics/fleet_heat_map", {
      ...JANUARY,
      start_date: "2025-12-31",
    });
    expect(
      heat.body.data.months.map((month: HeatMapMonth) => [
        month.month,
        landing(month.criteria).count,
        landing(month.criteria).mean,
      ]),
    ).toEqual([
      ["2025-12", 1, 1],
      ["2026-01", 5, 3.8],
    ]);
  });

  it("follows a grade edited, a trainee's fleet changed and back, and a flight deleted", async () => {
    expect(await fleetLanding(JANUARY)).toEqual([5, 3.8, 6]);
    const [flight] = await ctx.database.db
      .select({ criteria: trainingFlights.criteria })
      .from(trainingFlights)
      .where(eq(trainingFlights.id, firstOnJanuary5));
    const criteria = flight?.criteria as Record<string, unknown>;
    await ctx.database.db
      .update(trainingFlights)
      .set({ criteria: { ...criteria, landing: { score: 1, comment: null, special_remark: false } } })
      .where(eq(trainingFlights.id, firstOnJanuary5));
    // 1, 5, 2, 3, 4.
    expect(await fleetLanding(JANUARY)).toEqual([5, 3, 6]);
    await ctx.database.db
      .update(pilots)
      .set({ fleet: "B787" })
      .where(eq(pilots.id, trainee.pilotId as number));
    expect(await fleetLanding(JANUARY)).toEqual([0, null, 0]);
    await ctx.database.db
      .update(pilots)
      .set({ fleet: "A321" })
      .where(eq(pilots.id, trainee.pilotId as number));
    expect(await fleetLanding(JANUARY)).toEqual([5, 3, 6]);
    await ctx.database.db.delete(trainingFlights).where(eq(trainingFlights.id, firstOnJanuary5));
    // 5, 2, 3, 4.
    expect(await fleetLanding(JANUARY)).toEqual([4, 3.5, 5]);
  });
});
