import { Permission, TREND_PILOTS_LIMIT, type TrendPilotsReply } from "@trms/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createAdmin,
  createInstructor,
  createPilot,
  createStaff,
  createTrainingFlight,
  type Made,
} from "../../../test/factories";
import { createTestApp, type TestContext } from "../../../test/harness";

const URL = "analytics/trend_pilots";

let ctx: TestContext;
let superAdmin: Made;
let analyst: Made;
let b787Analyst: Made;
let instructor: Made;
let staff: Made;
let alpha: Made;
let beta: Made;
let gamma: Made;
let delta: Made;

/**
 * The data set: A321 pilots "Trend Alpha" (graded by the instructor), "Trend Beta" and "Trend Delta"
 * (graded by another instructor); B787 pilot "Trend Gamma" (graded by the instructor, across fleets);
 * and 22 ATR72 pilots "Many 01"… for the limit.
 */
beforeAll(async () => {
  ctx = await createTestApp();
  superAdmin = await createAdmin(ctx);
  analyst = await createStaff(ctx, [Permission.VIEW_ANALYTICS]);
  b787Analyst = await createStaff(ctx, [Permission.VIEW_ANALYTICS], { fleet: "B787" });
  instructor = await createInstructor(ctx);
  staff = await createStaff(ctx, [Permission.VIEW_PILOT_LIST]);
  alpha = await createPilot(ctx, { fullName: "Trend Alpha" });
  beta = await createPilot(ctx, { fullName: "Trend Beta" });
  delta = await createPilot(ctx, { fullName: "Trend Delta" });
  gamma = await createPilot(ctx, { fullName: "Trend Gamma", fleet: "B787" });
  await createTrainingFlight(ctx, { trainee: alpha, instructor });
  await createTrainingFlight(ctx, { trainee: gamma, instructor });
  await createTrainingFlight(ctx, { trainee: delta, instructor: await createInstructor(ctx) });
  for (let n = 22; n >= 1; n--) {
    await createPilot(ctx, { fullName: `Many ${String(n).padStart(2, "0")}`, fleet: "ATR72" });
  }
});
afterAll(async () => {
  await ctx.close();
});

const search = async (who: Made, keyword?: string) => {
  const reply = await who.client.post(URL, keyword === undefined ? {} : { keyword });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return (reply.body.data as TrendPilotsReply).pilots;
};
const names = (pilots: TrendPilotsReply["pilots"]) => pilots.map((pilot) => pilot.full_name);

describe("analytics/trend_pilots", () => {
  it("gives the analytics permission its fleet's pilots, the super administrator every fleet's, by name", async () => {
    expect(names(await search(analyst, "trend"))).toEqual(["Trend Alpha", "Trend Beta", "Trend Delta"]);
    expect(names(await search(b787Analyst, "trend"))).toEqual(["Trend Gamma"]);
    const all = await search(superAdmin, "TREND");
    expect(names(all)).toEqual(["Trend Alpha", "Trend Beta", "Trend Delta", "Trend Gamma"]);
    expect(all[0]).toEqual({
      pilot_id: alpha.pilotId,
      crew_code: alpha.crewCode,
      full_name: "Trend Alpha",
      fleet: "A321",
    });
  });

  it("gives an instructor themself and the pilots they graded, whatever the fleet", async () => {
    expect(names(await search(instructor, "trend"))).toEqual(["Trend Alpha", "Trend Gamma"]);
    const everyone = await search(instructor);
    expect(everyone.map((pilot) => pilot.pilot_id).sort()).toEqual(
      [instructor.pilotId, alpha.pilotId, gamma.pilotId].sort(),
    );
  });

  it("finds by crew code, reads % and _ as themselves, and lists at most 20 in SQL", async () => {
    expect(names(await search(analyst, beta.crewCode as string))).toEqual(["Trend Beta"]);
    expect(await search(superAdmin, "%")).toEqual([]);
    expect(await search(superAdmin, "trend_")).toEqual([]);
    const many = await search(superAdmin, "many");
    expect(many).toHaveLength(TREND_PILOTS_LIMIT);
    expect(names(many)).toEqual(
      Array.from({ length: TREND_PILOTS_LIMIT }, (_, n) => `Many ${String(n + 1).padStart(2, "0")}`),
    );
  });

  it("lists exactly the pilots whose trends the caller may then open", async () => {
    const pilots = [alpha, beta, gamma, delta];
    for (const who of [superAdmin, analyst, b787Analyst, instructor]) {
      const listed = new Set((await search(who, "trend")).map((pilot) => pilot.pilot_id));
      for (const pilot of pilots) {
        const trends = await who.client.post("analytics/pilot_trends", { pilot_id: pilot.pilotId });
        expect(trends.status, `${who.email} ${pilot.fullName}`).toBe(
          listed.has(pilot.pilotId as number) ? 200 : 404,
        );
      }
    }
  });

  it("refuses pilots and staff without the analytics permission before reading the body", async () => {
    expect((await alpha.client.post(URL, { keyword: "trend" })).status).toBe(403);
    expect((await staff.client.post(URL, { keyword: 42 })).status).toBe(403);
  });

  it("refuses a keyword that is not a text or is too long, in the caller's language", async () => {
    const en = await analyst.client.post(URL, { keyword: 42 });
    expect(en.status).toBe(400);
    expect(en.body).toMatchObject({
      code: "VALIDATION_ERROR",
      details: [{ path: "keyword", message: "This value is invalid" }],
    });
    const vi = await analyst.client.post(URL, { keyword: "x".repeat(257) }, { lang: "vi" });
    expect(vi.status).toBe(400);
    expect(vi.body.details).toEqual([{ path: "keyword", message: "Giá trị không hợp lệ" }]);
    expect((await analyst.client.post(URL, { keyword: "a", fleet: "A321" })).status).toBe(400);
  });
});
