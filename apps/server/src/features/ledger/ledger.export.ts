import {
  type Language,
  LEDGER_VALIDITIES,
  type LedgerRow,
  VALIDITY_NAMES,
  type ValidityState,
} from "@trms/shared";

/** Column titles and state words of the export in both languages. */
const TITLES = {
  en: {
    sheet: "Ledger",
    index: "No",
    crew_code: "Crew code",
    full_name: "Full name",
    fleet: "Fleet",
    valid_until: "{name} valid until",
    state: "{name} status",
    last_sim_check_date: "Last SIM check",
    last_line_check_date: "Last line check",
    states: { valid: "Valid", expiring: "Expiring within 30 days", expired: "Expired", never: "Never" },
  },
  vi: {
    sheet: "Hiệu lực",
    index: "STT",
    crew_code: "Mã tổ bay",
    full_name: "Họ và tên",
    fleet: "Đội bay",
    valid_until: "{name} - hiệu lực đến",
    state: "{name} - trạng thái",
    last_sim_check_date: "Lần kiểm tra SIM gần nhất",
    last_line_check_date: "Lần kiểm tra tuyến gần nhất",
    states: {
      valid: "Còn hiệu lực",
      expiring: "Hết hạn trong 30 ngày",
      expired: "Hết hạn",
      never: "Chưa có",
    },
  },
} as const satisfies Record<Language, Record<string, unknown>>;

const excelDate = (value: string | null) => (value ? new Date(`${value}T00:00:00Z`) : null);

/** The workbook of the ledger as listed: one row per pilot, a date and a status per validity. */
export async function ledgerWorkbook(rows: LedgerRow[], language: Language): Promise<Buffer> {
  const titles = TITLES[language];
  const { default: ExcelJS } = await import("exceljs");
  const workbook = new ExcelJS.Workbook();
  workbook.creator = "Training Record Management System";
  workbook.created = new Date();
  const sheet = workbook.addWorksheet(titles.sheet, { views: [{ state: "frozen", ySplit: 1, xSplit: 3 }] });
  sheet.columns = [
    { key: "index", header: titles.index, width: 6 },
    { key: "crew_code", header: titles.crew_code, width: 12 },
    { key: "full_name", header: titles.full_name, width: 28 },
    { key: "fleet", header: titles.fleet, width: 9 },
    ...LEDGER_VALIDITIES.flatMap((key) => [
      {
        key: `${key}_until`,
        header: titles.valid_until.replace("{name}", VALIDITY_NAMES[key][language]),
        width: 16,
        style: { numFmt: "dd/mm/yyyy" },
      },
      {
        key: `${key}_state`,
        header: titles.state.replace("{name}", VALIDITY_NAMES[key][language]),
        width: 22,
      },
    ]),
    {
      key: "last_sim_check_date",
      header: titles.last_sim_check_date,
      width: 16,
      style: { numFmt: "dd/mm/yyyy" },
    },
    {
      key: "last_line_check_date",
      header: titles.last_line_check_date,
      width: 16,
      style: { numFmt: "dd/mm/yyyy" },
    },
  ];
  sheet.getRow(1).font = { bold: true };
  rows.forEach((row, index) => {
    const validities: Record<string, unknown> = {};
    for (const key of LEDGER_VALIDITIES) {
      validities[`${key}_until`] = excelDate(row.validities[key].valid_until);
      validities[`${key}_state`] = titles.states[row.validities[key].state as ValidityState];
    }
    sheet.addRow({
      index: index + 1,
      crew_code: row.crew_code,
      full_name: row.full_name,
      fleet: row.fleet,
      ...validities,
      last_sim_check_date: excelDate(row.last_sim_check_date),
      last_line_check_date: excelDate(row.last_line_check_date),
    });
  });
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: sheet.columnCount } };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** "Ledger 05-03-2026.xlsx". */
export function ledgerFileName(today: string): string {
  const [year, month, day] = today.split("-");
  return `Ledger ${day}-${month}-${year}.xlsx`;
}
