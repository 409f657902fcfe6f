import { Permission, type PipelineReply } from "@trms/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient } from "../../../test/client";
import {
  createAdmin,
  createFleetAdmin,
  createInstructor,
  createLineCheck,
  createLineTraining,
  createPilot,
  createSimForm,
  createStaff,
  type Made,
} from "../../../test/factories";
import { createTestApp, type TestContext } from "../../../test/harness";
import { lineChecks } from "../../db/tables/line-check.table";
import { lineTrainings } from "../../db/tables/line-training.table";
import { pilots } from "../../db/tables/pilot.table";
import { simSessions } from "../../db/tables/sim.table";
import { simForms } from "../../db/tables/sim-form.table";
import { workflowHistory } from "../../db/tables/workflow-history.table";

const URL = "analytics/pipeline";
const PERIOD = { fleet: "A321", start_date: "2026-01-01", end_date: "2026-02-28" };
const DAY_MS = 86_400_000;

let ctx: TestContext;
let analyst: Made;
let instructor: Made;
let first: Made;
let second: Made;
const started = new Map<string, number>();
let openSim: number;
let formB: number;
let openLineCheck: number;
let openLineTraining: number;

/** A move of the record's history `days` after its start, written straight to the (append-only) table. */
type Move = [from: number, to: number, days: number, action?: string];
async function history(entity: string, id: number, start: number, moves: Move[]) {
  for (const [fromStatus, toStatus, days, action] of moves)
    await ctx.database.db.insert(workflowHistory).values({
      entity,
      entityId: String(id),
      action: action ?? "set_status",
      fromStatus,
      toStatus,
      at: new Date(start + days * DAY_MS),
    });
  started.set(`${entity}/${id}`, start);
}

/** A SIM form of the pilot (the other seat the placeholder 0000), started 13:00 local on the day. */
async function simForm(pilot: Made, day: string, status: number, moves: Move[]) {
  const id = await createSimForm(ctx, {
    pilots: [pilot.crewCode as string, "0000"],
    instructor: instructor.crewCode as string,
    day,
  });
  await ctx.database.db.update(simForms).set({ status }).where(eq(simForms.id, id));
  await history("sim_form", id, Date.parse(`${day}T13:00:00+07:00`), moves);
  return id;
}
async function lineCheck(pilot: Made, day: string, status: number, moves: Move[]) {
  const id = await createLineCheck(ctx, {
    pilot: pilot.crewCode as string,
    instructor: instructor.crewCode as string,
    day,
  });
  await ctx.database.db.update(lineChecks).set({ status }).where(eq(lineChecks.id, id));
  await history("line_check", id, Date.parse(`${day}T08:00:00+07:00`), moves);
  return id;
}
async function lineTraining(pilot: Made, day: string, status: number, moves: Move[], fleet = "A321") {
  const id = await createLineTraining(ctx, { pilot: pilot.crewCode as string, day, fleet });
  await ctx.database.db.update(lineTrainings).set({ status }).where(eq(lineTrainings.id, id));
  await history("line_training", id, Date.parse(`${day}T00:00:00+07:00`), moves);
  return id;
}

/**
 * The hand-computed data set (days after each start):
 * SIM forms of A321 pilots (5 Completed, 6 Failed):
 *   A 2026-01-05: 1→2 @1, 2→1 reject @2, 1→2 @3, 2→4 @4, 4→5 @6
 *   B 2026-01-20: 1→2 @2, 2→4 @3, 4→5 @10
 *   C 2026-02-10: 1→2 @1, 2→4 @2, 4→6 @3, 6→4 @5, 4→5 @8
 *   D 2026-02-15: 1→2 @1, still Pilot Submitted (open)
 *   outside: 2025-12-20 Completed @100; a B787 pilot's 2026-01-10 Completed @50
 * Line checks of an A321 pilot: 2026-01-10 1→2 @0.5, 2→3 @2, 3→4 @5; 2026-02-03 1→2 @1 (open).
 * Line trainings (A321): 2026-01-15 1→2 @3, 2→3 @30; 2026-02-20 Pilot Submit, no move (open);
 *   a B787 one 2026-01-15 Completed @1.
 */
