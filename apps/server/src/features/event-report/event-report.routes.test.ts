import { readdir } from "node:fs/promises";
import path from "node:path";
import { Permission } from "@trms/shared";
import { count, eq, sql } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PDF, PNG } from "../../../test/accounts";
import { apiClient } from "../../../test/client";
import { createAdmin, createInstructor, createPilot, createStaff, type Made } from "../../../test/factories";
import { createTestApp, type TestContext } from "../../../test/harness";
import { auditLog } from "../../db/tables/audit.table";
import { eventReportPilots, eventReports } from "../../db/tables/event-report.table";

let ctx: TestContext;
let admin: Made;
let editor: Made;
let viewer: Made;
let bareStaff: Made;
let b787Editor: Made;
let instructor: Made;
let captain: Made;
let firstOfficer: Made;
let unnamed: Made;
let b787Pilot: Made;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await createAdmin(ctx);
  editor = await createStaff(ctx, [Permission.EDIT_PILOT]);
  viewer = await createStaff(ctx, [Permission.VIEW_PILOT_LIST]);
  bareStaff = await createStaff(ctx, [Permission.CREATE_TRAINING_DOCUMENT, Permission.VIEW_SIM]);
  b787Editor = await createStaff(ctx, [Permission.EDIT_PILOT], { fleet: "B787" });
  instructor = await createInstructor(ctx);
  captain = await createPilot(ctx, { fullName: "Trần Văn Cơ Trưởng" });
  firstOfficer = await createPilot(ctx, { fullName: "Lê Thị Cơ Phó" });
  unnamed = await createPilot(ctx);
  b787Pilot = await createPilot(ctx, { fleet: "B787" });
});
afterAll(async () => {
  await ctx.close();
});

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3600_000).toISOString();

type Fields = Record<string, string>;
function reportForm(fields: Fields, files: [Buffer, string][] = []) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  for (const [bytes, name] of files) data.append("files", new Blob([bytes]), name);
  return data;
}

async function storedFiles() {
  const dir = path.join(ctx.dataDir, "files", "event_report_file");
  return (await readdir(dir, { recursive: true }).catch(() => [] as string[]))
    .filter((f) => /\.(pdf|png)$/.test(f))
    .sort();
}

async function fetchFile(url: string, token?: string) {
  return ctx.app.inject({
    method: "GET",
    url,
    headers: { "application-type": "5", ...(token ? { "access-token": token } : {}) },
  });
}
const validFields = (overrides: Fields = {}): Fields => ({
  date_of_occurence: hoursAgo(30),
  flight_number: "VN245",
  aircraft_registration: "VN-A321",
  sector: "HAN-SGN",
  content: "Unstable approach, go-around",
  note: "Debriefed",
  "pilots[0].pilot_id": String(captain.pilotId),
  "pilots[0].minus_point": "2",
  "pilots[1].pilot_id": String(firstOfficer.pilotId),
  "pilots[1].minus_point": "1.5",
  ...overrides,
});

async function totals() {
  const [reports] = await ctx.database.db.select({ n: count() }).from(eventReports);
  const [named] = await ctx.database.db.select({ n: count() }).from(eventReportPilots);
  return { reports: reports?.n, named: named?.n };
}

let reportId: number;

