import { CREW_IMPORT } from "@trms/shared";
import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import {
  createFleetAdmin,
  createInstructor,
  createPilot,
  createTrainingFlight,
} from "../../../test/factories";
import {
  importCalls,
  importTestApp,
  importWorkbook,
  newCrew,
  readWorkbook,
  sql,
} from "../../../test/history-import";

const app = importTestApp(async (ctx) => ({
  fleetAdmin: await createFleetAdmin(ctx),
  pilot: await createPilot(ctx),
  instructor: await createInstructor(ctx),
}));

/** A crew workbook as an office fills the template: the English headers, then the rows. */
const crewWorkbook = (rows: Record<string, string | Date>[]) => importWorkbook({ crew: rows });

const crewRow = (code: string, extra: Record<string, string | Date> = {}) =>
  newCrew(code, { name_position: "First officer", first_flight_date: "20/09/2015", ...extra });

/** A preview of a crew file as the super administrator. */
const preview = (file: Buffer, name = "crew.xlsx", lang: "en" | "vi" = "en") =>
  app.calls.preview(file, name, lang);

const pilotCount = () => app.count("pilots");

describe("import templates", () => {
  it("a crew workbook in the user's language: header, example row, lists and notes", async () => {
    const { calls } = app;
    const { workbook, sheet, example } = await calls.template("crew", "vi", "Tổ bay");
    expect(sheet?.getRow(1).getCell(1).value).toBe("Mã phi công *");
    expect(sheet?.getRow(2).getCell(1).value).toBe("P1001");
    expect(workbook.getWorksheet("Hướng dẫn")?.rowCount).toBe(CREW_IMPORT.columns.length + 1);
    expect(example("fleet")?.dataValidation?.type).toBe("list");
  });

  it("the same columns as UTF-8 CSV with a byte-order mark", async () => {
    const { calls } = app;
    const reply = await calls.download("template_csv?kind=crew", "vi");
    expect(reply.statusCode).toBe(200);
    expect(reply.body.startsWith("\uFEFFMã phi công,Họ và tên,Email,Đội bay")).toBe(true);
  });

  it("the template the office downloads previews clean: its example row is a pilot to create", async () => {
    const { calls } = app;
    const template = await calls.download("template?kind=crew", "en");
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
    const { api, calls, admin, count, query } = app;
    const file = await crewWorkbook([
      crewRow("IMP010", { name_position: "" }),
      crewRow("IMP011", { instructor_rating: "TRI" }),
    ]);
    const first = await preview(file);
    const before = await pilotCount();
    const committed = await calls.commit(first.body.data.id);
    expect(committed.status, JSON.stringify(committed.body)).toBe(200);
    expect(committed.body.data.status).toBe("committed");
    expect(await pilotCount()).toBe(before + 2);
    const stored = await query<{ import_batch_id: number; role: number; email: string }>(
      sql`select p.import_batch_id, u.role, u.email from pilots p join users u on u.id = p.user_id where p.crew_code = 'IMP011'`,
    );
    // A row without a position has none (not position 0, captain).
    const positions = await query<{ name_position: number | null }>(
      sql`select name_position from pilots where crew_code in ('IMP010', 'IMP011') order by crew_code`,
    );
    expect(positions.map((row) => row.name_position)).toEqual([null, 1]);
    expect(stored[0]).toMatchObject({
      import_batch_id: first.body.data.id,
      role: 3,
      email: "imp011@airline.vn",
    });
    // The pilot's detail says where it came from.
    const id = (await query<{ id: number }>(sql`select id from pilots where crew_code = 'IMP011'`))[0]?.id;
    const detail = await api.post("pilot/pilot_detail", { id }, { token: admin.client.token });
    expect(detail.body.data.imported).toMatchObject({ batch_id: first.body.data.id, file_name: "crew.xlsx" });
    // Committing the same preview again is refused; the same file again is all unchanged.
    expect((await calls.commit(first.body.data.id)).status).toBe(409);
    const again = await preview(file);
    expect(again.body.data.kinds.crew).toEqual({ create: 0, update: 0, unchanged: 2, problem: 0 });
    await calls.commit(again.body.data.id);
    expect(await pilotCount()).toBe(before + 2);
    // Undone: the pilots and accounts it made are gone, kept in retention, the batch says so.
    const undone = await calls.undo(first.body.data.id);
    expect(undone.status, JSON.stringify(undone.body)).toBe(200);
    expect(undone.body.data).toMatchObject({ status: "undone", undone_by: admin.fullName });
    expect(await pilotCount()).toBe(before);
    expect(await count("retained_records", sql`entity = 'pilot'`)).toBeGreaterThanOrEqual(2);
  });

  it("an update changes the stored pilot and its undo puts the old values back", async () => {
    const { calls, query } = app;
    await calls.commit((await preview(await crewWorkbook([crewRow("IMP020")]))).body.data.id);
    const changed = await preview(
      await crewWorkbook([crewRow("IMP020", { full_name: "Tên Mới", base: "SGN" })]),
    );
    expect(changed.body.data.kinds.crew).toEqual({ create: 0, update: 1, unchanged: 0, problem: 0 });
    await calls.commit(changed.body.data.id);
    const read = async () =>
      (
        await query<{ full_name: string; base: string | null }>(
          sql`select full_name, base from pilots where crew_code = 'IMP020'`,
        )
      )[0];
    expect(await read()).toEqual({ full_name: "Tên Mới", base: "SGN" });
    expect((await calls.undo(changed.body.data.id)).status).toBe(200);
    expect(await read()).toEqual({ full_name: "Phi công IMP020", base: null });
  });

  it("an undo is refused while a later record depends on what it made, and says which", async () => {
    const { ctx, calls, pilot, instructor, query } = app;
    const made = await preview(await crewWorkbook([crewRow("IMP030")]));
    await calls.commit(made.body.data.id);
    const id = (
      await query<{ id: number; user_id: number }>(
        sql`select id, user_id from pilots where crew_code = 'IMP030'`,
      )
    )[0] as { id: number; user_id: number };
    await createTrainingFlight(ctx, {
      trainee: { ...pilot, pilotId: id.id, userId: id.user_id },
      instructor,
    });
    const refused = await calls.undo(made.body.data.id, "vi");
    expect(refused.status).toBe(409);
    expect(refused.body.details[0]).toMatchObject({ path: "IMP030" });
    expect(refused.body.details[0].message).toContain("IMP030 đã có 1 hồ sơ");
    expect(await pilotCount()).toBeGreaterThan(0);
  });
});