beforeAll(async () => {
  ctx = await createTestApp();
  analyst = await createStaff(ctx, [Permission.VIEW_ANALYTICS]);
  instructor = await createInstructor(ctx);
  first = await createPilot(ctx);
  second = await createPilot(ctx);
  const otherFleet = await createPilot(ctx, { fleet: "B787" });
  await simForm(first, "2026-01-05", 5, [
    [1, 2, 1, "submit_first"],
    [2, 1, 2, "reject"],
    [1, 2, 3, "submit_first"],
    [2, 4, 4, "submit_third"],
    [4, 5, 6],
  ]);
  formB = await simForm(second, "2026-01-20", 5, [
    [1, 2, 2],
    [2, 4, 3],
    [4, 5, 10],
  ]);
  await simForm(first, "2026-02-10", 5, [
    [1, 2, 1],
    [2, 4, 2],
    [4, 6, 3],
    [6, 4, 5],
    [4, 5, 8],
  ]);
  openSim = await simForm(second, "2026-02-15", 2, [[1, 2, 1]]);
  await simForm(first, "2025-12-20", 5, [[1, 5, 100]]);
  await simForm(otherFleet, "2026-01-10", 5, [[1, 5, 50]]);
  await lineCheck(first, "2026-01-10", 4, [
    [1, 2, 0.5],
    [2, 3, 2],
    [3, 4, 5],
  ]);
  openLineCheck = await lineCheck(first, "2026-02-03", 2, [[1, 2, 1]]);
  await lineTraining(second, "2026-01-15", 3, [
    [1, 2, 3],
    [2, 3, 30],
  ]);
  openLineTraining = await lineTraining(second, "2026-02-20", 1, []);
  await lineTraining(otherFleet, "2026-01-15", 3, [[1, 3, 1]], "B787");
});
afterAll(async () => {
  await ctx.close();
});

const pipeline = async (who: Made, body: Record<string, unknown>) => {
  const reply = await who.client.post(URL, body);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.data as PipelineReply;
};
const measure = (data: PipelineReply, kind: string, status: number) =>
  data.measures.find((entry) => entry.kind === kind && entry.status === status);
const reject = (data: PipelineReply, kind: string, status: number) =>
  data.rejects.find((entry) => entry.kind === kind && entry.status === status);
const figures = (entry: { count: number; median_days: number | null; p90_days: number | null }) => [
  entry.count,
  entry.median_days === null ? null : Number(entry.median_days.toFixed(6)),
  entry.p90_days === null ? null : Number(entry.p90_days.toFixed(6)),
];

