import path from "node:path";
import { fileTypeFromFile } from "file-type";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient } from "../../../test/client";
import { createTestApp, type TestContext } from "../../../test/harness";
import { trainingFlights } from "../../db/tables/training-flight.table";
import { seedDemoTrainingFlights } from "./training-flight.seed";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ seed: true });
});
afterAll(async () => {
  await ctx.close();
});

describe("demo training flights", () => {
  it("gives each demo trainee six flights with real PDF reports, once", async () => {
    await seedDemoTrainingFlights(ctx.database.db, ctx.app.deps.fileStore);
    await seedDemoTrainingFlights(ctx.database.db, ctx.app.deps.fileStore);
    const rows = await ctx.database.db.select().from(trainingFlights);
    expect(rows).toHaveLength(12);
    for (const row of rows) {
      const type = await fileTypeFromFile(path.join(ctx.dataDir, "files", row.reportFile));
      expect(type?.mime).toBe("application/pdf");
    }
    const api = apiClient(ctx);
    const token = await api.tokenFor("pilot@demo.trms");
    const me = await api.post("auth/me", undefined, { token });
    const list = await api.post(
      "flt_training/search_training_flight",
      { pilot_id: me.body.data.pilot_id },
      { token },
    );
    expect(list.body.data.total).toBe(6);
    expect(
      list.body.data.training_flights.filter((f: { below_standard: boolean }) => f.below_standard),
    ).toHaveLength(1);
    const get = (key: string | undefined) =>
      ctx.app.inject({
        method: "GET",
        url: `/api/v1/phase_report/${key}`,
        headers: { "access-token": token },
      });
    const own = rows.find((r) => r.pilotId === me.body.data.pilot_id);
    const other = rows.find((r) => r.pilotId !== me.body.data.pilot_id);
    expect((await get(own?.reportFile)).statusCode).toBe(200);
    expect((await get(other?.reportFile)).statusCode).toBe(404);
  });
});
