import { DOCUMENT_TYPE_NAMES, type Language, type TrainingDocument } from "@trms/shared";

/** Column titles and labels of the export in both languages. */
const TITLES = {
  en: {
    sheet: "Documents",
    index: "No",
    document_name: "Document name",
    fleet: "Fleet",
    training_type: "Training type",
    start_date: "Start date",
    note: "Note",
    file_count: "Files",
    file_names: "File names",
    all: "All",
    types: ["SIM", "Line Check", "Line Training", "Others"],
  },
  vi: {
    sheet: "Tài liệu",
    index: "STT",
    document_name: "Tên tài liệu",
    fleet: "Đội bay",
    training_type: "Loại huấn luyện",
    start_date: "Ngày bắt đầu",
    note: "Ghi chú",
    file_count: "Số tệp",
    file_names: "Tên tệp",
    all: "Tất cả",
    types: ["SIM", "Kiểm tra tuyến", "Huấn luyện tuyến", "Khác"],
  },
} as const satisfies Record<Language, Record<string, string | readonly string[]>>;

/** The workbook of the documents as listed: one row per document. */
export async function trainingDocumentWorkbook(
  rows: TrainingDocument[],
  language: Language,
): Promise<Buffer> {
  const titles = TITLES[language];
  // Loaded on the first export, not at start-up (exceljs is slow to load).
  const { default: ExcelJS } = await import("exceljs");
  const workbook = new ExcelJS.Workbook();
  workbook.creator = "Training Record Management System";
  workbook.created = new Date();
  const sheet = workbook.addWorksheet(titles.sheet, { views: [{ state: "frozen", ySplit: 1 }] });
  sheet.columns = [
    { key: "index", header: titles.index, width: 6 },
    { key: "document_name", header: titles.document_name, width: 40 },
    { key: "fleet", header: titles.fleet, width: 10 },
    { key: "training_type", header: titles.training_type, width: 18 },
    { key: "start_date", header: titles.start_date, width: 14, style: { numFmt: "dd/mm/yyyy" } },
    { key: "note", header: titles.note, width: 40 },
    { key: "file_count", header: titles.file_count, width: 8 },
    { key: "file_names", header: titles.file_names, width: 50 },
  ];
  sheet.getRow(1).font = { bold: true };
  rows.forEach((row, index) => {
    sheet.addRow({
      index: index + 1,
      document_name: row.document_name,
      fleet: row.fleet === "ALL" ? titles.all : row.fleet,
      training_type: titles.types[row.training_type] ?? DOCUMENT_TYPE_NAMES[row.training_type],
      start_date: new Date(`${row.start_date}T00:00:00Z`),
      note: row.note ?? "",
      file_count: row.file_count,
      file_names: row.files.map((file) => file.name).join(", "),
    });
  });
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: sheet.columnCount } };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** "Documents 05-03-2026.xlsx", dated like the monthly report's file name (part2 §9). */
export function trainingDocumentFileName(today: Date = new Date()): string {
  const [year, month, day] = today.toISOString().slice(0, 10).split("-");
  return `Documents ${day}-${month}-${year}.xlsx`;
}
