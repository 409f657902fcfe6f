import { Permission } from "@trms/shared";
import { PDFParse } from "pdf-parse";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createAdmin,
  createBaseTraining,
  createEventReport,
  createFleetAdmin,
  createInstructor,
  createPilot,
  createProgressTheory,
  createSimForm,
  createStaff,
  createTheoryTest,
  createTrainingFlight,
  type Made,
} from "../../../test/factories";
import { createTestApp, type TestContext } from "../../../test/harness";
import { auditRepository } from "../../lib/audit/audit.repository";

let ctx: TestContext;
type Who =
  | "superAdmin"
  | "fleetAdmin"
  | "b787Admin"
  | "listStaff"
  | "simStaff"
  | "instructor"
  | "otherPilot"
  | "employee"
  | "trainee";
const made = {} as Record<Who, Made>;
/** The pilot whose file is read: a Vietnamese name, so the PDF must carry its diacritics. */
let trainee: Made;
let flightId: number;
let simFormId: number;

const timeline = (who: Made, body: Record<string, unknown>, lang: "en" | "vi" = "en") =>
  who.client.post("training_file/get_timeline", body, { lang });

const download = (who: Made | null, pilotId: number, lang: "en" | "vi" = "en") =>
  ctx.app.inject({
    method: "GET",
    url: `/api/v1/training_file/download?pilot_id=${pilotId}`,
    headers: { "accept-language": lang, ...(who ? { "access-token": who.client.token } : {}) },
  });

/** The PDF's pages and text, parsed back with pdf.js. */
async function parsePdf(bytes: Buffer) {
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    const result = await parser.getText();
    return {
      pages: result.total,
      text: result.text,
      first: result.pages[0]?.text ?? "",
      records: result.pages
        .slice(1)
        .map((page) => page.text)
        .join("\n"),
    };
  } finally {
    await parser.destroy();
  }
}

beforeAll(async () => {
  ctx = await createTestApp();
  made.superAdmin = await createAdmin(ctx);
  made.fleetAdmin = await createFleetAdmin(ctx, { fleet: "A321" });
  made.b787Admin = await createFleetAdmin(ctx, { fleet: "B787" });
  made.listStaff = await createStaff(ctx, [Permission.VIEW_PILOT_LIST]);
  made.simStaff = await createStaff(ctx, [Permission.VIEW_SIM]);
  made.instructor = await createInstructor(ctx);
  made.otherPilot = await createPilot(ctx);
  made.employee = await createStaff(ctx, []);
  trainee = await createPilot(ctx, { fullName: "Nguyễn Văn Đức" });
  made.trainee = trainee;
  const instructor = made.instructor;
  // One record of each kind, on distinct days, written out of time order.
  await createProgressTheory(ctx, { trainee, instructor, date: "2026-02-10", overallPerformance: 2 });
  flightId = (await createTrainingFlight(ctx, { trainee, instructor, dateOfFlight: "2026-01-05" })).id;
  await createBaseTraining(ctx, { trainee, instructor, date: "2026-01-20", result: false });
  await createTheoryTest(ctx, { trainee, instructor, date: "2026-01-12" });
  simFormId = await createSimForm(ctx, {
    pilots: [trainee.crewCode as string, made.otherPilot.crewCode as string],
    instructor: instructor.crewCode as string,
    day: "2026-03-02",
  });
  await createEventReport(ctx, {
    pilots: [trainee],
    minusPoints: [1.5],
    occurredAt: new Date("2026-03-15T03:00:00Z"),
    flightNumber: "VN321",
  });
  // Another pilot's record, which the trainee's file must not hold.
  await createTheoryTest(ctx, { trainee: made.otherPilot, instructor, date: "2026-01-13" });
  // The trainee approves the flight through the API: a real audit row with who and what changed.
  const approved = await trainee.client.post("flt_training/approve_result", { id: flightId });
  expect(approved.status).toBe(200);
  // An administrator's change to the SIM form, as the workflow records it.
  await auditRepository(ctx.database.db).record({
    entity: "sim_caav_form",
    entityId: simFormId,
    action: "set_caav_status",
    actorId: made.superAdmin.userId,
    changes: { status: [1, 2] },
  });
});
afterAll(async () => {
  await ctx.close();
});

