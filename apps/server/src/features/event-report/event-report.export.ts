import type { EventReport, Language } from "@trms/shared";

/** Column titles of the export in both languages. */
const TITLES = {
  en: {
    sheet: "Event reports",
    index: "No",
    date_of_occurence: "Date of occurrence",
    flight_number: "Flight number",
    aircraft_registration: "Aircraft registration",
    sector: "Sector",
    fleet: "Fleet",
    pilots: "Pilots (minus point)",
    minus_point: "Total minus point",
    content: "Content",
    note: "Note",
  },
  vi: {
    sheet: "Báo cáo sự kiện",
    index: "STT",
    date_of_occurence: "Ngày xảy ra",
    flight_number: "Số hiệu chuyến bay",
    aircraft_registration: "Số đăng ký tàu bay",
    sector: "Chặng bay",
    fleet: "Đội bay",
    pilots: "Phi công (điểm trừ)",
    minus_point: "Tổng điểm trừ",
    content: "Nội dung",
    note: "Ghi chú",
  },
} as const satisfies Record<Language, Record<string, string>>;

/** Vietnam time: Excel cells carry no zone, so the wall-clock time is written. */
const OFFSET_MS = 7 * 60 * 60 * 1000;
const excelDateTime = (iso: string) => new Date(Date.parse(iso) + OFFSET_MS);

/** The workbook of the event reports as listed: one row per report, its pilots in one cell. */
export async function eventReportWorkbook(rows: EventReport[], language: Language): Promise<Buffer> {
  const titles = TITLES[language];
  // Loaded on the first export, not at start-up (as the TO LDG export does).
  const { default: ExcelJS } = await import("exceljs");
  const workbook = new ExcelJS.Workbook();
  workbook.creator = "Training Record Management System";
  workbook.created = new Date();
  const sheet = workbook.addWorksheet(titles.sheet, { views: [{ state: "frozen", ySplit: 1 }] });
  sheet.columns = [
    { key: "index", header: titles.index, width: 6 },
    {
      key: "date_of_occurence",
      header: titles.date_of_occurence,
      width: 18,
      style: { numFmt: "dd/mm/yyyy hh:mm" },
    },
    { key: "flight_number", header: titles.flight_number, width: 14 },
    { key: "aircraft_registration", header: titles.aircraft_registration, width: 14 },
    { key: "sector", header: titles.sector, width: 14 },
    { key: "fleet", header: titles.fleet, width: 9 },
    { key: "pilots", header: titles.pilots, width: 44 },
    { key: "minus_point", header: titles.minus_point, width: 12 },
    { key: "content", header: titles.content, width: 50 },
    { key: "note", header: titles.note, width: 30 },
  ];
  sheet.getRow(1).font = { bold: true };
  rows.forEach((report, index) => {
    const row = sheet.addRow({
      index: index + 1,
      date_of_occurence: excelDateTime(report.date_of_occurence),
      flight_number: report.flight_number,
      aircraft_registration: report.aircraft_registration ?? "",
      sector: report.sector,
      fleet: report.fleet ?? "",
      pilots: report.pilots
        .map((pilot) => `${pilot.crew_code} ${pilot.full_name} (${pilot.minus_point})`)
        .join("\n"),
      minus_point: Math.round(report.pilots.reduce((sum, pilot) => sum + pilot.minus_point * 100, 0)) / 100,
      content: report.content,
      note: report.note ?? "",
    });
    row.getCell("pilots").alignment = { wrapText: true, vertical: "top" };
    row.getCell("content").alignment = { wrapText: true, vertical: "top" };
  });
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: sheet.columnCount } };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** "Event reports 05-03-2026.xlsx", dated like the TO LDG export. */
export function eventReportFileName(today: Date = new Date()): string {
  const [year, month, day] = today.toISOString().slice(0, 10).split("-");
  return `Event reports ${day}-${month}-${year}.xlsx`;
}
