/**
 * The history import at the issue's size (`npm run bench:history-import`): an airline office's
 * workbook of 1 000 pilots (60 of them instructors) and 100 000 past records over every record kind,
 * 5 000 of them naming a PDF of the ZIP uploaded beside it, previewed and committed through the
 * compiled server while its RSS is sampled every 100 ms.
 *
 * Budget: preview (upload → previewed) at most 30 s, commit (→ committed) at most 60 s, on both
 * databases, streamed: the server's peak RSS at most 400 MB. HISTORY_IMPORT_BENCH_SCALE (default 1)
 * scales every count (0.05 tries it in a minute); BENCH_DB (default `pglite,postgres`),
 * DATABASE_URL, BENCH_DEADLINE_MIN (a run is stopped past it, default 15), BENCH_POLL_MS (how often
 * the bench follows import/get_batch, default 250), BENCH_NODE_OPTIONS (e.g. `--cpu-prof
 * --cpu-prof-dir=/tmp/prof`), BENCH_DB_STATS=1 (the database's function times), BENCH_SAMPLES=<file>
 * (the get_batch answers as JSON), BENCH_STEPS=preview (no commit), BENCH_PORT; BENCH_WRITE_DOCS=0
 * only prints.
 */
import { type ChildProcess, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createWriteStream, openAsBlob } from "node:fs";
import { mkdtemp, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import {
  CRITERIA,
  IMPORT_KIND_KEYS,
  IMPORT_KINDS,
  type ImportBatch,
  type ImportKindKey,
  LINE_TRAINING_TYPE_NAMES,
  LINE_TRAINING_TYPES,
} from "@trms/shared";
import archiver from "archiver";
import { sql } from "drizzle-orm";
import ExcelJS from "exceljs";
import { openDatabase } from "../src/db/client";
import { localFileStore } from "../src/lib/files/file-store";
import { seedDemo } from "../src/seed";
import { newCrew, pdfBytes } from "../test/history-import";
import { loadAverage, machine, stamp, writeLatest } from "./figures";
import {
  benchDatabase,
  cpuMs,
  rssMb,
  runServerBench,
  serverNodeOptions,
  signIn,
  startCompiledServer,
  stopServer,
  waitForHealth,
} from "./server-process";

type Mode = "postgres" | "pglite";
type RecordKind = Exclude<ImportKindKey, "crew">;
type Cells = Record<string, string | Date>;

const SCALE = Number(process.env.HISTORY_IMPORT_BENCH_SCALE ?? 1);
const MODES = (process.env.BENCH_DB ?? "pglite,postgres").split(",") as Mode[];
const PORT = Number(process.env.BENCH_PORT ?? 3297);
const POLL_MS = Number(process.env.BENCH_POLL_MS ?? 250);
const DEADLINE_MS = Number(process.env.BENCH_DEADLINE_MIN ?? 15) * 60_000;
const RSS_EVERY_MS = 100;
const DB_STATS = process.env.BENCH_DB_STATS === "1";
/** BENCH_STEPS=preview: only the preview (a CPU profile of it, say, without waiting for the commit). */
const PREVIEW_ONLY = process.env.BENCH_STEPS === "preview";
/** How long the server's preview reply waits for its job (the server's IMPORT_REPLY_WAIT_MS). */
const REPLY_WAIT_MS = Number(process.env.IMPORT_REPLY_WAIT_MS || 2_000);
const PREVIEW_BUDGET_MS = 30_000;
const COMMIT_BUDGET_MS = 60_000;
const RSS_BUDGET_MB = 400;
const base = `http://127.0.0.1:${PORT}`;

const scaled = (n: number) => Math.max(1, Math.round(n * SCALE));
const PILOTS = scaled(1_000);
const INSTRUCTORS = Math.max(4, Math.round(60 * SCALE));

/**
 * Each kind's rows and how many of them name a PDF, in rough real proportions: a TO/LDG row is a
 * day of a pilot's flying, the rest are checks and trainings; the PDFs are the scanned forms and
 * reports of the trainings and checks.
 */
const RECORDS: Record<RecordKind, { rows: number; files: number }> = {
  toldg: { rows: scaled(50_000), files: 0 },
  sim_session: { rows: scaled(15_000), files: 0 },
  line_check: { rows: scaled(8_000), files: scaled(1_500) },
  line_training: { rows: scaled(2_000), files: scaled(200) },
  base_training: { rows: scaled(5_000), files: scaled(600) },
  theory_test: { rows: scaled(5_000), files: scaled(400) },
  progress_theory: { rows: scaled(3_000), files: scaled(300) },
  training_flight: { rows: scaled(12_000), files: scaled(2_000) },
};
const RECORD_KINDS = IMPORT_KIND_KEYS.filter((key): key is RecordKind => key !== "crew");
const TOTAL_RECORDS = RECORD_KINDS.reduce((sum, key) => sum + RECORDS[key].rows, 0);
const TOTAL_FILES = RECORD_KINDS.reduce((sum, key) => sum + RECORDS[key].files, 0);

/** The column of a kind that names its PDF. */
const FILE_COLUMN: Partial<Record<RecordKind, string>> = {
  line_check: "line_check_first_form",
  line_training: "line_training_last_form",
  base_training: "report",
  theory_test: "report",
  progress_theory: "report",
  training_flight: "report",
};

// ---------------------------------------------------------------------------------------------
// The office's files

/** The crew: pilots H0001…, every ~16th one an instructor (TRI, LSC or DPE). */
function crewList() {
  const codes = Array.from({ length: PILOTS }, (_, at) => `H${String(at + 1).padStart(4, "0")}`);
  const instructorAt = new Set(
    Array.from({ length: INSTRUCTORS }, (_, k) => Math.floor((k * PILOTS) / INSTRUCTORS)),
  );
  const instructors = codes.filter((_, at) => instructorAt.has(at));
  return { codes, instructors, instructorAt };
}
const CREW = crewList();

const RATINGS = ["TRI", "LSC", "DPE"];
const BASES = ["HAN", "SGN", "DAD"];

function crewRows(): Cells[] {
  return CREW.codes.map((code, at) => {
    const instructor = CREW.instructorAt.has(at);
    return newCrew(code, {
      name_position: instructor || at % 3 === 0 ? "Captain" : "First officer",
      function: instructor ? "Instructor" : "Line pilot",
      ...(instructor ? { instructor_rating: RATINGS[at % RATINGS.length] as string } : {}),
      date_of_birth: utcDay(1965 + (at % 30), at % 12, 1 + (at % 28)),
      joining_date: utcDay(1995 + (at % 10), (at * 5) % 12, 1 + ((at * 3) % 28)),
      base: BASES[at % BASES.length] as string,
    });
  });
}

const utcDay = (year: number, month: number, day: number) => new Date(Date.UTC(year, month, day));
const FIRST_DAY = Date.UTC(2001, 0, 1);
const SPAN_DAYS = 9_000; // 2001 to mid 2025: in the past, after 2000 (the SIM and line check forms' floor)
const pad = (n: number) => String(n).padStart(2, "0");
const dmy = (date: Date) =>
  `${pad(date.getUTCDate())}/${pad(date.getUTCMonth() + 1)}/${date.getUTCFullYear()}`;
const ymd = (date: Date) => date.toISOString().slice(0, 10);

/**
 * Row `r` of a kind of `rows` rows: its pilot (the rows go round the crew) and its day, each pilot's
 * rows of one kind on different days spread over the years.
 */
function placeOf(r: number, rows: number) {
  const pilot = r % PILOTS;
  const nth = Math.floor(r / PILOTS);
  const perPilot = Math.ceil(rows / PILOTS);
  const stride = Math.max(1, Math.floor(SPAN_DAYS / perPilot));
  const offset = (pilot * 7) % stride;
  const day = new Date(FIRST_DAY + (nth * stride + offset) * 86_400_000);
  return { pilot, nth, code: CREW.codes[pilot] as string, day };
}

/** An instructor for a pilot's record who is not the pilot, going round the instructors. */
function instructorFor(pilotCode: string, k: number, not: string[] = []): string {
  for (let step = 0; ; step++) {
    const code = CREW.instructors[(k + step) % CREW.instructors.length] as string;
    if (code !== pilotCode && !not.includes(code)) return code;
  }
}

const ALL_FOUR = Object.fromEntries(CRITERIA.map((criterion) => [criterion.key, "4"]));

/** One row of a record kind as an office fills the template, and the PDF it names (if any). */
function recordRow(kind: RecordKind, r: number): { cells: Cells; file?: string } {
  const { rows, files } = RECORDS[kind];
  const { pilot, nth, code, day } = placeOf(r, rows);
  const every = files > 0 ? Math.floor(rows / files) : 0;
  const file =
    every > 0 && r % every === 0 && r / every < files ? `${kind}-${code}-${ymd(day)}.pdf` : undefined;
  const instructor = instructorFor(code, pilot + nth);
  const cells = ((): Cells => {
    switch (kind) {
      case "toldg":
        return {
          crew_code: code,
          flight_date: day,
          to_number: String(1 + (r % 3)),
          ldg_number: String(1 + (r % 3)),
        };
      case "sim_session": {
        let second = (pilot + 1 + nth) % PILOTS;
        if (second === pilot) second = (second + 1) % PILOTS;
        const secondCode = CREW.codes[second] as string;
        const a = instructorFor(code, pilot + nth, [secondCode]);
        const b = instructorFor(code, pilot + nth + 1, [secondCode]);
        return {
          first_pilot_crew_code: code,
          second_pilot_crew_code: secondCode,
          sima_instructor_crew_code: a,
          sessiona_date: day,
          sessiona_time: "08:00",
          sessiona_place: "VN001",
          simb_instructor_crew_code: b,
          sessionb_time: "13:00",
          sessionb_place: "VN001",
          first_elearning: "Yes",
          second_elearning: "Yes",
        };
      }
      case "line_check":
        return {
          crew_code: code,
          instructor_crew_code: instructor,
          line_check_date: day,
          line_check_time: "08:00",
          line_check_sectors: "HAN-SGN, SGN-HAN",
          line_check_status: "Completed",
          line_check_documents_read: "Yes",
          line_check_note: "Recurrent line check",
        };
      case "line_training":
        return {
          crew_code: code,
          line_training_type:
            LINE_TRAINING_TYPE_NAMES[
              LINE_TRAINING_TYPES[nth % LINE_TRAINING_TYPES.length] as keyof typeof LINE_TRAINING_TYPE_NAMES
            ],
          line_training_start_date: day,
          line_training_status: "Completed",
        };
      case "base_training":
        return {
          crew_code: code,
          instructor_crew_code: instructor,
          date_of_flight: day,
          airport: "VCA",
          go_around: "1",
          touch_and_go: "2",
          full_stop: "1",
          flight_time: "1.5",
          pre_departure_and_post_flight: "4",
          to_ga_clb: "4",
          cruise_descent_approach: "3",
          landing: "4",
          circuit: "N/A",
          ac_handling: "5",
          result: "Pass",
          comments: "Good circuit work",
        };
      case "theory_test":
        return {
          crew_code: code,
          instructor_crew_code: instructor,
          date_of_test: day,
          cfp_decode: "Yes",
          mel_cdl: "Yes",
          limitations: "Yes",
          memory_items: "Yes",
          comments: "Knows the topics",
          result: "Pass",
        };
      case "progress_theory":
        return {
          crew_code: code,
          instructor_crew_code: instructor,
          date_of_test: day,
          aircraft_limitations: "Knows them",
          aircraft_systems: "Good",
          emergency_equipment: "Locates all",
          sops: "Follows",
          fom: "Familiar",
          airway_manuals: "Uses well",
          mel_cdl: "Applies",
          general_aviation_knowledge: "Sound",
          overall_performance: "4",
        };
      case "training_flight":
        return {
          crew_code: code,
          instructor_crew_code: instructor,
          date_of_flight: day,
          flight_type: "Normal training flight",
          sectors: `${dmy(day)} HAN-SGN 2.1 DAY PF; ${dmy(day)} SGN-HAN 1.9 NIGHT PM`,
          ...ALL_FOUR,
          comments: "Normal progress",
        };
    }
  })();
  const column = FILE_COLUMN[kind];
  if (file && column) cells[column] = file;
  return { cells, file };
}

/**
 * The workbook as the office saves it from Excel: a sheet a kind with the template's headers,
 * dates as date cells shown DD/MM/YYYY, shared strings; written row by row (exceljs' streaming
 * writer). Answers the names of the PDFs its rows name.
 */
async function writeWorkbook(file: string): Promise<string[]> {
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({
    filename: file,
    useSharedStrings: true,
    useStyles: true,
  });
  const named: string[] = [];
  const sheetOf = (key: ImportKindKey, rows: Iterable<Cells>) => {
    const kind = IMPORT_KINDS[key];
    const sheet = book.addWorksheet(kind.sheet.en);
    sheet.addRow(kind.columns.map((c) => (c.required ? `${c.label.en} *` : c.label.en))).commit();
    for (const cells of rows) {
      const row = sheet.addRow(kind.columns.map((c) => cells[c.key] ?? null));
      kind.columns.forEach((c, at) => {
        if (cells[c.key] instanceof Date) row.getCell(at + 1).numFmt = "dd/mm/yyyy";
      });
      row.commit();
    }
    sheet.commit();
  };
  sheetOf("crew", crewRows());
  for (const key of RECORD_KINDS)
    sheetOf(
      key,
      (function* () {
        for (let r = 0; r < RECORDS[key].rows; r++) {
          const { cells, file } = recordRow(key, r);
          if (file) named.push(file);
          yield cells;
        }
      })(),
    );
  await book.commit();
  return named;
}

/** The ZIP of the PDFs beside it: each a small PDF of a few KB, streamed to disk. */
async function writeZip(file: string, names: string[]): Promise<void> {
  const archive = archiver("zip", { zlib: { level: 6 } });
  const out = createWriteStream(file);
  const closed = new Promise<void>((resolve, reject) => {
    out.on("close", resolve);
    archive.on("error", reject);
  });
  archive.pipe(out);
  for (const [at, name] of names.entries())
    archive.append(pdfBytes(`${name} ${randomBytes(1_500 + (at % 8) * 500).toString("base64")}`), { name });
  await archive.finalize();
  await closed;
}

// ---------------------------------------------------------------------------------------------
// Measuring

/** The CPU time (ms) all PostgreSQL processes of the local server have used so far (0 when none is readable). */
async function postgresCpuMs(): Promise<number> {
  let total = 0;
  for (const pid of await readdir("/proc").catch(() => [] as string[])) {
    if (!/^\d+$/.test(pid)) continue;
    const stat = await readFile(`/proc/${pid}/stat`, "utf8").catch(() => "");
    if (!stat.includes("(postgres)")) continue;
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    total += (Number(fields[11]) + Number(fields[12])) * 10;
  }
  return total;
}

/** The server's RSS every 100 ms, each sample under the phase the bench is in. */
function rssSampler(pid: number) {
  let phase = "idle";
  const peaks = new Map<string, number>();
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      const now = await rssMb(pid).catch(() => 0);
      peaks.set(phase, Math.max(peaks.get(phase) ?? 0, now));
      await new Promise((resolve) => setTimeout(resolve, RSS_EVERY_MS));
    }
  })();
  return {
    phase: (name: string) => {
      phase = name;
    },
    peak: (prefix = "") =>
      Math.max(0, ...[...peaks].filter(([name]) => name.startsWith(prefix)).map(([, mb]) => mb)),
    stop: async () => {
      sampling = false;
      await sampler;
    },
  };
}

