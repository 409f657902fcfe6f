import { CaavFormStatus, SimFormStatus } from "@trms/shared";
import { count, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient } from "../../../test/client";
import { createTestApp, type TestContext } from "../../../test/harness";
import { workflowHistory } from "../../db/tables/workflow-history.table";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ seed: true });
});
afterAll(async () => {
  await ctx.close();
});

describe("the SIM form demo", () => {
  it("moves demo forms through the workflow, with history, stored files and the FAIL assessment", async () => {
    const api = apiClient(ctx);
    const admin = await api.tokenFor("admin@demo.trms");
    const list = await api.post(
      "sim/get_sim_list",
      { page_count: 50, filter: "date_time", order: "+" },
      { token: admin },
    );
    expect(list.status).toBe(200);
    const demo = (
      list.body.data.sim_list as {
        note: string | null;
        first_pilot: Record<string, unknown>;
        second_pilot: Record<string, unknown>;
      }[]
    ).filter((sim) => sim.note?.startsWith("Recurrent demo"));
    expect(demo).toHaveLength(3);
    const [one, two, three] = demo as [(typeof demo)[0], (typeof demo)[0], (typeof demo)[0]];
    expect(one.first_pilot).toMatchObject({
      form_status: SimFormStatus.INSTRUCTOR_B_SUBMITTED,
      caav_form_status: CaavFormStatus.PILOT_SUBMITTED,
      downloaded_flag: 1,
    });
    expect(one.second_pilot).toMatchObject({ form_status: SimFormStatus.INITIAL, first_submit: null });
    expect(one.second_pilot.reset_status).toHaveLength(1);
    expect(two.first_pilot).toMatchObject({ form_status: SimFormStatus.FAILED });
    expect(two.second_pilot).toMatchObject({ form_status: SimFormStatus.COMPLETED });
    expect(three.first_pilot).toMatchObject({ elearning_completion: true });
    // The stage-2 assessment of the failed form, and its files are stored and served.
    const history = await api.post(
      "sim/get_form_history",
      { form_id: two.first_pilot.form_id },
      { token: admin },
    );
    expect(history.body.data.assessed_fail).toBe(true);
    const file = await ctx.app.inject({
      method: "GET",
      url: one.first_pilot.third_submit as string,
      headers: { "access-token": admin },
    });
    expect(file.statusCode).toBe(200);
    expect(file.body.startsWith("%PDF")).toBe(true);
    const [steps] = await ctx.database.db
      .select({ n: count() })
      .from(workflowHistory)
      .where(like(workflowHistory.entity, "sim_%"));
    expect(steps?.n).toBeGreaterThanOrEqual(10);
  });
});
