import {
  CRITERIA,
  type CreateTrainingFlightInput,
  createTrainingFlightSchema,
  FlightType,
  isFlightCheck,
  isPhaseCheck,
  type Language,
  ResultStatus,
  TRAINING_FLIGHT_IMPORT,
} from "@trms/shared";
import { asc, inArray } from "drizzle-orm";
import type { Database } from "../../db/client";
import {
  type StoredCriterion,
  trainingFlightSectors,
  trainingFlights,
} from "../../db/tables/training-flight.table";
import { columnsOf, insertTrainingFlights, TRAINING_FLIGHT_ENTITY } from "../training-flight";
import { type CellValue, dayOfText, type RowProblem } from "./history-import.cells";
import type {
  ExportFiles,
  KindImporter,
  PlanContext,
  PlannedRow,
  StoredImportRow,
  UndoContext,
  WriteContext,
  WrittenRow,
} from "./history-import.kind";
import type { ReadSheet } from "./history-import.read";
import {
  auditImported,
  codesOf,
  crewNamed,
  dayText,
  insertedIds,
  namedFile,
  planRecords,
  recordKey,
  type StoredRecord,
  takeOutRecord,
} from "./history-import.records";
import {
  approvedImport,
  cellText,
  crewCodes,
  INSTRUCTOR_COLUMN,
  inputOf,
  PILOT_COLUMN,
  parseRow,
  REPORT_COLUMN,
  rowPeople,
  sameValue,
  TRAINING_FILE_FOLDER,
} from "./training-record.importer";

const KIND = TRAINING_FLIGHT_IMPORT;
const DATE_COLUMN = "date_of_flight";
const SECTORS_COLUMN = "sectors";
const REMARKS_COLUMN = "special_remarks";
const PHASE_REPORT_COLUMN = "phase_report.report";
const CHECK_REPORT_COLUMN = "flight_check.report";
const EARLIEST = "1950-01-01";

type Columns = ReturnType<typeof columnsOf>;

/** What a clean row writes: the flight's columns and sectors as the create call writes them. */
interface FlightValues {
  crewCode: string;
  instructorCode: string;
  day: string;
  columns: Columns["values"];
  sectors: Columns["sectors"];
  files: { report: string | null; phase: string | null; check: string | null };
  cells: Record<string, CellValue>;
}

/** Day or night as an office may write it, in either language. */
const TIMES: Record<string, "DAY" | "NIGHT"> = {
  d: "DAY",
  day: "DAY",
  ngày: "DAY",
  ngay: "DAY",
  n: "NIGHT",
  night: "NIGHT",
  đêm: "NIGHT",
  dem: "NIGHT",
};

/**
 * The sectors cell read as the form's sector rows: "12/10/2026 HAN-SGN 1.5 DAY PF" each, separated
 * by ";" or a new line, a sector without its date on the date of flight. The airports, the flight
 * time's range and the number of sectors are the create schema's to check. Null, with a problem at
 * the column, when a sector is not written so.
 */
function readSectors(
  cell: CellValue,
  flightDay: string | null,
  today: string,
  problems: RowProblem[],
): CreateTrainingFlightInput["sectors"] | null {
  if (cell === null || cell === undefined) return null;
  const parts = String(cell)
    .split(/[;\n\r]+/)
    .map((part) => part.trim())
    .filter(Boolean);
  const sectors: CreateTrainingFlightInput["sectors"] = [];
  for (const [at, part] of parts.entries()) {
    const problem = (message: RowProblem["message"], values?: Record<string, string>) => {
      problems.push({ column: SECTORS_COLUMN, message, values });
      return null;
    };
    const tokens = part.split(/\s+/);
    let day = flightDay;
    if (tokens.length === 5) {
      day = dayOfText(tokens.shift() as string);
      if (!day) return problem("import_sector_invalid", { n: String(at + 1) });
      if (day < EARLIEST) return problem("import_date_too_early");
      if (day > today) return problem("import_date_future");
    }
    const [route = "", time = "", light = "", role = ""] = tokens;
    const airports = /^([^-]+)-([^-]+)$/.exec(route);
    const hours = Number(time.replace(",", "."));
    const nightOrDay = TIMES[light.normalize("NFC").toLowerCase()];
    const pfPm = role.toUpperCase();
    if (tokens.length !== 4 || !airports || time === "" || !Number.isFinite(hours) || !nightOrDay)
      return problem("import_sector_invalid", { n: String(at + 1) });
    if (pfPm !== "PF" && pfPm !== "PM") return problem("import_sector_invalid", { n: String(at + 1) });
    if (!day) return null;
    sectors.push({
      date_of_sector: day,
      departure: airports[1] as string,
      destination: airports[2] as string,
      flight_time: hours,
      night_or_day: nightOrDay,
      pf_pm: pfPm,
    });
  }
  return sectors;
}