interface Sample {
  ms: number;
  /** How long import/get_batch took to answer: the server's event loop is busy with the job meanwhile. */
  answerMs: number;
  status: string;
  done: number;
  total: number;
}

/** A call of the import API as the administrator. */
async function call<T>(token: string, url: string, body: unknown, signal: AbortSignal): Promise<T> {
  const response = await fetch(`${base}/api/v1/${url}`, {
    method: "POST",
    headers: { "content-type": "application/json", "access-token": token, "accept-language": "en" },
    body: JSON.stringify(body),
    signal,
  });
  const json = (await response.json()) as { data: T };
  if (response.status !== 200)
    throw new Error(`${url} answered ${response.status}: ${JSON.stringify(json).slice(0, 500)}`);
  return json.data;
}

/** Follows import/get_batch while the batch is `running`, as the screen does; every answer timed. */
async function follow(
  token: string,
  batch: ImportBatch,
  running: string,
  started: number,
  samples: Sample[],
  signal: AbortSignal,
): Promise<ImportBatch> {
  let now = batch;
  while (now.status === running) {
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    const asked = performance.now();
    try {
      now = await call<ImportBatch>(token, "import/get_batch", { batch_id: batch.id }, signal);
    } catch (error) {
      // fetch gives up waiting for an answer after 300 s: ask again.
      if ((error as { cause?: { code?: string } }).cause?.code !== "UND_ERR_HEADERS_TIMEOUT") throw error;
      const at = performance.now();
      samples.push({ ms: at - started, answerMs: at - asked, status: "no answer", done: 0, total: 0 });
      continue;
    }
    const at = performance.now();
    samples.push({
      ms: at - started,
      answerMs: at - asked,
      status: now.status,
      done: now.progress?.done ?? 0,
      total: now.progress?.total ?? 0,
    });
  }
  return now;
}

