import { readdir } from "node:fs/promises";
import path from "node:path";
import { Permission, type SimScheduleEntry } from "@trms/shared";
import { and, count, eq } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PDF } from "../../../test/accounts";
import { apiClient } from "../../../test/client";
import { createAdmin, createInstructor, createPilot, createStaff, type Made } from "../../../test/factories";
import { createTestApp, type TestContext } from "../../../test/harness";
import { auditLog } from "../../db/tables/audit.table";
import { simSchedules } from "../../db/tables/sim-schedule.table";

const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

let ctx: TestContext;
let people: Record<"superAdmin" | "uploader" | "pdfUploader" | "bare" | "instructor" | "pilot", Made>;
let workbook: Buffer;

async function makeWorkbook(text: string) {
  const book = new ExcelJS.Workbook();
  book.addWorksheet("SIM").addRow(["Date", "Slot", text]);
  return Buffer.from(await book.xlsx.writeBuffer());
}

beforeAll(async () => {
  ctx = await createTestApp();
  people = {
    superAdmin: await createAdmin(ctx),
    uploader: await createStaff(ctx, [Permission.USER_UPLOAD_SIM], { fleet: "B787" }),
    pdfUploader: await createStaff(ctx, [
      Permission.UPLOAD_SIM_PDF,
      Permission.CREATE_SIM,
      Permission.VIEW_SIM,
    ]),
    bare: await createStaff(ctx, []),
    instructor: await createInstructor(ctx),
    pilot: await createPilot(ctx),
  };
  workbook = await makeWorkbook("first");
});
afterAll(async () => {
  await ctx.close();
});

function form(month?: string, file?: { bytes: Buffer; name: string; type?: string }) {
  const body = new FormData();
  if (month !== undefined) body.append("sim_month", month);
  if (file) body.append("sim_file", new Blob([file.bytes], { type: file.type ?? XLSX }), file.name);
  return body;
}

const rows = async () => (await ctx.database.db.select({ n: count() }).from(simSchedules))[0]?.n ?? 0;
const storedFiles = async () => {
  const folder = path.join(ctx.dataDir, "files", "sim_schedule");
  const found: string[] = [];
  const walk = async (dir: string) => {
    for (const entry of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
      if (entry.isDirectory()) await walk(path.join(dir, entry.name));
      else found.push(entry.name);
    }
  };
  await walk(folder);
  return found.length;
};

async function download(url: string, token?: string) {
  return ctx.app.inject({
    method: "GET",
    url,
    headers: { "application-type": "5", ...(token ? { "access-token": token } : {}) },
  });
}

