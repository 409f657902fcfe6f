import { DrizzleQueryError, eq, sql } from "drizzle-orm";
import {
  boolean,
  date,
  integer,
  jsonb,
  numeric,
  pgTable,
  real,
  serial,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshDatabase } from "../../test/harness";
import type { DatabaseHandle } from "../db/client";
import { uniqueViolation } from "./db-errors";
import { countAll, flatRowMapper, runOnDriver, withFlatRows } from "./sql";

// Every kind of value a list selects: text, numbers, a date as a string, a timestamp as a Date,
// a boolean, JSON, a joined column that may be null, and SQL expressions with and without mapWith.
const probes = pgTable("flat_rows_probe", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  count: integer("count"),
  score: real("score"),
  amount: numeric("amount"),
  day: date("day"),
  at: timestamp("at", { withTimezone: true }),
  flag: boolean("flag"),
  data: jsonb("data"),
});
const notes = pgTable("flat_rows_note", {
  probeId: integer("probe_id").notNull(),
  note: text("note"),
});

let database: DatabaseHandle;
beforeAll(async () => {
  database = await freshDatabase();
  await database.db.execute(`create table flat_rows_probe (id serial primary key, name text not null, count integer,
    score real, amount numeric, day date, at timestamptz, flag boolean, data jsonb)`);
  await database.db.execute("create table flat_rows_note (probe_id integer not null, note text)");
  await database.db.insert(probes).values([
    {
      name: "Nguyễn Văn Đức",
      count: 3,
      score: 2.5,
      amount: "10.25",
      day: "2026-11-24",
      at: new Date("2026-11-24T05:06:07.000Z"),
      flag: true,
      data: { a: [1, 2] },
    },
    { name: "empty" },
  ]);
  await database.db.insert(notes).values({ probeId: 1, note: "seen" });
});
afterAll(async () => {
  await database.close();
});

const select = () =>
  database.db
    .select({
      id: probes.id,
      name: probes.name,
      count: probes.count,
      score: probes.score,
      amount: probes.amount,
      day: probes.day,
      at: probes.at,
      flag: probes.flag,
      data: probes.data,
      note: notes.note,
      total: countAll(),
      upper: sql<string>`upper(${probes.name})`,
    })
    .from(probes)
    .leftJoin(notes, eq(notes.probeId, probes.id))
    .groupBy(probes.id, notes.note)
    .orderBy(probes.id);

describe("the flat row mapper of prepared list statements", () => {
  it("maps every row exactly as Drizzle's own mapping does", async () => {
    const drizzleRows = await select().prepare("flat_rows_drizzle").execute();
    const flat = withFlatRows(select().prepare("flat_rows_flat"));
    expect((flat as unknown as { customResultMapper?: unknown }).customResultMapper).toBeTypeOf("function");
    const flatRows = await flat.execute();
    expect(flatRows).toEqual(drizzleRows);
    expect(flatRows[0]?.at).toBeInstanceOf(Date);
    expect(flatRows[0]?.total).toBe(1);
    expect(flatRows[1]).toMatchObject({ name: "empty", count: null, day: null, note: null, data: null });
  });

  it("leaves a nested select to Drizzle, which nulls a missing joined object", async () => {
    const nested = () =>
      database.db
        .select({ probe: { id: probes.id }, note: { text: notes.note } })
        .from(probes)
        .leftJoin(notes, eq(notes.probeId, probes.id))
        .orderBy(probes.id);
    const statement = withFlatRows(nested().prepare("flat_rows_nested"));
    expect((statement as unknown as { customResultMapper?: unknown }).customResultMapper).toBeUndefined();
    expect(await statement.execute()).toEqual([
      { probe: { id: 1 }, note: { text: "seen" } },
      { probe: { id: 2 }, note: null },
    ]);
    expect(flatRowMapper([{ path: ["a", "b"], field: probes.id }], true)).toBeUndefined();
    expect(flatRowMapper([{ path: ["a", "b", "c"], field: probes.id }])).toBeUndefined();
  });

  it("maps a select nested one level over inner joins exactly as Drizzle does", async () => {
    const nested = () =>
      database.db
        .select({
          probe: probes,
          note: { text: notes.note, upper: sql<string>`upper(${notes.note})` },
          total: countAll(),
        })
        .from(probes)
        .innerJoin(notes, eq(notes.probeId, probes.id))
        .groupBy(probes.id, notes.note)
        .orderBy(probes.id);
    const drizzleRows = await nested().prepare("flat_rows_nested_drizzle").execute();
    const statement = withFlatRows(nested().prepare("flat_rows_nested_inner"));
    expect((statement as unknown as { customResultMapper?: unknown }).customResultMapper).toBeTypeOf(
      "function",
    );
    const rows = await statement.execute();
    expect(rows).toEqual(drizzleRows);
    expect(rows[0]?.probe.at).toBeInstanceOf(Date);
    expect(rows[0]).toMatchObject({
      probe: { name: "Nguyễn Văn Đức" },
      note: { text: "seen", upper: "SEEN" },
    });
  });
});

describe("prepared statements sent to the driver directly", () => {
  const byName = () =>
    database.db
      .select({ id: probes.id, name: probes.name, at: probes.at, day: probes.day })
      .from(probes)
      .where(
        sql`${probes.name} like ${sql.placeholder("pattern")} and ${probes.id} >= ${sql.placeholder("from")}`,
      )
      .orderBy(probes.id);

  it("answers what Drizzle's own execute answers, placeholders filled by name", async () => {
    const values = { pattern: "%", from: 1 };
    const drizzleRows = await byName().prepare("direct_drizzle").execute(values);
    const direct = runOnDriver(withFlatRows(byName().prepare("direct_direct")));
    const rows = await direct.execute(values);
    expect(rows).toEqual(drizzleRows);
    expect(rows).toHaveLength(2);
    expect(rows[0]?.at).toBeInstanceOf(Date);
    expect(rows[0]?.day).toBe("2026-11-24");
    expect(await direct.execute({ pattern: "empt%", from: 1 })).toEqual([
      { id: 2, name: "empty", at: null, day: null },
    ]);
  });

  it("encodes a placeholder compared with a column as that column's value", async () => {
    const at = () =>
      database.db
        .select({ id: probes.id })
        .from(probes)
        .where(eq(probes.at, sql.placeholder("at")));
    const direct = runOnDriver(withFlatRows(at().prepare("direct_encoded")));
    expect(await direct.execute({ at: new Date("2026-11-24T05:06:07.000Z") })).toEqual([{ id: 1 }]);
  });

  it("refuses a call without a placeholder's value, sending nothing", async () => {
    const direct = runOnDriver(withFlatRows(byName().prepare("direct_missing")));
    await expect(direct.execute({ pattern: "%" })).rejects.toThrow(
      'No value for placeholder "from" was provided',
    );
  });

  it("fails as Drizzle fails: a DrizzleQueryError whose cause is the driver's error", async () => {
    await database.db.execute("create unique index flat_rows_probe_name on flat_rows_probe (name)");
    try {
      const insert = database.db
        .insert(probes)
        .values({ name: sql.placeholder("name") as unknown as string })
        .prepare("direct_insert");
      const direct = runOnDriver(insert);
      const failure = await direct.execute({ name: "empty" }).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(DrizzleQueryError);
      expect(uniqueViolation(failure)).toBe("flat_rows_probe_name");
      expect(await database.db.select({ id: probes.id }).from(probes)).toHaveLength(2);
    } finally {
      await database.db.execute("drop index flat_rows_probe_name");
    }
  });
});