/** One step (the preview or the commit) as measured; `stopped` when the deadline came first. */
interface Step {
  ms: number;
  cpuMs: number;
  postgresCpuMs: number;
  peakMb: number;
  /** The step's first reply: after how long, and the batch's status in it. */
  replyMs: number;
  replyStatus: string;
  samples: Sample[];
  batch: ImportBatch | null;
  stopped: boolean;
}

/**
 * Times a step from its call (`start`, which answers the batch) until the batch leaves `running`,
 * following import/get_batch meanwhile, with the server's and PostgreSQL's CPU time.
 */
async function measureStep(
  server: { pid: number; token: string; mode: Mode; signal: AbortSignal },
  running: "checking" | "committing",
  start: () => Promise<ImportBatch>,
): Promise<Omit<Step, "peakMb">> {
  const { pid, token, mode, signal } = server;
  const postgresCpu = mode === "postgres" ? postgresCpuMs : async () => 0;
  const samples: Sample[] = [];
  const [cpuBefore, postgresBefore] = [await cpuMs(pid), await postgresCpu()];
  const started = performance.now();
  let replyMs = 0;
  let replyStatus = "";
  let batch: ImportBatch | null = null;
  let stopped = false;
  try {
    const replied = await start();
    replyMs = performance.now() - started;
    replyStatus = replied.status;
    batch = await follow(token, replied, running, started, samples, signal);
  } catch (error) {
    if (!signal.aborted) throw error;
    stopped = true;
  }
  const ms = performance.now() - started;
  return {
    ms,
    cpuMs: (await cpuMs(pid)) - cpuBefore,
    postgresCpuMs: (await postgresCpu()) - postgresBefore,
    replyMs,
    replyStatus,
    samples,
    batch,
    stopped,
  };
}

