import path from "node:path";
import { fileTypeFromFile } from "file-type";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient } from "../../../test/client";
import { createTestApp, type TestContext } from "../../../test/harness";
import { baseTrainings } from "../../db/tables/base-training.table";
import { baseTrainingFeature } from "../base-training";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ seed: true });
});
afterAll(async () => {
  await ctx.close();
});

describe("demo base trainings, theory tests and progress theory reports", () => {
  it.each([
    ["flt_training/base_training_list", "base_trainings", 3],
    ["flt_training/get_theory_test_by_pilot", "theory_tests", 3],
    ["flt_training/get_progress_theory_report_by_pilot", "progress_theory_reports", 2],
  ])(
    "%s shows each demo trainee real rows, some approved, the newest awaiting, each with a PDF",
    async (url, items, expected) => {
      const api = apiClient(ctx);
      const instructor = await api.tokenFor("instructor@demo.trms");
      for (const email of ["pilot@demo.trms", "pilot2@demo.trms"]) {
        const token = await api.tokenFor(email);
        const me = await api.post("auth/me", undefined, { token });
        const list = await api.post(url, { pilot_id: me.body.data.pilot_id }, { token });
        expect(list.status).toBe(200);
        const rows = list.body.data[items] as { status: number; instructor_name: string; id: number }[];
        expect(rows).toHaveLength(expected);
        expect(rows[0]?.status).toBe(0);
        expect(rows.slice(1).every((row) => row.status === 1)).toBe(true);
        const seen = await api.post(url, { pilot_id: me.body.data.pilot_id }, { token: instructor });
        expect(seen.body.data.total).toBe(expected);
      }
    },
  );

  it("stores real PDF reports and seeds only once", async () => {
    await baseTrainingFeature.seed?.(ctx.database.db, ctx.app.deps.fileStore);
    const rows = await ctx.database.db.select().from(baseTrainings);
    expect(rows).toHaveLength(6);
    for (const row of rows) {
      const type = await fileTypeFromFile(path.join(ctx.dataDir, "files", row.reportFile));
      expect(type?.mime).toBe("application/pdf");
    }
  });
});
