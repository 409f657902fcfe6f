import {
  DEFAULT_SIM_PLACE,
  isSimPlaceholder,
  type Language,
  parseSimDateTimeText,
  SIM_IMPORT_DEFAULT_TIMES,
  SIM_OFFSET_TEXT,
  SIM_SESSION_ENTITY,
  SIM_SESSION_IMPORT,
  SimFormStatus,
  type SimInput,
  simInputSchema,
  toSimLocalIso,
  YES_NO_LABEL,
} from "@trms/shared";
import { and, asc, eq, inArray, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client";
import { simSessions } from "../../db/tables/sim.table";
import { simForms } from "../../db/tables/sim-form.table";
import { workflowHistory } from "../../db/tables/workflow-history.table";
import type { CellText } from "../../lib/excel/workbook-upload";
import { issueMessageKey } from "../../lib/validation";
import { simHasSubmissions, simSessionForms } from "../sim";
import { SIM_FORM_HISTORY_ENTITIES } from "../sim-form";
import type { CellValue, RowProblem } from "./history-import.cells";
import type {
  KindImporter,
  KnownCrew,
  PlanContext,
  PlannedRow,
  StoredImportRow,
  UndoContext,
  WriteContext,
  WrittenRow,
} from "./history-import.kind";
import type { ReadRow, ReadSheet } from "./history-import.read";
import {
  auditImported,
  codesOf,
  crewNamed,
  dayText,
  insertedIds,
  namedCrew,
  planRecords,
  recordKey,
  type StoredRecord,
  takeOutRecord,
} from "./history-import.records";

/** One pilot's form of an imported session, in its final state. */
interface FormValues {
  status: SimFormStatus;
  elearning: boolean;
}

/** What a row writes: the session as the SIM create takes it, and each pilot's form. */
interface SimSessionValues {
  sim: SimInput;
  first: FormValues;
  second: FormValues;
}

const CREW_COLUMNS = [
  "first_pilot_crew_code",
  "second_pilot_crew_code",
  "sima_instructor_crew_code",
  "simb_instructor_crew_code",
] as const;

/** Each session's date, time and place columns, and the date-time field of the SIM create they fill. */
const SESSIONS = [
  {
    date: "sessiona_date",
    time: "sessiona_time",
    place: "sessiona_place",
    field: "sessiona_date_time",
    fallback: SIM_IMPORT_DEFAULT_TIMES.a,
  },
  {
    date: "sessionb_date",
    time: "sessionb_time",
    place: "sessionb_place",
    field: "sessionb_date_time",
    fallback: SIM_IMPORT_DEFAULT_TIMES.b,
  },
] as const;

/** The first day a SIM session may have (the SIM forms' date-times start in 2000). */
const SIM_EARLIEST_DAY = "2000-01-01";

const pad = (n: number) => String(n).padStart(2, "0");

/** The wall-clock time of an Excel date cell (exceljs gives it in UTC), to the nearest minute. */
const clockOf = (date: Date) => {
  const at = new Date(Math.round(date.getTime() / 60_000) * 60_000);
  return `${pad(at.getUTCHours())}:${pad(at.getUTCMinutes())}`;
};

const isEmpty = (cell: CellText | undefined) => !cell || ("text" in cell && cell.text.trim() === "");

/**
 * A row's date and time cells as the reader takes them: a time typed into Excel (a time cell) as
 * HH:mm, and a whole date-time in the date cell (an Excel date-time, or `21/03/2026 - 08:00` as the
 * SIM sheet writes it) split into its day and, when the time cell is empty, its time.
 */
function splitDateTimes(cells: ReadRow["cells"]): ReadRow["cells"] {
  const split = { ...cells };
  for (const session of SESSIONS) {
    const time = split[session.time];
    if (time && "date" in time) split[session.time] = { text: clockOf(time.date) };
    const day = split[session.date];
    if (day && "date" in day && clockOf(day.date) !== "00:00" && isEmpty(split[session.time]))
      split[session.time] = { text: clockOf(day.date) };
    if (day && "text" in day && /\d[\sT-]+\d{1,2}:\d{2}/.test(day.text)) {
      const local = parseSimDateTimeText(day.text);
      if (!local?.endsWith(SIM_OFFSET_TEXT)) continue;
      split[session.date] = { text: local.slice(0, 10) };
      if (isEmpty(split[session.time])) split[session.time] = { text: local.slice(11, 16) };
    }
  }
  return split;
}

/** HH:mm (or H:mm, H.mm, HHhmm) as HH:mm, the fallback for an empty cell, or a problem at the column. */
function clockCell(value: CellValue | undefined, column: string, fallback: string, problems: RowProblem[]) {
  if (value === null || value === undefined || value === "") return fallback;
  const match = /^(\d{1,2})\s*[:.hH]\s*(\d{2})(?::\d{2})?$/.exec(String(value).trim());
  if (match && Number(match[1]) < 24 && Number(match[2]) < 60) return `${pad(Number(match[1]))}:${match[2]}`;
  problems.push({ column, message: "import_time_invalid" });
  return fallback;
}

/** The crew members a row seats, each checked at its column; the placeholder for a seat nobody filled. */
function seatedCrew(
  values: Record<string, CellValue>,
  known: ReadonlyMap<string, KnownCrew>,
  problems: RowProblem[],
) {
  for (const column of CREW_COLUMNS)
    if (typeof values[column] === "string") values[column] = (values[column] as string).toUpperCase();
  const seat = (column: (typeof CREW_COLUMNS)[number], instructor: boolean) =>
    isSimPlaceholder(values[column] as string)
      ? column !== "first_pilot_crew_code"
      : Boolean(namedCrew(values, column, known, problems, { instructor }));
  // The first pilot names the record: never the placeholder.
  if (isSimPlaceholder(values.first_pilot_crew_code as string))
    problems.push({
      column: "first_pilot_crew_code",
      message: "import_crew_unknown",
      values: { crew_code: values.first_pilot_crew_code as string },
    });
  return [
    seat("first_pilot_crew_code", false),
    seat("second_pilot_crew_code", false),
    seat("sima_instructor_crew_code", true),
    seat("simb_instructor_crew_code", true),
  ].every(Boolean);
}

/** The SIM create's own checks on the session the row gives, each problem at the column it comes from. */
function checkedSession(values: Record<string, CellValue>, problems: RowProblem[]): SimInput | undefined {
  const dayA = values.sessiona_date as string | null;
  if (!dayA) return undefined;
  const dayB = (values.sessionb_date as string | null) ?? null;
  const input: Record<string, unknown> = { note: values.note ?? null };
  for (const column of CREW_COLUMNS) input[column] = values[column] ?? "";
  for (const session of SESSIONS) {
    const day = session.date === "sessiona_date" ? dayA : (dayB ?? dayA);
    // The SIM forms take the years 2000 to 2099: an earlier day is told so, not shown a format.
    if (day < SIM_EARLIEST_DAY && (session.date === "sessiona_date" || dayB))
      problems.push({ column: session.date, message: "import_sim_before_2000" });
    const clock = clockCell(values[session.time], session.time, session.fallback, problems);
    input[session.field] = `${day}T${clock}:00${SIM_OFFSET_TEXT}`;
    input[session.place] = values[session.place] ?? DEFAULT_SIM_PLACE;
  }
  const parsed = simInputSchema.safeParse(input);
  if (parsed.success) return parsed.data;
  // A date-time is said at its date column; session B's at session A's when it took that day.
  const columnOf: Record<string, string> = {
    sessiona_date_time: "sessiona_date",
    sessionb_date_time: dayB ? "sessionb_date" : "sessiona_date",
  };
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? "");
    const column = columnOf[field] ?? field;
    if (problems.some((problem) => problem.column === column)) continue;
    problems.push({ column, message: issueMessageKey(issue.code, issue.message) });
  }
  return undefined;
}

