import { buffer } from "node:stream/consumers";
import { FILE_MAX_BYTES } from "@trms/shared";
import archiver from "archiver";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import yauzl from "yauzl";
import { apiClient } from "../../../test/client";
import { createAdmin, type Made } from "../../../test/factories";
import { createTestApp, type TestContext } from "../../../test/harness";
import { importCalls, importWorkbook, queryRows, sql } from "../../../test/history-import";

let ctx: TestContext;
let calls: ReturnType<typeof importCalls>;
let admin: Made;

const crew = (code: string, extra: Record<string, string> = {}) => ({
  crew_code: code,
  full_name: `Phi công ${code}`,
  email: `${code.toLowerCase()}@airline.vn`,
  fleet: "A321",
  ...extra,
});

const pilotNamed = async (code: string) =>
  (
    await queryRows<{ full_name: string }>(ctx, sql`select full_name from pilots where crew_code = ${code}`)
  )[0];

/** The same workbook with a macro project inside, as an .xlsm an office saved as .xlsx carries it. */
async function withMacroProject(workbook: Buffer): Promise<Buffer> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(workbook, { lazyEntries: true }, (error, file) =>
      error ? reject(error) : resolve(file),
    ),
  );
  const archive = archiver("zip");
  const done = buffer(archive);
  await new Promise<void>((resolve, reject) => {
    zip.on("entry", (entry: yauzl.Entry) =>
      zip.openReadStream(entry, async (error, stream) => {
        if (error) return reject(error);
        archive.append(await buffer(stream), { name: entry.fileName });
        zip.readEntry();
      }),
    );
    zip.on("end", resolve);
    zip.readEntry();
  });
  // A VBA project that would run on opening in Excel: the import reads cells only.
  archive.append(Buffer.from('Attribute VB_Name = "AutoOpen"\nSub Workbook_Open()\nEnd Sub\n'), {
    name: "xl/vbaProject.bin",
  });
  await archive.finalize();
  return done;
}

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await createAdmin(ctx);
  calls = importCalls(apiClient(ctx), admin.client.token);
});
afterAll(async () => {
  await ctx?.close();
});

describe("bad input is a clear error and writes nothing", () => {
  it("reads a formula's saved value, never evaluates it; one without a value is a problem", async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet("Crew");
    sheet.addRow(["Crew code", "Full name", "Email", "Fleet"]);
    sheet.addRow([
      "BF001",
      { formula: 'CONCATENATE("Lê ","Văn Bình")', result: "Lê Văn Bình" },
      "bf001@airline.vn",
      "A321",
    ]);
    sheet.addRow(["BF002", { formula: 'WEBSERVICE("http://example.invalid")' }, "bf002@airline.vn", "A321"]);
    const file = Buffer.from(await workbook.xlsx.writeBuffer());
    const previewed = await calls.preview(await withMacroProject(file));
    expect(previewed.status, JSON.stringify(previewed.body)).toBe(200);
    const { rows } = await calls.rows(previewed.body.data.id);
    expect(rows.map((row) => [row.key, row.action, row.problems.map((p) => p.column)])).toEqual([
      ["BF001", "create", []],
      ["BF002", "problem", ["full_name"]],
    ]);
    expect(await pilotNamed("BF001")).toBeUndefined();
  });

  it("a cell of 100 000 characters is a problem of its row, not megabytes read into a record", async () => {
    const previewed = await calls.preview(
      await importWorkbook({ crew: [crew("BF010", { full_name: "A".repeat(100_000) }), crew("BF011")] }),
    );
    expect(previewed.status, JSON.stringify(previewed.body)).toBe(200);
    const { rows } = await calls.rows(previewed.body.data.id, true);
    expect(rows).toEqual([
      expect.objectContaining({
        key: "BF010",
        problems: [{ column: "full_name", message: "This cell is too long" }],
      }),
    ]);
    // A preview with a problem cannot be committed: nothing of it is written.
    expect((await calls.commit(previewed.body.data.id)).status).toBe(409);
    expect(await pilotNamed("BF011")).toBeUndefined();
  });

  it("a file over the upload limit is refused before it is read, and no import is kept", async () => {
    const before = (
      await queryRows<{ n: number }>(ctx, sql`select count(*)::int as n from import_batches`)
    )[0];
    const reply = await calls.preview(Buffer.alloc(FILE_MAX_BYTES + 1024, 1));
    expect(reply.status).toBe(413);
    expect(reply.body.code).toBe("FILE_TOO_LARGE");
    expect(
      (await queryRows<{ n: number }>(ctx, sql`select count(*)::int as n from import_batches`))[0],
    ).toEqual(before);
  });
});
