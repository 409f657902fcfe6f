import { eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshDatabase } from "../../test/harness";
import type { DatabaseHandle } from "./client";
import { MAINTENANCE_JOB, runMaintenanceForToday, scheduleEmbeddedMaintenance } from "./maintenance";
import { dailyJobRuns } from "./tables/daily-job.table";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await freshDatabase();
  await database.db.execute("create table maintenance_probe (id integer primary key, note text)");
  await database.db.execute(
    "insert into maintenance_probe select g, repeat('x', 40) from generate_series(1, 5000) g",
  );
});
afterAll(async () => {
  await database.close();
});

const silent = { info() {}, error() {}, warn() {} } as unknown as FastifyBaseLogger;

/** The last airline day the maintenance completed, as `daily_job_runs` records it. */
async function completedDay() {
  const [row] = await database.db.select().from(dailyJobRuns).where(eq(dailyJobRuns.job, MAINTENANCE_JOB));
  return row?.completedDay;
}

/** How many table rows an index-only walk of the probe's key still reads from the table. */
async function heapFetches(): Promise<number> {
  return database.db.transaction(async (tx) => {
    await tx.execute("set local enable_seqscan = off");
    await tx.execute("set local enable_bitmapscan = off");
    const result = (await tx.execute(
      "explain (analyze, format json) select id from maintenance_probe where id > 0 order by id",
    )) as unknown as { rows: Record<string, unknown>[] };
    const cell = Object.values(result.rows[0] ?? {})[0];
    const plan = (typeof cell === "string" ? JSON.parse(cell) : cell) as { Plan: Record<string, unknown> }[];
    const node = plan[0]?.Plan as { "Node Type": string; "Heap Fetches"?: number };
    expect(node["Node Type"]).toBe("Index Only Scan");
    return node["Heap Fetches"] ?? 0;
  });
}

describe("embedded database maintenance", () => {
  it("vacuums once a day, after which index-only scans stop reading the table", async () => {
    // PGlite has no autovacuum: fresh rows are read from the table by every index-only walk.
    // (PostgreSQL's own autovacuum may have got there first, so only PGlite is asserted before.)
    if (database.kind === "pglite") expect(await heapFetches()).toBe(5000);
    const day = new Date("2026-11-23T21:00:00Z"); // 04:00 on the 24th at the airline
    const first = await runMaintenanceForToday(database, day);
    expect(first.ran).toBe(true);
    expect(await heapFetches()).toBe(0);
    // Once a day, across restarts and instances: the day is recorded in daily_job_runs.
    expect((await runMaintenanceForToday(database, day)).ran).toBe(false);
    expect(await completedDay()).toBe("2026-11-24");
    await database.db.execute("update maintenance_probe set note = 'y' where id <= 100");
    if (database.kind === "pglite") expect(await heapFetches()).toBeGreaterThan(0);
    expect((await runMaintenanceForToday(database, new Date("2026-11-24T21:00:00Z"))).ran).toBe(true);
    expect(await heapFetches()).toBe(0);
  });

  it("is scheduled on the embedded database only, and waits for its hour of the night", async () => {
    const schedule = scheduleEmbeddedMaintenance({
      database,
      log: silent,
      now: () => new Date("2026-11-25T19:00:00Z"),
    });
    if (database.kind === "postgres") {
      expect(schedule).toBeNull();
      return;
    }
    expect(schedule).not.toBeNull();
    await schedule?.running();
    await schedule?.stop();
    // 02:00 on the 26th at the airline: before the hour, nothing ran.
    expect(await completedDay()).toBe("2026-11-25");
    const later = scheduleEmbeddedMaintenance({
      database,
      log: silent,
      now: () => new Date("2026-11-25T20:30:00Z"),
    });
    await later?.running();
    await later?.stop();
    expect(await completedDay()).toBe("2026-11-26");
  });
});
