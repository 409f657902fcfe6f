/**
 * A pilot's whole file as one ZIP (`npm run bench:archive`): a pilot with ten
 * years of records (about 500, with their audit trails) and 1 000 stored files, downloaded from the
 * compiled server while its RSS is sampled every 10 ms.
 *
 * Budget: the whole ZIP in under 10 s, with memory flat (streamed: the server's peak over its idle
 * RSS at most 200 MB whatever the archive's size; BENCH_FILE_KB=1000 makes it 1 GB). BENCH_DB (default `postgres,pglite`), DATABASE_URL, BENCH_RUNS
 * (default 2), BENCH_FILE_KB (each file's size, default 200); BENCH_WRITE_DOCS=0 only prints.
 */
import { randomBytes, randomUUID } from "node:crypto";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { Readable } from "node:stream";
import { insertEventReport, occurrenceMonth, setEventReportPilots } from "../src/features/event-report";
import { storedFileKey } from "../src/lib/files/file-key";
import { localFileStore } from "../src/lib/files/file-store";
import { seedDemo } from "../src/seed";
import { loadAverage, machine, stamp, writeLatest } from "./figures";
import {
  benchDatabase,
  cpuMs,
  rssMb,
  runServerBench,
  sampleRss,
  signIn,
  startCompiledServer,
  stopServer,
  waitForHealth,
} from "./server-process";
import { fillTrainingFile } from "./training-file";

const PORT = Number(process.env.BENCH_PORT ?? 3293);
const RUNS = Number(process.env.BENCH_RUNS ?? 2);
const MODES = (process.env.BENCH_DB ?? "postgres,pglite").split(",") as Mode[];
const RECORDS = 500;
const FILES = 1_000;
const FILES_PER_REPORT = 100;
const FILE_BYTES = Number(process.env.BENCH_FILE_KB ?? 200) * 1024;
const TIME_BUDGET_MS = 10_000;
/**
 * The server's peak over its idle RSS: the PDFs' writer and fonts, the stream buffers and garbage
 * not yet collected; the same with a 200 MB and a 1 GB archive (docs/benchmarks/pilot-archive.md).
 */
const MEMORY_BUDGET_MB = 200;
const base = `http://127.0.0.1:${PORT}`;

type Mode = "postgres" | "pglite";

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** The demo pilot P0001 topped up to RECORDS records with their audit rows, and FILES files on reports naming them. */
async function prepare(mode: Mode) {
  const bench = await benchDatabase(mode, "archive");
  const { handle, dataDir } = bench;
  await handle.migrate();
  const store = localFileStore(path.join(dataDir, "files"));
  await seedDemo(handle.db, store);
  const [pilot] = rowsOf<{ id: number }>(
    await handle.db.execute("select id from pilots where crew_code = 'P0001'"),
  );
  if (!pilot) throw new Error("no demo pilot P0001");
  await fillTrainingFile(handle, pilot.id, RECORDS);
  // The files hang on event reports naming the pilot, FILES_PER_REPORT each: an archive finds a
  // record's files through the links its reply carries, and a report's reply lists them all.
  const occurredAt = new Date("2020-06-15T03:00:00Z");
  const reportIds: number[] = [];
  for (let n = 0; n < Math.ceil(FILES / FILES_PER_REPORT); n++) {
    const id = await insertEventReport(
      handle.db,
      {
        occurredAt,
        occurredMonth: occurrenceMonth(occurredAt),
        flightNumber: `VN${100 + n}`,
        aircraftRegistration: "VN-A601",
        sector: "HAN-SGN",
        content: "Bench",
        note: null,
        fleet: null,
        minusPointTotal: 1,
      },
      null,
    );
    await setEventReportPilots(handle.db, id, occurrenceMonth(occurredAt), [
      { pilot_id: pilot.id, minus_point: 1 },
    ]);
    reportIds.push(id);
  }
  // One filler body, different bytes per file only in a short head: what matters is size and count.
  const filler = randomBytes(FILE_BYTES);
  const values: string[] = [];
  for (let n = 0; n < FILES; n++) {
    const reportId = reportIds[Math.floor(n / FILES_PER_REPORT)] as number;
    const name = `Report ${n + 1}.pdf`;
    const key = storedFileKey({ folder: "event_report_file", name, mime: "application/pdf" });
    const head = Buffer.from(`%PDF-1.4\n% ${randomUUID()}\n`);
    await store.put(key, Readable.from([head, filler]));
    values.push(
      `('event_report_file', ${reportId}, '${key}', '${name}', 'application/pdf', ${head.length + filler.length}, 'bench')`,
    );
  }
  await handle.db.execute(
    `insert into attachments (record_kind, record_id, file_key, original_name, mime, size, sha256) values ${values.join(",")}`,
  );
  await handle.close();
  return bench;
}