/** Uploads the workbook and the ZIP to import/preview, as the import page does. */
async function uploadPreview(token: string, files: Files, signal: AbortSignal): Promise<ImportBatch> {
  const form = new FormData();
  const xlsx = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
  form.append("workbook", await openAsBlob(files.xlsx, { type: xlsx }), "history.xlsx");
  form.append("files", await openAsBlob(files.zip, { type: "application/zip" }), "files.zip");
  const reply = await fetch(`${base}/api/v1/import/preview`, {
    method: "POST",
    headers: { "access-token": token, "accept-language": "en" },
    body: form,
    signal,
  });
  const json = (await reply.json()) as { data: ImportBatch };
  if (reply.status !== 200)
    throw new Error(`import/preview answered ${reply.status}: ${JSON.stringify(json)}`);
  return json.data;
}

/** The preview is clean (every row a create), or the bench stops with its first problems. */
async function requireClean(token: string, batch: ImportBatch | null, signal: AbortSignal) {
  if (batch?.status === "previewed" && batch.problems === 0) return;
  const problems =
    batch?.status === "previewed"
      ? await call<{ rows: unknown[] }>(
          token,
          "import/get_rows",
          { batch_id: batch.id, problems_only: true, page_count: 10 },
          signal,
        )
      : null;
  throw new Error(
    `the preview is ${batch?.status} with ${batch?.problems} problems: ${JSON.stringify(batch?.failure ?? problems?.rows)}`,
  );
}

