import { FlightType, type FotListReply, type FotRow, Permission } from "@trms/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient } from "../../../test/client";
import {
  createAdmin,
  createInstructor,
  createPilot,
  createProgressTheory,
  createStaff,
  createTheoryTest,
  createTrainingFlight,
  type Made,
} from "../../../test/factories";
import { createTestApp, type TestContext } from "../../../test/harness";

const URL = "pilot/fot_list";

let ctx: TestContext;
let admin: Made;
let instructor: Made;
/** Three flights (5.3 h, 2 grounded, last check a phase two check), a theory test after a progress theory. */
let busy: Made;
/** One normal flight, a progress theory report after a theory test. */
let quiet: Made;
/** Nothing recorded. */
let fresh: Made;
let other: Made;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await createAdmin(ctx);
  instructor = await createInstructor(ctx, { fleet: "A350" });
  busy = await createPilot(ctx, { fleet: "A350", fullName: "Alpha Trainee" });
  quiet = await createPilot(ctx, { fleet: "A350", fullName: "Bravo Trainee" });
  fresh = await createPilot(ctx, { fleet: "A350", fullName: "Charlie Trainee" });
  other = await createPilot(ctx, { fleet: "B787", fullName: "Delta Elsewhere" });

  await createTrainingFlight(ctx, {
    trainee: busy,
    instructor,
    dateOfFlight: "2026-09-01",
    sectorTimes: [1.1, 2.2],
    flightType: FlightType.PHASE_ONE_CHECK,
    normalProgress: true,
  });
  await createTrainingFlight(ctx, {
    trainee: busy,
    instructor,
    dateOfFlight: "2026-10-05",
    sectorTimes: [1.5],
    flightType: FlightType.PHASE_TWO_CHECK,
    normalProgress: false,
    grounded: true,
  });
  // A later normal flight: the last check stays the phase two check.
  await createTrainingFlight(ctx, {
    trainee: busy,
    instructor,
    dateOfFlight: "2026-10-20",
    grounded: true,
    sectorTimes: [0.5],
  });
  await createProgressTheory(ctx, { trainee: busy, instructor, date: "2026-08-01", overallPerformance: 4 });
  await createTheoryTest(ctx, { trainee: busy, instructor, date: "2026-09-15", result: false });

  await createTrainingFlight(ctx, { trainee: quiet, instructor, dateOfFlight: "2026-07-01" });
  await createTheoryTest(ctx, { trainee: quiet, instructor, date: "2026-06-01", result: true });
  await createProgressTheory(ctx, { trainee: quiet, instructor, date: "2026-06-20", overallPerformance: 5 });

  await createTrainingFlight(ctx, {
    trainee: other,
    instructor: await createInstructor(ctx, { fleet: "B787" }),
  });
});
afterAll(async () => {
  await ctx.close();
});

const list = async (who: Made, body: Record<string, unknown> = {}) => {
  const reply = await who.client.post(URL, { keyword: "trainee", ...body });
  return { status: reply.status, data: reply.body.data as FotListReply, body: reply.body };
};
const row = (data: FotListReply, who: Made) =>
  data.pilots.find((pilot) => pilot.id === who.pilotId) as FotRow;

describe("pilot/fot_list", () => {
  it("sums the sector flight times, counts grounded flights and names the last check", async () => {
    const { status, data } = await list(admin, { page_count: 25 });
    expect(status).toBe(200);
    const alpha = row(data, busy);
    expect(alpha).toMatchObject({
      full_name: "Alpha Trainee",
      fleet: "A350",
      total_flight_hours: 5.3,
      grounded_number: 2,
      flight_progress: {
        training_flights: 3,
        last_check: {
          flight_type: FlightType.PHASE_TWO_CHECK,
          date_of_flight: "2026-10-05",
          normal_progress: false,
          overall_performance: null,
          grounded: true,
        },
      },
    });
    expect(row(data, quiet)).toMatchObject({
      total_flight_hours: 2,
      grounded_number: 0,
      flight_progress: { training_flights: 1, last_check: null },
    });
    expect(row(data, fresh)).toMatchObject({
      total_flight_hours: 0,
      grounded_number: 0,
      flight_progress: { training_flights: 0, last_check: null },
      theory_progress: null,
    });
  });

  it("gives the latest theory record, a theory test or a progress theory report", async () => {
    const { data } = await list(admin, { page_count: 25 });
    expect(row(data, busy).theory_progress).toMatchObject({
      type: "theory_test",
      date_of_test: "2026-09-15",
      result: false,
    });
    expect(row(data, quiet).theory_progress).toMatchObject({
      type: "progress_theory",
      date_of_test: "2026-06-20",
      overall_performance: 5,
    });
  });

  it("pages 5 by default, searches and sorts in SQL", async () => {
    const all = await list(admin, { keyword: "" });
    expect(all.data.pilots.length).toBeLessThanOrEqual(5);
    expect(all.data.total).toBeGreaterThanOrEqual(4);

    const byName = await list(admin, { sort_by: "full_name", order: "+" });
    expect(byName.data.pilots.map((pilot) => pilot.full_name)).toEqual([
      "Alpha Trainee",
      "Bravo Trainee",
      "Charlie Trainee",
    ]);
    expect(byName.data.total).toBe(3);
    const secondPage = await list(admin, { sort_by: "full_name", order: "-", page_count: 2, page_number: 2 });
    expect(secondPage.data.pilots.map((pilot) => pilot.full_name)).toEqual(["Alpha Trainee"]);
    expect(secondPage.data.total).toBe(3);

    const search = await list(admin, { keyword: "bravo" });
    expect(search.data.pilots.map((pilot) => pilot.full_name)).toEqual(["Bravo Trainee"]);

    const badSort = await list(admin, { sort_by: "grounded_number" });
    expect(badSort.status).toBe(400);
    expect(badSort.body.code).toBe("VALIDATION_ERROR");
  });

  it("lets list managers and instructors in, within their fleet; never pilots (role matrix)", async () => {
    expect((await apiClient(ctx).post(URL, {})).status).toBe(401);
    const names = async (who: Made) => {
      const reply = await who.client.post(URL, { page_count: 25, sort_by: "full_name", order: "+" });
      return { status: reply.status, names: (reply.body.data?.pilots ?? []).map((p: FotRow) => p.full_name) };
    };
    const everyone = await names(admin);
    expect(everyone.names).toEqual(expect.arrayContaining(["Alpha Trainee", "Delta Elsewhere"]));

    for (const [who, account] of [
      ["staff with the pilot list", await createStaff(ctx, [Permission.VIEW_PILOT_LIST], { fleet: "A350" })],
      ["staff who edits pilots", await createStaff(ctx, [Permission.EDIT_PILOT], { fleet: "A350" })],
      ["instructor", instructor],
    ] as const) {
      const seen = await names(account);
      expect(seen.status, who).toBe(200);
      // Their own fleet only (the instructor is an A350 pilot too).
      expect(seen.names, who).toEqual(
        expect.arrayContaining(["Alpha Trainee", "Bravo Trainee", "Charlie Trainee"]),
      );
      expect(seen.names, who).not.toContain("Delta Elsewhere");
    }
    for (const [who, account] of [
      ["staff without permissions", await createStaff(ctx, [Permission.VIEW_SIM], { fleet: "A350" })],
      ["the trainee", busy],
      ["another pilot", other],
    ] as const) {
      const reply = await account.client.post(URL, {});
      expect(reply.status, who).toBe(403);
      expect(reply.body.code, who).toBe("FORBIDDEN");
    }
  });
});