describe("training_file/get_timeline", () => {
  it("lists every record of the pilot in time order, paged in SQL", async () => {
    const all = await timeline(made.superAdmin, { pilot_id: trainee.pilotId, order: "+" });
    expect(all.status).toBe(200);
    expect(all.body.data.total).toBe(6);
    const items = all.body.data.training_file as { kind: string; date: string }[];
    expect(items.map((i) => [i.kind, i.date])).toEqual([
      ["training_flight", "2026-01-05"],
      ["theory_test", "2026-01-12"],
      ["base_training", "2026-01-20"],
      ["progress_theory", "2026-02-10"],
      ["sim_form", "2026-03-02"],
      ["event_report", "2026-03-15"],
    ]);
    const newest = await timeline(made.superAdmin, {
      pilot_id: trainee.pilotId,
      page_count: 2,
      page_number: 2,
    });
    expect(newest.body.data.total).toBe(6);
    expect(newest.body.data.training_file.map((i: { kind: string }) => i.kind)).toEqual([
      "progress_theory",
      "base_training",
    ]);
    const beyond = await timeline(made.superAdmin, {
      pilot_id: trainee.pilotId,
      page_count: 25,
      page_number: 9,
    });
    expect(beyond.body.data).toEqual({ training_file: [], total: 6 });
  });

  it("carries each record's status, result and approval", async () => {
    const { body } = await timeline(made.trainee, { pilot_id: trainee.pilotId, order: "+" });
    const byKind: Record<string, Record<string, unknown>> = Object.fromEntries(
      (body.data.training_file as Record<string, unknown>[]).map((item) => [item.kind, item]),
    );
    expect(byKind.training_flight).toMatchObject({ id: flightId, status: 1, approval: "approved" });
    expect(byKind.training_flight?.approved_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(byKind.base_training).toMatchObject({ result: "failed", approval: "pending", summary: "VCA" });
    expect(byKind.theory_test).toMatchObject({ result: "passed", approval: "pending" });
    expect(byKind.progress_theory).toMatchObject({ score: 2, approval: "pending" });
    expect(byKind.sim_form).toMatchObject({ id: simFormId, status: 1, approval: "pending" });
    expect(byKind.event_report).toMatchObject({ score: 1.5, approval: null, summary: "VN321 · HAN-SGN" });
    // Every kind answers whether a history import wrote it: none of these did.
    for (const item of Object.values(byKind)) expect(item.imported, String(item.kind)).toBe(false);
  });

  it("lets the pilot themself and managers of pilot profiles in scope read it; refuses everyone else", async () => {
    const body = { pilot_id: trainee.pilotId };
    for (const who of ["superAdmin", "fleetAdmin", "listStaff", "trainee"] as Who[])
      expect((await timeline(made[who], body)).status, who).toBe(200);
    // Accounts that may read no file but their own: 403 whether the pilot exists or not.
    for (const who of ["simStaff", "instructor", "otherPilot", "employee"] as Who[]) {
      const reply = await timeline(made[who], body);
      expect(reply.status, who).toBe(403);
      expect(reply.body.code).toBe("FORBIDDEN");
      expect((await timeline(made[who], { pilot_id: 999_999 })).status, who).toBe(403);
    }
    // A manager of another fleet: the pilot reads like a missing one, as on the profile.
    expect((await timeline(made.b787Admin, body)).status).toBe(404);
    const anonymous = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/training_file/get_timeline",
      headers: { "application-type": "5", "content-type": "application/json" },
      payload: JSON.stringify(body),
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it("refuses bad input with a localized 400", async () => {
    for (const body of [
      {},
      { pilot_id: "x" },
      { pilot_id: trainee.pilotId, page_count: 1000 },
      { pilot_id: 1, extra: 1 },
    ]) {
      const reply = await timeline(made.superAdmin, body, "vi");
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(reply.body.code).toBe("VALIDATION_ERROR");
    }
  });
});

describe("training_file/download", () => {
  it("streams one PDF: validities on the first page, then the records in time order with their audit trail", async () => {
    const reply = await download(made.fleetAdmin, trainee.pilotId as number, "vi");
    expect(reply.statusCode).toBe(200);
    expect(reply.headers["content-type"]).toBe("application/pdf");
    expect(reply.headers["content-disposition"]).toContain(`TrainingFile_${trainee.crewCode}_`);
    expect(reply.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    const pdf = await parsePdf(reply.rawPayload);
    expect(pdf.pages).toBeGreaterThanOrEqual(2);
    // The first page: the name with its diacritics, and the three validities with their state.
    expect(pdf.first).toContain("HỒ SƠ HUẤN LUYỆN PHI CÔNG");
    expect(pdf.first).toContain("Nguyễn Văn Đức");
    expect(pdf.first).toContain("Kiểm tra SIM");
    expect(pdf.first).toContain("Chưa có");
    expect(pdf.first).toContain("6 bản ghi");
    // Records in time order.
    const order = ["05/01/2026", "12/01/2026", "20/01/2026", "10/02/2026", "02/03/2026", "15/03/2026"].map(
      (d) => pdf.records.indexOf(d),
    );
    expect(order.every((at) => at > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    // The flight's approval in its audit trail: who, what, before and after.
    expect(pdf.records).toMatch(/Nguyễn Văn Đức\s+Phê duyệt/);
    expect(pdf.records).toContain("Trạng thái: Chờ phê duyệt → Đã phê duyệt");
    // The SIM form's CAAV move belongs to the form's trail.
    expect(pdf.text).toContain("Đặt trạng thái CAAV: Phi công đã nộp");
    expect(pdf.text).toContain("Trạng thái: Khởi tạo → Phi công đã nộp");
    expect(pdf.text).not.toContain("13/01/2026");
  });

  it("speaks English when asked, and the pilot downloads their own", async () => {
    const reply = await download(made.trainee, trainee.pilotId as number, "en");
    expect(reply.statusCode).toBe(200);
    const pdf = await parsePdf(reply.rawPayload);
    expect(pdf.first).toContain("PILOT TRAINING FILE");
    expect(pdf.records).toMatch(/Approved \(approved \d\d\/\d\d\/\d{4} \d\d:\d\d\)/);
    expect(pdf.text).toContain("Training flight");
  });

  it("refuses everyone else before writing a byte", async () => {
    for (const who of ["simStaff", "instructor", "otherPilot", "employee"] as Who[]) {
      const reply = await download(made[who], trainee.pilotId as number);
      expect(reply.statusCode, who).toBe(403);
      expect(reply.json().code).toBe("FORBIDDEN");
    }
    expect((await download(made.b787Admin, trainee.pilotId as number)).statusCode).toBe(404);
    expect((await download(null, trainee.pilotId as number)).statusCode).toBe(401);
    const bad = await ctx.app.inject({
      method: "GET",
      url: "/api/v1/training_file/download?pilot_id=abc",
      headers: { "access-token": made.superAdmin.client.token, "accept-language": "vi" },
    });
    expect(bad.statusCode).toBe(400);
  });

  it("writes a first page that says so when the pilot has no records", async () => {
    const reply = await download(made.superAdmin, made.otherPilot.pilotId as number, "en");
    const pdf = await parsePdf(reply.rawPayload);
    // The other pilot has one theory test and the second seat of the SIM session.
    expect(pdf.first).toContain("2 records");
    const fresh = await createPilot(ctx, { fullName: "Trần Thị Bích" });
    const empty = await parsePdf((await download(made.superAdmin, fresh.pilotId as number, "en")).rawPayload);
    expect(empty.pages).toBe(1);
    expect(empty.first).toContain("No training records.");
    expect(empty.first).toContain("Trần Thị Bích");
  });
});
