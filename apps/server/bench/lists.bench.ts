/**
 * List calls against 100 000 rows: `npm run bench` (PGlite) or with DATABASE_URL (PostgreSQL).
 * Budget: each call answers in under 50 ms (median), paging, filtering and sorting in SQL; a
 * pilot's training file of 2 000 records downloads as one PDF in at most 3 s.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { pathToFileURL } from "node:url";
import { buildApp } from "../src/app";
import { loadConfig } from "../src/config";
import { createPglite, type DatabaseHandle, openPglite, openPostgres } from "../src/db/client";
import { vacuumDatabase } from "../src/db/maintenance";
import { DEFAULT_POSTGRES_TIMEOUTS } from "../src/db/postgres-pool";
import { seedDemo } from "../src/seed";
import { fill, fillSimSessions, signIn } from "./fill";
import { fillTrainingFile, TRAINING_FILE_BUDGET_MS, timeTrainingFile } from "./training-file";

// The product as `npm start` runs it (production skips the development check of list shapes).
process.env.NODE_ENV ??= "production";

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const RUNS = 15;
const BUDGET_MS = 50;
const INSTRUCTOR = "instructor@demo.trms";
const PILOT = "pilot@demo.trms";
/** A manager bound to fleet A321 with VIEW_SIM: the fleet scope in the list's SQL. */
const STAFF = "staff@demo.trms";

async function open(): Promise<DatabaseHandle> {
  const url = process.env.DATABASE_URL;
  // The fill inserts 100 000 rows a statement, through the pipeline's triggers: longer than a
  // request's statement may take.
  return url
    ? await openPostgres(url, { ...DEFAULT_POSTGRES_TIMEOUTS, statementMs: 30 * 60_000 })
    : await openPglite(await createPglite());
}

