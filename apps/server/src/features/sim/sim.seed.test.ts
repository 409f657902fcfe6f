import { SimFormStatus } from "@trms/shared";
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

describe("SIM demo data", () => {
  it("gives the month's sessions to the demo crew, with chips and a red row", async () => {
    const admin = await api.tokenFor("admin@demo.trms");
    const all = await api.post("sim/get_sim_list", { filter: "date_time", order: "+" }, { token: admin });
    expect(all.body.data.total).toBeGreaterThanOrEqual(20);
    const forms = (
      all.body.data.sim_list as {
        first_pilot: { form_status: number; reset_status: unknown[] };
        second_pilot: { form_status: number; reset_status: unknown[] };
      }[]
    ).flatMap((s) => [s.first_pilot, s.second_pilot]);
    const statuses = new Set(forms.map((f) => f.form_status));
    for (const status of [
      SimFormStatus.INITIAL,
      SimFormStatus.PILOT_SUBMITTED,
      SimFormStatus.FAILED,
      SimFormStatus.COMPLETED,
    ])
      expect(statuses.has(status), String(status)).toBe(true);
    expect(forms.some((f) => f.form_status === SimFormStatus.FAILED && f.reset_status.length === 1)).toBe(
      true,
    );

    const pilot = await api.post("sim/get_sim_list", {}, { token: await api.tokenFor("pilot@demo.trms") });
    expect(pilot.body.data.total).toBeGreaterThan(0);
    const instructor = await api.post(
      "sim/get_sim_list",
      { themself: false },
      { token: await api.tokenFor("instructor@demo.trms") },
    );
    expect(instructor.body.data.total).toBe(all.body.data.total);
  });
});
