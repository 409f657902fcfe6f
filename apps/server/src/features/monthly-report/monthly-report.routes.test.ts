import { CRITERIA, FlightType, Permission } from "@trms/shared";
import { eq } from "drizzle-orm";
import { PDFParse } from "pdf-parse";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createAdmin,
  createBaseTraining,
  createFleetAdmin,
  createInstructor,
  createPilot,
  createProgressTheory,
  createStaff,
  createTheoryTest,
  createTrainingFlight,
  type Made,
} from "../../../test/factories";
import { createTestApp, type TestContext } from "../../../test/harness";
import { baseTrainings } from "../../db/tables/base-training.table";
import { trainingFlights } from "../../db/tables/training-flight.table";

let ctx: TestContext;
let admin: Made;
let instructor: Made;
let duc: Made;
let bich: Made;
let nam: Made;
let busy: Made;
const tokens: Record<string, string> = {};

const URL = "/api/v1/flt_training/monthly_report";

function get(query: string, token?: string, lang: "en" | "vi" = "en") {
  return ctx.app.inject({
    method: "GET",
    url: `${URL}${query}`,
    headers: { "accept-language": lang, ...(token ? { "access-token": token } : {}) },
  });
}

/** The PDF's pages and text, parsed back with pdf.js. */
async function parsePdf(bytes: Buffer) {
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    const result = await parser.getText();
    return { pages: result.total, text: result.text, pageTexts: result.pages.map((p) => p.text) };
  } finally {
    await parser.destroy();
  }
}

/** A training flight of the month with chosen type, scores and result fields. */
async function flight(
  trainee: Made,
  day: string,
  changes: Partial<typeof trainingFlights.$inferInsert> = {},
  lowScores: Record<string, number> = {},
) {
  const { id } = await createTrainingFlight(ctx, { trainee, instructor, dateOfFlight: day });
  const criteria = Object.fromEntries(
    CRITERIA.map((c) => [c.key, { score: lowScores[c.key] ?? 4, comment: null, special_remark: false }]),
  );
  await ctx.database.db
    .update(trainingFlights)
    .set({ criteria, ...changes })
    .where(eq(trainingFlights.id, id));
}

/** A base training (its six items at 4, or N/A for the circuit) with the landing scored as given. */
async function baseTraining(trainee: Made, day: string, result: boolean, landing = 4) {
  const { id } = await createBaseTraining(ctx, { trainee, instructor, date: day, result });
  await ctx.database.db
    .update(baseTrainings)
    .set({
      preDepartureAndPostFlight: 4,
      toGaClb: 4,
      cruiseDescentApproach: 4,
      landing,
      circuit: 6,
      acHandling: 4,
    })
    .where(eq(baseTrainings.id, id));
}

const theoryTest = (trainee: Made, day: string, result: boolean) =>
  createTheoryTest(ctx, { trainee, instructor, date: day, result });

const progressTheory = (trainee: Made, day: string, overallPerformance: number) =>
  createProgressTheory(ctx, { trainee, instructor, date: day, overallPerformance });

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await createAdmin(ctx);
  instructor = await createInstructor(ctx);
  duc = await createPilot(ctx, { fullName: "Nguyễn Văn Đức" });
  bich = await createPilot(ctx, { fullName: "Trần Thị Bích" });
  nam = await createPilot(ctx, { fullName: "Lê Hoàng Nam", fleet: "B787" });
  busy = await createPilot(ctx, { fullName: "Phạm Minh Quân" });

  // March 2026. Đức: a normal flight with two criteria under the standard, a phase one check with
  // normal progress, a final check at 2 that grounded him; a base training passed with a landing
  // at 2, a theory test failed, a progress theory report at 4.
  await flight(duc, "2026-03-02", {}, { landing: 2, procedures: 1 });
  await flight(duc, "2026-03-09", {
    flightType: FlightType.PHASE_ONE_CHECK,
    phaseNormalProgress: true,
    routes: "HAN-SGN, SGN-HAN",
  });
  await flight(duc, "2026-03-20", {
    flightType: FlightType.FINAL_CHECK,
    checkOverallPerformance: 2,
    grounded: true,
  });
  await baseTraining(duc, "2026-03-10", true, 2);
  await theoryTest(duc, "2026-03-11", false);
  await progressTheory(duc, "2026-03-12", 4);
  // Bích: a progress check at 4, a theory test passed, a progress theory report at 2.
  await flight(bich, "2026-03-15", { flightType: FlightType.PROGRESS_CHECK, checkOverallPerformance: 4 });
  await theoryTest(bich, "2026-03-16", true);
  await progressTheory(bich, "2026-03-31", 2);
  // Nam (fleet B787): one normal flight.
  await flight(nam, "2026-03-05");
  // Outside March: never counted.
  await flight(duc, "2026-02-28", { grounded: true });
  await flight(bich, "2026-04-01", { flightType: FlightType.FINAL_CHECK, checkOverallPerformance: 1 });
  await baseTraining(nam, "2026-04-01", false);
  // May 2026: 70 flights of one pilot, more than a page holds.
  for (let day = 1; day <= 70; day += 1)
    await flight(busy, `2026-05-${String(((day - 1) % 28) + 1).padStart(2, "0")}`, {
      routes: `HAN-SGN #${day}`,
    });

  tokens.fleetAdmin = (await createFleetAdmin(ctx, { fleet: "A321" })).client.token;
  tokens.admin = admin.client.token;
  tokens.instructor = instructor.client.token;
  tokens.pilot = duc.client.token;
  tokens.staff = (await createStaff(ctx)).client.token;
  tokens.staffWithPilots = (
    await createStaff(ctx, [Permission.VIEW_PILOT_LIST, Permission.EDIT_PILOT])
  ).client.token;
}, 120_000);

