/**
 * List calls against 100 000 rows: `npm run bench` (PGlite) or with DATABASE_URL (PostgreSQL).
 * Budget: each call answers in under 50 ms (median), paging, filtering and sorting in SQL.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { pathToFileURL } from "node:url";
import { buildApp } from "../src/app";
import { loadConfig } from "../src/config";
import { createPglite, type DatabaseHandle, openPglite, openPostgres } from "../src/db/client";
import { seedDemo } from "../src/db/seed";

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const RUNS = 15;
const BUDGET_MS = 50;

async function open(): Promise<DatabaseHandle> {
  const url = process.env.DATABASE_URL;
  return url ? openPostgres(url) : openPglite(await createPglite());
}

/** 100 000 pilots with TO LDG records and flights, and 100 000 training flights (memory.bench uses it too). */
export async function fill(handle: DatabaseHandle) {
  // One pass in SQL: accounts, then their pilot profiles, across fleets, positions and groups.
  await handle.db.execute(`
    insert into users (email, full_name, role, fleet, password_salt, password_hash)
    select 'bench' || g || '@bench.trms',
           (array['Nguyễn','Trần','Lê','Phạm','Hoàng'])[1 + g % 5] || ' Văn ' || md5(g::text),
           4, (array['A321','B787','A350','ATR72'])[1 + g % 4], 'salt', 'hash'
    from generate_series(1, ${ROWS}) g`);
  await handle.db.execute(`
    insert into pilots (user_id, crew_code, full_name, fleet, name_position, department_position, seniority_point, first_flight_date)
    select u.id, 'B' || u.id, u.full_name, u.fleet, u.id % 4, 'Group ' || (u.id % 12), (u.id % 500)::real,
           date '2000-01-01' + (u.id % 8000)
    from users u where u.email like 'bench%'`);
  // TO LDG: a record for every bench pilot and 5 survey flights each (500 000 rows).
  await handle.db.execute(`
    insert into toldg_records (pilot_id, license_number, sim_date, recency_date, ac_expired_date, total_flight_hours, on_type_flight_hours, submitted_at)
    select p.id, 'VN' || (30000 + p.id), current_date - (p.id % 200), current_date + 90 - (p.id % 150), current_date + 90 - (p.id % 150),
           (1000 + p.id % 9000)::real, (300 + p.id % 4000)::real, now()
    from pilots p where p.crew_code like 'B%'`);
  await handle.db.execute(`
    insert into toldg_flights (pilot_id, flight_date, to_number, ldg_number)
    select r.pilot_id, current_date - (r.pilot_id % 150) - k * 3, 1, 1
    from toldg_records r, generate_series(0, 4) k where r.pilot_id in (select id from pilots where crew_code like 'B%')`);
  // Training flights: 100 000 records over the first 1 000 bench pilots (100 each), by the demo instructor.
  await handle.db.execute(`
    insert into training_flights (pilot_id, instructor_id, instructor_name, instructor_signature, flight_type,
      date_of_flight, number_of_sector, routes, autoland_at, grounded, criteria, min_score, report_file)
    select p.id, i.id, 'Trần Quốc Huy', 'Trần Quốc Huy', g % 6, date '2020-01-01' + (g % 2000), 2,
      (array['HAN-SGN, SGN-HAN','DAD-CXR, CXR-DAD','HAN-PQC, PQC-HAN'])[1 + g % 3],
      case when g % 5 = 0 then 'HAN' end, g % 13 = 0, '{}'::jsonb, 1 + g % 5, 'training_file/bench.pdf'
    from generate_series(0, ${ROWS} - 1) g
    join (select id, row_number() over (order by id) - 1 as n from pilots where crew_code like 'B%' order by id limit 1000) p
      on p.n = g % 1000
    cross join (select id from pilots where crew_code = 'I0001') i`);
  await handle.db.execute("analyze");
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
  console.log(`filling ${ROWS} pilots on ${database.kind}…`);
  await fill(database);
  const challenge = async (email: string) => {
    const { createHash } = await import("node:crypto");
    const sha = (t: string) => createHash("sha256").update(t).digest("hex");
    const c = (await app.inject({ method: "POST", url: "/api/v1/auth/login", payload: { email } })).json()
      .data;
    const v = await app.inject({
      method: "POST",
      url: "/api/v1/auth/login/validate",
      payload: { email, password: sha(sha("Demo@1234") + c.salt) + c.code },
    });
    return v.json().data.token as string;
  };
  const token = await challenge("admin@demo.trms");
  const benchPilot = (
    (await database.db.execute("select min(id) as id from pilots where crew_code like 'B%'")) as unknown as {
      rows: { id: number }[];
    }
  ).rows[0]?.id;
  const cases: [string, string, unknown][] = [
    ["pilots: first page", "pilot/sort_pilot", {}],
    ["pilots: page 500", "pilot/sort_pilot", { page_number: 500 }],
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
    ["to ldg: first page (recency)", "toldg/get_all", { order: "+", filters: { sort_by: "recency_date" } }],
    ["to ldg: keyword + name sort", "toldg/get_all", { keyword: "abc1", filters: { sort_by: "full_name" } }],
    ["to ldg: keyword (email)", "toldg/get_all", { keyword: "bench4242@" }],
    ["to ldg: keyword (licence)", "toldg/get_all", { keyword: "VN34242" }],
    ["to ldg: page 500 by name", "toldg/get_all", { page_number: 500, filters: { sort_by: "full_name" } }],
    [
      "to ldg: recency date range",
      "toldg/get_all",
      { order: "+", filters: [], date_range: { start_date: "2000-01-01", end_date: "2100-01-01" } },
    ],
  ];
  let failed = false;
  console.log(`\n| call | median ms | p95 ms | total |\n| --- | ---: | ---: | ---: |`);
  for (const [name, url, body] of cases) {
    const times: number[] = [];
    let total = 0;
    for (let i = 0; i < RUNS; i++) {
      const start = performance.now();
      const response = await app.inject({
        method: "POST",
        url: `/api/v1/${url}`,
        headers: { "access-token": token, "application-type": "5" },
        payload: JSON.parse(JSON.stringify(body).replace('"BENCH_PILOT"', String(benchPilot))),
      });
      times.push(performance.now() - start);
      if (response.statusCode !== 200) throw new Error(`${name}: ${response.body}`);
      total = response.json().data.total ?? response.json().data.length;
    }
    times.sort((a, b) => a - b);
    const median = times[Math.floor(times.length / 2)] as number;
    const p95 = times[Math.floor(times.length * 0.95)] as number;
    if (median > BUDGET_MS) failed = true;
    console.log(`| ${name} | ${median.toFixed(1)} | ${p95.toFixed(1)} | ${total} |`);
  }
  await app.close();
  await rm(dataDir, { recursive: true, force: true });
  console.log(failed ? `\nover budget (${BUDGET_MS} ms median)` : `\nall within ${BUDGET_MS} ms (median)`);
  process.exitCode = failed ? 1 : 0;
}

// Only when run as the benchmark itself, not when another bench imports fill().
if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await main();