/**
 * When the job's rows counted past each mark (the kinds' cumulative rows), from the samples; the
 * kinds no sample saw finished share the rest of the time as one span (with how far the count got).
 */
function passed(samples: Sample[], marks: { name: string; rows: number }[], from: number, until: number) {
  const spans: { name: string; ms: number }[] = [];
  let last = from;
  for (const [at, mark] of marks.entries()) {
    const reached = samples.find((s) => s.ms >= last && s.done >= mark.rows);
    if (!reached) {
      const rest = marks.slice(at);
      const counted = samples.at(-1)?.done ?? 0;
      const before = marks[at - 1]?.rows ?? 0;
      const names = rest.length > 1 ? `${mark.name} to ${rest.at(-1)?.name}` : mark.name;
      const got = counted > before ? ` (${counted - before} rows of ${mark.rows - before} seen done)` : "";
      spans.push({ name: `${names}${got}`, ms: until - last });
      return { spans, end: until };
    }
    spans.push({ name: mark.name, ms: reached.ms - last });
    last = reached.ms;
  }
  return { spans, end: last };
}

const KIND_MARKS = (() => {
  let sum = 0;
  return [
    { name: "crew", rows: PILOTS },
    ...RECORD_KINDS.map((key) => ({ name: key, rows: RECORDS[key].rows })),
  ].map((kind) => {
    sum += kind.rows;
    return { name: kind.name, rows: sum };
  });
})();

/**
 * A job's answered samples split where its count starts again (a new step of the job: the check,
 * then saving the preview rows; the commit's check again, then its writes).
 */
function segments(samples: Sample[]): Sample[][] {
  const parts: Sample[][] = [];
  let previous = Number.POSITIVE_INFINITY;
  for (const sample of samples.filter((s) => s.status !== "no answer" && s.total > 0)) {
    if (sample.done < previous) parts.push([]);
    parts[parts.length - 1]?.push(sample);
    previous = sample.done;
  }
  return parts;
}

/**
 * Where each step's time went, from the progress its job reported (±POLL_MS): the files read before
 * the preview's job starts (its reply waits IMPORT_REPLY_WAIT_MS for it), each kind's rows checked
 * and the preview rows saved; the commit's second read and check, each kind's rows written (the
 * records with their audit rows and the triggers they fire) and the end of the transaction.
 */
