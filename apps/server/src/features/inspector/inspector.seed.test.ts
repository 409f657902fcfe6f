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

describe("the demo inspector", () => {
  it("signs in and reads the two granted demo pilots' training files, and nothing else", async () => {
    const token = await api.tokenFor("inspector@demo.trms");
    const mine = await api.post("inspector/get_my_pilots", {}, { token });
    expect(mine.status).toBe(200);
    const pilots = mine.body.data.pilots as { id: number; crew_code: string }[];
    expect(pilots.map((p) => p.crew_code).sort()).toEqual(["P0001", "P0002"]);
    const timeline = await api.post("training_file/get_timeline", { pilot_id: pilots[0]?.id }, { token });
    expect(timeline.status).toBe(200);
    expect(timeline.body.data.total).toBeGreaterThan(0);
    expect((await api.post("pilot/sort_pilot", {}, { token })).status).toBe(403);
    const admin = await api.tokenFor("admin@demo.trms");
    const grants = await api.post("inspector/get_grants", {}, { token: admin });
    expect(grants.body.data.grants).toHaveLength(1);
    expect(grants.body.data.grants[0]).toMatchObject({ state: "active", granted_by_name: "Quản trị viên" });
  });
});