/** Downloads one archive, counting its bytes as they arrive and sampling the server's RSS. */
async function download(pid: number, token: string, pilotId: number) {
  const rss = sampleRss(pid);
  const cpuBefore = await cpuMs(pid);
  const started = performance.now();
  const response = await fetch(`${base}/api/v1/training_file/download_archive?pilot_id=${pilotId}`, {
    headers: { "access-token": token, "accept-language": "vi" },
  });
  let firstByte = 0;
  let bytes = 0;
  const reader = response.body?.getReader();
  for (;;) {
    const chunk = await reader?.read();
    if (!chunk || chunk.done) break;
    if (!firstByte) firstByte = performance.now() - started;
    bytes += chunk.value.length;
  }
  const total = performance.now() - started;
  const cpu = (await cpuMs(pid)) - cpuBefore;
  const peak = await rss.stop();
  if (response.status !== 200) throw new Error(`download_archive answered ${response.status}`);
  return { firstByte, total, cpu, bytes, peak };
}

async function measure(mode: Mode): Promise<boolean> {
  console.log(`filling ${RECORDS} records and ${FILES} files of ${FILE_BYTES / 1024} KB on ${mode}…`);
  const { dataDir, databaseUrl, cleanup } = await prepare(mode);
  const child = startCompiledServer({ dataDir, port: PORT, databaseUrl });
  try {
    await waitForHealth(base);
    const pid = child.pid as number;
    const token = await signIn(base, "admin@demo.trms");
    const pilots = (await (
      await fetch(`${base}/api/v1/pilot/sort_pilot`, {
        method: "POST",
        headers: { "content-type": "application/json", "access-token": token },
        body: JSON.stringify({ keyword: "P0001" }),
      })
    ).json()) as { data: { pilots: { id: number; crew_code: string }[] } };
    const pilotId = pilots.data.pilots.find((p) => p.crew_code === "P0001")?.id as number;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const idle = await rssMb(pid);
    const loadBefore = loadAverage();
    const started = stamp();
    const table = [
      "| run | first byte ms | whole ZIP ms | server CPU ms | size MB | peak RSS MB | over idle MB |",
      "| --- | ---: | ---: | ---: | ---: | ---: | ---: |",
    ];
    console.log(`\nserver (compiled, ${mode}): RSS idle ${idle.toFixed(0)} MB; load average ${loadBefore}`);
    console.log(table.join("\n"));
    const results = [];
    for (let run = 1; run <= RUNS; run++) {
      const result = await download(pid, token, pilotId);
      results.push(result);
      const row = `| ${run} | ${result.firstByte.toFixed(0)} | ${result.total.toFixed(0)} | ${result.cpu} | ${(result.bytes / 1048576).toFixed(1)} | ${result.peak.toFixed(0)} | ${(result.peak - idle).toFixed(0)} |`;
      table.push(row);
      console.log(row);
    }
    const worst = Math.max(...results.map((r) => r.total));
    const over = Math.max(...results.map((r) => r.peak)) - idle;
    const size = Math.max(...results.map((r) => r.bytes)) / 1048576;
    // Flat: what the server holds over its idle size is bounded, whatever the archive's size.
    const met = worst <= TIME_BUDGET_MS && over <= MEMORY_BUDGET_MB;
    const verdict =
      `slowest ${(worst / 1000).toFixed(2)} s (budget ${TIME_BUDGET_MS / 1000} s); the server's peak ${over.toFixed(0)} MB ` +
      `over idle (budget ${MEMORY_BUDGET_MB} MB) for a ${size.toFixed(0)} MB archive: ${met ? "met" : "NOT met"}`;
    const loadAfter = loadAverage();
    console.log(`\n${mode}: ${verdict}; load average ${loadAfter}`);
    await writeLatest("pilot-archive.md", `bench:archive ${mode}`, [
      `### ${mode === "postgres" ? "PostgreSQL" : "PGlite (embedded)"}: ${started}`,
      "",
      `Pilot P0001 with ${RECORDS} records and ${FILES} files of ${FILE_BYTES / 1024} KB, ${RUNS} downloads back to back, ` +
        `server idle ${idle.toFixed(0)} MB. Machine: ${machine()}; load average ${loadBefore} before, ${loadAfter} after.`,
      "",
      ...table,
      "",
      `**${verdict}.**`,
    ]);
    return met;
  } finally {
    await stopServer(child);
    await cleanup();
  }
}

runServerBench(MODES, measure);
