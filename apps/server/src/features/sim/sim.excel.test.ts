import { deflateRawSync } from "node:zlib";
import { Permission, Role } from "@trms/shared";
import { count } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient } from "../../../test/client";
import { createUser } from "../../../test/factories";
import { createTestApp, type TestContext } from "../../../test/harness";
import { simSessions } from "../../db/tables/sim.table";
import { SIM_EXCEL_COLUMNS } from "./sim.excel";

let ctx: TestContext;
let api: ReturnType<typeof apiClient>;
const tokens: Record<string, string> = {};
const as = (key: string) => ({ token: tokens[key] });
const HEADERS = SIM_EXCEL_COLUMNS.map(([, header]) => header);

beforeAll(async () => {
  ctx = await createTestApp();
  api = apiClient(ctx);
  const accounts = [
    ["admin", { role: Role.ADMIN }],
    ["creator", { role: Role.USER, permissions: [Permission.CREATE_SIM] }],
    ["viewer", { role: Role.USER, permissions: [Permission.VIEW_SIM, Permission.EDIT_SIM] }],
    ["pilot", { role: Role.PILOT, profile: { crewCode: "P301" } }],
    ["pilot2", { role: Role.PILOT, profile: { crewCode: "P302" } }],
    ["instructor", { role: Role.INSTRUCTOR, profile: { crewCode: "I301" } }],
    ["instructor2", { role: Role.INSTRUCTOR, profile: { crewCode: "I302" } }],
  ] as const;
  for (const [key, account] of accounts) {
    const made = await createUser(ctx, { email: `${key}@xl.trms`, fullName: `${key}`, ...account });
    tokens[key] = made.client.token;
  }
});
afterAll(async () => {
  await ctx.close();
});

const stored = async () => (await ctx.database.db.select({ n: count() }).from(simSessions))[0]?.n ?? 0;

/** A row of the template: session A on `day` of April 2026 at 08:00 (text), session B the next day (a date cell). */
const row = (day: number, overrides: Partial<Record<string, unknown>> = {}) => {
  const values: Record<string, unknown> = {
    first_pilot_crew_code: "P301",
    second_pilot_crew_code: "P302",
    sima_instructor_crew_code: "I301",
    sessiona_date_time: `${String(day).padStart(2, "0")}/04/2026 08:00`,
    sessiona_place: "VN001",
    simb_instructor_crew_code: "I302",
    sessionb_date_time: new Date(Date.UTC(2026, 3, day + 1, 9, 30)),
    sessionb_place: "CAE VN018",
    note: `day ${day}`,
    ...overrides,
  };
  return SIM_EXCEL_COLUMNS.map(([key]) => values[key] ?? null);
};

async function workbook(rows: unknown[][], edit?: (sheet: ExcelJS.Worksheet) => void): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet("SIM");
  sheet.addRow(HEADERS);
  for (const r of rows) sheet.addRow(r);
  edit?.(sheet);
  return Buffer.from(await book.xlsx.writeBuffer());
}

function upload(
  file: Buffer | null,
  options: { dryRun?: boolean; name?: string; key?: string; lang?: "en" | "vi" } = {},
) {
  const form = new FormData();
  if (options.dryRun !== undefined) form.append("dry_run", String(options.dryRun));
  if (file) form.append("monthly_sim", new Blob([new Uint8Array(file)]), options.name ?? "sims.xlsx");
  return api.postForm("sim/create_sim_from_excel", form, {
    ...as(options.key ?? "creator"),
    lang: options.lang,
  });
}

/** A zip holding one stored entry: not a workbook. */
function zipOf(name: string, content: string): Buffer {
  const data = Buffer.from(content);
  const nameBytes = Buffer.from(name);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(data.length, 22);
  local.writeUInt16LE(nameBytes.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(data.length, 24);
  central.writeUInt16LE(nameBytes.length, 28);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + nameBytes.length, 12);
  end.writeUInt32LE(local.length + nameBytes.length + data.length, 16);
  return Buffer.concat([local, nameBytes, data, central, nameBytes, end]);
}

