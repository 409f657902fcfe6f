/**
 * Every kind of upload keeps the name it was uploaded with: the URL
 * a reply gives ends in that name, and the file it serves downloads under it (part2 §9: a
 * downloaded file is named by the last segment of its URL), while its stored key stays unique.
 */
import { Role } from "@trms/shared";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { encodeFileName } from "../src/lib/files/file-key";
import { PDF, PNG, TEST_PASSWORD } from "./accounts";
import { apiClient } from "./client";
import { createUser } from "./factories";
import { createTestApp, type TestContext } from "./harness";

let ctx: TestContext;
let api: ReturnType<typeof apiClient>;
const tokens: Record<string, string> = {};
let pilotId = 0;
let secondPilotId = 0;
let staffId = 0;
const as = (key: string) => ({ token: tokens[key] });

type Part = string | { bytes: Buffer; name: string };
function form(parts: Record<string, Part | Part[]>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(parts))
    for (const part of Array.isArray(value) ? value : [value]) {
      if (typeof part === "string") data.append(name, part);
      else data.append(name, new Blob([part.bytes]), part.name);
    }
  return data;
}

async function upload(url: string, parts: Record<string, Part | Part[]>, who: string) {
  const reply = await api.postForm(url, form(parts), as(who));
  expect(reply.status, `${url}: ${JSON.stringify(reply.body)}`).toBe(200);
  return reply.body.data;
}

async function ok(url: string, body: unknown, who: string) {
  const reply = await api.post(url, body, as(who));
  expect(reply.status, `${url}: ${JSON.stringify(reply.body)}`).toBe(200);
  return reply.body.data;
}

/** The URL ends in the name; the file behind it is the bytes sent and downloads under that name. */
async function expectNamed(url: string | null | undefined, name: string, bytes: Buffer, who: string) {
  expect(url, `a URL for ${name}`).toBeTypeOf("string");
  const last = (url as string).split("/").pop() as string;
  expect(decodeURIComponent(last)).toBe(name);
  const response = await ctx.app.inject({
    method: "GET",
    url: url as string,
    headers: { "access-token": tokens[who] as string, "application-type": "5" },
  });
  expect(response.statusCode, `GET ${url}`).toBe(200);
  expect(response.rawPayload.equals(bytes)).toBe(true);
  expect(response.headers["content-disposition"]).toContain(`filename*=UTF-8''${encodeFileName(name)}`);
  // The plain fallback is ASCII only, never a header a client could misread.
  expect(response.headers["content-disposition"]).toMatch(/^inline; filename="[\x20-\x7e]+"; /);
}

beforeAll(async () => {
  ctx = await createTestApp({ seed: false });
  api = apiClient(ctx);
  await createUser(ctx, { email: "super@test.trms", role: Role.ADMIN, isAdmin: true, fullName: "super" });
  const pilot = await createUser(ctx, {
    email: "pilot@test.trms",
    role: Role.PILOT,
    profile: { crewCode: "FN01" },
    fullName: "pilot",
  });
  pilotId = pilot.pilotId as number;
  const second = await createUser(ctx, {
    email: "second@test.trms",
    role: Role.PILOT,
    profile: { crewCode: "FN02" },
    fullName: "second",
  });
  secondPilotId = second.pilotId as number;
  await createUser(ctx, {
    email: "instructor@test.trms",
    role: Role.INSTRUCTOR,
    profile: { crewCode: "FI01" },
    fullName: "instructor",
  });
  staffId = (await createUser(ctx, { email: "staff@test.trms", role: Role.USER, fullName: "staff" })).userId;
  for (const who of ["super", "pilot", "instructor"])
    tokens[who] = await api.tokenFor(`${who}@test.trms`, TEST_PASSWORD);
});
afterAll(async () => {
  await ctx.close();
});