describe("analytics/pipeline", () => {
  it("gives the median and 90th percentile of the days to each status, per month and over the period", async () => {
    const data = await pipeline(analyst, PERIOD);
    expect(data).toMatchObject({ ...PERIOD, empty: false });
    // Completed: A 6, B 10, C 8 → median 8, p90 at 0.9·2 = 1.8 → 8 + 0.8·2 = 9.6.
    const completed = measure(data, "sim_form", 5);
    expect(completed && figures(completed)).toEqual([3, 8, 9.6]);
    // January: 6, 10 → 8 and 6 + 0.9·4 = 9.6; February: C alone (D is open).
    expect(completed?.months.map((month) => [month.month, ...figures(month)])).toEqual([
      ["2026-01", 2, 8, 9.6],
      ["2026-02", 1, 8, 8],
    ]);
    // Pilot Submitted first reached: 1, 2, 1, 1 → median 1, p90 at 2.7 → 1.7.
    const submitted = measure(data, "sim_form", 2);
    expect(submitted && figures(submitted)).toEqual([4, 1, 1.7]);
    expect(submitted?.months.map(figures)).toEqual([
      [2, 1.5, 1.9],
      [2, 1, 1],
    ]);
    // Instructor B Submitted first reached: 4, 3, 2 → 3 and 3.8; Instructor A never.
    const instructorB = measure(data, "sim_form", 4);
    expect(instructorB && figures(instructorB)).toEqual([3, 3, 3.8]);
    const instructorA = measure(data, "sim_form", 3);
    expect(instructorA && figures(instructorA)).toEqual([0, null, null]);
    const lineCheckDone = measure(data, "line_check", 4);
    expect(lineCheckDone && figures(lineCheckDone)).toEqual([1, 5, 5]);
    const lineCheckSubmitted = measure(data, "line_check", 2);
    expect(lineCheckSubmitted && figures(lineCheckSubmitted)).toEqual([2, 0.75, 0.95]);
    const lineTrainingDone = measure(data, "line_training", 3);
    expect(lineTrainingDone && figures(lineTrainingDone)).toEqual([1, 30, 30]);
  });

  it("gives each stage's share of moves that went back: a reject, or a fall to Failed", async () => {
    const data = await pipeline(analyst, PERIOD);
    // Out of Pilot Submitted: A 2→1 (reject), A 2→4, B 2→4, C 2→4.
    expect(reject(data, "sim_form", 2)).toMatchObject({ moves: 4, rejected: 1, reject_rate: 0.25 });
    expect(reject(data, "sim_form", 2)?.months).toEqual([
      { month: "2026-01", moves: 3, rejected: 1, reject_rate: 1 / 3 },
      { month: "2026-02", moves: 1, rejected: 0, reject_rate: 0 },
    ]);
    // Out of Instructor B Submitted: A 4→5, B 4→5, C 4→6 (Failed), C 4→5.
    expect(reject(data, "sim_form", 4)).toMatchObject({ moves: 4, rejected: 1, reject_rate: 0.25 });
    // Out of Failed back up to Instructor B Submitted is not a rejection.
    expect(reject(data, "sim_form", 6)).toMatchObject({ moves: 1, rejected: 0, reject_rate: 0 });
    expect(reject(data, "sim_form", 1)).toMatchObject({ moves: 5, rejected: 0 });
    expect(reject(data, "sim_form", 3)).toMatchObject({ moves: 0, rejected: 0, reject_rate: null });
    expect(reject(data, "line_training", 1)).toMatchObject({ moves: 1, rejected: 0 });
  });

  it("lists the open items already older than their kind's 90th percentile to Completed", async () => {
    const before = Date.now();
    const data = await pipeline(analyst, PERIOD);
    const after = Date.now();
    expect(data.overdue.map((item) => [item.kind, item.id, item.status, item.month, item.p90_days])).toEqual([
      ["line_check", openLineCheck, 2, "2026-02", 5],
      ["sim_form", openSim, 2, "2026-02", 9.6],
      ["line_training", openLineTraining, 1, "2026-02", 30],
    ]);
    for (const item of data.overdue) {
      const start = started.get(`${item.kind}/${item.id}`) as number;
      expect(item.age_days).toBeGreaterThanOrEqual((before - start) / DAY_MS - 0.001);
      expect(item.age_days).toBeLessThanOrEqual((after - start) / DAY_MS + 0.001);
    }
    expect(data.overdue[1]).toMatchObject({ pilot_crew_code: second.crewCode, pilot_name: second.fullName });
  });

  it("says an empty period is empty, with no figure at zero", async () => {
    const data = await pipeline(analyst, { ...PERIOD, start_date: "2020-01-01", end_date: "2020-01-31" });
    expect(data.empty).toBe(true);
    expect(data.measures.every((entry) => entry.count === 0 && entry.median_days === null)).toBe(true);
    expect(data.rejects.every((entry) => entry.reject_rate === null)).toBe(true);
    expect(data.overdue).toEqual([]);
  });

  it("refuses a start after the end and an unknown fleet, in the caller's language", async () => {
    const late = await analyst.client.post(URL, { ...PERIOD, start_date: "2026-03-01" });
    expect(late.status).toBe(400);
    expect(late.body.details).toEqual([
      { path: "start_date", message: "Start date must not be greater than end date" },
    ]);
    const vi = await analyst.client.post(URL, { ...PERIOD, fleet: "A380" }, { lang: "vi" });
    expect(vi.status).toBe(400);
    expect(vi.body.details[0].message).toBe(
      "Vui lòng chọn một trong các đội bay A321, B787, A350 hoặc ATR72",
    );
    // Ten years at most: to the day before the start's tenth anniversary, not that day.
    const ten = await analyst.client.post(URL, {
      ...PERIOD,
      start_date: "2016-03-01",
      end_date: "2026-02-28",
    });
    expect(ten.status).toBe(200);
    for (const lang of ["en", "vi"] as const) {
      const long = await analyst.client.post(
        URL,
        { ...PERIOD, start_date: "2016-03-01", end_date: "2026-03-01" },
        { lang },
      );
      expect(long.status).toBe(400);
      expect(long.body.details).toEqual([
        {
          path: "start_date",
          message: {
            en: "The period may span at most 10 years: choose a later start date",
            vi: "Khoảng thời gian tối đa là 10 năm: vui lòng chọn ngày bắt đầu muộn hơn",
          }[lang],
        },
      ]);
    }
  });

  it("lets only the analytics permission in, within its fleet (super admin all)", async () => {
    expect((await apiClient(ctx).post(URL, PERIOD)).status).toBe(401);
    const outcomes: [string, Made, number, number][] = [
      ["super admin", await createAdmin(ctx), 200, 200],
      ["fleet admin of A321", await createFleetAdmin(ctx), 200, 403],
      ["staff with the analytics permission", analyst, 200, 403],
      ["staff without it", await createStaff(ctx), 403, 403],
      ["instructor", instructor, 403, 403],
      ["pilot", first, 403, 403],
    ];
    for (const [who, account, a321, b787] of outcomes) {
      const mine = await account.client.post(URL, PERIOD);
      const other = await account.client.post(URL, { ...PERIOD, fleet: "B787" });
      expect([who, mine.status, other.status]).toEqual([who, a321, b787]);
    }
  });
});