describe("sim/sim_excel_template", () => {
  it("downloads the template with the import's columns, for SIM creators only", async () => {
    const response = await ctx.app.inject({
      method: "GET",
      url: "/api/v1/sim/sim_excel_template",
      headers: { "application-type": "5", "access-token": tokens.creator as string },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-disposition"]).toContain("sim-import-template.xlsx");
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets[0]?.getRow(1).values).toEqual([undefined, ...HEADERS]);
    for (const key of ["viewer", "pilot", "instructor"]) {
      const denied = await ctx.app.inject({
        method: "GET",
        url: "/api/v1/sim/sim_excel_template",
        headers: { "application-type": "5", "access-token": tokens[key] as string },
      });
      expect(denied.statusCode, key).toBe(403);
    }
  });

  it("imports the template as downloaded: one example row of real crew codes, and instructions", async () => {
    const download = async (lang: "en" | "vi") => {
      const response = await ctx.app.inject({
        method: "GET",
        url: "/api/v1/sim/sim_excel_template",
        headers: {
          "application-type": "5",
          "access-token": tokens.creator as string,
          "accept-language": lang,
        },
      });
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
      return { book, bytes: response.rawPayload };
    };
    const { book, bytes } = await download("en");
    const example = book.worksheets[0]?.getRow(2).values as unknown[];
    expect(example.slice(1, 4)).toEqual(["P301", "P302", "I301"]);
    // One date-time format everywhere: the header's, the example's and the instructions' (part2 §9).
    expect(HEADERS[3]).toBe("Session A date-time (DD/MM/YYYY - HH:mm)");
    expect(String(example[4])).toMatch(/^\d{2}\/\d{2}\/\d{4} - 08:00$/);
    const instructions = book.worksheets[1];
    expect(instructions?.name).toBe("Instructions");
    const text = (instructions?.getColumn(1).values ?? []).join("\n");
    expect(text).toContain("DD/MM/YYYY - HH:mm");
    expect(text).toContain("VN001, CAE VN018, VN026, VN036, ATR500");
    expect(text).toContain("0000");
    expect((await download("vi")).book.worksheets[1]?.name).toBe("Hướng dẫn");

    const before = await stored();
    const preview = await upload(Buffer.from(bytes), { dryRun: true });
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    expect(preview.body.data.rows).toEqual([expect.objectContaining({ row_number: 2, errors: [] })]);
    const saved = await upload(Buffer.from(bytes));
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data.created).toBe(1);
    expect(await stored()).toBe(before + 1);
  });

  it("imports the template itself once filled", async () => {
    const response = await ctx.app.inject({
      method: "GET",
      url: "/api/v1/sim/sim_excel_template",
      headers: { "application-type": "5", "access-token": tokens.creator as string },
    });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    book.worksheets[0]?.spliceRows(2, 1);
    book.worksheets[0]?.addRow(row(1));
    const result = await upload(Buffer.from(await book.xlsx.writeBuffer()), { dryRun: true });
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    expect(result.body.data.rows).toHaveLength(1);
    expect(result.body.data.rows[0].errors).toEqual([]);
  });
});