function phasesOf(preview: Step, commit: Step | null): string[] {
  const lines: string[] = [];
  const row = (name: string, ms: number) => lines.push(`| ${name} | ${seconds(ms)} |`);
  const jobStart =
    preview.replyStatus === "checking" ? Math.max(0, preview.replyMs - REPLY_WAIT_MS) : preview.replyMs;
  row("preview: upload, read the workbook and list the ZIP, keep both", jobStart);
  const [check = [], save] = segments(preview.samples);
  if (preview.replyStatus !== "checking")
    row("preview: check and save (within the reply)", preview.ms - jobStart);
  else {
    const checkEnd = save?.[0]?.ms ?? preview.ms;
    const checked = passed(check, KIND_MARKS, jobStart, checkEnd);
    // Without an answer while the rows were saved, the last span holds the saving too.
    const unseen = !save && checked.end === checkEnd;
    for (const [at, span] of checked.spans.entries()) {
      const then = unseen && at === checked.spans.length - 1 ? ", then save the preview rows" : "";
      row(`preview: check ${span.name}${then}`, span.ms);
    }
    if (!unseen) row("preview: save the preview rows", preview.ms - checked.end);
  }
  if (!commit) return lines;
  const parts = segments(commit.samples);
  const writes = parts.length >= 2 ? parts[parts.length - 1] : parts[0];
  const stopped = commit.stopped ? " (stopped)" : "";
  if (!writes) {
    row(`commit: all of it${stopped}, no progress seen`, commit.ms);
    return lines;
  }
  const writeStart = writes[0]?.ms ?? 0;
  row("commit: read the workbook again, list the ZIP, check every row again", writeStart);
  const written = passed(writes, KIND_MARKS, writeStart, commit.ms);
  for (const [at, span] of written.spans.entries()) {
    const last = at === written.spans.length - 1;
    row(`commit: write ${span.name}: records, audit rows, triggers${last ? stopped : ""}`, span.ms);
  }
  if (!commit.stopped) row("commit: finish and end the transaction", commit.ms - written.end);
  return lines;
}

/** A step's time as the verdict says it: stopped when the run's deadline came first. */
const time = (step: Step | null) =>
  !step
    ? "not run"
    : step.stopped
      ? `stopped after ${seconds(step.ms)} s (the run's ${DEADLINE_MS / 60_000} min limit)`
      : `${seconds(step.ms)} s`;

/** The machine's monotonic clock in µs, as V8 stamps a CPU profile's samples. */
const monotonicUs = () => process.hrtime.bigint() / 1000n;

const seconds = (ms: number) => (ms / 1000).toFixed(1);

/** The code measured: the commit and whether the working tree differs from it. */
function codeVersion(): string {
  const git = (...args: string[]) => spawnSync("git", args, { encoding: "utf8" }).stdout.trim();
  const dirty = git("status", "--porcelain", "--untracked-files=no") !== "";
  return `${git("rev-parse", "--short", "HEAD")}${dirty ? " with uncommitted changes" : ""}`;
}