/** A seat's form as the row gives it: Completed unless said otherwise (Initial for a seat nobody filled). */
function formOf(values: Record<string, CellValue>, seat: "first" | "second", crewCode: string): FormValues {
  const status = values[`${seat}_form_status`] as SimFormStatus | null | undefined;
  return {
    status: status ?? (isSimPlaceholder(crewCode) ? SimFormStatus.INITIAL : SimFormStatus.COMPLETED),
    elearning: values[`${seat}_elearning`] === true,
  };
}

const firstForm = alias(simForms, "first_form");
const secondForm = alias(simForms, "second_form");

/** Sessions with both forms, joined by pilot order, in the given order. */
const sessionsWithForms = (db: Database, where?: SQL) =>
  db
    .select({
      session: simSessions,
      first: { status: firstForm.status, elearning: firstForm.elearningCompletion },
      second: { status: secondForm.status, elearning: secondForm.elearningCompletion },
    })
    .from(simSessions)
    .innerJoin(firstForm, and(eq(firstForm.simId, simSessions.id), eq(firstForm.pilotOrder, 1)))
    .innerJoin(secondForm, and(eq(secondForm.simId, simSessions.id), eq(secondForm.pilotOrder, 2)))
    .where(where)
    .orderBy(asc(simSessions.firstPilotCrewCode), asc(simSessions.sessionaDateTime), asc(simSessions.id));
type StoredSession = Awaited<ReturnType<typeof sessionsWithForms>>[number];