/** The criteria a special-remarks cell names by number (1–16), as the form's remark flags. */
function readRemarks(cell: CellValue, problems: RowProblem[]): Record<string, boolean> {
  const flags: Record<string, boolean> = {};
  if (cell === null || cell === undefined) return flags;
  for (const word of String(cell)
    .split(/[,;\s]+/)
    .filter(Boolean)) {
    const criterion = /^\d+$/.test(word) ? CRITERIA[Number(word) - 1] : undefined;
    if (!criterion)
      problems.push({
        column: REMARKS_COLUMN,
        message: "import_special_remark_invalid",
        values: { value: word },
      });
    else flags[`${criterion.key}_special_remark`] = true;
  }
  return flags;
}

/**
 * A section of the form (autoland, phase report, flight check) as the form sends it: always for the
 * flight types that have it, otherwise only when a cell of it is filled, so the create schema
 * refuses a section the flight type does not have.
 */
function section(input: Record<string, unknown>, name: string, wanted: boolean) {
  const fields = input[name] as Record<string, unknown> | undefined;
  const filled = Object.values(fields ?? {}).some(
    (value) => value !== false && value !== null && value !== "",
  );
  if (wanted) input[name] = fields ?? {};
  else if (!filled) delete input[name];
}

/**
 * The column of a field the sheet writes elsewhere: a remark flag in the special-remarks column, a
 * section the flight type does not have at its first filled column.
 */
const aliasOf = (values: Record<string, CellValue>) => (path: readonly PropertyKey[]) => {
  const head = String(path[0] ?? "");
  if (head.endsWith("_special_remark")) return REMARKS_COLUMN;
  if (path.length > 1) return undefined;
  return KIND.columns.find((column) => {
    const value = values[column.key];
    return column.key.startsWith(`${head}.`) && value !== null && value !== undefined && value !== false;
  })?.key;
};

/**
 * The row as the create call's input, checked by its schema, with what only the sheet says: the
 * sectors' format and first date, the remark numbers, and each section's report only with its
 * flight type.
 */
function flightInput(
  values: Record<string, CellValue>,
  context: PlanContext,
  problems: RowProblem[],
): CreateTrainingFlightInput | null {
  const day = (values[DATE_COLUMN] as string | null) ?? null;
  const input = inputOf(KIND, values);
  // The form has no date of flight: it is its first sector's, checked below.
  delete input[DATE_COLUMN];
  delete input[REMARKS_COLUMN];
  const sectors = readSectors(values[SECTORS_COLUMN] ?? null, day, context.today, problems);
  if (sectors) input[SECTORS_COLUMN] = sectors;
  else delete input[SECTORS_COLUMN];
  Object.assign(input, readRemarks(values[REMARKS_COLUMN] ?? null, problems));
  const type = Number(values.flight_type ?? FlightType.NORMAL_TRAINING_FLIGHT);
  section(input, "phase_report", isPhaseCheck(type));
  section(input, "flight_check", isFlightCheck(type));
  section(input, "autoland", false);
  if (values[PHASE_REPORT_COLUMN] && !isPhaseCheck(type))
    problems.push({ column: PHASE_REPORT_COLUMN, message: "alert_section_not_for_type" });
  if (values[CHECK_REPORT_COLUMN] && !isFlightCheck(type))
    problems.push({ column: CHECK_REPORT_COLUMN, message: "alert_section_not_for_type" });
  const first = sectors?.map((sector) => sector.date_of_sector).sort()[0];
  if (first && day && first !== day)
    problems.push({
      column: DATE_COLUMN,
      message: "import_sector_first_date",
      values: { date: dayText(first) },
    });
  return parseRow(
    KIND,
    createTrainingFlightSchema,
    input,
    problems,
    aliasOf(values),
  ) as CreateTrainingFlightInput | null;
}

