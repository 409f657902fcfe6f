import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { type SimScheduleEntry, simSlotTimes } from "@trms/shared";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient } from "../../../test/client";
import { createTestApp, type TestContext } from "../../../test/harness";
import { DEMO_SCHEDULE_FILE } from "./sim-schedule.seed";

let ctx: TestContext;
let api: ReturnType<typeof apiClient>;
beforeAll(async () => {
  ctx = await createTestApp({ seed: true });
  api = apiClient(ctx);
});
afterAll(async () => {
  await ctx.close();
});

describe("SIM schedule demo data", () => {
  it("is a workbook of a week of slots A–C whose times are the simulator's own", async () => {
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await readFile(DEMO_SCHEDULE_FILE)) as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    const rows = (sheet?.getSheetValues() ?? []).filter(Boolean).map((row) => (row as unknown[]).slice(1));
    expect(rows[0]).toEqual(["Day", "Slot", "Start", "End", "Place"]);
    expect(rows).toHaveLength(1 + 7 * 3);
    for (const [day, slot, start, end, place] of rows.slice(1) as [
      number,
      string,
      string,
      string,
      string,
    ][]) {
      expect(day).toBeGreaterThanOrEqual(1);
      expect(day).toBeLessThanOrEqual(7);
      expect({ start, end }).toEqual(simSlotTimes(1, slot));
      expect(place).toBe("VN001");
    }
  });

  it("gives this month's schedule to the super administrator's upload, byte for byte the demo workbook", async () => {
    const pilot = await api.tokenFor("pilot@demo.trms");
    const reply = await api.post("sim/get_sim_schedule", {}, { token: pilot });
    const month = new Date().toISOString().slice(0, 7);
    const entry = (reply.body.data as SimScheduleEntry[]).find((e) => e.sim_month === month);
    expect(entry?.file_name).toBe(`SIM schedule ${month}.xlsx`);
    const file = await ctx.app.inject({
      method: "GET",
      url: entry?.sim_file as string,
      headers: { "application-type": "5", "access-token": pilot },
    });
    expect(file.statusCode).toBe(200);
    const expected = await readFile(DEMO_SCHEDULE_FILE);
    expect(createHash("sha256").update(file.rawPayload).digest("hex")).toBe(
      createHash("sha256").update(expected).digest("hex"),
    );
  });
});
