import type { Language } from "@trms/shared";
import { parse } from "csv-parse/sync";
import { isZip } from "../../lib/excel/workbook-upload";
import type { Download } from "../../lib/routes";

const HEADER: Record<Language, string> = { en: "Problems", vi: "Lỗi" };

/** A CSV cell as RFC 4180 writes it. */
const quote = (text: string) => (/[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text);

/**
 * The uploaded file with a problems column after its last one: each row's problems, as `problemsOf`
 * gives them by sheet and row (the spreadsheet's numbers), nothing where a row has none.
 */
export async function problemsWorkbook(
  upload: Buffer,
  fileName: string,
  language: Language,
  problemsOf: (sheet: string, row: number) => string | undefined,
): Promise<Download> {
  const base = fileName.replace(/\.(xlsx|csv)$/i, "");
  if (!isZip(upload)) {
    // The preview read this CSV already: it is UTF-8 and parses.
    const records: string[][] = parse(upload.toString("utf8"), { bom: true, relax_column_count: true });
    const sheet = base;
    const lines = records.map((cells, at) =>
      [...cells, at === 0 ? HEADER[language] : (problemsOf(sheet, at + 1) ?? "")].map(quote).join(","),
    );
    return {
      body: Buffer.from(`\uFEFF${lines.join("\r\n")}\r\n`, "utf8"),
      name: `${base} (${HEADER[language]}).csv`,
      type: "text/csv; charset=utf-8",
    };
  }
  const { default: Excel } = await import("exceljs");
  const workbook = new Excel.Workbook();
  await workbook.xlsx.load(upload as unknown as ArrayBuffer);
  for (const sheet of workbook.worksheets) {
    if (sheet.state !== "visible") continue;
    const column = sheet.columnCount + 1;
    let any = false;
    for (let number = 2; number <= sheet.rowCount; number++) {
      const text = problemsOf(sheet.name, number);
      if (!text) continue;
      any = true;
      const cell = sheet.getRow(number).getCell(column);
      cell.value = text;
      cell.alignment = { wrapText: true, vertical: "top" };
      cell.font = { color: { argb: "FFB00020" } };
    }
    if (!any) continue;
    const header = sheet.getRow(1).getCell(column);
    header.value = HEADER[language];
    header.font = { bold: true, color: { argb: "FFB00020" } };
    sheet.getColumn(column).width = 60;
  }
  return { body: Buffer.from(await workbook.xlsx.writeBuffer()), name: `${base} (${HEADER[language]}).xlsx` };
}