/** A stored criterion, N/A without a comment or remark when the record has none under that name. */
const criterionOf = (criteria: Record<string, StoredCriterion>, key: string): StoredCriterion => ({
  score: criteria[key]?.score ?? 6,
  comment: criteria[key]?.comment ?? null,
  special_remark: criteria[key]?.special_remark ?? false,
});

type StoredFlight = typeof trainingFlights.$inferSelect;
type StoredSector = typeof trainingFlightSectors.$inferSelect;

/** A stored flight alike a row's: instructor, every column the create writes, and its sectors. */
function sameFlight(
  flight: StoredFlight,
  sectors: StoredSector[],
  instructorCode: string | undefined,
  values: FlightValues,
) {
  if (instructorCode !== values.instructorCode) return false;
  const record = flight as unknown as Record<string, unknown>;
  for (const [field, value] of Object.entries(values.columns)) {
    if (field === "criteria") continue;
    // A phase report's yes/no reads as No where the form left it out.
    if (field === "phaseNormalProgress" || field === "phaseSpecialRequirements") {
      if (Boolean(record[field]) !== Boolean(value)) return false;
    } else if (!sameValue(record[field], value)) return false;
  }
  const criteriaAlike = CRITERIA.every((c) => {
    const stored = criterionOf(flight.criteria, c.key);
    const row = criterionOf(values.columns.criteria, c.key);
    return (
      stored.score === row.score &&
      stored.comment === row.comment &&
      stored.special_remark === row.special_remark
    );
  });
  return (
    criteriaAlike &&
    sectors.length === values.sectors.length &&
    values.sectors.every((sector, at) => {
      const stored = sectors[at] as StoredSector;
      return (
        stored.dateOfSector === sector.dateOfSector &&
        stored.departure === sector.departure &&
        stored.destination === sector.destination &&
        sameValue(stored.flightTime, sector.flightTime) &&
        stored.nightOrDay === sector.nightOrDay &&
        stored.pfPm === sector.pfPm
      );
    })
  );
}

/** The sectors of these flights in order, by flight. */
async function sectorsOf(db: Database, ids: number[]) {
  const byFlight = new Map<number, StoredSector[]>();
  for (let at = 0; at < ids.length; at += 1000) {
    const rows = await db
      .select()
      .from(trainingFlightSectors)
      .where(inArray(trainingFlightSectors.trainingFlightId, ids.slice(at, at + 1000)))
      .orderBy(asc(trainingFlightSectors.trainingFlightId), asc(trainingFlightSectors.position));
    for (const row of rows)
      byFlight.set(row.trainingFlightId, [...(byFlight.get(row.trainingFlightId) ?? []), row]);
  }
  return byFlight;
}

/** The stored flights of the rows' pilots by natural key (pilot, date of flight, instructor). */
async function storedFlights(db: Database, pilotIds: number[]) {
  const found = new Map<string, { id: number; same: (values: FlightValues) => boolean }>();
  if (pilotIds.length === 0) return found;
  const codes = await crewCodes(db);
  const byKey = new Map<string, StoredFlight[]>();
  const all: StoredFlight[] = [];
  for (let at = 0; at < pilotIds.length; at += 1000)
    all.push(
      ...(await db
        .select()
        .from(trainingFlights)
        .where(inArray(trainingFlights.pilotId, pilotIds.slice(at, at + 1000)))),
    );
  for (const flight of all) {
    const key = recordKey(codes.get(flight.pilotId), flight.dateOfFlight, codes.get(flight.instructorId));
    byKey.set(key, [...(byKey.get(key) ?? []), flight]);
  }
  const sectors = await sectorsOf(
    db,
    all.map((flight) => flight.id),
  );
  for (const [key, flights] of byKey)
    found.set(key, {
      id: flights[0]?.id as number,
      same: (values) =>
        flights.some((flight) =>
          sameFlight(flight, sectors.get(flight.id) ?? [], codes.get(flight.instructorId), values),
        ),
    });
  return found;
}