async function main() {
  const dataDir = await mkdtemp(path.join(tmpdir(), "trms-bench-"));
  const database = await open();
  await database.migrate();
  const config = {
    ...loadConfig({ ...process.env, DATA_DIR: dataDir }),
    logLevel: "silent",
    webDist: undefined,
  };
  const app = await buildApp({ config, database, logger: false });
  await seedDemo(database.db, app.deps.fileStore);
  // BENCH_ONLY=event or BENCH_ONLY="SIM,documents" runs only the cases whose name starts with one of
  // them (the fill is the same); BENCH_ONLY=SIM fills only the pilots and the SIM sessions.
  const only = process.env.BENCH_ONLY?.split(",").filter(Boolean);
  console.log(`filling ${ROWS} pilots on ${database.kind}…`);
  if (only?.length === 1 && only[0] === "SIM") {
    await fill(database, ROWS, false);
    await fillSimSessions(database, ROWS);
    await database.db.execute("analyze");
  } else await fill(database, ROWS);
  // The tables as a running server keeps them: PostgreSQL's autovacuum, the embedded database's
  // nightly maintenance, so index-only scans read no table pages.
  console.log(`vacuumed and analysed in ${(await vacuumDatabase(database)).ms} ms`);
  const token = await signIn(app, "admin@demo.trms");
  const tokens: Record<string, string> = {
    [INSTRUCTOR]: await signIn(app, INSTRUCTOR),
    [PILOT]: await signIn(app, PILOT),
    [STAFF]: await signIn(app, STAFF),
  };
  const benchPilot = (
    (await database.db.execute("select min(id) as id from pilots where crew_code like 'B%'")) as unknown as {
      rows: { id: number }[];
    }
  ).rows[0]?.id;
  const fileRecords = await fillTrainingFile(database, benchPilot as number);
  // A bench pilot in the SIM sessions' seats, for the crew-code search.
  const benchCrew = (
    (await database.db.execute(
      "select crew_code from pilots where crew_code like 'B%' order by id offset 2042 limit 1",
    )) as unknown as { rows: { crew_code: string }[] }
  ).rows[0]?.crew_code;
  const lastYear = new Date().getUTCFullYear() - 1;
  // [name, call, body, the account that calls it (the super administrator unless named)]
  const cases: [string, string, unknown, string?][] = [
    ["pilots: first page", "pilot/sort_pilot", {}],
    ["pilots: page 500", "pilot/sort_pilot", { page_number: 500 }],
    [
      "pilots: middle page, by name",
      "pilot/sort_pilot",
      { page_number: 5000, filters: { sort_by: "full_name" } },
    ],
    ["pilots: keyword (name)", "pilot/sort_pilot", { keyword: "abc1" }],
    ["pilots: keyword (crew code)", "pilot/sort_pilot", { keyword: "B4242" }],
    ["pilots: fleet + position filter", "pilot/sort_pilot", { filters: { fleet: "B787", name_position: 2 } }],
    ["pilots: sort by name asc", "pilot/sort_pilot", { order: "+", filters: { sort_by: "full_name" } }],
    ["pilots: sort by seniority", "pilot/sort_pilot", { filters: { sort_by: "seniority_point" } }],
    ["pilots: autocomplete (common word)", "pilot/search_pilot", { keyword: "Trần" }],
    ["pilots: autocomplete (rare crew code)", "pilot/search_pilot", { keyword: "B4242" }],
    [
      "pilots: first-flight date range",
      "pilot/sort_pilot",
      { date_range: { start_date: "2005-01-01", end_date: "2006-12-31" } },
    ],
    ["users: first page", "auth/user/list", {}],
    // An account's own signed-in devices and second factors (its profile): read by its own indexes.
    ["signed-in devices: a pilot's own", "auth/sessions", {}, PILOT],
    ["second factors: the administrator's own", "auth/second_factor/status", {}],
    ["ledger: first page", "ledger/get_ledger", {}],
    ["ledger: page 500", "ledger/get_ledger", { page_number: 500 }],
    ["ledger: sort by SIM validity", "ledger/get_ledger", { sort_by: "sim", order: "+" }],
    [
      "ledger: SIM expiring within 30 days",
      "ledger/get_ledger",
      { filters: { expiring_within_days: 30, validity: "sim" } },
    ],
    [
      "ledger: any expiring within 60 days, B787",
      "ledger/get_ledger",
      { filters: { expiring_within_days: 60, fleet: "B787" } },
    ],
    ["ledger: sort by TO/LDG validity", "ledger/get_ledger", { sort_by: "to_ldg", order: "+" }],
    ["ledger: sort by e-learning due", "ledger/get_ledger", { sort_by: "elearning", order: "+" }],
    ["ledger: sort by line check validity", "ledger/get_ledger", { sort_by: "line_check", order: "+" }],
    ["ledger: sort by line check, latest first", "ledger/get_ledger", { sort_by: "line_check", order: "-" }],
    [
      "ledger: line check expiring within 30 days",
      "ledger/get_ledger",
      { filters: { expiring_within_days: 30, validity: "line_check" } },
    ],
    ["ledger: any expiring within 30 days", "ledger/get_ledger", { filters: { expiring_within_days: 30 } }],
    [
      "ledger: fleet B787, by line check",
      "ledger/get_ledger",
      { filters: { fleet: "B787" }, sort_by: "line_check" },
    ],
    [
      "ledger: expired line checks",
      "ledger/get_ledger",
      { filters: { expired: true, validity: "line_check" } },
    ],
    [
      "ledger: page 2000 by line check",
      "ledger/get_ledger",
      { page_number: 2000, page_count: 50, sort_by: "line_check" },
    ],
    ["ledger: keyword (crew code)", "ledger/get_ledger", { keyword: "B4242" }],
    ["ledger: figures", "ledger/get_figures", {}],
    ["audit list: first page", "audit/get_audit_list", {}],
    ["training file: timeline, first page", "training_file/get_timeline", { pilot_id: "BENCH_PILOT" }],
    [
      "training file: timeline, page 20 of 50, oldest first",
      "training_file/get_timeline",
      { pilot_id: "BENCH_PILOT", page_number: 20, page_count: 50, order: "+" },
    ],
    ["audit list: one record kind", "audit/get_audit_list", { filters: { entity: "line_check" } }],
    // The SIM list over 100 000 sessions (part2 §7): both forms and histories in two queries.
    ["SIM list: first page", "sim/get_sim_list", {}],
    ["SIM list: page 500", "sim/get_sim_list", { page_number: 500 }],
    ["SIM list: keyword (crew code)", "sim/get_sim_list", { keyword: "BENCH_CREW" }],
    ["SIM list: keyword (name)", "sim/get_sim_list", { keyword: "abc1" }],
    ["SIM list: keyword (place, common)", "sim/get_sim_list", { keyword: "vn0" }],
    // The same calls after a write elsewhere each time, so the kept count cannot answer.
    ["SIM list: first page, counted afresh", "sim/get_sim_list", {}],
    ["SIM list: keyword (place, common), counted afresh", "sim/get_sim_list", { keyword: "vn0" }],
    ["SIM list: keyword (2 letters), counted afresh", "sim/get_sim_list", { keyword: "p0" }],
    // Too short for a trigram: a pair in every session, a pair in three, one character.
    ["SIM list: keyword (2 letters, common), counted afresh", "sim/get_sim_list", { keyword: "vn" }],
    ["SIM list: keyword (2 letters, rare), counted afresh", "sim/get_sim_list", { keyword: "tu" }],
    ["SIM list: keyword (1 letter), counted afresh", "sim/get_sim_list", { keyword: "n" }],
    ["SIM list: keyword (1 letter, rare), counted afresh", "sim/get_sim_list", { keyword: "ắ" }],
    [
      "SIM list: date range (a month), by date",
      "sim/get_sim_list",
      {
        filter: "date_time",
        date_range: { start_date: `${lastYear}-03-01`, end_date: `${lastYear}-03-31` },
      },
    ],
    [
      "SIM list: keyword + date range",
      "sim/get_sim_list",
      { keyword: "vn0", date_range: { start_date: `${lastYear}-01-01` } },
    ],
    [
      "SIM list: keyword + date range, counted afresh",
      "sim/get_sim_list",
      { keyword: "vn0", date_range: { start_date: `${lastYear}-01-01` } },
    ],
    ["SIM list: an instructor's sessions", "sim/get_sim_list", {}, INSTRUCTOR],
    ["SIM list: a fleet's manager, first page", "sim/get_sim_list", {}, STAFF],
    ["SIM list: a fleet's manager, page 500", "sim/get_sim_list", { page_number: 500 }, STAFF],
    ["SIM list: a fleet's manager, keyword (name)", "sim/get_sim_list", { keyword: "abc1" }, STAFF],
    // My tasks reads the caller's own rows of every workflow through their crew-code and pilot indexes.
    ["my tasks: an instructor", "tasks/get_my_tasks", {}, INSTRUCTOR],
    ["my tasks: a pilot", "tasks/get_my_tasks", {}, PILOT],
    ["SIM list: As Pilot (themself)", "sim/get_sim_list", { themself: true }, PILOT],
    [
      "SIM list: As Pilot + date range",
      "sim/get_sim_list",
      { themself: true, date_range: { start_date: `${lastYear}-01-01`, end_date: `${lastYear}-12-31` } },
      PILOT,
    ],
    [
      "users: sort by name + date range",
      "auth/user/list",
      { sort_by: "full_name", date_range: { start_date: "2020-01-01" } },
    ],
    [
      "training flights: a pilot's first page",
      "flt_training/search_training_flight",
      { pilot_id: "BENCH_PILOT" },
    ],
    [
      "training flights: filters + date range",
      "flt_training/search_training_flight",
      {
        pilot_id: "BENCH_PILOT",
        filters: { special_flight: true, low_point: true },
        date_range: { start_date: "2020-06-01", end_date: "2024-12-31" },
      },
    ],
    [
      "training flights: flags as a list",
      "flt_training/search_training_flight",
      { pilot_id: "BENCH_PILOT", filters: ["grounded", "low_point"], sort_by: "instructor_name" },
    ],
    [
      "training flights: keyword + sort by type",
      "flt_training/search_training_flight",
      {
        pilot_id: "BENCH_PILOT",
        keyword: "pqc",
        order: "+",
        filters: { sort_by: "flight_type" },
      },
    ],
    // The FOT list: 5 a page (its default), the training figures computed for the page's rows only.
    ["fot list: first page", "pilot/fot_list", {}],
    [
      "fot list: 25 a page, by crew code",
      "pilot/fot_list",
      { page_count: 25, sort_by: "crew_code", order: "+" },
    ],
    [
      "fot list: keyword (pilots with 100 flights)",
      "pilot/fot_list",
      { keyword: "b10", sort_by: "crew_code", order: "+" },
    ],
    ["fot list: page 500", "pilot/fot_list", { page_number: 500 }],
    [
      "criteria report: a pilot with 100 flights",
      "flt_training/get_criteria_report_by_pilot_id",
      { pilot_id: "BENCH_PILOT", criteria: 4 },
    ],
    ["base trainings: a pilot's first page", "flt_training/base_training_list", { pilot_id: "BENCH_PILOT" }],
    [
      "base trainings: sort by airport + date range",
      "flt_training/base_training_list",
      {
        pilot_id: "BENCH_PILOT",
        sort_by: "airport",
        order: "+",
        date_range: { start_date: "2021-01-01", end_date: "2024-12-31" },
      },
    ],
    ["base trainings: all of a pilot", "flt_training/base_training_by_pilot", { pilot_id: "BENCH_PILOT" }],
    [
      "theory tests: a pilot's first page",
      "flt_training/get_theory_test_by_pilot",
      { pilot_id: "BENCH_PILOT" },
    ],
    [
      "theory tests: keyword + sort by instructor",
      "flt_training/get_theory_test_by_pilot",
      { pilot_id: "BENCH_PILOT", keyword: "huy", sort_by: "instructor_name" },
    ],
    [
      "progress theory: a pilot's first page",
      "flt_training/get_progress_theory_report_by_pilot",
      { pilot_id: "BENCH_PILOT" },
    ],
    [
      "progress theory: page 5 oldest first",
      "flt_training/get_progress_theory_report_by_pilot",
      { pilot_id: "BENCH_PILOT", page_number: 5, order: "+" },
    ],
    ["to ldg: first page (recency)", "toldg/get_all", { order: "+", filters: { sort_by: "recency_date" } }],
    ["to ldg: keyword + name sort", "toldg/get_all", { keyword: "abc1", filters: { sort_by: "full_name" } }],
    ["to ldg: keyword (email)", "toldg/get_all", { keyword: "bench4242@" }],
    ["to ldg: keyword (licence)", "toldg/get_all", { keyword: "VN34242" }],
    ["to ldg: page 500 by name", "toldg/get_all", { page_number: 500, filters: { sort_by: "full_name" } }],
    [
      "to ldg: recency date range",
      "toldg/get_all",
      { order: "+", filters: [], date_range: { start_date: "2000-01-01", end_date: "2099-12-31" } },
    ],
    // The demo's slot tables of all four fleets; the reply is an array (its length is the total column).
    ["sim slots: all fleets, timetable order", "sim/get_sim_slots", {}],
    ["sim slots: one fleet", "sim/get_sim_slots", { filters: { type: 1 } }],
    [
      "sim slots: keyword + sort by start",
      "sim/get_sim_slots",
      { keyword: "sim2", sort_by: "start", order: "+" },
    ],
    // Training documents, as the super administrator (every fleet) and 10 a page.
    ["mail outbox: first page", "system/get_mail_outbox", {}],
    ["mail outbox: page 500", "system/get_mail_outbox", { page_number: 500 }],
    ["mail outbox: failed", "system/get_mail_outbox", { filters: { status: 4 } }],
    ["mail outbox: keyword", "system/get_mail_outbox", { keyword: "bench42@" }],
    ["documents: first page", "training_document/sort_td", {}],
    ["documents: first page, counted afresh", "training_document/sort_td", {}],
    ["documents: page 500", "training_document/sort_td", { page_number: 500 }],
    ["documents: keyword", "training_document/sort_td", { keyword: "abc1" }],
    [
      "documents: fleet + type filter by name",
      "training_document/sort_td",
      { filters: { fleet: "B787", training_type: 1, sort_by: "document_name" }, order: "+" },
    ],
    [
      "documents: sort by type, page 50",
      "training_document/sort_td",
      { page_number: 50, sort_by: "training_type" },
    ],
    ["documents: latest of a type", "training_document/get_latest_td_by_type", { type: "SIM" }],
    // Line checks, 50 a page (part2 §9), each page with its reset-status histories in one more query.
    ["line checks: first page", "linecheck/get_line_check_list", {}],
    ["line checks: page 500", "linecheck/get_line_check_list", { page_number: 500 }],
    ["line checks: keyword", "linecheck/get_line_check_list", { keyword: "abc1" }],
    [
      "line checks: date range by date",
      "linecheck/get_line_check_list",
      {
        filter: "line_check_date",
        order: "+",
        date_range: { start_date: "2024-01-01", end_date: "2024-03-31" },
      },
    ],
    [
      "line checks: by pilot name, page 50",
      "linecheck/get_line_check_list",
      { filter: "pilot_name", page_number: 50 },
    ],
    // Line training, one tab of one type as the screen opens it (FOT, In Progress), 10 a page.
    [
      "line training: FOT in progress",
      "line_training/get_line_training_list",
      { line_training_type: 1, completed: 0 },
    ],
    [
      "line training: completed, page 500",
      "line_training/get_line_training_list",
      { line_training_type: 2, completed: 1, page_number: 500 },
    ],
    [
      "line training: keyword",
      "line_training/get_line_training_list",
      { line_training_type: 1, keyword: "abc1" },
    ],
    [
      "line training: date range by last submission",
      "line_training/get_line_training_list",
      {
        line_training_type: 3,
        filter: "last_submission",
        date_range: { start_date: "2018-01-01", end_date: "2019-12-31" },
      },
    ],
  ];
  // What inspectors opened: ROWS openings by the demo inspector under its grant.
  await database.db.execute(`
    insert into inspector_access_log (grant_id, inspector_id, pilot_id, action, opened_at)
    select g.id, g.inspector_id, p.id, 'training_file/get_timeline', now() - n * interval '1 minute'
    from generate_series(1, ${ROWS}) n,
      (select id, inspector_id from inspector_grants order by id limit 1) g,
      (select id from pilots where crew_code = 'P0001') p`);
  // Vacuumed as the rest of the fill: the embedded database's nightly maintenance.
  await database.db.execute("vacuum (analyze) inspector_access_log");
  const inspectorId = (
    (await database.db.execute("select id from users where email = 'inspector@demo.trms'")) as unknown as {
      rows: { id: number }[];
    }
  ).rows[0]?.id;
  cases.push(
    ["inspector access log: first page", "inspector/get_access_log", {}],
    [
      "inspector access log: one inspector, page 500",
      "inspector/get_access_log",
      { inspector_id: inspectorId, page_number: 500 },
    ],
    [
      "inspector access log: one inspector, page 500, counted afresh",
      "inspector/get_access_log",
      { inspector_id: inspectorId, page_number: 500 },
    ],
    ["inspector grants: first page", "inspector/get_grants", {}],
  );
  // An import of ROWS rows, one in fifty with a problem, and as many earlier imports.
  const batchId = (
    (await database.db.execute(`
      insert into import_batches (file_name, file_key, sha256, kinds, problems, created_by)
      select 'bench.xlsx', 'imports/bench.xlsx', repeat('0', 64), '{}'::jsonb, ${ROWS} / 50, id
      from users order by id limit 1 returning id`)) as unknown as { rows: { id: number }[] }
  ).rows[0]?.id;
  await database.db.execute(`
    insert into import_rows (batch_id, seq, sheet, row, kind, natural_key, action, problems)
    select ${batchId}, n, 'Crew', n + 1, 'crew', 'B' || n,
      case when n % 50 = 0 then 'problem' else 'create' end,
      case when n % 50 = 0 then '[{"column":"fleet","message":"import_option_unknown","values":{"value":"B999"}}]'::jsonb end
    from generate_series(1, ${ROWS}) n`);
  await database.db.execute(`
    insert into import_batches (file_name, file_key, sha256, kinds, problems, created_by, created_at)
    select 'bench-' || n || '.xlsx', 'imports/bench.xlsx', repeat('0', 64), '{}'::jsonb, 0, 1,
      now() - n * interval '1 hour'
    from generate_series(1, ${ROWS} / 10) n`);
  await database.db.execute("vacuum (analyze) import_rows");
  await database.db.execute("vacuum (analyze) import_batches");
  cases.push(
    ["import rows: first page", "import/get_rows", { batch_id: batchId }],
    ["import rows: page 2000", "import/get_rows", { batch_id: batchId, page_number: 2000, page_count: 50 }],
    [
      "import rows: problems only, page 20",
      "import/get_rows",
      { batch_id: batchId, problems_only: true, page_number: 20 },
    ],
    ["import history: first page", "import/get_batches", {}],
  );
  const thisYear = new Date().getUTCFullYear();
  cases.push(
    ["event reports: first page", "event_report/report_searching", {}],
    ["event reports: keyword (pilot name)", "event_report/report_searching", { keyword: "abc1" }],
    ["event reports: keyword (flight)", "event_report/report_searching", { keyword: "vn-a42" }],
    [
      "event reports: fleet + date range, by minus point",
      "event_report/report_searching",
      {
        filters: { fleet: "B787", sort_by: "minus_point" },
        date_range: { start_date: `${thisYear - 1}-01-01`, end_date: `${thisYear - 1}-06-30` },
      },
    ],
    ["event reports: page 500", "event_report/report_searching", { page_number: 500 }],
    ["event reports: statistics, this year", "event_report/report_statistics", { years: [thisYear] }],
    [
      "event reports: statistics, 3 years (all 100 000)",
      "event_report/report_statistics",
      { years: [thisYear - 2, thisYear - 1, thisYear] },
    ],
    [
      "event reports: a pilot's profile table",
      "event_report/get_report_by_pilot",
      { pilot_id: "BENCH_PILOT" },
    ],
  );
  let failed = false;
  if (only?.length)
    cases.splice(
      0,
      cases.length,
      ...cases.filter(([name]) => only.some((prefix) => name.startsWith(prefix))),
    );
  console.log(`\n| call | median ms | p95 ms | total |\n| --- | ---: | ---: | ---: |`);
  for (const [name, url, body, as] of cases) {
    const times: number[] = [];
    let total = 0;
    for (let i = 0; i < RUNS; i++) {
      // Another statement writing the table, untimed: the call counts its matches again.
      if (name.endsWith("counted afresh"))
        await database.db.execute("update list_versions set version = version + 1");
      const start = performance.now();
      const response = await app.inject({
        method: "POST",
        url: `/api/v1/${url}`,
        headers: { "access-token": as ? (tokens[as] as string) : token, "application-type": "5" },
        payload: JSON.parse(
          JSON.stringify(body)
            .replace('"BENCH_PILOT"', String(benchPilot))
            .replace("BENCH_CREW", String(benchCrew).toLowerCase()),
        ),
      });
      times.push(performance.now() - start);
      if (response.statusCode !== 200) throw new Error(`${name}: ${response.body}`);
      const data = response.json().data;
      total =
        data.total ??
        data.length ??
        data.months?.reduce((sum: number, m: { reports: number }) => sum + m.reports, 0);
    }
    times.sort((a, b) => a - b);
    const median = times[Math.floor(times.length / 2)] as number;
    const p95 = times[Math.floor(times.length * 0.95)] as number;
    if (median > BUDGET_MS) failed = true;
    console.log(`| ${name} | ${median.toFixed(1)} | ${p95.toFixed(1)} | ${total} |`);
  }
  if (!only?.length || only.some((prefix) => "training file".startsWith(prefix))) {
    const runs = await timeTrainingFile(app, token, benchPilot as number);
    console.log(
      `\n| training file PDF (${fileRecords} records) | ms | pages | size MB |\n| --- | ---: | ---: | ---: |`,
    );
    for (const [i, run] of runs.entries())
      console.log(
        `| ${i === 0 ? "1 (first PDF: loads pdfkit and the fonts)" : i + 1} | ${run.ms.toFixed(0)} | ${run.pages} | ${(run.bytes / 1048576).toFixed(1)} |`,
      );
    const slowest = Math.max(...runs.map((run) => run.ms));
    console.log(`slowest ${slowest.toFixed(0)} ms (budget ${TRAINING_FILE_BUDGET_MS})`);
    if (slowest > TRAINING_FILE_BUDGET_MS) failed = true;
  }
  await app.close();
  await rm(dataDir, { recursive: true, force: true });
  console.log(failed ? `\nover budget (${BUDGET_MS} ms median)` : `\nall within ${BUDGET_MS} ms (median)`);
  process.exitCode = failed ? 1 : 0;
}

// Only when run as the benchmark itself, not when another bench imports fill().
if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await main();