describe("the pipeline kept in the writing transaction", () => {
  const completed = async () => {
    const entry = measure(await pipeline(analyst, PERIOD), "sim_form", 5);
    return entry && [figures(entry), entry.months.map((month) => [month.month, ...figures(month)])];
  };

  it("follows a session moved, a pilot's fleet changed and back, and a form deleted", async () => {
    // B's session a day later: its Completed at day 9, not 10 → [6, 8, 9]: median 8, p90 8.8.
    const [form] = await ctx.database.db
      .select({ simId: simForms.simId })
      .from(simForms)
      .where(eq(simForms.id, formB));
    await ctx.database.db
      .update(simSessions)
      .set({
        sessionaDateTime: new Date("2026-01-21T08:00:00+07:00"),
        sessionbDateTime: new Date("2026-01-21T13:00:00+07:00"),
      })
      .where(eq(simSessions.id, form?.simId as number));
    expect(await completed()).toEqual([
      [3, 8, 8.8],
      [
        ["2026-01", 2, 7.5, 8.7],
        ["2026-02", 1, 8, 8],
      ],
    ]);

    // B's pilot moves to B787: A 6 and C 8 stay in A321's figures; back again, B returns.
    await ctx.database.db
      .update(pilots)
      .set({ fleet: "B787" })
      .where(eq(pilots.id, second.pilotId as number));
    expect((await completed())?.[0]).toEqual([2, 7, 7.8]);
    await ctx.database.db
      .update(pilots)
      .set({ fleet: "A321" })
      .where(eq(pilots.id, second.pilotId as number));
    expect((await completed())?.[0]).toEqual([3, 8, 8.8]);

    // The open form D deleted: no longer overdue, its Pilot Submitted time gone: A 1, C 1 and B's,
    // 2 days after its old start, now 1 after the moved one.
    await ctx.database.db.delete(simForms).where(eq(simForms.id, openSim));
    const data = await pipeline(analyst, PERIOD);
    expect(data.overdue.map((item) => item.kind)).toEqual(["line_check", "line_training"]);
    const submitted = measure(data, "sim_form", 2);
    expect(submitted && figures(submitted)).toEqual([3, 1, 1]);
  });
});