/** The preview and commit of the files on one database, with the server's RSS and CPU. */
async function measure(mode: Mode, files: Files): Promise<boolean> {
  const { handle, dataDir, databaseUrl, cleanup } = await benchDatabase(mode, "history_import");
  await handle.migrate();
  await seedDemo(handle.db, localFileStore(path.join(dataDir, "files")));
  // What the database did for the import alone: its counters from here on, and with
  // BENCH_DB_STATS=1 each function's time (the triggers' among them).
  if (DB_STATS)
    await handle.db.execute(
      sql.raw(
        `DO $$ BEGIN EXECUTE format('ALTER DATABASE %I SET track_functions = ''all''', current_database()); END $$`,
      ),
    );
  await handle.db.execute(sql`select pg_stat_reset()`);
  await handle.close();
  const child = startCompiledServer({ dataDir, port: PORT, databaseUrl });
  const signal = AbortSignal.timeout(DEADLINE_MS);
  let stopped = false;
  try {
    await waitForHealth(base);
    const pid = child.pid as number;
    const token = await signIn(base, "admin@demo.trms");
    await quiet(pid);
    const idle = await rssMb(pid);
    const loadBefore = loadAverage();
    const when = stamp();
    const server = { pid, token, mode, signal };
    const rss = rssSampler(pid);
    console.log(`\n${mode}: server idle ${idle.toFixed(0)} MB; load average ${loadBefore}`);

    const clock = [monotonicUs()];
    rss.phase("preview");
    const preview: Step = {
      ...(await measureStep(server, "checking", () => uploadPreview(token, files, signal))),
      peakMb: rss.peak("preview"),
    };
    clock.push(monotonicUs());
    if (!preview.stopped) await requireClean(token, preview.batch, signal);
    console.log(`preview: ${time(preview)}; peak RSS ${preview.peakMb.toFixed(0)} MB`);
    let commit: Step | null = null;
    if (!preview.stopped && !PREVIEW_ONLY) {
      rss.phase("commit");
      const id = preview.batch?.id as number;
      commit = {
        ...(await measureStep(server, "committing", () =>
          call<ImportBatch>(token, "import/commit", { batch_id: id }, signal),
        )),
        peakMb: 0,
      };
      commit.peakMb = rss.peak("commit");
      if (!commit.stopped && commit.batch?.status !== "committed")
        throw new Error(`the commit is ${commit.batch?.status}: ${JSON.stringify(commit.batch?.failure)}`);
      console.log(`commit: ${time(commit)}; peak RSS ${commit.peakMb.toFixed(0)} MB`);
    }
    clock.push(monotonicUs());
    stopped = preview.stopped || Boolean(commit?.stopped);
    await rss.stop();
    const loadAfter = loadAverage();
    // A CPU profile's samples are stamped with the same monotonic clock: these slice it by step.
    if (serverNodeOptions().includes("--cpu-prof"))
      console.log(`monotonic µs: preview ${clock[0]}–${clock[1]}, commit ${clock[1]}–${clock[2]}`);
    if (process.env.BENCH_SAMPLES)
      await writeFile(process.env.BENCH_SAMPLES, JSON.stringify({ preview, commit }, null, 1));

    const peak = rss.peak();
    const met = {
      preview: !preview.stopped && preview.ms <= PREVIEW_BUDGET_MS,
      commit: Boolean(commit && !commit.stopped && commit.ms <= COMMIT_BUDGET_MS),
      rss: peak <= RSS_BUDGET_MB,
    };
    const yes = (ok: boolean) => (ok ? "met" : "NOT met");
    const verdict =
      `preview ${time(preview)} (budget ${PREVIEW_BUDGET_MS / 1000} s): ${yes(met.preview)}; ` +
      `commit ${time(commit)} (budget ${COMMIT_BUDGET_MS / 1000} s): ${yes(met.commit)}; ` +
      `peak RSS ${peak.toFixed(0)} MB${stopped ? " until stopped" : ""} (budget ${RSS_BUDGET_MB} MB): ${yes(met.rss)}`;
    const onPostgres = mode === "postgres";
    const stepRow = (name: string, step: Step | null) =>
      step
        ? `| ${name} | ${step.stopped ? `> ${seconds(step.ms)} (stopped)` : seconds(step.ms)} | ${seconds(step.cpuMs)} | ${onPostgres ? `${seconds(step.postgresCpuMs)} | ` : ""}${step.peakMb.toFixed(0)} |`
        : `| ${name} | not run | | ${onPostgres ? "| " : ""}|`;
    const table = [
      `| step | seconds | server CPU s | ${onPostgres ? "PostgreSQL CPU s | " : ""}peak RSS MB |`,
      `| --- | ---: | ---: | ${onPostgres ? "---: | " : ""}---: |`,
      stepRow("preview (upload → previewed)", preview),
      stepRow("commit (→ committed)", commit),
    ];
    const slowest = (step: Step | null) =>
      seconds(Math.max(0, ...(step?.samples ?? []).map((s) => s.answerMs)));
    const answers =
      `The screen's import/get_batch (asked every ${POLL_MS} ms) waited at most ${slowest(preview)} s ` +
      `for an answer during the preview and ${slowest(commit)} s during the commit.`;
    const phases = [
      `| phase (from the job's progress, ±${POLL_MS} ms) | seconds |`,
      "| --- | ---: |",
      ...phasesOf(preview, commit),
    ];
    console.log(`\n${table.join("\n")}\n\n${answers}\n\n${phases.join("\n")}`);
    console.log(`\n${mode}: ${verdict}; load average ${loadAfter}`);
    if (!PREVIEW_ONLY)
      await writeLatest(
        "history-import.md",
        `bench:history-import ${mode}${SCALE === 1 ? "" : ` x${SCALE}`}`,
        [
          `### ${onPostgres ? "PostgreSQL" : "PGlite (embedded)"}, scale ${SCALE}: ${when}`,
          "",
          `${PILOTS} pilots (${CREW.instructors.length} instructors) and ${TOTAL_RECORDS} records ` +
            `(${RECORD_KINDS.map((key) => `${key} ${RECORDS[key].rows}`).join(", ")}), ` +
            `${TOTAL_FILES} of them naming a PDF; workbook ${files.xlsxMb} MB, ZIP ${files.zipMb} MB. ` +
            `Server idle ${idle.toFixed(0)} MB. Code ${codeVersion()}. Machine: ${machine()}; ` +
            `load average ${loadBefore} before, ${loadAfter} after.`,
          "",
          ...table,
          "",
          answers,
          "",
          ...phases,
          "",
          `**${verdict}.**`,
        ],
      );
    return met.preview && met.commit && met.rss;
  } finally {
    // A server stopped at the deadline would wait for its job before it stops: it is killed.
    if (stopped || signal.aborted) await killServer(child);
    else await stopServer(child);
    // A transaction killed midway reports nothing to the statistics: only a finished run has them.
    if (!stopped && !signal.aborted)
      await databaseStats(dataDir, databaseUrl).catch((error) =>
        console.log(`no database statistics: ${error}`),
      );
    await cleanup();
  }
}

