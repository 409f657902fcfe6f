import {
  CRITERIA,
  CRITERION_NAMES,
  checkResult,
  FLIGHT_TYPE_NAMES,
  isFlightCheck,
  type Language,
  STANDARD_SCORE,
} from "@trms/shared";
import { A4, openA4Document } from "../../lib/pdf/document";
import type { VerificationStamp } from "../../lib/pdf/issue";
import type { Cell } from "../../lib/pdf/pdf-text";
import { fill, showDate as formatDate, showDateTime } from "../../lib/pdf/words";
import type {
  MonthlyTotals,
  ReportBaseTraining,
  ReportFlight,
  ReportPilot,
  ReportProgressTheory,
  ReportTheoryTest,
} from "./monthly-report.repository";
import { BASE_ITEM_NAMES, REPORT_TEXT, showMonth } from "./monthly-report.text";

/** One pilot's records of the month, as the report prints them. */
export interface PilotSection {
  pilot: ReportPilot;
  flights: ReportFlight[];
  baseTrainings: ReportBaseTraining[];
  theoryTests: ReportTheoryTest[];
  progressTheory: ReportProgressTheory[];
}

// A4 in points.
const { width: PAGE_WIDTH, height: PAGE_HEIGHT, left: LEFT, top: TOP, bottom: BOTTOM } = A4;
const WIDTH = PAGE_WIDTH - 2 * LEFT;
const ROW = 12;
const SMALL = 7.5;
const BODY = 8.5;
const RED = "#b00020";
const GREY = "#555555";
const BLACK = "#000000";

interface Column {
  title: string;
  width: number;
}

/**
 * Writes the monthly accumulated report with pdfkit as it goes: the cover with the totals, then
 * each pilot's section. The document's bytes are collected as pdfkit emits them and handed out by
 * `take()`, so the caller streams them while it reads the next pilots (nothing buffers pages).
 */