describe("problems at their row and column, in the user's language", () => {
  it("finds every kind of problem and the preview cannot be committed", async () => {
    const { calls, pilot } = app;
    const file = await crewWorkbook([
      crewRow("IMP100", { fleet: "B999" }),
      crewRow("IMP101", { first_flight_date: "01/01/2999" }),
      crewRow("IMP102", { date_of_birth: "01/01/1900" }),
      crewRow("IMP100"),
      crewRow("IMP103", { email: pilot.email }),
      { ...crewRow("IMP104"), full_name: "" },
      crewRow("IMP105", { first_flight_date: "31/02/2020" }),
    ]);
    const reply = await preview(file, "crew.xlsx", "vi");
    expect(reply.status).toBe(200);
    expect(reply.body.data.kinds.crew.problem).toBe(7);
    const { rows } = await calls.rows(reply.body.data.id, true, "vi");
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
    const refused = await calls.commit(reply.body.data.id);
    expect(refused.status).toBe(409);

    // The same workbook back, each row with its problems in a last column, in the user's language.
    const download = await calls.download(`problems_workbook?batch_id=${reply.body.data.id}`, "vi");
    expect(download.statusCode).toBe(200);
    const sheet = (await readWorkbook(download.rawPayload)).getWorksheet("Crew");
    const last = CREW_IMPORT.columns.length + 1;
    expect(sheet?.getRow(1).getCell(last).value).toBe("Lỗi");
    expect(sheet?.getRow(2).getCell(last).value).toBe("Đội bay: “B999” không có trong danh sách");
    expect(sheet?.getRow(2).getCell(1).value).toBe("IMP100");
  });

  it("gives a CSV back as a CSV with its problems column", async () => {
    const { calls } = app;
    const csv = "\uFEFFCrew code,Full name,Email,Fleet\r\nIMP300,Trần Bình,imp300@airline.vn,A999\r\n";
    const reply = await preview(Buffer.from(csv, "utf8"), "crew.csv");
    const download = await calls.download(`problems_workbook?batch_id=${reply.body.data.id}`, "en");
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
    const { calls, pilot } = app;
    const exported = await calls.exported("crew", "vi");
    const sheet = (await readWorkbook(exported)).getWorksheet("Tổ bay");
    const codes = [] as string[];
    sheet?.eachRow((row, number) => {
      if (number > 1) codes.push(String(row.getCell(1).value));
    });
    expect(codes.length).toBe(await pilotCount());
    expect(codes).toContain(pilot.crewCode);
    const again = await preview(exported, "export.xlsx");
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body.data.kinds.crew).toEqual({ create: 0, update: 0, unchanged: codes.length, problem: 0 });
  });
});

describe("who may import", () => {
  it("only the super administrator: every other account is refused before the upload is read", async () => {
    const { api, fleetAdmin, pilot, instructor } = app;
    const file = await crewWorkbook([crewRow("IMP900")]);
    for (const account of [fleetAdmin, pilot, instructor]) {
      expect((await importCalls(api, account.client.token).preview(file, "crew.xlsx")).status).toBe(403);
      expect((await api.post("import/get_batches", {}, { token: account.client.token })).status).toBe(403);
    }
  });
});
