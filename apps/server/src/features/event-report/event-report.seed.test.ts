import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient } from "../../../test/client";
import { createTestApp, type TestContext } from "../../../test/harness";

let ctx: TestContext;
let api: ReturnType<typeof apiClient>;

beforeAll(async () => {
  ctx = await createTestApp({ seed: true });
  api = apiClient(ctx);
});
afterAll(async () => {
  await ctx.close();
});

describe("event report demo data", () => {
  it("holds 30 reports over the last 18 months, two different pilots each, some naming the demo pilot", async () => {
    const token = await api.tokenFor("admin@demo.trms");
    const list = await api.post("event_report/report_searching", { page_count: 100 }, { token });
    expect(list.status).toBe(200);
    const reports = list.body.data.event_reports as {
      date_of_occurence: string;
      fleet: string;
      pilots: { crew_code: string; pilot_id: number }[];
    }[];
    expect(list.body.data.total).toBe(30);
    const oldest = Date.now() - 548 * 86_400_000;
    for (const report of reports) {
      expect(Date.parse(report.date_of_occurence)).toBeGreaterThan(oldest);
      expect(Date.parse(report.date_of_occurence)).toBeLessThan(Date.now());
      expect(report.pilots).toHaveLength(2);
      expect(new Set(report.pilots.map((p) => p.pilot_id)).size).toBe(2);
    }
    // Spread over the window: reports in more than 12 distinct months.
    expect(new Set(reports.map((r) => r.date_of_occurence.slice(0, 7))).size).toBeGreaterThan(12);
    const pilotToken = await api.tokenFor("pilot@demo.trms");
    const me = await api.post("auth/me", undefined, { token: pilotToken });
    const mine = await api.post(
      "event_report/get_report_by_pilot",
      { pilot_id: me.body.data.pilot_id },
      { token: pilotToken },
    );
    expect(mine.body.data.total).toBeGreaterThan(0);
  });
});
