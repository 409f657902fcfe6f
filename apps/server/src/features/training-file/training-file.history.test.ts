import { createHash } from "node:crypto";
import { PDFParse } from "pdf-parse";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PDF } from "../../../test/accounts";
import {
  createAdmin,
  createEventReport,
  createInstructor,
  createPilot,
  createSimForm,
  createTrainingFlight,
  type Made,
} from "../../../test/factories";
import { createTestApp, type TestContext } from "../../../test/harness";
import { auditRepository } from "../../lib/audit/audit.repository";

/**
 * The training file an inspector signs speaks the document's language in its history: statuses by
 * their names, fields by their labels, files by their decoded names, numbers as the language writes
 * them. The history is written by the product's own calls where a test can make them (line training
 * uploads and status change, the trainee's approval), and as the workflow engine writes it otherwise.
 */
let ctx: TestContext;
let admin: Made;
let instructor: Made;
let trainee: Made;

/** A file name a browser sends as is and the store keeps percent-encoded. */
const PILOT_FORM = "Biểu mẫu 1 - Lê Hoàng Nam.pdf";
const INSTRUCTOR_FORM = "Biểu mẫu 2 - Trần Quốc Huy.pdf";

function upload(
  who: Made,
  url: string,
  fields: Record<string, string | number>,
  fileField: string,
  name: string,
) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, String(value));
  form.append(fileField, new Blob([PDF], { type: "application/pdf" }), name);
  return who.client.postForm(url, form);
}

async function pdfText(lang: "en" | "vi") {
  const reply = await ctx.app.inject({
    method: "GET",
    url: `/api/v1/training_file/download?pilot_id=${trainee.pilotId}`,
    headers: { "accept-language": lang, "access-token": admin.client.token },
  });
  expect(reply.statusCode).toBe(200);
  const parser = new PDFParse({ data: new Uint8Array(reply.rawPayload) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await createAdmin(ctx);
  instructor = await createInstructor(ctx);
  trainee = await createPilot(ctx, { fullName: "Lê Hoàng Nam" });
  const crewCode = trainee.crewCode as string;

  // A line training: the pilot's and the instructor's uploads, then the office completes it.
  const created = await admin.client.post("line_training/create_line_training", {
    pilot_crew_code: crewCode,
    pilot_name: trainee.fullName,
    line_training_type: 1,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const lineTrainingId = created.body.data.id as number;
  const submitted = { submitted_line_training_id: lineTrainingId };
  const first = await upload(
    trainee,
    "line_training/submit_form",
    { ...submitted, form_order: 1 },
    "submitted_report",
    PILOT_FORM,
  );
  expect(first.status, JSON.stringify(first.body)).toBe(200);
  const second = await upload(
    instructor,
    "line_training/submit_form",
    { ...submitted, form_order: 2 },
    "submitted_report",
    INSTRUCTOR_FORM,
  );
  expect(second.status, JSON.stringify(second.body)).toBe(200);
  const completed = await admin.client.postForm(
    "line_training/set_status",
    (() => {
      const form = new FormData();
      form.append("line_training_id", String(lineTrainingId));
      form.append("status", "3");
      form.append("reason", "Hoàn thành trên giấy");
      return form;
    })(),
  );
  expect(completed.status, JSON.stringify(completed.body)).toBe(200);

  // A training flight the trainee approves, and an event report with a minus point of one and a half.
  const flight = await createTrainingFlight(ctx, { trainee, instructor, dateOfFlight: "2026-01-05" });
  expect((await trainee.client.post("flt_training/approve_result", { id: flight.id })).status).toBe(200);
  await createEventReport(ctx, {
    pilots: [trainee],
    minusPoints: [1.5],
    occurredAt: new Date("2026-03-15T03:00:00Z"),
  });

  // A SIM form moved by the office with a reason and a file, as the workflow engine records it.
  const simFormId = await createSimForm(ctx, {
    pilots: [crewCode, (await createPilot(ctx)).crewCode as string],
    instructor: instructor.crewCode as string,
    day: "2026-03-02",
  });
  const audit = auditRepository(ctx.database.db);
  await audit.record({
    entity: "sim_form",
    entityId: simFormId,
    action: "set_status",
    actorId: admin.userId,
    changes: {
      status: [2, 5],
      reason: "Biểu mẫu giấy đã lưu",
      file: "sim_form/2026/03/00000000-0000-4000-8000-000000000007/Bi%E1%BB%83u%20m%E1%BA%ABu%20SIM.pdf",
      file_sha256: "f".repeat(64),
    },
  });
  await audit.record({
    entity: "sim_caav_form",
    entityId: simFormId,
    action: "set_caav_status",
    actorId: admin.userId,
    changes: { status: [1, 2] },
  });
});
afterAll(async () => {
  await ctx.close();
});

/** What no line of the history may show: a status code, a field's code name, a percent-encoded name. */
function expectNoCodes(text: string) {
  expect(text).not.toMatch(/→ \d|\d →/);
  expect(text).not.toMatch(/\b[a-z]+_[a-z0-9_]+\b/);
  expect(text).not.toMatch(/%[0-9A-F]{2}/);
}

describe("the training file's history", () => {
  it("reads in Vietnamese: status names, labels, decoded file names, Vietnamese numbers", async () => {
    const text = await pdfText("vi");
    expectNoCodes(text);
    // Line training: who uploaded, between which statuses, which file.
    expect(text).toContain("Đã nộp (phi công)");
    expect(text).toContain("Đã nộp (giáo viên)");
    expect(text).toContain("Trạng thái: Phi công nộp → Giáo viên nộp (đang huấn luyện)");
    expect(text).toContain(`Tệp: ${PILOT_FORM}`);
    expect(text).toContain(`Tệp: ${INSTRUCTOR_FORM}`);
    expect(text).toContain("Biểu mẫu: Biểu mẫu giáo viên");
    // The file's SHA-256 whole: it is what lets an inspector check a copy.
    expect(text).toContain(`SHA-256 của tệp: ${createHash("sha256").update(PDF).digest("hex")}`);
    expect(text).toContain("Đặt trạng thái: Hoàn thành");
    expect(text).toContain("Lý do: Hoàn thành trên giấy");
    // The SIM form's office move and its CAAV move.
    expect(text).toContain("Trạng thái: Phi công đã nộp → Hoàn thành");
    expect(text).toContain("Tệp: Biểu mẫu SIM.pdf");
    expect(text).toContain("Đặt trạng thái CAAV: Phi công đã nộp");
    // The trainee's approval.
    expect(text).toContain("Trạng thái: Chờ phê duyệt → Đã phê duyệt");
    // A minus point as the Vietnamese screen writes it.
    expect(text).toContain("Điểm trừ: 1,5 điểm");
  });

  it("reads in English the same way", async () => {
    const text = await pdfText("en");
    expectNoCodes(text);
    expect(text).toContain("Submitted (pilot)");
    expect(text).toContain("Submitted (instructor)");
    expect(text).not.toContain("instructor A");
    expect(text).toContain("Status: Pilot Submit → Instructor submit (on training)");
    expect(text).toContain(`File: ${PILOT_FORM}`);
    expect(text).toContain("Form: Instructor form");
    expect(text).toContain("Status set to Completed");
    expect(text).toContain("Status: Pilot Submitted → Completed");
    expect(text).toContain("CAAV status set to Pilot Submitted");
    expect(text).toContain("Status: Awaiting approval → Approved");
    expect(text).toContain("Minus point: 1.5 pt");
  });
});