/**
 * Waits until the server is idle (under 50 ms of CPU in half a second, at most 30 s): a first start
 * generates the data folder's signing key meanwhile, a second of CPU that is not the import's.
 */
async function quiet(pid: number): Promise<void> {
  const deadline = performance.now() + 30_000;
  while (performance.now() < deadline) {
    const before = await cpuMs(pid);
    await new Promise((resolve) => setTimeout(resolve, 500));
    if ((await cpuMs(pid)) - before < 50) return;
  }
}

/** Kills a server the bench started (SIGKILL) and waits until it has exited. */
async function killServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGKILL");
  await exited;
}

/**
 * The tables the import wrote (rows inserted and updated, the triggers' writes among them) and, with
 * BENCH_DB_STATS=1, the functions that took the most time (a trigger's time is inside its
 * statement's), read once the server has stopped and its counters are flushed (PostgreSQL; PGlite
 * keeps none across a restart).
 */
async function databaseStats(dataDir: string, databaseUrl: string): Promise<void> {
  if (!databaseUrl) return;
  const handle = await openDatabase({ dataDir, databaseUrl });
  try {
    const rows = async <T>(query: ReturnType<typeof sql>) =>
      ((await handle.db.execute(query)) as unknown as { rows: T[] }).rows;
    const tables = await rows<{ relname: string; ins: number; upd: number; del: number }>(
      sql`select relname, n_tup_ins::int as ins, n_tup_upd::int as upd, n_tup_del::int as del
        from pg_stat_user_tables where n_tup_ins + n_tup_upd + n_tup_del > 0
        order by n_tup_ins + n_tup_upd + n_tup_del desc limit 20`,
    );
    console.log("\n| table | rows inserted | updated | deleted |\n| --- | ---: | ---: | ---: |");
    for (const t of tables) console.log(`| ${t.relname} | ${t.ins} | ${t.upd} | ${t.del} |`);
    if (!DB_STATS) return;
    const functions = await rows<{ funcname: string; calls: number; total: number; self: number }>(
      sql`select funcname, calls::int, total_time::float as total, self_time::float as self
        from pg_stat_user_functions order by total_time desc limit 15`,
    );
    console.log("\n| function | calls | total s | self s |\n| --- | ---: | ---: | ---: |");
    for (const f of functions)
      console.log(`| ${f.funcname} | ${f.calls} | ${seconds(f.total)} | ${seconds(f.self)} |`);
  } finally {
    await handle.close();
  }
}

type Files = Awaited<ReturnType<typeof prepareFiles>>;

async function prepareFiles() {
  const folder = await mkdtemp(path.join(tmpdir(), "trms-history-import-"));
  const xlsx = path.join(folder, "history.xlsx");
  const zip = path.join(folder, "files.zip");
  const started = performance.now();
  const named = await writeWorkbook(xlsx);
  await writeZip(zip, named);
  const mb = async (file: string) => ((await stat(file)).size / 1048576).toFixed(1);
  const made = { xlsx, zip, xlsxMb: await mb(xlsx), zipMb: await mb(zip), folder };
  console.log(
    `scale ${SCALE}: ${PILOTS} pilots, ${TOTAL_RECORDS} records, ${named.length} PDFs; ` +
      `workbook ${made.xlsxMb} MB, ZIP ${made.zipMb} MB, written in ${seconds(performance.now() - started)} s`,
  );
  return made;
}

let prepared: Files | null = null;
runServerBench(MODES, async (mode) => {
  prepared ??= await prepareFiles();
  const last = mode === MODES[MODES.length - 1];
  try {
    return await measure(mode, prepared);
  } catch (error) {
    await rm(prepared.folder, { recursive: true, force: true });
    throw error;
  } finally {
    if (last) await rm(prepared.folder, { recursive: true, force: true });
  }
});