describe("sim/create_sim_from_excel", () => {
  it("previews good rows on a dry run without storing, then stores them all", async () => {
    const file = await workbook([row(1), row(2), row(3)]);
    const before = await stored();
    const preview = await upload(file, { dryRun: true });
    expect(preview.status).toBe(200);
    expect(preview.body.data.created).toBe(0);
    expect(preview.body.data.rows[0]).toEqual({
      row_number: 2,
      errors: [],
      cells: null,
      sim: expect.objectContaining({
        first_pilot_crew_code: "P301",
        sessiona_date_time: "2026-04-01T08:00:00+07:00",
        sessionb_date_time: "2026-04-02T09:30:00+07:00",
        sessionb_place: "CAE VN018",
        note: "day 1",
      }),
    });
    expect(await stored()).toBe(before);
    const saved = await upload(file);
    expect(saved.status).toBe(200);
    expect(saved.body.data.created).toBe(3);
    expect(await stored()).toBe(before + 3);
  });

  it("reports each bad row with its row number and reason, and stores nothing", async () => {
    const file = await workbook([
      row(5),
      row(6, { second_pilot_crew_code: "NOBODY" }),
      row(7, { sessiona_place: "VN999" }),
      row(8, { sima_instructor_crew_code: null }),
      row(5),
      row(9, { sessionb_date_time: "someday" }),
      row(10, { second_pilot_crew_code: "P301" }),
    ]);
    const before = await stored();
    const preview = await upload(file, { dryRun: true });
    expect(preview.status).toBe(200);
    const errors = (
      preview.body.data.rows as {
        row_number: number;
        errors: { field?: string; message: string; cell?: string }[];
      }[]
    ).map((r) => [r.row_number, r.errors.map((e) => `${e.cell ?? ""} ${e.field ?? ""}:${e.message}`)]);
    // Each error names the sheet cell it reads, from the header's columns.
    expect(errors).toEqual([
      [2, []],
      [3, ["B3 second_pilot_crew_code:No pilot has this crew code"]],
      [4, ["E4 sessiona_place:Choose a place from the list: VN001, CAE VN018, VN026, VN036, ATR500"]],
      [5, ["C5 sima_instructor_crew_code:Please select instructor"]],
      [6, [" :The same SIM appears twice in the file"]],
      [7, ["G7 sessionb_date_time:Enter a date and time such as 21/03/2026 - 08:00"]],
      [8, ["B8 second_pilot_crew_code:Duplicate crew code"]],
    ]);
    // A bad row keeps its cells as the file holds them, so the preview can show what is wrong.
    const rows = preview.body.data.rows as { sim: unknown; cells: Record<string, string> | null }[];
    expect(rows[0]?.cells).toBeNull();
    expect(rows[1]?.sim).toBeNull();
    expect(rows[1]?.cells).toMatchObject({ second_pilot_crew_code: "NOBODY", sessiona_place: "VN001" });
    expect(rows[2]?.cells?.sessiona_place).toBe("VN999");
    expect(rows[3]?.cells?.sima_instructor_crew_code).toBe("");
    expect(rows[5]?.cells?.sessionb_date_time).toBe("someday");
    expect(rows[5]?.cells?.first_pilot_crew_code).not.toBe("");
    const saved = await upload(file, { lang: "vi" });
    expect(saved.status).toBe(400);
    expect(saved.body.message).toBe("Một số dòng trong tệp không hợp lệ; chưa có gì được lưu");
    expect(saved.body.details).toContainEqual({
      path: "rows.3.second_pilot_crew_code",
      message: "B3: Không có phi công nào có mã tổ bay này",
    });
    expect(await stored()).toBe(before);
  });

  it("reads formulas by their saved value and merged cells by their first cell", async () => {
    const file = await workbook([row(12), row(13, { sima_instructor_crew_code: null }), row(14)], (sheet) => {
      sheet.mergeCells("C2:C3");
      sheet.getCell("A4").value = { formula: 'UPPER("p301")', result: "P301" } as ExcelJS.CellFormulaValue;
      sheet.getCell("I4").value = { formula: "1+1" } as ExcelJS.CellFormulaValue;
    });
    const preview = await upload(file, { dryRun: true });
    const rows = preview.body.data.rows as {
      sim: { sima_instructor_crew_code: string; first_pilot_crew_code: string } | null;
      errors: unknown[];
    }[];
    expect(rows[1]?.sim?.sima_instructor_crew_code).toBe("I301");
    expect(rows[2]?.errors).toEqual([
      {
        field: "note",
        cell: "I4",
        message:
          "This cell holds a formula without a saved value; type the value or save the file in Excel first",
      },
    ]);
  });

  it("answers a missing file, an .xls, a zip of something else and plain text each with its own message", async () => {
    const missing = await upload(null);
    expect(missing.status).toBe(400);
    expect(missing.body.details).toContainEqual({ path: "monthly_sim", message: "Please select excel file" });
    const xls = Buffer.concat([
      Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
      Buffer.alloc(600),
    ]);
    const legacy = await upload(xls, { name: "sims.xls" });
    expect(legacy.status).toBe(415);
    expect(legacy.body.message).toContain("Save As › Excel Workbook (.xlsx)");
    const notBook = await upload(zipOf("photo.txt", "hello"));
    expect(notBook.status).toBe(415);
    expect(notBook.body.message).toBe("This file is not an Excel workbook (.xlsx) or it is damaged");
    const text = await upload(Buffer.from("first,second\nP301,P302\n"), { name: "sims.csv", lang: "vi" });
    expect(text.status).toBe(415);
    expect(text.body.message).toBe("Tệp này không phải bảng tính Excel (.xlsx) hoặc đã bị hỏng");
    const empty = await upload(await workbook([]));
    expect(empty.body.message).toBe("The sheet has no SIM rows");
  });

  it("refuses a sheet of 100 000 rows with its limit, before building it", async () => {
    const rows = Buffer.from(
      Array.from(
        { length: 100_001 },
        (_, i) => `<row r="${i + 1}"><c r="A${i + 1}" t="inlineStr"><is><t>P301</t></is></c></row>`,
      ).join(""),
    );
    const sheet = Buffer.concat([
      Buffer.from('<?xml version="1.0"?><worksheet><sheetData>'),
      rows,
      Buffer.from("</sheetData></worksheet>"),
    ]);
    const book = await workbook([row(1)]);
    // Swap the generated sheet for the long one: the count reads the raw sheet XML.
    const long = await replaceSheet(book, sheet);
    const started = Date.now();
    const result = await upload(long);
    expect(result.status).toBe(400);
    expect(result.body.message).toBe("The sheet has more than 2000 rows; split it into smaller files");
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it("refuses a file over 30 MB without parsing it", async () => {
    const big = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(31 * 1024 * 1024)]);
    const result = await upload(big);
    expect(result.status).toBe(413);
  });

  it("is refused to anyone without CREATE_SIM before the file is read", async () => {
    const file = await workbook([row(20)]);
    for (const key of ["viewer", "pilot", "instructor"])
      expect((await upload(file, { key })).status, key).toBe(403);
    const form = new FormData();
    form.append("monthly_sim", new Blob([new Uint8Array(file)]), "a.xlsx");
    expect((await api.postForm("sim/create_sim_from_excel", form)).status).toBe(401);
  });

  it("parses, checks and stores 1 000 rows", async () => {
    const rows = Array.from({ length: 1000 }, (_, i) =>
      row(1, {
        sessiona_date_time: new Date(Date.UTC(2027, 0, 1 + Math.floor(i / 4), 1 + (i % 4) * 5)),
        note: `bulk ${i}`,
      }),
    );
    const file = await workbook(rows);
    const before = await stored();
    const started = performance.now();
    const result = await upload(file);
    const elapsed = performance.now() - started;
    expect(result.status, JSON.stringify(result.body).slice(0, 500)).toBe(200);
    expect(result.body.data.created).toBe(1000);
    expect(await stored()).toBe(before + 1000);
    // The budget (1.5 s) is measured by the bench on a quiet machine; this only catches a collapse.
    expect(elapsed).toBeLessThan(10_000);
  });
});