describe("sim/upload_sim_list", () => {
  it("stores a month's workbook and answers the schedule list", async () => {
    const reply = await people.uploader.client.postForm(
      "sim/upload_sim_list",
      form("2026-11", { bytes: workbook, name: "Lịch SIM 11.xlsx" }),
    );
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const list = reply.body.data as SimScheduleEntry[];
    expect(list).toEqual([
      {
        id: expect.any(Number),
        sim_month: "2026-11",
        sim_file: expect.stringMatching(
          /^\/api\/v1\/sim_schedule\/sim_schedule\/\d{4}\/\d{2}\/[0-9a-f-]{36}\/L%E1%BB%8Bch%20SIM%2011\.xlsx$/,
        ),
        file_name: "Lịch SIM 11.xlsx",
        uploaded_at: expect.any(String),
      },
    ]);
    const file = await download(list[0]?.sim_file as string, people.pilot.client.token);
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe(XLSX);
    expect(file.rawPayload.equals(workbook)).toBe(true);
  });

  it("replaces a month uploaded again, keeping the old file named in the audit and in the store", async () => {
    const before = (await people.pilot.client.post("sim/get_sim_schedule")).body.data as SimScheduleEntry[];
    const old = before.find((entry) => entry.sim_month === "2026-11") as SimScheduleEntry;
    const second = await makeWorkbook("second");
    const reply = await people.superAdmin.client.postForm(
      "sim/upload_sim_list",
      form("2026-11", { bytes: second, name: "v2.xlsx" }),
    );
    expect(reply.status).toBe(200);
    const after = reply.body.data as SimScheduleEntry[];
    expect(after).toHaveLength(before.length);
    const current = after.find((entry) => entry.sim_month === "2026-11") as SimScheduleEntry;
    expect(current.id).toBe(old.id);
    expect(current.sim_file).not.toBe(old.sim_file);
    expect(current.file_name).toBe("v2.xlsx");
    const [audit] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "sim_schedule"), eq(auditLog.action, "replace")));
    const oldKey = old.sim_file.replace("/api/v1/sim_schedule/", "");
    expect(audit?.changes).toMatchObject({
      sim_month: "2026-11",
      replaced: { key: oldKey, name: "Lịch SIM 11.xlsx" },
    });
    expect(await storedFiles()).toBe(2);
    // The replaced file is kept for the audit, not offered as the month's schedule.
    expect((await download(old.sim_file, people.pilot.client.token)).statusCode).toBe(404);
    const fresh = await download(current.sim_file, people.pilot.client.token);
    expect(fresh.rawPayload.equals(second)).toBe(true);
  });

  it("refuses a missing month or file, a bad month and a file that is not .xlsx; nothing is stored", async () => {
    const before = { rows: await rows(), files: await storedFiles() };
    const bad = async (body: FormData, status: number, lang: "en" | "vi" = "en") => {
      const reply = await people.superAdmin.client.postForm("sim/upload_sim_list", body, { lang });
      expect(reply.status, JSON.stringify(reply.body)).toBe(status);
      return reply.body as { message: string; details?: { path: string; message: string }[] };
    };
    expect((await bad(form("2026-12"), 400)).details).toEqual([
      { path: "sim_file", message: "Please select both date and sim schedule file" },
    ]);
    expect((await bad(form(undefined, { bytes: workbook, name: "a.xlsx" }), 400)).details).toEqual([
      { path: "sim_month", message: "Please select both date and sim schedule file" },
    ]);
    expect((await bad(form("", { bytes: workbook, name: "a.xlsx" }), 400, "vi")).details).toEqual([
      { path: "sim_month", message: "Vui lòng chọn cả tháng và tệp lịch SIM" },
    ]);
    expect((await bad(form("2026-13", { bytes: workbook, name: "a.xlsx" }), 400)).details?.[0]?.path).toBe(
      "sim_month",
    );
    const pdf = await bad(form("2026-12", { bytes: PDF, name: "schedule.xlsx" }), 415);
    expect(pdf.message).toBe("The SIM schedule must be an Excel workbook (.xlsx)");
    const xls = await bad(
      form("2026-12", { bytes: Buffer.from("d0cf11e0a1b11ae1".repeat(300), "hex"), name: "old.xls" }),
      415,
    );
    expect(xls.message).toBe("The SIM schedule must be an Excel workbook (.xlsx)");
    expect({ rows: await rows(), files: await storedFiles() }).toEqual(before);
  });

  it("is for role admin and holders of USER_UPLOAD_SIM only, refused before the body is read", async () => {
    for (const who of ["pdfUploader", "bare", "instructor", "pilot"] as const) {
      const reply = await people[who].client.postForm(
        "sim/upload_sim_list",
        form("2027-01", { bytes: workbook, name: "a.xlsx" }),
      );
      expect({ who, status: reply.status }).toEqual({ who, status: 403 });
    }
    const anonymous = await apiClient(ctx).postForm(
      "sim/upload_sim_list",
      form("2027-01", { bytes: workbook, name: "a.xlsx" }),
    );
    expect(anonymous.status).toBe(401);
    expect(
      await ctx.database.db.select().from(simSchedules).where(eq(simSchedules.simMonth, "2027-01")),
    ).toEqual([]);
  });
});

describe("sim/get_sim_schedule", () => {
  it("answers every signed-in account with the months, newest first, with or without a body", async () => {
    await people.superAdmin.client.postForm(
      "sim/upload_sim_list",
      form("2026-09", { bytes: workbook, name: "s.xlsx" }),
    );
    for (const who of Object.values(people)) {
      const reply = await who.client.post("sim/get_sim_schedule", {});
      expect(reply.status).toBe(200);
      expect((reply.body.data as SimScheduleEntry[]).map((entry) => entry.sim_month)).toEqual([
        "2026-11",
        "2026-09",
      ]);
    }
    expect((await people.pilot.client.post("sim/get_sim_schedule")).status).toBe(200);
    expect((await apiClient(ctx).post("sim/get_sim_schedule", {})).status).toBe(401);
    expect((await people.pilot.client.post("sim/get_sim_schedule", { page: 1 })).status).toBe(400);
  });

  it("serves the files to signed-in accounts only", async () => {
    const [entry] = (await people.pilot.client.post("sim/get_sim_schedule")).body.data as SimScheduleEntry[];
    expect((await download(entry?.sim_file as string)).statusCode).toBe(401);
    expect((await download(entry?.sim_file as string, people.instructor.client.token)).statusCode).toBe(200);
    expect(
      (await download("/api/v1/sim_schedule/avatar/2026/01/none.png", people.superAdmin.client.token))
        .statusCode,
    ).toBe(404);
  });
});
