import pg from "pg";
import { expect, it } from "vitest";
import {
  describeStartupWait,
  STARTUP_APPLICATION_NAME,
  STARTUP_LOCK_KEY,
  type StartupWait,
} from "../src/db/client";
import { freshDatabase, postgresUrlOf } from "./harness";

/**
 * A start on PostgreSQL waits for the start-up lock without a time limit (another instance's
 * migrations may take minutes), but not silently: while it waits it reports who holds
 * the lock, and it goes on as soon as the lock is released.
 */
it.runIf(process.env.TRMS_TEST_DB === "postgres")(
  "a start waiting for the start-up lock says who holds it, and goes on once it is released",
  async () => {
    const database = await freshDatabase();
    const holder = new pg.Client({
      connectionString: postgresUrlOf(database),
      application_name: "another instance",
    });
    await holder.connect();
    try {
      await holder.query("select pg_advisory_lock($1)", [STARTUP_LOCK_KEY]);
      const holderPid = (await holder.query("select pg_backend_pid() as pid")).rows[0].pid as number;
      const waits: StartupWait[] = [];
      let done = false;
      const migrating = database
        .migrate({ onWait: (wait) => waits.push(wait), waitReportMs: 200 })
        .then(() => {
          done = true;
        });
      await expect.poll(() => waits.length, { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
      expect(done).toBe(false);
      const wait = waits.at(-1) as StartupWait;
      expect(wait.waitEvent).toBe("Lock: advisory");
      expect(wait.blockers).toEqual([
        expect.objectContaining({ pid: holderPid, application_name: "another instance", state: "idle" }),
      ]);
      const line = describeStartupWait(wait);
      expect(line).toContain(`pid ${holderPid} (another instance)`);
      expect(line).toContain("(Lock: advisory)");
      // The waiting start shows itself under its own name.
      const names = await holder.query(
        "select application_name from pg_stat_activity where wait_event = 'advisory' and datname = current_database()",
      );
      expect(names.rows.map((row) => row.application_name)).toEqual([STARTUP_APPLICATION_NAME]);

      await holder.query("select pg_advisory_unlock($1)", [STARTUP_LOCK_KEY]);
      await migrating;
      const reported = waits.length;
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(waits.length).toBe(reported); // no report after the start went on
    } finally {
      await holder.end();
      await database.close();
    }
  },
  60_000,
);
