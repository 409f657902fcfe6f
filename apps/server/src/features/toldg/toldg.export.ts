import { type Language, SURVEY_MAX_FLIGHTS, type ToldgRow } from "@trms/shared";

/** Column titles of the export in both languages. */
const TITLES = {
  en: {
    sheet: "TO LDG",
    index: "No",
    crew_code: "Crew code",
    license_number: "Licence number",
    full_name: "Full name",
    phone_number: "Phone",
    email: "Email",
    fleet: "Fleet",
    recency_date: "Recency date",
    ac_expired_date: "Aircraft expiry date",
    sim_expired_date: "SIM expiry date",
    total_flight_hours: "Total flight hours",
    on_type_flight_hours: "On-type flight hours",
    sim_date: "SIM date",
    flight_date: "Flight {n} date",
    to_number: "Flight {n} TO",
    ldg_number: "Flight {n} LDG",
  },
  vi: {
    sheet: "TO LDG",
    index: "STT",
    crew_code: "Mã tổ bay",
    license_number: "Số giấy phép",
    full_name: "Họ và tên",
    phone_number: "Số điện thoại",
    email: "Email",
    fleet: "Đội bay",
    recency_date: "Ngày hết hiệu lực",
    ac_expired_date: "Hết hạn trên tàu bay",
    sim_expired_date: "Hết hạn SIM",
    total_flight_hours: "Tổng giờ bay",
    on_type_flight_hours: "Giờ bay trên loại",
    sim_date: "Ngày SIM",
    flight_date: "Chuyến {n} - ngày",
    to_number: "Chuyến {n} - TO",
    ldg_number: "Chuyến {n} - LDG",
  },
} as const satisfies Record<Language, Record<string, string>>;

const DATE_FORMAT = "dd/mm/yyyy";

/** A YYYY-MM-DD date as an Excel date cell (exceljs reads the instant in UTC). */
const excelDate = (value: string | null) => (value ? new Date(`${value}T00:00:00Z`) : null);

/** The workbook of the TO LDG rows as listed: one row per pilot, the 5 most recent flights across. */
export async function toldgWorkbook(rows: ToldgRow[], language: Language): Promise<Buffer> {
  const titles = TITLES[language];
  // Loaded on the first export, not at start-up: exceljs and its zip libraries are slow to load.
  const { default: ExcelJS } = await import("exceljs");
  const workbook = new ExcelJS.Workbook();
  workbook.creator = "Training Record Management System";
  workbook.created = new Date();
  const sheet = workbook.addWorksheet(titles.sheet, { views: [{ state: "frozen", ySplit: 1, xSplit: 4 }] });

  const dateColumn = (key: string, header: string) => ({
    key,
    header,
    width: 14,
    style: { numFmt: DATE_FORMAT },
  });
  const flightColumns = Array.from({ length: SURVEY_MAX_FLIGHTS }, (_, i) => {
    const n = String(i + 1);
    return [
      dateColumn(`flight_${n}_date`, titles.flight_date.replace("{n}", n)),
      { key: `flight_${n}_to`, header: titles.to_number.replace("{n}", n), width: 12 },
      { key: `flight_${n}_ldg`, header: titles.ldg_number.replace("{n}", n), width: 12 },
    ];
  }).flat();
  sheet.columns = [
    { key: "index", header: titles.index, width: 6 },
    { key: "crew_code", header: titles.crew_code, width: 12 },
    { key: "license_number", header: titles.license_number, width: 16 },
    { key: "full_name", header: titles.full_name, width: 28 },
    { key: "phone_number", header: titles.phone_number, width: 15 },
    { key: "email", header: titles.email, width: 30 },
    { key: "fleet", header: titles.fleet, width: 9 },
    dateColumn("recency_date", titles.recency_date),
    dateColumn("ac_expired_date", titles.ac_expired_date),
    dateColumn("sim_expired_date", titles.sim_expired_date),
    { key: "total_flight_hours", header: titles.total_flight_hours, width: 14 },
    { key: "on_type_flight_hours", header: titles.on_type_flight_hours, width: 14 },
    dateColumn("sim_date", titles.sim_date),
    ...flightColumns,
  ];
  sheet.getRow(1).font = { bold: true };

  rows.forEach((row, index) => {
    const flights: Record<string, unknown> = {};
    row.flights.slice(0, SURVEY_MAX_FLIGHTS).forEach((flight, i) => {
      flights[`flight_${i + 1}_date`] = excelDate(flight.flight_date);
      flights[`flight_${i + 1}_to`] = flight.to_number;
      flights[`flight_${i + 1}_ldg`] = flight.ldg_number;
    });
    sheet.addRow({
      index: index + 1,
      crew_code: row.crew_code,
      license_number: row.license_number,
      full_name: row.full_name,
      phone_number: row.phone_number,
      email: row.email,
      fleet: row.fleet,
      recency_date: excelDate(row.recency_date),
      ac_expired_date: excelDate(row.ac_expired_date),
      sim_expired_date: excelDate(row.sim_expired_date),
      total_flight_hours: row.total_flight_hours,
      on_type_flight_hours: row.on_type_flight_hours,
      sim_date: excelDate(row.sim_date),
      ...flights,
    });
  });
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: sheet.columnCount } };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** "TO LDG 05-03-2026.xlsx", dated like the monthly report's file name (part2 §9). */
export function toldgFileName(today: Date = new Date()): string {
  const [year, month, day] = today.toISOString().slice(0, 10).split("-");
  return `TO LDG ${day}-${month}-${year}.xlsx`;
}