afterAll(async () => {
  await ctx?.close();
});

describe("GET flt_training/monthly_report", () => {
  it("lets only role admin download it: anonymous 401, every other role 403", async () => {
    expect((await get("?month=2026-03")).statusCode).toBe(401);
    for (const key of ["staff", "staffWithPilots", "instructor", "pilot"]) {
      const response = await get("?month=2026-03", tokens[key]);
      expect(response.statusCode, key).toBe(403);
      expect(response.json().code).toBe("FORBIDDEN");
    }
    // Refused before the month is read: a bad month from a pilot is still 403, not 400.
    expect((await get("?month=nope", tokens.pilot)).statusCode).toBe(403);
    expect((await get("?month=2026-03", tokens.admin)).statusCode).toBe(200);
    expect((await get("?month=2026-03", tokens.fleetAdmin)).statusCode).toBe(200);
  });

  it("streams a PDF named Monthly report DD-MM-YYYY.pdf, dated the export day", async () => {
    const response = await get("?month=2026-03", tokens.admin);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    const disposition = String(response.headers["content-disposition"]);
    const match =
      /^attachment; filename="Monthly report (\d{2})-(\d{2})-(\d{4})\.pdf"; filename\*=UTF-8''Monthly%20report%20\d{2}-\d{2}-\d{4}\.pdf$/.exec(
        disposition,
      );
    expect(match, disposition).not.toBeNull();
    const [, day, month, year] = match ?? [];
    const today = new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 10);
    expect(`${year}-${month}-${day}`).toBe(today);
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
  });

  it("puts the month's totals on the cover and each pilot's records after it", async () => {
    const response = await get("?month=2026-03", tokens.admin);
    const pdf = await parsePdf(response.rawPayload);
    // The cover, then one page holds the three pilots of March.
    expect(pdf.pages).toBe(2);
    const cover = pdf.pageTexts[0] ?? "";
    expect(cover).toContain("MONTHLY ACCUMULATED TRAINING REPORT");
    expect(cover).toContain("Month 03/2026");
    expect(cover).toContain("Scope: all fleets");
    const total = (label: string) => {
      const found = new RegExp(`${label.replace(/[()/]/g, "\\$&")}\\s+([\\d() /]+)`).exec(cover);
      return found?.[1]?.trim();
    };
    // Instructor, Đức, Bích, Nam and Quân; three of them have March records.
    expect(total("Pilots in scope")).toBe("5");
    expect(total("Pilots with training records this month")).toBe("3");
    expect(total("Training flights")).toBe("5");
    expect(total("Checks")).toBe("3");
    expect(total("Checks passed")).toBe("2");
    expect(total("Checks failed")).toBe("1");
    expect(total("Criteria below standard (score under 3)")).toBe("2");
    expect(total("Flights ending grounded")).toBe("1");
    expect(total("Pilots grounded")).toBe("1");
    expect(total("Base training flights (passed / failed)")).toBe("1 (1 / 0)");
    expect(total("Theory tests (passed / failed)")).toBe("2 (1 / 1)");
    expect(total("Progress theory reports (below standard)")).toBe("2 (1)");

    const body = pdf.pageTexts[1] ?? "";
    // Pilots by name: Lê, Nguyễn, Trần; the Vietnamese names come back out of the embedded font.
    const order = ["Lê Hoàng Nam", "Nguyễn Văn Đức", "Trần Thị Bích"].map((name) => body.indexOf(name));
    expect(
      order.every((at) => at >= 0),
      body,
    ).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(body).not.toContain("Phạm Minh Quân");
    expect(body).toContain("02/03/2026");
    expect(body).toContain("HAN-SGN, SGN-HAN");
    expect(body).toContain("Final check");
    expect(body).toMatch(/Final check\s+HAN-SGN\s+.+\s+Failed · 2\/5\s+Grounded\n/);
    expect(body).toContain("Below standard: Landing (2), Procedures (1)");
    expect(body).toContain("Below standard: Landing (2)");
    expect(body).toContain("Theory tests (1)");
    expect(body).toContain("Progress checks (theory) (1)");
    expect(body).not.toContain("28/02/2026");
    expect(body).not.toContain("01/04/2026");
  });

  it("writes the headings in the caller's language", async () => {
    const pdf = await parsePdf((await get("?month=2026-03", tokens.admin, "vi")).rawPayload);
    expect(pdf.pageTexts[0]).toContain("BÁO CÁO TỔNG HỢP HUẤN LUYỆN THÁNG");
    expect(pdf.pageTexts[0]).toContain("Tháng 03/2026");
    expect(pdf.pageTexts[0]).toMatch(/Chuyến bay huấn luyện\s+5/);
    expect(pdf.pageTexts[1]).toContain("Kiểm tra cuối khóa");
    expect(pdf.pageTexts[1]).toContain("Dưới tiêu chuẩn: Hạ cánh (2), Quy trình (1)");
    expect(pdf.pageTexts[1]).toContain("Nguyễn Văn Đức");
  });

  it("covers only the pilots of the caller's scope", async () => {
    const pdf = await parsePdf((await get("?month=2026-03", tokens.fleetAdmin)).rawPayload);
    expect(pdf.pageTexts[0]).toContain("Scope: fleet A321");
    expect(pdf.pageTexts[0]).toMatch(/Pilots in scope\s+4/);
    expect(pdf.pageTexts[0]).toMatch(/Training flights\s+4/);
    expect(pdf.text).toContain("Nguyễn Văn Đức");
    expect(pdf.text).not.toContain("Lê Hoàng Nam");
  });

  it("runs a long section over pages, repeating the pilot and the table header", async () => {
    const pdf = await parsePdf((await get("?month=2026-05", tokens.admin)).rawPayload);
    expect(pdf.pages).toBeGreaterThanOrEqual(3);
    expect(pdf.pageTexts[0]).toMatch(/Training flights\s+70/);
    for (let day = 1; day <= 70; day += 1) expect(pdf.text).toContain(`HAN-SGN #${day}`);
    const last = pdf.pageTexts[pdf.pages - 1] ?? "";
    expect(last).toMatch(/Phạm Minh Quân · Q\d+ · A321 \(continued\)/);
    expect(last).toContain("Routes");
    expect(last).toContain(`Monthly report 05/2026 · page ${pdf.pages}`);
  });

  it("reads the pilots page after page, each once, in name order even where a name repeats", async () => {
    // July 2026: 53 pilots with one flight each, more than one page of pilots (50); three share a
    // name across the page's end, so the next page starts inside the same name (by id).
    const names = Array.from(
      { length: 53 },
      (_, i) => `Hà Kiểm ${String(Math.min(i + 1, 50)).padStart(2, "0")}`,
    );
    names[50] = "Hà Kiểm 50";
    names[51] = "Hà Kiểm 50";
    names[52] = "Hà Kiểm 53";
    for (const [i, fullName] of names.entries()) {
      const trainee = await createPilot(ctx, { fullName });
      await flight(trainee, "2026-07-06", { routes: `R${i + 1}X` });
    }
    const pdf = await parsePdf((await get("?month=2026-07", tokens.admin)).rawPayload);
    expect(pdf.pageTexts[0]).toMatch(/Training flights\s+53/);
    const routes = [...pdf.text.matchAll(/R(\d+)X/g)].map((match) => Number(match[1]));
    expect(routes).toEqual(Array.from({ length: 53 }, (_, i) => i + 1));
    const shown = [...pdf.text.matchAll(/Hà Kiểm (\d+) ·/g)].map((match) => match[1]);
    expect(shown).toEqual(names.map((name) => name.slice(-2)));
  }, 120_000);

  it("says so when the month has no records", async () => {
    const pdf = await parsePdf((await get("?month=2025-01", tokens.admin)).rawPayload);
    expect(pdf.pages).toBe(1);
    expect(pdf.text).toContain("No training records in this month.");
    expect(pdf.text).toMatch(/Training flights\s+0/);
  });

  it("refuses a month that is not YYYY-MM with a clear message in the caller's language", async () => {
    for (const query of [
      "?month=2026-13",
      "?month=2026-00",
      "?month=2026-3",
      "?month=03-2026",
      "?month=",
      "",
    ]) {
      const response = await get(query, tokens.admin);
      expect(response.statusCode, query).toBe(400);
      expect(response.headers["content-type"]).toMatch(/application\/json/);
      const body = response.json();
      expect(body.code).toBe("VALIDATION_ERROR");
      expect(body.details).toEqual([
        { path: "month", message: "Choose a month written as YYYY-MM, for example 2026-03" },
      ]);
    }
    const vi = (await get("?month=2026-13", tokens.admin, "vi")).json();
    expect(vi.details[0].message).toBe("Vui lòng chọn tháng theo dạng YYYY-MM, ví dụ 2026-03");
  });
});
