import { IMPORT_KINDS, type ImportKindKey } from "@trms/shared";
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
  const preview = (file: Buffer | Uint8Array, name = "history.xlsx", lang: "en" | "vi" = "en") => {
    const form = new FormData();
    form.append("workbook", new Blob([file], { type: name.endsWith(".csv") ? "text/csv" : XLSX }), name);
    return api.postForm("import/preview", form, { token, lang });
  };
  const rows = async (batchId: number, problemsOnly = false) =>
    (
      await api.post(
        "import/get_rows",
        { batch_id: batchId, problems_only: problemsOnly, page_count: 100 },
        { token },
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

/** The rows a query answers, on either database. */
export async function queryRows<Row>(ctx: TestContext, query: ReturnType<typeof sql>): Promise<Row[]> {
  const result = (await ctx.database.db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

export { sql };