async function planFlights(sheet: ReadSheet, context: PlanContext): Promise<PlannedRow[]> {
  const known = await crewNamed(
    context.db,
    codesOf(sheet, [PILOT_COLUMN, INSTRUCTOR_COLUMN]),
    context.fileCrew,
  );
  return planRecords<FlightValues>(
    sheet,
    context,
    (values, problems) => {
      const people = rowPeople(values, known, problems);
      const files = {
        report: namedFile(values, REPORT_COLUMN, context, problems),
        phase: namedFile(values, PHASE_REPORT_COLUMN, context, problems),
        check: namedFile(values, CHECK_REPORT_COLUMN, context, problems),
      };
      const input = flightInput(values, context, problems);
      const day = values[DATE_COLUMN] as string | null;
      const key = recordKey(String(values[PILOT_COLUMN] ?? ""), day, String(values[INSTRUCTOR_COLUMN] ?? ""));
      if (!people || !input || !day) return { key };
      const { values: columns, sectors } = columnsOf(input);
      return {
        key,
        values: {
          crewCode: people.pilot.crewCode,
          instructorCode: people.instructor.crewCode,
          day,
          columns,
          sectors,
          files,
          cells: values,
        },
      };
    },
    async (rows) => {
      const ids = rows.flatMap((row) => known.get(row.values.crewCode)?.pilotId ?? []);
      return storedFlights(context.db, [...new Set(ids)]);
    },
    DATE_COLUMN,
  );
}

/**
 * Flights written as the create call writes them, with their sectors, in their final state:
 * approved by the trainee on the flight's own day, the approval entered by the administrator who
 * imports; the reports stored when the row names them, the required one "" when not. Flights,
 * sectors and audit rows one statement each per chunk.
 */
async function writeFlight(rows: readonly PlannedRow[], context: WriteContext): Promise<WrittenRow[]> {
  const store = (name: string | null) =>
    name ? context.storeFile(name, TRAINING_FILE_FOLDER) : Promise.resolve(null);
  const written = [];
  for (const row of rows) {
    const values = row.values as FlightValues;
    const pilot = await context.pilotOf(values.crewCode);
    const instructor = await context.pilotOf(values.instructorCode);
    if (!pilot || !instructor) throw new Error(`crew code ${values.crewCode} or its instructor has no pilot`);
    const report = await store(values.files.report);
    const phase = await store(values.files.phase);
    const check = await store(values.files.check);
    written.push({ row, values, pilot, instructor, report, phase, check });
  }
  const records = await insertTrainingFlights(
    context.tx,
    written.map(({ values, pilot, instructor, report, phase, check }) => ({
      values: {
        ...values.columns,
        ...approvedImport(values.day, pilot, instructor, context),
        instructorSignature: instructor.fullName,
        reportFile: report?.key ?? "",
        phaseReportFile: phase?.key ?? null,
        checkReportFile: check?.key ?? null,
      },
      sectors: values.sectors,
    })),
  );
  const ids = insertedIds(records, rows);
  await auditImported(
    context,
    TRAINING_FLIGHT_ENTITY,
    written.map(({ row, values, report, phase, check }, at) => ({
      row,
      entityId: ids[at] as number,
      changes: {
        ...values.cells,
        ...(report ? { report_sha256: report.sha256 } : {}),
        ...(phase ? { phase_report_sha256: phase.sha256 } : {}),
        ...(check ? { flight_check_report_sha256: check.sha256 } : {}),
      },
    })),
  );
  return ids.map((recordId) => ({ recordId }));
}

/**
 * A flight the batch wrote taken out as the delete call takes one out (kept in retention with its
 * sectors and reports), unless it changed after the commit (edited, its approval withdrawn or
 * re-approved).
 */
