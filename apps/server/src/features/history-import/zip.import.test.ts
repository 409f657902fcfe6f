import { FILE_MAX_BYTES } from "@trms/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient } from "../../../test/client";
import { createAdmin, createPilot, type Made } from "../../../test/factories";
import { createTestApp, type TestContext } from "../../../test/harness";
import { importCalls, importWorkbook, pdfBytes, queryRows, sql, zipOf } from "../../../test/history-import";

let ctx: TestContext;
let calls: ReturnType<typeof importCalls>;
let admin: Made;
let pilot: Made;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await createAdmin(ctx);
  pilot = await createPilot(ctx);
  calls = importCalls(apiClient(ctx), admin.client.token);
});
afterAll(async () => {
  await ctx?.close();
});

const batchCount = async () =>
  (await queryRows<{ n: number }>(ctx, sql`select count(*)::int as n from import_batches`))[0]?.n;

describe("the ZIP of PDFs beside a workbook", () => {
  const workbook = () =>
    importWorkbook({
      toldg: [
        { crew_code: String(pilot.crewCode), flight_date: "01/10/2026", to_number: "1", ldg_number: "1" },
      ],
    });

  it("a PDF no row names is a problem row of its own, named in the user's language", async () => {
    const reply = await calls.preview(
      await workbook(),
      "history.xlsx",
      "vi",
      await zipOf({ "reports/": "", "reports/LC-P1.pdf": pdfBytes("line check") }),
    );
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.data).toMatchObject({ zip_name: "files.zip", problems: 1 });
    expect(reply.body.data.kinds.file).toEqual({ create: 0, update: 0, unchanged: 0, problem: 1 });
    const { rows } = await calls.rows(reply.body.data.id, true, "vi");
    expect(rows).toEqual([
      {
        sheet: "files.zip",
        row: 1,
        kind: "file",
        key: "LC-P1.pdf",
        action: "problem",
        problems: [{ column: null, message: expect.stringContaining("Không dòng nào ghi tên “LC-P1.pdf”") }],
      },
    ]);
  });

  it.each([
    ["a file that is no ZIP", Buffer.from("not a zip at all"), /not a ZIP/],
    [
      "a file of the ZIP that is no PDF",
      { "notes.txt": "plain text" },
      /“notes.txt” in the ZIP is not a PDF/,
    ],
    [
      "two files of one name",
      { "a/same.pdf": pdfBytes("1"), "b/same.pdf": pdfBytes("2") },
      /two files named “same.pdf”/,
    ],
    // A bomb: a few kilobytes that unpack past what any upload may be, refused before unpacking.
    [
      "a ZIP bomb",
      { "bomb.pdf": Buffer.concat([pdfBytes("x"), Buffer.alloc(FILE_MAX_BYTES + 1)]) },
      /larger than an upload may be/,
    ],
  ])("%s is refused with its reason and nothing is kept", async (_, content, message) => {
    const before = await batchCount();
    const zip = Buffer.isBuffer(content) ? content : await zipOf(content as Record<string, Buffer | string>);
    const reply = await calls.preview(await workbook(), "history.xlsx", "en", zip);
    expect(reply.status, JSON.stringify(reply.body)).toBe(400);
    expect(reply.body.details[0]).toMatchObject({ path: "files", message: expect.stringMatching(message) });
    expect(await batchCount()).toBe(before);
  });

  it("a part other than the workbook and its ZIP is refused", async () => {
    const form = new FormData();
    form.append("workbook", new Blob([await workbook()]), "history.xlsx");
    form.append("other", new Blob([Buffer.from("x")]), "other.bin");
    const reply = await apiClient(ctx).postForm("import/preview", form, { token: admin.client.token });
    expect(reply.status).toBe(400);
    expect(reply.body.details[0]).toMatchObject({ path: "other" });
  });
});
