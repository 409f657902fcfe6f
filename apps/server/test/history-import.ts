import { IMPORT_KINDS, type ImportKindKey } from "@trms/shared";
import archiver from "archiver";
import { type SQL, sql } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, expect } from "vitest";
import { apiClient } from "./client";
import { createAdmin } from "./factories";
import { createTestApp, type TestContext } from "./harness";

const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

type Lang = "en" | "vi";

/**
 * A fresh app with a super administrator, the import calls and downloads made as them (with an export's
 * round trip), and queries on its database.
 */
async function startImportApp() {
  const ctx = await createTestApp();
  const api = apiClient(ctx);
  const admin = await createAdmin(ctx);
  const token = admin.client.token;
  const imports = importCalls(api, token);
  const downloads = importDownloads(ctx, token);
  /**
   * Every stored record of a kind exported in a language and previewed again, with the ZIP of the
   * files it names (an empty ZIP, 22 bytes, is left out): the preview, checked read.
   */
  const reimport = async (kind: ImportKindKey, lang: Lang, name = "export.xlsx") => {
    const files = await downloads.exportedFiles(kind);
    const reply = await imports.preview(
      await downloads.exported(kind, lang),
      name,
      lang,
      files.length > 22 ? files : undefined,
    );
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return reply;
  };
  return {
    ctx,
    api,
    admin,
    calls: { ...imports, ...downloads, reimport },
    query: <Row>(query: SQL) => queryRows<Row>(ctx, query),
    count: (table: string, where?: SQL) => countRows(ctx, table, where),
  };
}

/** The app a history-import test file runs against. */
export type ImportApp = Awaited<ReturnType<typeof startImportApp>>;

/**
 * The test file's own app, started before its tests and closed after them, with the file's own
 * accounts (made by `accounts`) beside the administrator; its fields are there once the tests run.
 */
export function importTestApp<Accounts extends object>(
  accounts: (ctx: TestContext) => Promise<Accounts>,
): ImportApp & Accounts {
  const app = {} as ImportApp & Accounts;
  beforeAll(async () => {
    Object.assign(app, await startImportApp());
    Object.assign(app, await accounts(app.ctx));
  });
  afterAll(async () => {
    await app.ctx?.close();
  });
  return app;
}

/** A crew sheet's row for a new pilot of the A321 fleet, named after their crew code. */
export const newCrew = (code: string, extra: Record<string, string | Date> = {}) => ({
  crew_code: code,
  full_name: `Phi công ${code}`,
  email: `${code.toLowerCase()}@airline.vn`,
  fleet: "A321",
  ...extra,
});

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

/** An .xlsx file read back, as a test looks into a download. */
export async function readWorkbook(bytes: Buffer): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  return workbook;
}

/** The import calls a test makes as one administrator. */
export function importCalls(api: ReturnType<typeof apiClient>, token: string) {
  const preview = (file: Buffer | Uint8Array, name = "history.xlsx", lang: Lang = "en", zip?: Buffer) => {
    const form = new FormData();
    form.append("workbook", new Blob([file], { type: name.endsWith(".csv") ? "text/csv" : XLSX }), name);
    if (zip) form.append("files", new Blob([zip], { type: "application/zip" }), "files.zip");
    return api.postForm("import/preview", form, { token, lang });
  };
  /** A preview of a workbook with a ZIP beside it of small PDFs, by name and text. */
  const previewWithPdfs = async (file: Buffer, pdfs: Record<string, string>, lang: Lang = "en") =>
    preview(
      file,
      "history.xlsx",
      lang,
      await zipOf(Object.fromEntries(Object.entries(pdfs).map(([name, text]) => [name, pdfBytes(text)]))),
    );
  const rows = async (batchId: number, problemsOnly = false, lang: Lang = "en") =>
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
  const undo = (batchId: number, lang: Lang = "en") =>
    api.post("import/undo", { batch_id: batchId }, { token, lang });
  return { preview, previewWithPdfs, rows, commit, undo };
}

/** A kind's row counts in a preview: the given ones, and none of the others. */
export const kindCounts = (
  counts: Partial<Record<"create" | "update" | "unchanged" | "problem", number>>,
) => ({
  create: 0,
  update: 0,
  unchanged: 0,
  problem: 0,
  ...counts,
});

/** Each row as its action and the columns of its problems, in file order (of one kind when given). */
export const outcomes = (
  rows: { kind: string; action: string; problems: { column: string }[] }[],
  kind?: ImportKindKey,
) =>
  rows
    .filter((row) => kind === undefined || row.kind === kind)
    .map((row) => [row.action, row.problems.map((problem) => problem.column)]);

/** The import page's downloads (templates, exports, problems workbooks) a test makes as one account. */
export function importDownloads(ctx: TestContext, token: string) {
  /** A download as the account, in a language: the reply as it comes. */
  const download = (path: string, lang: Lang = "en") =>
    ctx.app.inject({
      method: "GET",
      url: `/api/v1/import/${path}`,
      headers: { "access-token": token, "accept-language": lang },
    });
  /** A kind's template in a language (checked to come): its sheet by name, header row, a column's example. */
  const template = async (kind: ImportKindKey, lang: Lang, sheetName: string) => {
    const reply = await download(`template?kind=${kind}`, lang);
    expect(reply.statusCode, reply.body).toBe(200);
    const workbook = await readWorkbook(reply.rawPayload);
    const sheet = workbook.getWorksheet(sheetName);
    const columns = IMPORT_KINDS[kind].columns;
    return {
      workbook,
      sheet,
      headers: columns.map((_, at) => sheet?.getRow(1).getCell(at + 1).value),
      example: (key: string) => sheet?.getRow(2).getCell(columns.findIndex((c) => c.key === key) + 1),
    };
  };
  /** Every stored record of a kind in its template, in a language: the workbook's bytes. */
  const exported = async (kind: ImportKindKey, lang: Lang) => {
    const reply = await download(`export?kind=${kind}`, lang);
    expect(reply.statusCode).toBe(200);
    return reply.rawPayload;
  };
  /** The ZIP of the stored PDFs a kind's export names. */
  const exportedFiles = async (kind: ImportKindKey) => {
    const reply = await download(`export_files?kind=${kind}`, "en");
    expect(reply.statusCode).toBe(200);
    return reply.rawPayload;
  };
  return { download, template, exported, exportedFiles };
}

/** Every stored record of a kind in its template, in a language, as the export downloads them. */
export const exportWorkbook = (ctx: TestContext, token: string, kind: ImportKindKey, lang: Lang) =>
  importDownloads(ctx, token).exported(kind, lang);

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
export async function queryRows<Row>(ctx: TestContext, query: SQL): Promise<Row[]> {
  const result = (await ctx.database.db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

/** How many rows of a table match a condition (all of them without one). */
export async function countRows(ctx: TestContext, table: string, where: SQL = sql`true`): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    ctx,
    sql`select count(*)::int as n from ${sql.identifier(table)} where ${where}`,
  );
  return row?.n ?? 0;
}

export { sql };
