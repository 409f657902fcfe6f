import { CREW_IMPORT } from "@trms/shared";
import { sql } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient } from "../../../test/client";
import {
  createAdmin,
  createFleetAdmin,
  createInstructor,
  createPilot,
  createTrainingFlight,
  type Made,
} from "../../../test/factories";
import { createTestApp, type TestContext } from "../../../test/harness";

let ctx: TestContext;
let api: ReturnType<typeof apiClient>;
let admin: Made;
let fleetAdmin: Made;
let pilot: Made;
let instructor: Made;

const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
const HEADERS = CREW_IMPORT.columns.map((column) => column.label.en);

/** A crew workbook as an office fills the template: the English headers, then the rows. */
async function crewWorkbook(rows: Record<string, string | Date>[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet("Crew");
  sheet.addRow(HEADERS);
  for (const row of rows) sheet.addRow(CREW_IMPORT.columns.map((column) => row[column.key] ?? ""));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const crewRow = (code: string, extra: Record<string, string | Date> = {}) => ({
  crew_code: code,
  full_name: `Phi công ${code}`,
  email: `${code.toLowerCase()}@airline.vn`,
  fleet: "A321",
  name_position: "First officer",
  first_flight_date: "20/09/2015",
  ...extra,
});

async function preview(
  file: Buffer,
  name = "crew.xlsx",
  token = admin.client.token,
  lang: "en" | "vi" = "en",
) {
  const form = new FormData();
  form.append("workbook", new Blob([file], { type: name.endsWith(".csv") ? "text/csv" : XLSX }), name);
  return api.postForm("import/preview", form, { token, lang });
}

const rowsOf = async (batchId: number, problemsOnly = false, lang: "en" | "vi" = "en") =>
  (
    await api.post(
      "import/get_rows",
      { batch_id: batchId, problems_only: problemsOnly },
      { token: admin.client.token, lang },
    )
  ).body.data as {
    rows: { row: number; key: string; action: string; problems: { column: string; message: string }[] }[];
    total: number;
  };

const pilotCount = async () =>
  Number(
    (
      (await ctx.database.db.execute(sql`select count(*)::int as n from pilots`)) as unknown as {
        rows: { n: number }[];
      }
    ).rows?.[0]?.n ?? 0,
  );

beforeAll(async () => {
  ctx = await createTestApp();
  api = apiClient(ctx);
  admin = await createAdmin(ctx);
  fleetAdmin = await createFleetAdmin(ctx);
  pilot = await createPilot(ctx);
  instructor = await createInstructor(ctx);
});
afterAll(async () => {
  await ctx?.close();
});

describe("import templates", () => {
  it("a crew workbook in the user's language: header, example row, lists and notes", async () => {
    const reply = await ctx.app.inject({
      method: "GET",
      url: "/api/v1/import/template?kind=crew",
      headers: { "access-token": admin.client.token, "accept-language": "vi" },
    });
    expect(reply.statusCode, reply.body).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(reply.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet("Tổ bay");
    expect(sheet?.getRow(1).getCell(1).value).toBe("Mã phi công *");
    expect(sheet?.getRow(2).getCell(1).value).toBe("P1001");
    expect(workbook.getWorksheet("Hướng dẫn")?.rowCount).toBe(CREW_IMPORT.columns.length + 1);
    const fleet = CREW_IMPORT.columns.findIndex((c) => c.key === "fleet") + 1;
    expect(sheet?.getRow(2).getCell(fleet).dataValidation?.type).toBe("list");
  });

  it("the same columns as UTF-8 CSV with a byte-order mark", async () => {
    const reply = await ctx.app.inject({
      method: "GET",
      url: "/api/v1/import/template_csv?kind=crew",
      headers: { "access-token": admin.client.token, "accept-language": "vi" },
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.body.startsWith("\uFEFFMã phi công,Họ và tên,Email,Đội bay")).toBe(true);
  });

  it("the template the office downloads previews clean: its example row is a pilot to create", async () => {
    const template = await ctx.app.inject({
      method: "GET",
      url: "/api/v1/import/template?kind=crew",
      headers: { "access-token": admin.client.token, "accept-language": "en" },
    });
    const reply = await preview(template.rawPayload);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.data).toMatchObject({
      status: "previewed",
      problems: 0,
      kinds: { crew: { create: 1 } },
    });
  });
});

describe("preview, commit, re-run and undo", () => {
  it("a dry run writes nothing and says what each row would do", async () => {
    const before = await pilotCount();
    const reply = await preview(
      await crewWorkbook([crewRow("IMP001"), crewRow("IMP002", { instructor_rating: "TRI" })]),
    );
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.data.kinds.crew).toEqual({ create: 2, update: 0, unchanged: 0, problem: 0 });
    expect(reply.body.data.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(await pilotCount()).toBe(before);
  });

  it("commits all rows as one batch, a second run changes nothing, and the batch undoes", async () => {
    const file = await crewWorkbook([
      crewRow("IMP010", { name_position: "" }),
      crewRow("IMP011", { instructor_rating: "TRI" }),
    ]);
    const first = await preview(file);
    const before = await pilotCount();
    const committed = await api.post(
      "import/commit",
      { batch_id: first.body.data.id },
      { token: admin.client.token },
    );
    expect(committed.status, JSON.stringify(committed.body)).toBe(200);
    expect(committed.body.data.status).toBe("committed");
    expect(await pilotCount()).toBe(before + 2);
    const stored = (await ctx.database.db.execute(
      sql`select p.import_batch_id, u.role, u.email from pilots p join users u on u.id = p.user_id where p.crew_code = 'IMP011'`,
    )) as unknown as { rows: { import_batch_id: number; role: number; email: string }[] };
    // A row without a position has none (not position 0, captain).
    const positions = (await ctx.database.db.execute(
      sql`select name_position from pilots where crew_code in ('IMP010', 'IMP011') order by crew_code`,
    )) as unknown as { rows: { name_position: number | null }[] };
    expect(positions.rows.map((row) => row.name_position)).toEqual([null, 1]);
    expect(stored.rows[0]).toMatchObject({
      import_batch_id: first.body.data.id,
      role: 3,
      email: "imp011@airline.vn",
    });
    // The pilot's detail says where it came from.
    const id = (
      (await ctx.database.db.execute(sql`select id from pilots where crew_code = 'IMP011'`)) as unknown as {
        rows: { id: number }[];
      }
    ).rows[0]?.id;
    const detail = await api.post("pilot/pilot_detail", { id }, { token: admin.client.token });
    expect(detail.body.data.imported).toMatchObject({ batch_id: first.body.data.id, file_name: "crew.xlsx" });
    // Committing the same preview again is refused; the same file again is all unchanged.
    expect(
      (await api.post("import/commit", { batch_id: first.body.data.id }, { token: admin.client.token }))
        .status,
    ).toBe(409);
    const again = await preview(file);
    expect(again.body.data.kinds.crew).toEqual({ create: 0, update: 0, unchanged: 2, problem: 0 });
    await api.post("import/commit", { batch_id: again.body.data.id }, { token: admin.client.token });
    expect(await pilotCount()).toBe(before + 2);
    // Undone: the pilots and accounts it made are gone, kept in retention, the batch says so.
    const undone = await api.post(
      "import/undo",
      { batch_id: first.body.data.id },
      { token: admin.client.token },
    );
    expect(undone.status, JSON.stringify(undone.body)).toBe(200);
    expect(undone.body.data).toMatchObject({ status: "undone", undone_by: admin.fullName });
    expect(await pilotCount()).toBe(before);
    const retained = (await ctx.database.db.execute(
      sql`select count(*)::int as n from retained_records where entity = 'pilot'`,
    )) as unknown as { rows: { n: number }[] };
    expect(retained.rows[0]?.n).toBeGreaterThanOrEqual(2);
  });

  it("an update changes the stored pilot and its undo puts the old values back", async () => {
    await api.post(
      "import/commit",
      { batch_id: (await preview(await crewWorkbook([crewRow("IMP020")]))).body.data.id },
      { token: admin.client.token },
    );
    const changed = await preview(
      await crewWorkbook([crewRow("IMP020", { full_name: "Tên Mới", base: "SGN" })]),
    );
    expect(changed.body.data.kinds.crew).toEqual({ create: 0, update: 1, unchanged: 0, problem: 0 });
    await api.post("import/commit", { batch_id: changed.body.data.id }, { token: admin.client.token });
    const read = async () =>
      (
        (await ctx.database.db.execute(
          sql`select full_name, base from pilots where crew_code = 'IMP020'`,
        )) as unknown as {
          rows: { full_name: string; base: string | null }[];
        }
      ).rows[0];
    expect(await read()).toEqual({ full_name: "Tên Mới", base: "SGN" });
    expect(
      (await api.post("import/undo", { batch_id: changed.body.data.id }, { token: admin.client.token }))
        .status,
    ).toBe(200);
    expect(await read()).toEqual({ full_name: "Phi công IMP020", base: null });
  });

  it("an undo is refused while a later record depends on what it made, and says which", async () => {
    const made = await preview(await crewWorkbook([crewRow("IMP030")]));
    await api.post("import/commit", { batch_id: made.body.data.id }, { token: admin.client.token });
    const id = (
      (await ctx.database.db.execute(
        sql`select id, user_id from pilots where crew_code = 'IMP030'`,
      )) as unknown as {
        rows: { id: number; user_id: number }[];
      }
    ).rows[0] as { id: number; user_id: number };
    await createTrainingFlight(ctx, {
      trainee: { ...pilot, pilotId: id.id, userId: id.user_id },
      instructor,
    });
    const refused = await api.post(
      "import/undo",
      { batch_id: made.body.data.id },
      { token: admin.client.token, lang: "vi" },
    );
    expect(refused.status).toBe(409);
    expect(refused.body.details[0]).toMatchObject({ path: "IMP030" });
    expect(refused.body.details[0].message).toContain("IMP030 đã có 1 hồ sơ");
    expect(await pilotCount()).toBeGreaterThan(0);
  });
});

describe("problems at their row and column, in the user's language", () => {
  it("finds every kind of problem and the preview cannot be committed", async () => {
    const file = await crewWorkbook([
      crewRow("IMP100", { fleet: "B999" }),
      crewRow("IMP101", { first_flight_date: "01/01/2999" }),
      crewRow("IMP102", { date_of_birth: "01/01/1900" }),
      crewRow("IMP100"),
      crewRow("IMP103", { email: pilot.email }),
      { ...crewRow("IMP104"), full_name: "" },
      crewRow("IMP105", { first_flight_date: "31/02/2020" }),
    ]);
    const reply = await preview(file, "crew.xlsx", admin.client.token, "vi");
    expect(reply.status).toBe(200);
    expect(reply.body.data.kinds.crew.problem).toBe(7);
    const { rows } = await rowsOf(reply.body.data.id, true, "vi");
    const at = (row: number) => rows.find((r) => r.row === row)?.problems ?? [];
    expect(at(2)).toContainEqual({ column: "fleet", message: "“B999” không có trong danh sách" });
    expect(at(3)).toContainEqual({ column: "first_flight_date", message: "Ngày này ở tương lai" });
    expect(at(4)).toContainEqual({ column: "date_of_birth", message: "Ngày này trước năm 1950" });
    expect(at(5)).toContainEqual({
      column: "crew_code",
      message: "Giá trị này trùng với dòng 2 của trang tính",
    });
    expect(at(6)).toContainEqual({ column: "email", message: "Email này đã thuộc về tài khoản khác" });
    expect(at(7)).toContainEqual({ column: "full_name", message: "Trường này là bắt buộc" });
    expect(at(8)).toContainEqual({
      column: "first_flight_date",
      message: "Không phải ngày: hãy ghi DD/MM/YYYY",
    });
    const refused = await api.post(
      "import/commit",
      { batch_id: reply.body.data.id },
      { token: admin.client.token },
    );
    expect(refused.status).toBe(409);

    // The same workbook back, each row with its problems in a last column, in the user's language.
    const download = await ctx.app.inject({
      method: "GET",
      url: `/api/v1/import/problems_workbook?batch_id=${reply.body.data.id}`,
      headers: { "access-token": admin.client.token, "accept-language": "vi" },
    });
    expect(download.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(download.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet("Crew");
    const last = HEADERS.length + 1;
    expect(sheet?.getRow(1).getCell(last).value).toBe("Lỗi");
    expect(sheet?.getRow(2).getCell(last).value).toBe("Đội bay: “B999” không có trong danh sách");
    expect(sheet?.getRow(2).getCell(1).value).toBe("IMP100");
  });

  it("gives a CSV back as a CSV with its problems column", async () => {
    const csv = "\uFEFFCrew code,Full name,Email,Fleet\r\nIMP300,Trần Bình,imp300@airline.vn,A999\r\n";
    const reply = await preview(Buffer.from(csv, "utf8"), "crew.csv");
    const download = await ctx.app.inject({
      method: "GET",
      url: `/api/v1/import/problems_workbook?batch_id=${reply.body.data.id}`,
      headers: { "access-token": admin.client.token, "accept-language": "en" },
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers["content-type"]).toContain("text/csv");
    expect(download.body).toBe(
      "\uFEFFCrew code,Full name,Email,Fleet,Problems\r\nIMP300,Trần Bình,imp300@airline.vn,A999,Fleet: “A999” is not one of the list\r\n",
    );
  });

  it("reads a UTF-8 CSV with Vietnamese names and refuses one in another encoding", async () => {
    const csv = `\uFEFFMã phi công,Họ và tên,Email,Đội bay\r\nIMP200,Trần Thị Bình,imp200@airline.vn,A321\r\n`;
    const good = await preview(Buffer.from(csv, "utf8"), "crew.csv");
    expect(good.status, JSON.stringify(good.body)).toBe(200);
    expect(good.body.data.kinds.crew.create).toBe(1);
    const latin = Buffer.from([
      ...Buffer.from("Crew code,Full name,Email,Fleet\r\nIMP201,Tr"),
      0xe2,
      0x6e,
      ...Buffer.from(",a@b.vn,A321\r\n"),
    ]);
    const bad = await preview(latin, "crew.csv");
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain("UTF-8");
  });

  it("refuses a file that is no template, a sheet without a required column, and an .xls", async () => {
    const notTemplate = await preview(Buffer.from("a,b,c\r\n1,2,3\r\n"), "other.csv");
    expect(notTemplate.status).toBe(400);
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet("Crew").addRow(["Crew code", "Full name", "Fleet"]);
    const missing = await preview(Buffer.from(await workbook.xlsx.writeBuffer()));
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe("Sheet “Crew” has no column “Email”");
    const xls = await preview(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]), "old.xls");
    expect(xls.status).toBe(400);
    expect(await pilotCount()).toBeGreaterThan(0);
  });
});

describe("everything out again", () => {
  it("exports every pilot in the crew template, and the export imports again unchanged", async () => {
    const reply = await ctx.app.inject({
      method: "GET",
      url: "/api/v1/import/export?kind=crew",
      headers: { "access-token": admin.client.token, "accept-language": "vi" },
    });
    expect(reply.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(reply.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet("Tổ bay");
    const codes = [] as string[];
    sheet?.eachRow((row, number) => {
      if (number > 1) codes.push(String(row.getCell(1).value));
    });
    expect(codes.length).toBe(await pilotCount());
    expect(codes).toContain(pilot.crewCode);
    const again = await preview(reply.rawPayload, "export.xlsx");
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body.data.kinds.crew).toEqual({ create: 0, update: 0, unchanged: codes.length, problem: 0 });
  });
});

describe("who may import", () => {
  it("only the super administrator: every other account is refused before the upload is read", async () => {
    const file = await crewWorkbook([crewRow("IMP900")]);
    for (const account of [fleetAdmin, pilot, instructor]) {
      expect((await preview(file, "crew.xlsx", account.client.token)).status).toBe(403);
      expect((await api.post("import/get_batches", {}, { token: account.client.token })).status).toBe(403);
    }
  });
});
