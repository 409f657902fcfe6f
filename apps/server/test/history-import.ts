import { IMPORT_KINDS, type ImportKindKey } from "@trms/shared";
import archiver from "archiver";
import { sql } from "drizzle-orm";
import ExcelJS from "exceljs";
import type { apiClient } from "./client";
import type { TestContext } from "./harness";

const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** A workbook as an office fills the templates: a sheet a kind, English headers, then the rows. */
export async function importWorkbook(
  sheets: Partial<Record<ImportKindKey, Record<string, string | Date>[]>>,
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  for (const [key, rows] of Object.entries(sheets) as [ImportKindKey, Record<string, string | Date>[]][]) {
    const kind = IMPORT_KINDS[key];
    const sheet = workbook.addWorksheet(kind.sheet.en);
    sheet.addRow(kind.columns.map((column) => column.label.en));
    for (const row of rows) sheet.addRow(kind.columns.map((column) => row[column.key] ?? ""));
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The import calls a test makes as one administrator. */
export function importCalls(api: ReturnType<typeof apiClient>, token: string) {
  const preview = (
    file: Buffer | Uint8Array,
    name = "history.xlsx",
    lang: "en" | "vi" = "en",
    zip?: Buffer,
  ) => {
    const form = new FormData();
    form.append("workbook", new Blob([file], { type: name.endsWith(".csv") ? "text/csv" : XLSX }), name);
    if (zip) form.append("files", new Blob([zip], { type: "application/zip" }), "files.zip");
    return api.postForm("import/preview", form, { token, lang });
  };
  const rows = async (batchId: number, problemsOnly = false, lang: "en" | "vi" = "en") =>
    (
      await api.post(
        "import/get_rows",
        { batch_id: batchId, problems_only: problemsOnly, page_count: 100 },
        { token, lang },
      )
    ).body.data as {
      rows: {
        sheet: string;
        row: number;
        kind: string;
        key: string;
        action: string;
        problems: { column: string; message: string }[];
      }[];
      total: number;
    };
  const commit = (batchId: number) => api.post("import/commit", { batch_id: batchId }, { token });
  const undo = (batchId: number) => api.post("import/undo", { batch_id: batchId }, { token });
  return { preview, rows, commit, undo };
}

/** A ZIP of the given files, by name (a name ending in / is a folder). */
export async function zipOf(files: Record<string, Buffer | string>): Promise<Buffer> {
  const archive = archiver("zip", { zlib: { level: 9 } });
  const chunks: Buffer[] = [];
  archive.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve, reject) => {
    archive.on("end", () => resolve());
    archive.on("error", reject);
  });
  for (const [name, content] of Object.entries(files)) archive.append(content, { name });
  await archive.finalize();
  await done;
  return Buffer.concat(chunks);
}

/** A small PDF, as the training files hold them. */
export const pdfBytes = (text: string) => Buffer.from(`%PDF-1.4\n% ${text}\n%%EOF\n`, "latin1");

/** The rows a query answers, on either database. */
export async function queryRows<Row>(ctx: TestContext, query: ReturnType<typeof sql>): Promise<Row[]> {
  const result = (await ctx.database.db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

export { sql };
