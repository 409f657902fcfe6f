/**
 * The SIM Excel import: `npm run bench:sim-import` (PGlite) or with DATABASE_URL (PostgreSQL).
 * Budget: 1 000 rows parsed, checked and stored in at most 1.5 s (median of 5 imports).
 */
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import ExcelJS from "exceljs";
import { buildApp } from "../src/app";
import { loadConfig } from "../src/config";
import { createPglite, type DatabaseHandle, openPglite, openPostgres } from "../src/db/client";
import { SIM_EXCEL_COLUMNS } from "../src/features/sim";
import { seedDemo } from "../src/seed";
import { signIn } from "./fill";

const ROWS = Number(process.env.BENCH_ROWS ?? 1000);
const RUNS = 5;
const BUDGET_MS = 1500;

async function open(): Promise<DatabaseHandle> {
  const url = process.env.DATABASE_URL;
  return url ? await openPostgres(url) : await openPglite(await createPglite());
}

/** 1 000 sessions of the demo crew, one every 5 hours from `year`-01-01, as date cells and text. */
async function workbook(year: number): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet("SIM");
  sheet.addRow(SIM_EXCEL_COLUMNS.map(([, header]) => header));
  for (let i = 0; i < ROWS; i++) {
    const a = new Date(Date.UTC(year, 0, 1, i * 5));
    const b = new Date(a.getTime() + 24 * 3600_000);
    sheet.addRow(["P0001", "P0002", "I0001", a, "VN001", "I0001", b, "CAE VN018", `bench row ${i}`]);
  }
  return Buffer.from(await book.xlsx.writeBuffer());
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
  const token = await signIn(app, "admin@demo.trms");
  const times: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const file = await workbook(2040 + run);
    const form = new FormData();
    form.append("monthly_sim", new Blob([new Uint8Array(file)]), "bench.xlsx");
    const request = new Request("http://bench/", { method: "POST", body: form });
    const payload = Buffer.from(await request.arrayBuffer());
    const started = performance.now();
    const response = await app.inject({
      method: "POST",
      url: "/api/v1/sim/create_sim_from_excel",
      headers: {
        "application-type": "5",
        "access-token": token,
        "content-type": request.headers.get("content-type") as string,
      },
      payload,
    });
    const elapsed = performance.now() - started;
    const created = response.json().data?.created;
    if (response.statusCode !== 200 || created !== ROWS) {
      throw new Error(`import failed: ${response.statusCode} ${response.body.slice(0, 300)}`);
    }
    times.push(elapsed);
    console.log(`run ${run + 1}: ${ROWS} rows in ${elapsed.toFixed(0)} ms`);
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)] as number;
  const verdict = median <= BUDGET_MS ? "within" : "OVER";
  console.log(
    `SIM import of ${ROWS} rows on ${database.kind}: median ${median.toFixed(0)} ms (${verdict} ${BUDGET_MS} ms)`,
  );
  // Closing the app closes the database too.
  await app.close();
  if (median > BUDGET_MS) process.exitCode = 1;
}

void main();