export async function monthlyReportPdf(options: {
  language: Language;
  month: string;
  exportedAt: Date;
  exportedBy: string;
  fleet: string | null;
  /** Where and with which code to verify the signed report, printed on every page. */
  stamp?: VerificationStamp;
}) {
  const { language, month } = options;
  const t = REPORT_TEXT[language];
  // A month has at most 31 dates: format each once.
  const dates = new Map<string, string>();
  const showDate = (value: string) => {
    let shown = dates.get(value);
    if (!shown) {
      shown = formatDate(value);
      dates.set(value, shown);
    }
    return shown;
  };
  const pdf = await openA4Document({
    title: `${t.title} ${showMonth(month)}`,
    author: options.exportedBy,
    language,
  });
  const { doc, fast } = pdf;

  let pageNumber = 0;
  let y: number = TOP;
  /** What to repeat at the top of a new page while a pilot's section runs over. */
  let continued: (() => void) | null = null;

  const newPage = () => {
    fast.flush();
    doc.addPage();
    pageNumber += 1;
    footer();
    y = TOP;
    continued?.();
  };

  /**
   * "Monthly report MM/YYYY · page N", centred below the content: the text around the number is
   * the same on every page and kept encoded; the number is encoded for its page only.
   */
  const [footerBefore = "", footerAfter = ""] = fill(t.page, {
    month: showMonth(month),
    page: "\u0000",
  }).split("\u0000");
  const footer = () => {
    const number = String(pageNumber);
    const parts = [footerBefore, number, footerAfter];
    const widths = parts.map((text, i) => (text ? fast.width(text, "regular", SMALL, i !== 1) : 0));
    let x = LEFT + (WIDTH - widths.reduce((sum, width) => sum + width, 0)) / 2;
    const cells: Cell[] = [];
    parts.forEach((text, i) => {
      cells.push({ text, x, font: "regular", size: SMALL, color: GREY, ...(i === 1 ? { keep: false } : {}) });
      x += widths[i] ?? 0;
    });
    // The footer sits below the content's bottom margin: lift the margin while writing it, or
    // pdfkit would start another page for a part it lays out itself.
    doc.page.margins.bottom = 0;
    line(cells, PAGE_HEIGHT - 35);
    if (options.stamp)
      line(
        [{ text: options.stamp.text, x: LEFT, font: "regular", size: SMALL, color: GREY }],
        PAGE_HEIGHT - 24,
      );
    doc.page.margins.bottom = PAGE_HEIGHT - BOTTOM;
  };

  /** Starts a new page unless `height` more points fit on this one. */
  const need = (height: number) => {
    if (y + height > BOTTOM) newPage();
  };

  const fit = fast.fit;

  /** Cells on the line at y; the few that need pdfkit's own layout get it. */
  const line = (cells: Cell[], top = y) => {
    const rest = fast.line(top, cells);
    if (rest.length > 0) fast.flush();
    for (const cell of rest)
      doc.font(cell.font).fontSize(cell.size).fillColor(cell.color).text(cell.text, cell.x, top, {
        lineBreak: false,
      });
    if (rest.length > 0) doc.fillColor(BLACK);
  };

  /** The height pdfkit gives a line of this font and size. */
  const lineHeight = (font: string, size: number) => doc.font(font).fontSize(size).currentLineHeight();

  /**
   * A line centred in the content width, then y below it: written by the fast writer like the
   * table cells (pdfkit's own layout decodes the fonts' positioning tables for each document), or
   * by pdfkit when it is too long for one line.
   */
  const centred = (text: string, font: string, size: number, color: string) => {
    const width = fast.width(text, font, size);
    if (width <= WIDTH) {
      line([{ text, x: LEFT + (WIDTH - width) / 2, font, size, color }]);
      y += lineHeight(font, size);
      return;
    }
    fast.flush();
    doc.font(font).fontSize(size).fillColor(color).text(text, LEFT, y, { width: WIDTH, align: "center" });
    doc.fillColor(BLACK);
    y = doc.y;
  };

  /** A bold title line. */
  const title = (text: string, size: number) => line([{ text, x: LEFT, font: "bold", size, color: BLACK }]);

  /** One line of cells; a cell may carry its own colour. */
  const row = (columns: Column[], cells: (string | { text: string; color: string })[], font = "regular") => {
    let x = LEFT;
    line(
      columns.map((column, i) => {
        const cell = cells[i] ?? "";
        const text = typeof cell === "string" ? cell : cell.text;
        const at = x;
        x += column.width;
        return {
          text: fit(text, column.width - 4, font, BODY),
          x: at,
          font,
          size: BODY,
          color: typeof cell === "string" ? BLACK : cell.color,
        };
      }),
    );
    y += ROW;
  };

  const header = (columns: Column[]) => {
    fast.rect(LEFT, y - 2, WIDTH, ROW, "#eeeeee");
    row(
      columns,
      columns.map((c) => c.title),
      "bold",
    );
  };

  /** A note under a row (below-standard criteria, grounded): one line unless it is long. */
  const ONE_LINE = SMALL + 3;
  const noteHeight = (text: string) => {
    if (fast.width(text, "regular", SMALL) <= WIDTH - 20) return ONE_LINE;
    doc.font("regular").fontSize(SMALL);
    return doc.heightOfString(text, { width: WIDTH - 20 }) + 2;
  };
  const note = (text: string, height: number) => {
    if (height === ONE_LINE) line([{ text, x: LEFT + 20, font: "regular", size: SMALL, color: RED }]);
    else {
      fast.flush();
      doc
        .font("regular")
        .fontSize(SMALL)
        .fillColor(RED)
        .text(text, LEFT + 20, y, { width: WIDTH - 20 });
      doc.fillColor("black");
    }
    y += height;
  };

  const table = <R>(
    pilotName: string,
    heading: string,
    columns: Column[],
    rows: R[],
    cells: (row: R) => (string | { text: string; color: string })[],
    notes?: (row: R) => string[],
  ) => {
    if (rows.length === 0) return;
    /** A row's note (below-standard criteria, grounded) and its height. */
    const noteOf = (record: R) => {
      const text = notes?.(record).join(" · ") || null;
      return { text, height: text ? noteHeight(text) : 0 };
    };
    // The title, the header and the first row (with its note) stay together.
    need(13 + 2 * ROW + noteOf(rows[0] as R).height);
    title(`${heading} (${rows.length})`, BODY + 0.5);
    y += 13;
    header(columns);
    continued = () => {
      title(fill(t.continued, { name: pilotName }), BODY + 0.5);
      y += 14;
      header(columns);
    };
    for (const record of rows) {
      // A row and its note stay on one page.
      const { text, height } = noteOf(record);
      need(ROW + height);
      row(columns, cells(record));
      if (text) note(text, height);
    }
    continued = null;
    y += 6;
  };

  // A base training or theory test kept without a result (part1 §5 requires none) shows a dash.
  const passFail = (passed: boolean | null) =>
    passed === null ? "—" : passed ? t.passed : { text: t.failed, color: RED };

  const flightColumns: Column[] = [
    { title: t.col_date, width: 55 },
    { title: t.col_type, width: 150 },
    { title: t.col_routes, width: 105 },
    { title: t.col_instructor, width: 100 },
    { title: t.col_result, width: WIDTH - 410 },
  ];
  const baseColumns: Column[] = [
    { title: t.col_date, width: 60 },
    { title: t.col_airport, width: 70 },
    { title: t.col_instructor, width: 180 },
    { title: t.col_result, width: WIDTH - 310 },
  ];
  const theoryColumns: Column[] = [
    { title: t.col_date, width: 60 },
    { title: t.col_instructor, width: 250 },
    { title: t.col_result, width: WIDTH - 310 },
  ];
  const progressColumns: Column[] = [
    { title: t.col_date, width: 60 },
    { title: t.col_instructor, width: 250 },
    { title: t.col_overall, width: WIDTH - 310 },
  ];

  const flightResult = (flight: ReportFlight) => {
    const result = checkResult({
      flight_type: flight.flightType,
      phase_normal_progress: flight.phaseNormalProgress,
      check_overall_performance: flight.checkOverallPerformance,
    });
    const parts: string[] = [];
    if (result) parts.push(result === "passed" ? t.passed : t.failed);
    if (isFlightCheck(flight.flightType) && flight.checkOverallPerformance !== null)
      parts.push(fill(t.overall, { score: flight.checkOverallPerformance }));
    const text = parts.join(" · ") || "—";
    return result === "failed" ? { text, color: RED } : text;
  };

  /** "Below standard: …" when a score is under 3. */
  const belowNote = (low: string[]) => (low.length > 0 ? [fill(t.below, { list: low.join(", ") })] : []);

  /** Criteria in the form's order (1–16), for the below-standard note. */
  const criterionOrder = new Map<string, number>(CRITERIA.map((c, i) => [c.key, i]));
  const criterionNames = CRITERION_NAMES[language] as Record<string, string>;

  /** A flight's notes: grounded, and the criteria under the standard; most flights have none. */
  const NO_NOTES: string[] = [];
  const flightNotes = (flight: ReportFlight) => {
    if (!flight.grounded && !flight.belowStandard) return NO_NOTES;
    return [
      ...(flight.grounded ? [t.grounded] : []),
      ...belowNote(
        (flight.belowStandard ?? "")
          .split(",")
          .filter(Boolean)
          .map((pair) => pair.split(":") as [string, string])
          .sort(([a], [b]) => (criterionOrder.get(a) ?? 99) - (criterionOrder.get(b) ?? 99))
          .map(([key, score]) => `${criterionNames[key] ?? key} (${score})`),
      ),
    ];
  };

  const baseNotes = (base: ReportBaseTraining) => {
    const names = BASE_ITEM_NAMES[language];
    const low = (Object.keys(names) as (keyof typeof names)[]).flatMap((key) =>
      base[key] < STANDARD_SCORE ? [`${names[key]} (${base[key]})`] : [],
    );
    if (base.othersCriteria && base.othersPoint !== null && base.othersPoint < STANDARD_SCORE)
      low.push(`${base.othersCriteria} (${base.othersPoint})`);
    return belowNote(low);
  };

  return {
    /** The first page: title, month, who exported it when, the scope and the month's totals. */
    cover(totals: MonthlyTotals) {
      newPage();
      y = 90;
      centred(t.title, "bold", 16, BLACK);
      centred(fill(t.month, { month: showMonth(month) }), "bold", 13, BLACK);
      y += 0.8 * lineHeight("bold", 13);
      const stamp = showDateTime(options.exportedAt);
      centred(fill(t.exported, { date: stamp, name: options.exportedBy }), "regular", 10, GREY);
      centred(
        options.fleet ? fill(t.scope_fleet, { fleet: options.fleet }) : t.scope_all,
        "regular",
        10,
        GREY,
      );
      y += 30;
      line([{ text: t.totals, x: LEFT + 60, font: "bold", size: 12, color: BLACK }]);
      y += 22;
      const lines: [string, string, boolean?][] = [
        [t.pilots_in_scope, String(totals.pilotsInScope)],
        [t.pilots_with_records, String(totals.pilotsWithRecords)],
        [t.training_flights, String(totals.trainingFlights)],
        [t.checks, String(totals.checks)],
        [t.checks_passed, String(totals.checksPassed)],
        [t.checks_failed, String(totals.checksFailed), totals.checksFailed > 0],
        [t.below_standard, String(totals.belowStandardCriteria), totals.belowStandardCriteria > 0],
        [t.grounded_flights, String(totals.groundedFlights), totals.groundedFlights > 0],
        [t.pilots_grounded, String(totals.pilotsGrounded), totals.pilotsGrounded > 0],
        [
          t.base_trainings,
          `${totals.baseTrainings} (${totals.baseTrainingsPassed} / ${totals.baseTrainingsFailed})`,
          totals.baseTrainingsFailed > 0,
        ],
        [
          t.theory_tests,
          `${totals.theoryTests} (${totals.theoryTestsPassed} / ${totals.theoryTestsFailed})`,
          totals.theoryTestsFailed > 0,
        ],
        [
          t.progress_theory,
          `${totals.progressTheoryReports} (${totals.progressTheoryBelowStandard})`,
          totals.progressTheoryBelowStandard > 0,
        ],
      ];
      const right = LEFT + WIDTH - 60;
      for (const [label, value, alert] of lines) {
        fast.rule(LEFT + 60, y + 15, WIDTH - 120, 0.5, "#cccccc");
        line([
          { text: label, x: LEFT + 60, font: "regular", size: 10, color: BLACK },
          {
            text: value,
            x: right - fast.width(value, "bold", 10),
            font: "bold",
            size: 10,
            color: alert ? RED : BLACK,
          },
        ]);
        y += 20;
      }
      if (totals.pilotsWithRecords === 0) {
        y += 20;
        line([{ text: t.no_records, x: LEFT + 60, font: "regular", size: 10, color: BLACK }]);
      }
    },

    /** One pilot's section: name, then each kind of record of the month that there is. */
    pilot(section: PilotSection) {
      if (pageNumber === 1) newPage();
      const { pilot } = section;
      const name = [pilot.fullName, pilot.crewCode, pilot.fleet].filter(Boolean).join(" · ");
      need(16 + 13 + 2 * ROW);
      fast.rule(LEFT, y, WIDTH, 0.75, "#888888");
      y += 5;
      title(name, 11);
      y += 17;
      table(
        name,
        t.section_flights,
        flightColumns,
        section.flights,
        (f) => [
          showDate(f.dateOfFlight),
          FLIGHT_TYPE_NAMES[language][f.flightType] ?? String(f.flightType),
          f.routes,
          f.instructorName,
          flightResult(f),
        ],
        flightNotes,
      );
      table(
        name,
        t.section_base,
        baseColumns,
        section.baseTrainings,
        (b) => [showDate(b.dateOfFlight), b.airport, b.instructorName, passFail(b.result)],
        baseNotes,
      );
      table(name, t.section_theory, theoryColumns, section.theoryTests, (r) => [
        showDate(r.dateOfTest),
        r.instructorName,
        passFail(r.result),
      ]);
      table(name, t.section_progress, progressColumns, section.progressTheory, (r) => {
        const score = fill(t.overall, { score: r.overallPerformance });
        return [
          showDate(r.dateOfTest),
          r.instructorName,
          r.overallPerformance < STANDARD_SCORE ? { text: score, color: RED } : score,
        ];
      });
      y += 6;
    },

    take: pdf.take,
    end: pdf.end,
  };
}

export type MonthlyReportPdf = Awaited<ReturnType<typeof monthlyReportPdf>>;