describe("event_report/create_report", () => {
  it("stores a report with two pilots, their minus points, two files and an audit row", async () => {
    const result = await admin.client.postForm(
      "event_report/create_report",
      reportForm(validFields(), [
        [PDF, "report.pdf"],
        [PNG, "photo.png"],
      ]),
    );
    expect(result.status).toBe(200);
    const report = result.body.data;
    reportId = report.id;
    expect(report).toMatchObject({
      flight_number: "VN245",
      aircraft_registration: "VN-A321",
      sector: "HAN-SGN",
      content: "Unstable approach, go-around",
      note: "Debriefed",
      fleet: "A321",
    });
    expect(report.files.map((f: { name: string }) => f.name)).toEqual(["report.pdf", "photo.png"]);
    expect(report.files[0].url).toMatch(/^\/api\/v1\/event_report_file\/event_report_file\//);
    expect(await storedFiles()).toHaveLength(2);
    expect(report.pilots).toEqual([
      expect.objectContaining({ pilot_id: captain.pilotId, full_name: captain.fullName, minus_point: 2 }),
      expect.objectContaining({ pilot_id: firstOfficer.pilotId, minus_point: 1.5 }),
    ]);
    const trail = await ctx.database.db.select().from(auditLog).where(eq(auditLog.entity, "event_report"));
    expect(trail).toEqual([expect.objectContaining({ action: "create", actorId: admin.userId })]);
  });

  it("lets a holder of EDIT_PILOT create within their fleet", async () => {
    const result = await editor.client.postForm(
      "event_report/create_report",
      reportForm(validFields({ flight_number: "VN777", "pilots[0].minus_point": "0" })),
    );
    expect(result.status).toBe(200);
  });

  it("is refused to every other caller before the body is read", async () => {
    const anonymous = await apiClient(ctx).postForm("event_report/create_report", reportForm(validFields()));
    expect(anonymous.status).toBe(401);
    for (const caller of [viewer, bareStaff, instructor, captain, unnamed]) {
      const result = await caller.client.postForm("event_report/create_report", reportForm(validFields()));
      expect(result.status, caller.email).toBe(403);
    }
  });

  it.each([
    [
      "one pilot",
      { "pilots[1].pilot_id": "", "pilots[1].minus_point": "" },
      "pilots",
      "Please select at least 2 pilots",
    ],
    [
      "the same pilot twice",
      { "pilots[1].pilot_id": "CAPTAIN" },
      "pilots.1.pilot_id",
      "This pilot is already in the report",
    ],
    [
      "a non-numeric minus point",
      { "pilots[0].minus_point": "two" },
      "pilots.0.minus_point",
      "Minus point must be a number from 0 to 100, with at most 2 decimals",
    ],
    [
      "a negative minus point",
      { "pilots[1].minus_point": "-1" },
      "pilots.1.minus_point",
      "Minus point must be a number from 0 to 100, with at most 2 decimals",
    ],
    [
      "an unknown pilot",
      { "pilots[1].pilot_id": "999999" },
      "pilots.1.pilot_id",
      "This pilot does not exist or is not in your fleet",
    ],
    [
      "a date of occurrence in the future",
      { date_of_occurence: new Date(Date.now() + 86_400_000).toISOString() },
      "date_of_occurence",
      "The date of occurrence cannot be in the future",
    ],
    ["no flight number", { flight_number: " " }, "flight_number", "This field is required"],
    ["a sector of 257 characters", { sector: "x".repeat(257) }, "sector", "This value is too long"],
  ])("refuses %s with a clear error and stores nothing", async (_name, overrides, path, message) => {
    const before = await totals();
    const fields = validFields(
      Object.fromEntries(
        Object.entries(overrides).map(([key, value]) => [
          key,
          value === "CAPTAIN" ? String(captain.pilotId) : value,
        ]),
      ),
    );
    for (const [key, value] of Object.entries(fields)) if (value === "") delete fields[key];
    const result = await admin.client.postForm("event_report/create_report", reportForm(fields));
    expect(result.status).toBe(400);
    expect(result.body.code).toBe("VALIDATION_ERROR");
    expect(result.body.details).toContainEqual({ path, message });
    expect(await totals()).toEqual(before);
  });

  it("refuses a file that is neither an image nor a PDF, keeping no file and no row", async () => {
    const before = await totals();
    const files = await storedFiles();
    const result = await admin.client.postForm(
      "event_report/create_report",
      reportForm(validFields(), [
        [PDF, "ok.pdf"],
        [Buffer.from("just text, not a PDF"), "notes.pdf"],
      ]),
    );
    expect(result.status).toBe(415);
    expect(await totals()).toEqual(before);
    expect(await storedFiles()).toEqual(files);
  });

  it("removes the uploaded files when the report is refused after the upload", async () => {
    const files = await storedFiles();
    const result = await admin.client.postForm(
      "event_report/create_report",
      reportForm(validFields({ "pilots[1].pilot_id": "999999" }), [[PDF, "ok.pdf"]]),
    );
    expect(result.status).toBe(400);
    expect(await storedFiles()).toEqual(files);
  });

  it("answers in Vietnamese and refuses a pilot of another fleet to a fleet-scoped editor", async () => {
    const vi = await admin.client.postForm(
      "event_report/create_report",
      reportForm(validFields({ "pilots[1].pilot_id": String(captain.pilotId) })),
      { lang: "vi" },
    );
    expect(vi.body.details).toContainEqual({
      path: "pilots.1.pilot_id",
      message: "Phi công này đã có trong báo cáo",
    });
    const other = await b787Editor.client.postForm("event_report/create_report", reportForm(validFields()));
    expect(other.status).toBe(400);
    expect(other.body.details).toContainEqual({
      path: "pilots.0.pilot_id",
      message: "This pilot does not exist or is not in your fleet",
    });
  });
});

describe("event_report/get_report_by_id and get_report_by_pilot", () => {
  it("gives managers the whole report and a named pilot only their own line", async () => {
    const full = await viewer.client.post("event_report/get_report_by_id", { id: reportId });
    expect(full.status).toBe(200);
    expect(full.body.data.pilots).toHaveLength(2);
    const own = await firstOfficer.client.post("event_report/get_report_by_id", { id: reportId });
    expect(own.status).toBe(200);
    expect(own.body.data.pilots).toEqual([
      expect.objectContaining({ pilot_id: firstOfficer.pilotId, minus_point: 1.5 }),
    ]);
  });

  it("reads as missing to an unnamed pilot, an instructor, a bare staff user and another fleet", async () => {
    for (const caller of [unnamed, instructor, bareStaff, b787Editor, b787Pilot]) {
      const result = await caller.client.post("event_report/get_report_by_id", { id: reportId });
      expect(result.status, caller.email).toBe(404);
    }
    expect((await apiClient(ctx).post("event_report/get_report_by_id", { id: reportId })).status).toBe(401);
  });

  it("serves the files to those who may read the report and to no one else", async () => {
    const full = await viewer.client.post("event_report/get_report_by_id", { id: reportId });
    const url = full.body.data.files[0].url as string;
    expect((await fetchFile(url, captain.client.token)).statusCode).toBe(200);
    expect((await fetchFile(url, viewer.client.token)).statusCode).toBe(200);
    for (const caller of [unnamed, instructor, bareStaff, b787Editor]) {
      expect((await fetchFile(url, caller.client.token)).statusCode, caller.email).toBe(404);
    }
    expect((await fetchFile(url)).statusCode).toBe(401);
  });

  it("fills a pilot's profile table with their own minus point", async () => {
    const mine = await captain.client.post("event_report/get_report_by_pilot", { pilot_id: captain.pilotId });
    expect(mine.status).toBe(200);
    expect(mine.body.data.total).toBe(2);
    expect(mine.body.data.event_reports[0]).toMatchObject({ pilot_id: captain.pilotId });
    const first = mine.body.data.event_reports.find((r: { id: number }) => r.id === reportId);
    expect(first.minus_point).toBe(2);
    expect(first.pilots).toHaveLength(1);
    const managed = await viewer.client.post("event_report/get_report_by_pilot", {
      pilot_id: firstOfficer.pilotId,
    });
    expect(managed.body.data.event_reports.find((r: { id: number }) => r.id === reportId).minus_point).toBe(
      1.5,
    );
    expect(
      (await unnamed.client.post("event_report/get_report_by_pilot", { pilot_id: unnamed.pilotId })).body
        .data,
    ).toEqual({
      event_reports: [],
      total: 0,
    });
  });

  it("refuses another pilot's table to pilots, instructors, bare staff and other fleets", async () => {
    for (const caller of [unnamed, firstOfficer, instructor, bareStaff, b787Editor]) {
      const result = await caller.client.post("event_report/get_report_by_pilot", {
        pilot_id: captain.pilotId,
      });
      expect(result.status, caller.email).toBe(404);
    }
  });
});

describe("event_report/report_searching", () => {
  it("lists, searches by pilot name and filters by date, newest first", async () => {
    const all = await admin.client.post("event_report/report_searching", {});
    expect(all.status).toBe(200);
    expect(all.body.data.total).toBe(2);
    expect(Object.keys(all.body.data.event_reports[0]).sort()).toEqual(
      [
        "aircraft_registration",
        "content",
        "created_at",
        "date_of_occurence",
        "files",
        "fleet",
        "flight_number",
        "id",
        "note",
        "pilots",
        "sector",
        "updated_at",
      ].sort(),
    );
    const byName = await viewer.client.post("event_report/report_searching", { keyword: "cơ phó" });
    expect(byName.body.data.total).toBe(2);
    const byFlight = await viewer.client.post("event_report/report_searching", { keyword: "vn777" });
    expect(byFlight.body.data.event_reports.map((r: { flight_number: string }) => r.flight_number)).toEqual([
      "VN777",
    ]);
    const future = await viewer.client.post("event_report/report_searching", {
      date_range: { start_date: new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10) },
    });
    expect(future.body.data.total).toBe(0);
    const sorted = await viewer.client.post("event_report/report_searching", {
      filters: { sort_by: "minus_point" },
      order: "+",
    });
    expect(sorted.body.data.event_reports[0].flight_number).toBe("VN777");
  });

  it("keeps other fleets' managers to their fleet and refuses pilot-area accounts and bare staff", async () => {
    const b787 = await b787Editor.client.post("event_report/report_searching", {});
    expect(b787.body.data.total).toBe(0);
    for (const caller of [captain, instructor, bareStaff]) {
      expect((await caller.client.post("event_report/report_searching", {})).status, caller.email).toBe(403);
    }
  });

  it("exports the filtered rows as a workbook", async () => {
    const response = await ctx.app.inject({
      method: "GET",
      url: "/api/v1/event_report/export?keyword=VN245",
      headers: { "access-token": viewer.client.token, "application-type": "5", "accept-language": "vi" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-disposition"]).toContain("Event reports");
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet?.getRow(1).getCell(3).value).toBe("Số hiệu chuyến bay");
    expect(sheet?.rowCount).toBe(2);
    expect(String(sheet?.getRow(2).getCell(7).value)).toContain(captain.fullName);
  });
});

describe("event_report/update_report and delete_report", () => {
  it("keeps the listed files, drops the others after the commit and adds new ones", async () => {
    const before = (await admin.client.post("event_report/get_report_by_id", { id: reportId })).body.data;
    const [keep, drop] = before.files as { id: number; url: string }[];
    const fields = validFields({ id: String(reportId), "file_ids[0]id": String(keep?.id) });
    const result = await editor.client.postForm(
      "event_report/update_report",
      reportForm(fields, [[PDF, "new.pdf"]]),
    );
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    expect(result.body.data.files.map((f: { name: string }) => f.name)).toEqual(["report.pdf", "new.pdf"]);
    expect((await fetchFile(drop?.url ?? "", admin.client.token)).statusCode).toBe(404);
    expect(await storedFiles()).toHaveLength(2);
  });

  it("refuses a file id of another report and changes nothing", async () => {
    const other = (await admin.client.post("event_report/report_searching", { keyword: "VN777" })).body.data
      .event_reports[0];
    const withFile = await admin.client.postForm(
      "event_report/update_report",
      reportForm(validFields({ id: String(other.id), flight_number: "VN777" }), [[PNG, "other.png"]]),
    );
    expect(withFile.status).toBe(200);
    const foreignId = withFile.body.data.files[0].id;
    const files = await storedFiles();
    const result = await editor.client.postForm(
      "event_report/update_report",
      reportForm(validFields({ id: String(reportId), "file_ids[0]id": String(foreignId) }), [[PDF, "x.pdf"]]),
    );
    expect(result.status).toBe(400);
    expect(result.body.details).toContainEqual({ path: "file_ids.0.id", message: expect.any(String) });
    expect(await storedFiles()).toEqual(files);
    const after = (await admin.client.post("event_report/get_report_by_id", { id: reportId })).body.data;
    expect(after.files).toHaveLength(2);
  });

  it("updates fields and pilots, for editors only", async () => {
    const kept = (await admin.client.post("event_report/get_report_by_id", { id: reportId })).body.data.files;
    const fields = validFields({
      id: String(reportId),
      content: "Go-around late",
      "pilots[1].minus_point": "3",
      "file_ids[0]id": String(kept[0].id),
      "file_ids[1]id": String(kept[1].id),
    });
    expect((await viewer.client.postForm("event_report/update_report", reportForm(fields))).status).toBe(403);
    expect((await b787Editor.client.postForm("event_report/update_report", reportForm(fields))).status).toBe(
      404,
    );
    const result = await editor.client.postForm("event_report/update_report", reportForm(fields));
    expect(result.status).toBe(200);
    expect(result.body.data.content).toBe("Go-around late");
    expect(result.body.data.pilots[1].minus_point).toBe(3);
    const bad = await editor.client.postForm(
      "event_report/update_report",
      reportForm({ ...fields, "pilots[1].minus_point": "abc" }),
    );
    expect(bad.status).toBe(400);
    const [row] = await ctx.database.db.select().from(eventReports).where(eq(eventReports.id, reportId));
    expect(row?.minusPointTotal).toBe(5);
  });

  it("deletes for editors only; the pilots' lines go with it, the files are retained", async () => {
    expect((await viewer.client.post("event_report/delete_report", { id: reportId })).status).toBe(403);
    expect((await captain.client.post("event_report/delete_report", { id: reportId })).status).toBe(403);
    expect((await b787Editor.client.post("event_report/delete_report", { id: reportId })).status).toBe(404);
    expect((await admin.client.post("event_report/delete_report", { id: reportId })).status).toBe(200);
    expect((await admin.client.post("event_report/get_report_by_id", { id: reportId })).status).toBe(404);
    const lines = await ctx.database.db
      .select()
      .from(eventReportPilots)
      .where(eq(eventReportPilots.reportId, reportId));
    expect(lines).toEqual([]);
    // The deleted report's files stay in the store until the retention purge.
    expect(await storedFiles()).toHaveLength(3);
  });
});

describe("event_report/report_statistics", () => {
  it("sums reports and minus points per month and fleet, with the top pilots", async () => {
    const year = Number(new Date(Date.now() + 7 * 3600_000 - 30 * 3600_000).toISOString().slice(0, 4));
    const result = await admin.client.post("event_report/report_statistics", { years: [year] });
    expect(result.status).toBe(200);
    const { months, top_pilots: top } = result.body.data;
    expect(months).toHaveLength(1);
    // The report left (VN777, rewritten above with 2 and 1.5 points).
    expect(months[0]).toMatchObject({ year, fleet: "A321", reports: 1, minus_points: 3.5 });
    expect(top).toEqual([
      expect.objectContaining({ pilot_id: captain.pilotId, minus_points: 2, reports: 1 }),
      expect.objectContaining({ pilot_id: firstOfficer.pilotId, minus_points: 1.5, reports: 1 }),
    ]);
    const single = await viewer.client.post("event_report/report_statistics", { years: year });
    expect(single.body.data.months).toEqual(months);
    const b787 = await b787Editor.client.post("event_report/report_statistics", { years: [year] });
    expect(b787.body.data).toEqual({ years: [year], months: [], top_pilots: [] });
  });

  it("keeps its month and pilot-year totals equal to the reports through API and direct writes", async () => {
    type Row = Record<string, unknown>;
    const rows = async (query: ReturnType<typeof sql>) =>
      ((await ctx.database.db.execute(query)) as unknown as { rows: Row[] }).rows;
    const compare = async () => {
      expect(
        await rows(sql`select occurred_month, fleet, reports, minus_points::text as points
          from event_report_month_totals where reports > 0 order by 1, 2`),
      ).toEqual(
        await rows(sql`select occurred_month, coalesce(fleet, '') as fleet, count(*)::int as reports,
          sum(minus_point_total)::numeric(14, 2)::text as points from event_reports group by 1, 2 order by 1, 2`),
      );
      expect(
        await rows(sql`select year, pilot_id, reports, minus_points::text as points
          from event_report_pilot_year_totals where reports > 0 order by 1, 2`),
      ).toEqual(
        await rows(sql`select occurred_month / 100 as year, pilot_id, count(*)::int as reports,
          sum(minus_point)::numeric(14, 2)::text as points from event_report_pilots group by 1, 2 order by 1, 2`),
      );
    };
    await compare();
    // Through the API: a report two years back, then moved to another day and rescored.
    const old = new Date(Date.now() - 730 * 24 * 3600_000);
    const created = await editor.client.postForm(
      "event_report/create_report",
      reportForm(validFields({ date_of_occurence: old.toISOString(), flight_number: "VN900" })),
    );
    expect(created.status).toBe(200);
    const id = created.body.data.id as number;
    await compare();
    const updated = await editor.client.postForm(
      "event_report/update_report",
      reportForm(
        validFields({
          id: String(id),
          date_of_occurence: new Date(old.getTime() - 40 * 24 * 3600_000).toISOString(),
          flight_number: "VN900",
          "pilots[1].minus_point": "4",
        }),
      ),
    );
    expect(updated.status).toBe(200);
    await compare();
    // Written directly, as a bulk import or a maintenance script would: one statement, many rows.
    await ctx.database.db.execute(sql`insert into event_reports (occurred_at, occurred_month, flight_number, sector, content, fleet, minus_point_total)
      select now() - (g || ' days')::interval, 202101 + g % 12, 'VN' || g, 'HAN-SGN', 'Bulk', case when g % 2 = 0 then 'B787' end, 1.25
      from generate_series(1, 30) g`);
    await ctx.database.db.execute(sql`insert into event_report_pilots (report_id, pilot_id, position, minus_point, occurred_month)
      select r.id, ${unnamed.pilotId}, 0, 1.25, r.occurred_month from event_reports r where r.content = 'Bulk'`);
    await compare();
    await ctx.database.db.execute(
      sql`update event_reports set fleet = 'A350', minus_point_total = minus_point_total + 1 where content = 'Bulk' and occurred_month % 2 = 0`,
    );
    await ctx.database.db.execute(
      sql`update event_report_pilots set minus_point = 3 where minus_point = 1.25 and occurred_month % 3 = 0`,
    );
    await compare();
    const year2021 = await admin.client.post("event_report/report_statistics", { years: [2021] });
    expect(
      year2021.body.data.months.reduce((sum: number, m: { reports: number }) => sum + m.reports, 0),
    ).toBe(30);
    expect(year2021.body.data.top_pilots).toEqual([
      expect.objectContaining({ pilot_id: unnamed.pilotId, reports: 30, minus_points: 10 * 3 + 20 * 1.25 }),
    ]);
    // Deleting reports removes their pilot lines by cascade, and both totals follow.
    await ctx.database.db.execute(
      sql`delete from event_reports where content = 'Bulk' and occurred_month % 4 = 1`,
    );
    await compare();
    expect((await editor.client.post("event_report/delete_report", { id })).status).toBe(200);
    await compare();
  });

  it("refuses bad years and pilot-area accounts", async () => {
    expect((await admin.client.post("event_report/report_statistics", { years: [] })).status).toBe(400);
    expect((await admin.client.post("event_report/report_statistics", { years: ["abc"] })).status).toBe(400);
    expect(
      (
        await admin.client.post("event_report/report_statistics", {
          years: [2020, 2021, 2022, 2023, 2024, 2025],
        })
      ).status,
    ).toBe(400);
    for (const caller of [captain, instructor, bareStaff]) {
      expect((await caller.client.post("event_report/report_statistics", { years: [2026] })).status).toBe(
        403,
      );
    }
  });
});