function undoFlight(row: StoredImportRow, context: UndoContext) {
  return takeOutRecord<typeof trainingFlights.$inferSelect & StoredRecord>(
    row,
    context,
    { entity: TRAINING_FLIGHT_ENTITY, table: trainingFlights, id: trainingFlights.id },
    (flight) => flight.status !== ResultStatus.APPROVED || flight.approvalSnapshot !== null,
    (flight) => ({
      dependents: {
        sectors: { table: trainingFlightSectors, column: trainingFlightSectors.trainingFlightId },
      },
      files: [flight.reportFile, flight.phaseReportFile, flight.checkReportFile],
    }),
  );
}

/** A flight's sectors as the sectors cell writes them, each with its date. */
const sectorsText = (sectors: StoredSector[]) =>
  sectors
    .map(
      (s) =>
        `${dayText(s.dateOfSector)} ${s.departure}-${s.destination} ${s.flightTime} ${s.nightOrDay} ${s.pfPm}`,
    )
    .join("; ");

/** A stored flight's fields by the template's column keys. */
function flightFields(
  flight: StoredFlight,
  sectors: StoredSector[],
  codes: Map<number, string>,
  files: ExportFiles,
) {
  const phase = isPhaseCheck(flight.flightType);
  const check = isFlightCheck(flight.flightType);
  const autoland = flight.autolandAt !== null;
  const fields: Record<string, unknown> = {
    [PILOT_COLUMN]: codes.get(flight.pilotId),
    [INSTRUCTOR_COLUMN]: codes.get(flight.instructorId),
    [DATE_COLUMN]: flight.dateOfFlight,
    flight_type: flight.flightType,
    [SECTORS_COLUMN]: sectorsText(sectors),
    [REMARKS_COLUMN]: CRITERIA.flatMap((c, at) =>
      flight.criteria[c.key]?.special_remark ? [at + 1] : [],
    ).join(", "),
    "autoland.autoland_at": flight.autolandAt,
    "autoland.runway": autoland ? flight.autolandRunway : null,
    "autoland.autoland_result": autoland ? flight.autolandResult : null,
    recommendation: flight.recommendation,
    recommendation_value: flight.recommendationValue,
    grounded: flight.grounded,
    "phase_report.normal_progress": phase ? Boolean(flight.phaseNormalProgress) : null,
    "phase_report.normal_comments": phase ? flight.phaseNormalComments : null,
    "phase_report.special_requirements": phase ? Boolean(flight.phaseSpecialRequirements) : null,
    "phase_report.special_comments": phase ? flight.phaseSpecialComments : null,
    "flight_check.overall_performance": check ? (flight.checkOverallPerformance ?? 3) : null,
    "flight_check.comments": check ? flight.checkComments : null,
    comments: flight.comments,
    notice_to_next_instructor: flight.noticeToNextInstructor,
    [REPORT_COLUMN]: files.name(flight.reportFile),
    [PHASE_REPORT_COLUMN]: files.name(flight.phaseReportFile),
    [CHECK_REPORT_COLUMN]: files.name(flight.checkReportFile),
  };
  for (const c of CRITERIA) {
    const stored = criterionOf(flight.criteria, c.key);
    fields[c.key] = stored.score;
    fields[c.comment] = stored.comment;
  }
  return fields;
}

/** Every stored training flight as template rows, by pilot and date; the report columns left empty. */
async function exportFlights(db: Database, language: Language, files: ExportFiles) {
  const codes = await crewCodes(db);
  const flights = await db
    .select()
    .from(trainingFlights)
    .orderBy(asc(trainingFlights.dateOfFlight), asc(trainingFlights.id));
  const sectors = await sectorsOf(
    db,
    flights.map((flight) => flight.id),
  );
  const rows = flights.map((flight) => {
    const fields = flightFields(flight, sectors.get(flight.id) ?? [], codes, files);
    return Object.fromEntries(
      KIND.columns.map((column) => [column.key, cellText(column, fields[column.key], language)]),
    );
  });
  return rows.sort((a, b) => (a[PILOT_COLUMN] ?? "").localeCompare(b[PILOT_COLUMN] ?? ""));
}

/**
 * Training flights: a pilot's flight with an instructor, by crew code, date of flight and
 * instructor; its sectors in one cell; checked by the create call's schema.
 */
export const trainingFlightImporter: KindImporter = {
  kind: KIND,
  plan: planFlights,
  write: writeFlight,
  undo: undoFlight,
  exportRows: exportFlights,
};