/** The workbook with its first sheet's XML replaced (deflated, offsets rebuilt). */
async function replaceSheet(book: Buffer, sheetXml: Buffer): Promise<Buffer> {
  const source = new ExcelJS.Workbook();
  await source.xlsx.load(book as unknown as ArrayBuffer);
  const entries: { name: string; data: Buffer }[] = [];
  // Re-read the zip entries with the same minimal reader the server uses.
  let offset = 0;
  while (offset + 30 <= book.length && book.readUInt32LE(offset) === 0x04034b50) {
    const method = book.readUInt16LE(offset + 8);
    const flags = book.readUInt16LE(offset + 6);
    const nameLength = book.readUInt16LE(offset + 26);
    const extra = book.readUInt16LE(offset + 28);
    const name = book.toString("utf8", offset + 30, offset + 30 + nameLength);
    const start = offset + 30 + nameLength + extra;
    // exceljs writes sizes in a data descriptor: find the next header to know where this one ends.
    let next = book.indexOf(Buffer.from([0x50, 0x4b]), start);
    while (next >= 0 && ![0x04034b50, 0x02014b50, 0x08074b50].includes(book.readUInt32LE(next)))
      next = book.indexOf(Buffer.from([0x50, 0x4b]), next + 1);
    const data = book.subarray(start, next);
    entries.push({ name, data: method === 8 ? (await import("node:zlib")).inflateRawSync(data) : data });
    offset = next + (book.readUInt32LE(next) === 0x08074b50 ? 16 : 0);
    void flags;
  }
  const parts: Buffer[] = [];
  const centrals: Buffer[] = [];
  let at = 0;
  for (const entry of entries) {
    const data = entry.name === "xl/worksheets/sheet1.xml" ? sheetXml : entry.data;
    const packed = deflateRawSync(data);
    const name = Buffer.from(entry.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(at, 42);
    parts.push(local, name, packed);
    centrals.push(central, name);
    at += local.length + name.length + packed.length;
  }
  const centralBytes = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(centralBytes.length, 12);
  end.writeUInt32LE(at, 16);
  return Buffer.concat([...parts, centralBytes, end]);
}
