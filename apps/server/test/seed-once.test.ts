import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { count } from "drizzle-orm";
import { afterAll, expect, it } from "vitest";
import { openPostgres } from "../src/db/client";
import { users } from "../src/db/tables/user.table";
import { localFileStore } from "../src/lib/files/file-store";
import { seedDemo } from "../src/seed";
import { freshDatabase, postgresUrlOf } from "./harness";

/**
 * Two first starts with SEED_DEMO=1 on one empty PostgreSQL database: the demo is seeded
 * once, under the start-up lock, and neither start fails on a duplicate key.
 */
const dirs: string[] = [];
afterAll(async () => {
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

it.runIf(process.env.TRMS_TEST_DB === "postgres")(
  "seeds the demo once when two instances start together",
  async () => {
    const database = await freshDatabase();
    const second = await openPostgres(postgresUrlOf(database));
    try {
      const dir = await mkdtemp(path.join(tmpdir(), "trms-seed-once-"));
      dirs.push(dir);
      const store = localFileStore(path.join(dir, "files"));
      const outcomes = await Promise.all([seedDemo(database.db, store), seedDemo(second.db, store)]);
      expect(outcomes.sort()).toEqual([false, true]);
      const [seeded] = await database.db.select({ n: count() }).from(users);
      expect(await seedDemo(second.db, store)).toBe(false);
      const [again] = await database.db.select({ n: count() }).from(users);
      expect(again?.n).toBe(seeded?.n);
      expect(seeded?.n).toBeGreaterThan(20);
    } finally {
      await second.close();
      await database.close();
    }
  },
  120_000,
);