/** A stored session and a row give the same session and forms. */
function sameSession(stored: StoredSession, values: SimSessionValues): boolean {
  const { session } = stored;
  const { sim } = values;
  return (
    session.secondPilotCrewCode === sim.second_pilot_crew_code &&
    session.simaInstructorCrewCode === sim.sima_instructor_crew_code &&
    session.simbInstructorCrewCode === sim.simb_instructor_crew_code &&
    session.sessionaDateTime.getTime() === Date.parse(sim.sessiona_date_time) &&
    session.sessionaPlace === sim.sessiona_place &&
    session.sessionbDateTime.getTime() === Date.parse(sim.sessionb_date_time) &&
    session.sessionbPlace === sim.sessionb_place &&
    (session.note ?? null) === (sim.note ?? null) &&
    stored.first.status === values.first.status &&
    stored.first.elearning === values.first.elearning &&
    stored.second.status === values.second.status &&
    stored.second.elearning === values.second.elearning
  );
}

/** The natural key of a stored session: its first pilot and session A's day at the airline. */
const storedKey = (session: StoredSession["session"]) =>
  recordKey(session.firstPilotCrewCode, toSimLocalIso(session.sessionaDateTime).slice(0, 10));

/** The stored sessions of the rows' first pilots by natural key; any of one key may be the row's. */
async function storedSessions(db: Database, rows: readonly { values: SimSessionValues }[]) {
  const found = new Map<string, { id: number; same: (values: SimSessionValues) => boolean }>();
  const codes = [...new Set(rows.map((row) => row.values.sim.first_pilot_crew_code))];
  const byKey = new Map<string, StoredSession[]>();
  for (let at = 0; at < codes.length; at += 1000) {
    const stored = await sessionsWithForms(
      db,
      inArray(simSessions.firstPilotCrewCode, codes.slice(at, at + 1000)),
    );
    for (const session of stored) {
      const key = storedKey(session.session);
      byKey.set(key, [...(byKey.get(key) ?? []), session]);
    }
  }
  for (const [key, sessions] of byKey)
    found.set(key, {
      id: sessions[0]?.session.id as number,
      same: (values) => sessions.some((session) => sameSession(session, values)),
    });
  return found;
}

async function planSimSessions(sheet: ReadSheet, context: PlanContext): Promise<PlannedRow[]> {
  const known = await crewNamed(context.db, codesOf(sheet, CREW_COLUMNS, true), context.fileCrew);
  const read = {
    ...sheet,
    rows: sheet.rows.map(({ row, cells }) => ({ row, cells: splitDateTimes(cells) })),
  };
  return planRecords<SimSessionValues>(
    read,
    context,
    (values, problems) => {
      const seated = seatedCrew(values, known, problems);
      const sim = checkedSession(values, problems);
      const key = recordKey(
        String(values.first_pilot_crew_code ?? ""),
        values.sessiona_date as string | null,
      );
      if (!seated || !sim || problems.length > 0) return { key };
      return {
        key,
        values: {
          sim,
          first: formOf(values, "first", sim.first_pilot_crew_code),
          second: formOf(values, "second", sim.second_pilot_crew_code),
        },
      };
    },
    (rows) => storedSessions(context.db, rows),
    "sessiona_date",
  );
}

/** The session as the audit row and the contract name its fields. */
const auditValues = ({ sim, first, second }: SimSessionValues) => ({
  ...sim,
  first_form_status: first.status,
  first_elearning: first.elearning,
  second_form_status: second.status,
  second_elearning: second.elearning,
});

/**
 * Past sessions written as the SIM create writes them (names from the pilot rows, none for the
 * placeholder), carrying the batch, with both forms in their final status and e-learning: sessions,
 * forms and audit rows one statement each per chunk; the ledger's triggers derive the pilots'
 * validities from them.
 */
