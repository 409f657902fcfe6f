import type { InstructorConcordanceReply, Language } from "@trms/shared";
import { CRITERION_NAMES } from "@trms/shared";

/** Sheet and column titles of the concordance export in both languages. */
const TITLES = {
  en: {
    criteria: "Criteria",
    records: "Instructors",
    who: "Instructor",
    fleet: "Fleet {fleet}",
    crew_code: "Crew code",
    number: "No",
    criterion: "Criterion",
    grades: "Grades",
    mean: "Mean",
    sd: "SD (population)",
    below_standard: "Below standard",
    difference: "Δ fleet mean",
    flagged: "Flagged",
    yes: "Yes",
    record_count: "Graded records",
    recommendation: "Recommendation",
    grounded: "Grounded",
    flagged_criteria: "Flagged criteria",
  },
  vi: {
    criteria: "Tiêu chí",
    records: "Giáo viên",
    who: "Giáo viên",
    fleet: "Đội bay {fleet}",
    crew_code: "Mã tổ bay",
    number: "STT",
    criterion: "Tiêu chí",
    grades: "Số điểm",
    mean: "Trung bình",
    sd: "Độ lệch chuẩn (tổng thể)",
    below_standard: "Dưới tiêu chuẩn",
    difference: "Chênh lệch với đội bay",
    flagged: "Bị đánh dấu",
    yes: "Có",
    record_count: "Hồ sơ có chấm điểm",
    recommendation: "Đề xuất",
    grounded: "Tạm dừng bay",
    flagged_criteria: "Tiêu chí bị đánh dấu",
  },
} as const satisfies Record<Language, Record<string, string>>;

const PERCENT = "0.0%";
const DECIMAL = "0.00";

/**
 * The concordance as shown: a sheet of every criterion's figures for the fleet and
 * each instructor, flagged rows marked, and a sheet of each one's records and outcomes. Figures are
 * written at full precision; the cells only show two decimals.
 */
export async function concordanceWorkbook(
  data: InstructorConcordanceReply,
  language: Language,
): Promise<Buffer> {
  const titles = TITLES[language];
  const names = CRITERION_NAMES[language];
  // Loaded on the first export, not at start-up: exceljs and its zip libraries are slow to load.
  const { default: ExcelJS } = await import("exceljs");
  const workbook = new ExcelJS.Workbook();
  workbook.creator = "Training Record Management System";
  workbook.created = new Date();
  const fleetName = titles.fleet.replace("{fleet}", data.fleet);

  const criteria = workbook.addWorksheet(titles.criteria, { views: [{ state: "frozen", ySplit: 1 }] });
  criteria.columns = [
    { key: "who", header: titles.who, width: 28 },
    { key: "crew_code", header: titles.crew_code, width: 12 },
    { key: "number", header: titles.number, width: 6 },
    { key: "criterion", header: titles.criterion, width: 34 },
    { key: "grades", header: titles.grades, width: 10 },
    { key: "mean", header: titles.mean, width: 10, style: { numFmt: DECIMAL } },
    { key: "sd", header: titles.sd, width: 12, style: { numFmt: DECIMAL } },
    { key: "below", header: titles.below_standard, width: 14, style: { numFmt: PERCENT } },
    { key: "difference", header: titles.difference, width: 14, style: { numFmt: DECIMAL } },
    { key: "flagged", header: titles.flagged, width: 10 },
  ];
  for (const figures of data.fleet_figures.criteria) {
    criteria.addRow({
      who: fleetName,
      number: figures.criteria,
      criterion: names[figures.key],
      grades: figures.count,
      mean: figures.mean,
      sd: figures.sd,
      below: figures.below_standard_share,
    });
  }
  for (const instructor of data.instructors) {
    for (const figures of instructor.criteria) {
      const row = criteria.addRow({
        who: instructor.full_name,
        crew_code: instructor.crew_code,
        number: figures.criteria,
        criterion: names[figures.key],
        grades: figures.count,
        mean: figures.mean,
        sd: figures.sd,
        below: figures.below_standard_share,
        difference: figures.difference,
        flagged: figures.flagged ? titles.yes : null,
      });
      if (figures.flagged) row.font = { bold: true, color: { argb: "FFB71C1C" } };
    }
  }
  criteria.getRow(1).font = { bold: true };

  const records = workbook.addWorksheet(titles.records, { views: [{ state: "frozen", ySplit: 1 }] });
  records.columns = [
    { key: "who", header: titles.who, width: 28 },
    { key: "crew_code", header: titles.crew_code, width: 12 },
    { key: "records", header: titles.record_count, width: 16 },
    { key: "grades", header: titles.grades, width: 10 },
    { key: "recommendation", header: titles.recommendation, width: 16, style: { numFmt: PERCENT } },
    { key: "grounded", header: titles.grounded, width: 14, style: { numFmt: PERCENT } },
    { key: "flagged", header: titles.flagged_criteria, width: 16 },
  ];
  const outcome = (group: InstructorConcordanceReply["fleet_figures"]) => ({
    records: group.records,
    grades: group.grades,
    recommendation: group.recommendation_share,
    grounded: group.grounded_share,
  });
  records.addRow({ who: fleetName, ...outcome(data.fleet_figures) });
  for (const instructor of data.instructors)
    records.addRow({
      who: instructor.full_name,
      crew_code: instructor.crew_code,
      ...outcome({ ...instructor, criteria: [] }),
      flagged: instructor.flagged,
    });
  records.getRow(1).font = { bold: true };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** "Concordance A321 2025-11-26 2026-11-25.xlsx". */
export const concordanceFileName = (data: InstructorConcordanceReply) =>
  `Concordance ${data.fleet} ${data.start_date} ${data.end_date}.xlsx`;