describe("every upload keeps its name", () => {
  it("a training flight's report and a base training's report", async () => {
    const name = "Báo cáo bay – chặng 1 (HAN-SGN).pdf";
    const flight = await upload(
      "flt_training/create_flight",
      {
        pilot_id: String(pilotId),
        flight_type: "0",
        "sectors[0].date_of_sector": "2026-05-02",
        "sectors[0].departure": "HAN",
        "sectors[0].destination": "SGN",
        "sectors[0].flight_time": "2",
        "sectors[0].night_or_day": "DAY",
        "sectors[0].pf_pm": "PF",
        report: { bytes: PDF, name },
      },
      "instructor",
    );
    const detail = await ok("flt_training/training_flight_by_id", { id: flight.id }, "pilot");
    await expectNamed(detail.report, name, PDF, "pilot");

    const baseName = "Huấn luyện cơ bản 100%.pdf";
    const base = await upload(
      "flt_training/create_base_flight",
      { pilot_id: String(pilotId), date_of_flight: "2026-10-01", report: { bytes: PDF, name: baseName } },
      "instructor",
    );
    const baseDetail = await ok("flt_training/base_training_by_id", { id: base.id }, "pilot");
    await expectNamed(baseDetail.report, baseName, PDF, "pilot");
  });

  it("SIM form submissions, status files and the CAAV form", async () => {
    const created = await ok(
      "sim/create_sim",
      {
        first_pilot_crew_code: "FN01",
        second_pilot_crew_code: "FN02",
        sima_instructor_crew_code: "FI01",
        simb_instructor_crew_code: "FI01",
        sessiona_date_time: "2026-03-21T08:00:00+07:00",
        sessiona_place: "VN001",
        sessionb_date_time: "2026-03-22T08:00:00+07:00",
        sessionb_place: "VN001",
      },
      "super",
    );
    const formId = (await ok("sim/get_sim_by_id", { id: created.id }, "super")).first_pilot.form_id;
    const stage = "Phiếu SIM giai đoạn 1.pdf";
    const submitted = await upload(
      "sim/submit_form",
      { submitted_form_id: String(formId), form_order: "1", submitted_report: { bytes: PDF, name: stage } },
      "pilot",
    );
    await expectNamed(submitted.submitted_report, stage, PDF, "pilot");
    const status = "Biên bản hoàn thành.pdf";
    const changed = await upload(
      "sim/set_status",
      { form_id: String(formId), status: "5", reason: "Filed", status_file: { bytes: PDF, name: status } },
      "super",
    );
    await expectNamed(changed.reset_status[0].form_status, status, PDF, "super");
    const caav = "CAAV form – Nguyễn.pdf";
    const caavReply = await upload(
      "sim/submit_caav_form",
      { submitted_form_id: String(formId), submitted_report: { bytes: PDF, name: caav } },
      "pilot",
    );
    await expectNamed(caavReply.caav_form, caav, PDF, "pilot");
    const session = await ok("sim/get_sim_by_id", { id: created.id }, "super");
    await expectNamed(session.first_pilot.first_submit, stage, PDF, "super");
  });

  it("a line check's form and a line training's form", async () => {
    const check = await ok(
      "linecheck/create_line_check",
      {
        pilot_crew_code: "FN01",
        instructor_crew_code: "FI01",
        line_check_date: "02/04/2026 - 08:30",
        line_check_sectors: "HAN-SGN",
      },
      "super",
    );
    const lineCheck = "Kiểm tra tuyến #1.pdf";
    const reply = await upload(
      "linecheck/submit_line_check_form",
      { line_check_id: String(check.id), form_order: "1", submitted_report: { bytes: PDF, name: lineCheck } },
      "pilot",
    );
    await expectNamed(reply.submitted_report, lineCheck, PDF, "pilot");
    const got = await ok("linecheck/get_line_check_by_id", { id: check.id }, "super");
    await expectNamed(got.first_submit, lineCheck, PDF, "super");

    const training = await ok(
      "line_training/create_line_training",
      { pilot_crew_code: "FN01", line_training_type: 1 },
      "super",
    );
    const lineTraining = "Huấn luyện tuyến 'A'.pdf";
    const submittedTraining = await upload(
      "line_training/submit_form",
      {
        submitted_line_training_id: String(training.id),
        form_order: "1",
        submitted_report: { bytes: PDF, name: lineTraining },
      },
      "pilot",
    );
    await expectNamed(submittedTraining.last_submit, lineTraining, PDF, "pilot");
  });

  it("a SIM schedule, a training document's and an event report's files, and an avatar", async () => {
    const book = new ExcelJS.Workbook();
    book.addWorksheet("Sheet1").addRow(["SIM"]);
    const workbook = Buffer.from(await book.xlsx.writeBuffer());
    const schedule = "Lịch SIM tháng 11.xlsx";
    const list = await upload(
      "sim/upload_sim_list",
      { sim_month: "2026-11", sim_file: { bytes: workbook, name: schedule } },
      "super",
    );
    const entry = list.find((row: { sim_month: string }) => row.sim_month === "2026-11");
    expect(entry.file_name).toBe(schedule);
    await expectNamed(entry.sim_file, schedule, workbook, "super");

    const guide = "Tài liệu huấn luyện A321.pdf";
    const document = await upload(
      "training_document/create_td",
      {
        fleet: "ALL",
        training_type: "SIM",
        document_name: "Guide",
        start_date: "2026-01-01",
        files: { bytes: PDF, name: guide },
      },
      "super",
    );
    expect(document.files[0].name).toBe(guide);
    await expectNamed(document.files[0].url, guide, PDF, "super");

    const photo = "Ảnh sự cố.png";
    const report = await upload(
      "event_report/create_report",
      {
        date_of_occurence: new Date(Date.now() - 86_400_000).toISOString(),
        flight_number: "VN245",
        aircraft_registration: "VN-A321",
        sector: "HAN-SGN",
        content: "Go-around",
        "pilots[0].pilot_id": String(pilotId),
        "pilots[0].minus_point": "1",
        "pilots[1].pilot_id": String(secondPilotId),
        "pilots[1].minus_point": "0",
        files: [
          { bytes: PNG, name: photo },
          { bytes: PDF, name: "Tường trình.pdf" },
        ],
      },
      "super",
    );
    await expectNamed(report.files[0].url, photo, PNG, "super");
    await expectNamed(report.files[1].url, "Tường trình.pdf", PDF, "super");

    const avatar = "Chân dung.png";
    await upload(
      "auth/user/update_detail",
      { id: String(staffId), avatar: { bytes: PNG, name: avatar } },
      "super",
    );
    const user = await ok("auth/user/detail", { id: staffId }, "super");
    await expectNamed(user.avatar, avatar, PNG, "super");
  });

  it("a name is made safe and given the extension of what the bytes are, and keys stay unique", async () => {
    const first = await upload(
      "training_document/create_td",
      {
        fleet: "ALL",
        training_type: "SIM",
        document_name: "Unsafe names",
        start_date: "2026-01-01",
        files: [
          { bytes: PDF, name: "../../etc/passwd" },
          { bytes: PDF, name: "a|b<c>:.exe" },
          { bytes: PDF, name: "report.pdf" },
          { bytes: PDF, name: "report.pdf" },
        ],
      },
      "super",
    );
    const names = first.files.map((file: { name: string }) => file.name);
    expect(names).toEqual(["passwd.pdf", "abc.exe.pdf", "report.pdf", "report.pdf"]);
    const urls = first.files.map((file: { url: string }) => file.url);
    expect(new Set(urls).size).toBe(4);
    for (const url of urls)
      expect(url).toMatch(
        /^\/api\/v1\/training_document\/file\/[a-z_]+\/\d{4}\/\d{2}\/[0-9a-f-]{36}\/[A-Za-z0-9_.%-]+$/,
      );
    await expectNamed(urls[1], "abc.exe.pdf", PDF, "super");
  });

  it("a URL that only looks like a stored file's, or names another file's key with a new name, is not found", async () => {
    const created = await upload(
      "training_document/create_td",
      {
        fleet: "ALL",
        training_type: "SIM",
        document_name: "Lookalikes",
        start_date: "2026-01-01",
        files: { bytes: PDF, name: "real.pdf" },
      },
      "super",
    );
    const url = created.files[0].url as string;
    for (const wrong of [
      url.replace(/real\.pdf$/, "other.pdf"),
      url.replace(/real\.pdf$/, ".."),
      url.replace(/real\.pdf$/, "%2E%2E"),
      url.replace(/\/real\.pdf$/, ".pdf"),
    ]) {
      const response = await ctx.app.inject({
        method: "GET",
        url: wrong,
        headers: { "access-token": tokens.super as string, "application-type": "5" },
      });
      expect(response.statusCode, wrong).toBe(404);
    }
  });
});