async function writeSimSession(rows: readonly PlannedRow[], context: WriteContext): Promise<WrittenRow[]> {
  const all = rows.map((row) => row.values as SimSessionValues);
  const name = async (code: string) =>
    isSimPlaceholder(code) ? null : ((await context.pilotOf(code))?.fullName ?? null);
  const sessions = [];
  for (const { sim } of all)
    sessions.push({
      firstPilotCrewCode: sim.first_pilot_crew_code,
      firstPilotName: await name(sim.first_pilot_crew_code),
      secondPilotCrewCode: sim.second_pilot_crew_code,
      secondPilotName: await name(sim.second_pilot_crew_code),
      simaInstructorCrewCode: sim.sima_instructor_crew_code,
      simaInstructorName: await name(sim.sima_instructor_crew_code),
      simbInstructorCrewCode: sim.simb_instructor_crew_code,
      simbInstructorName: await name(sim.simb_instructor_crew_code),
      sessionaDateTime: new Date(sim.sessiona_date_time),
      sessionaPlace: sim.sessiona_place,
      sessionbDateTime: new Date(sim.sessionb_date_time),
      sessionbPlace: sim.sessionb_place,
      note: sim.note ?? null,
      createdBy: context.actor.id,
      importBatchId: context.batchId,
      createdAt: context.now,
      updatedAt: context.now,
    });
  const ids = insertedIds(
    await context.tx.insert(simSessions).values(sessions).returning({ id: simSessions.id }),
    rows,
  );
  await context.tx.insert(simForms).values(
    all.flatMap((values, at) =>
      [values.first, values.second].map((form, order) => ({
        simId: ids[at] as number,
        pilotOrder: order + 1,
        status: form.status,
        elearningCompletion: form.elearning,
        updatedAt: context.now,
      })),
    ),
  );
  await auditImported(
    context,
    SIM_SESSION_ENTITY,
    rows.map((row, at) => ({
      row,
      entityId: ids[at] as number,
      changes: auditValues(all[at] as SimSessionValues),
    })),
  );
  return ids.map((recordId) => ({ recordId }));
}

/** Whether a form of the session moved in its workflow (a status change, a reject) since it was written. */
async function formsMoved(tx: Database, formIds: number[]): Promise<boolean> {
  if (formIds.length === 0) return false;
  const [moved] = await tx
    .select({ id: workflowHistory.id })
    .from(workflowHistory)
    .where(
      and(
        inArray(workflowHistory.entity, [...SIM_FORM_HISTORY_ENTITIES]),
        inArray(workflowHistory.entityId, formIds.map(String)),
      ),
    )
    .limit(1);
  return Boolean(moved);
}

/**
 * A session the batch wrote taken out with its forms (kept in retention as the SIM delete keeps
 * them), unless it or a form changed since: edited, moved in its workflow, or given a submission.
 */
async function undoSimSession(row: StoredImportRow, context: UndoContext) {
  const forms = await simSessionForms(context.tx, row.recordId as number);
  return takeOutRecord<typeof simSessions.$inferSelect & StoredRecord>(
    row,
    context,
    { entity: SIM_SESSION_ENTITY, table: simSessions, id: simSessions.id },
    async (session) =>
      forms.some((form) => form.updatedAt > context.committedAt) ||
      (await simHasSubmissions(context.tx, session.id)) ||
      (await formsMoved(
        context.tx,
        forms.map((form) => form.id),
      )),
    () => ({
      dependents: { forms: { table: simForms, column: simForms.simId } },
      files: [],
      chains: forms.flatMap((form) =>
        SIM_FORM_HISTORY_ENTITIES.map((entity) => ({ entity, entity_id: String(form.id) })),
      ),
    }),
  );
}

/** Every stored session, by first pilot and session A's time, as rows of the template. */
async function exportSimSessions(db: Database, language: Language) {
  const statusLabel = (status: number) =>
    SIM_SESSION_IMPORT.columns
      .find((column) => column.key === "first_form_status")
      ?.options?.find((option) => option.value === status)?.label[language] ?? String(status);
  const yesNo = (done: boolean) => (done ? YES_NO_LABEL[language].yes : YES_NO_LABEL[language].no);
  const rows = await sessionsWithForms(db);
  return rows.map(({ session, first, second }) => {
    const a = toSimLocalIso(session.sessionaDateTime);
    const b = toSimLocalIso(session.sessionbDateTime);
    return {
      first_pilot_crew_code: session.firstPilotCrewCode,
      second_pilot_crew_code: session.secondPilotCrewCode,
      sima_instructor_crew_code: session.simaInstructorCrewCode,
      sessiona_date: dayText(a.slice(0, 10)),
      sessiona_time: a.slice(11, 16),
      sessiona_place: session.sessionaPlace,
      simb_instructor_crew_code: session.simbInstructorCrewCode,
      sessionb_date: dayText(b.slice(0, 10)),
      sessionb_time: b.slice(11, 16),
      sessionb_place: session.sessionbPlace,
      first_form_status: statusLabel(first.status),
      first_elearning: yesNo(first.elearning),
      second_form_status: statusLabel(second.status),
      second_elearning: yesNo(second.elearning),
      note: session.note ?? "",
    };
  });
}

/** Past SIM sessions with their forms' final status: a session by first pilot and session A's day. */
export const simSessionImporter: KindImporter = {
  kind: SIM_SESSION_IMPORT,
  plan: planSimSessions,
  write: writeSimSession,
  undo: undoSimSession,
  exportRows: exportSimSessions,
};
