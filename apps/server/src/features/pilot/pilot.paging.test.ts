/**
 * The shared list helper's paging against the database's own order: a deep page
 * cut from the other end of the order holds exactly the rows of the forward order, NULLs and equal
 * values included, for every sort and direction, with and without a filter; a middle page started
 * from a remembered key holds the plain OFFSET query's rows, before and after writes;
 * and the counters the unfiltered totals read stay exact through inserts, deletes and a
 * rolled-back transaction.
 */
import { pilotListSchema } from "@trms/shared";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshDatabase } from "../../../test/harness";
import type { DatabaseHandle } from "../../db/client";
import { ANCHOR_STEP, anchorsRemembered, DEEP_OFFSET } from "../../lib/sql";
import { pilotPage } from "./pilot.repository";

const PILOTS = 2_600;
let handle: DatabaseHandle;

/** Bulk pilots with accounts: names repeat every 7 (equal sort values), every 5th has no first flight. */
async function insertPilots(db: DatabaseHandle["db"], from: number, to: number) {
  await db.execute(
    sql.raw(`
    insert into users (email, full_name, role, fleet, password_salt, password_hash)
    select 'paging' || g || '@test.trms', 'Pilot ' || (g % 7), 4, (array['A321','B787'])[1 + g % 2], 'salt', 'hash'
    from generate_series(${from}, ${to}) g`),
  );
  await db.execute(
    sql.raw(`
    insert into pilots (user_id, crew_code, full_name, fleet, name_position, first_flight_date)
    select u.id, 'Q' || u.id, u.full_name, u.fleet, u.id % 4,
           case when u.id % 5 = 0 then null else date '2010-01-01' + (u.id % 40) end
    from users u where u.email like 'paging%' and not exists (select 1 from pilots p where p.user_id = u.id)`),
  );
}

const rowsOf = async (query: string) =>
  ((await handle.db.execute(sql.raw(query))) as unknown as { rows: { id: number }[] }).rows.map((r) =>
    Number(r.id),
  );

const countPilots = async () => (await rowsOf("select count(*) as id from pilots"))[0];

beforeAll(async () => {
  handle = await freshDatabase();
  await insertPilots(handle.db, 1, PILOTS);
});

afterAll(async () => {
  await handle.close();
});

describe("deep pages", () => {
  const columns = { full_name: "full_name", first_flight_date: "first_flight_date", crew_code: "crew_code" };
  const cases = Object.entries(columns).flatMap(([sortBy, column]) =>
    (["+", "-"] as const).flatMap((order) => [
      { sortBy, column, order, fleet: undefined },
      { sortBy, column, order, fleet: "B787" },
    ]),
  );

  it.each(cases)(
    "pages by $sortBy $order (fleet $fleet) match the database's order from the first row to the last",
    async ({ sortBy, column, order, fleet }) => {
      const direction = order === "+" ? "asc" : "desc";
      const where = fleet ? `where fleet = '${fleet}'` : "";
      const expected = await rowsOf(
        `select id from pilots ${where} order by ${column} ${direction}, id ${direction}`,
      );
      const pageCount = 100;
      // Deep enough that the last pages are cut from the other end.
      expect(expected.length).toBeGreaterThan(DEEP_OFFSET + 2 * pageCount);
      const seen: number[] = [];
      const pages = Math.ceil(expected.length / pageCount);
      for (let pageNumber = 1; pageNumber <= pages + 1; pageNumber++) {
        const input = pilotListSchema.parse({
          page_number: pageNumber,
          page_count: pageCount,
          order,
          sort_by: sortBy,
          filters: fleet ? { fleet } : {},
        });
        const page = await pilotPage(handle.db, input, null);
        expect(page.total).toBe(expected.length);
        const ids = page.pilots.map((p) => p.id);
        expect(ids).toEqual(expected.slice((pageNumber - 1) * pageCount, pageNumber * pageCount));
        seen.push(...ids);
      }
      expect(seen).toEqual(expected);
    },
  );
});

describe("middle pages", () => {
  // Far from both ends, so they start from a key remembered along the order.
  const cases = [
    { sortBy: undefined, column: "id", order: "-" as const, status: undefined },
    { sortBy: "full_name", column: "full_name", order: "+" as const, status: undefined },
    { sortBy: "full_name", column: "full_name", order: "-" as const, status: 1 as const },
    { sortBy: "crew_code", column: "crew_code", order: "+" as const, status: undefined },
    { sortBy: "crew_code", column: "crew_code", order: "-" as const, status: 1 as const },
  ];
  const samePages = async () => {
    const total = (await countPilots()) ?? 0;
    for (const { sortBy, column, order, status } of cases) {
      const direction = order === "+" ? "asc" : "desc";
      // From the first deep page on, the middle, a remembered key's own position and the one after.
      const offsets = [DEEP_OFFSET, total / 2, DEEP_OFFSET + ANCHOR_STEP, DEEP_OFFSET + ANCHOR_STEP + 20];
      for (const offset of offsets.map((o) => 20 * Math.floor(o / 20))) {
        const plain = await rowsOf(
          `select id from pilots order by ${column} ${direction}, id ${direction} limit 20 offset ${offset}`,
        );
        const input = pilotListSchema.parse({
          page_number: offset / 20 + 1,
          page_count: 20,
          order,
          sort_by: sortBy,
          filters: status === undefined ? {} : { status },
        });
        const page = await pilotPage(handle.db, input, null);
        expect(page.total).toBe(total);
        expect(page.pilots.map((p) => p.id)).toEqual(plain);
      }
    }
  };

  it("hold the same rows as the plain OFFSET query, before and after writes move the keys", async () => {
    // Deep enough that the middle is a deep page, more than ANCHOR_STEP keys from both ends.
    expect(await countPilots()).toBeGreaterThan(2 * DEEP_OFFSET + 40);
    await samePages();
    expect(anchorsRemembered(handle.db)).toBeGreaterThan(0);
    // Renames move pilots along the name order; deletes and inserts shift every later position.
    await handle.db.execute(
      sql.raw("update pilots set full_name = 'Pilot ' || (id % 5) || ' moved' where id % 13 = 0"),
    );
    await samePages();
    await handle.db.execute(sql.raw("delete from pilots where crew_code like 'Q%' and id % 17 = 0"));
    await samePages();
    await insertPilots(handle.db, PILOTS + 100, PILOTS + 160);
    await samePages();
  });
});

describe("list counters", () => {
  const unfilteredTotal = async () =>
    (await pilotPage(handle.db, pilotListSchema.parse({ page_count: 1 }), null)).total;

  it("keep the unfiltered total exact through inserts, deletes and a rolled-back transaction", async () => {
    expect(await unfilteredTotal()).toBe(await countPilots());

    await insertPilots(handle.db, PILOTS + 1, PILOTS + 40);
    expect(await unfilteredTotal()).toBe(await countPilots());

    await handle.db.execute(sql.raw("delete from pilots where crew_code like 'Q%' and id % 9 = 0"));
    expect(await unfilteredTotal()).toBe(await countPilots());

    const before = await countPilots();
    await expect(
      handle.db.transaction(async (tx) => {
        await insertPilots(tx as unknown as DatabaseHandle["db"], PILOTS + 41, PILOTS + 60);
        await tx.execute(sql.raw("delete from pilots where crew_code like 'Q%' and id % 11 = 0"));
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    expect(await countPilots()).toBe(before);
    expect(await unfilteredTotal()).toBe(before);
  });
});

describe("list statements on PostgreSQL", () => {
  it("prepare the page by name and send a keyword's count unnamed, its text built once", async () => {
    if (handle.kind !== "postgres") return;
    const keywords = ["pilot 3", "pilot 4"];
    const expected: number[] = [];
    for (const keyword of keywords)
      expected.push(
        (await rowsOf(`select count(*) as id from pilots where full_name ilike '%${keyword}%'`))[0] ?? -1,
      );
    const sent: { name?: string; text: string }[] = [];
    const original = pg.Client.prototype.query;
    pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
      const config = args[0] as { name?: string; text?: string } | string;
      if (typeof config === "object" && config?.text) sent.push({ name: config.name, text: config.text });
      return (original as (...a: unknown[]) => unknown).apply(this, args);
    } as typeof original;
    try {
      const totals: number[] = [];
      for (const keyword of keywords)
        totals.push(
          (await pilotPage(handle.db, pilotListSchema.parse({ page_count: 5, keyword }), null)).total,
        );
      expect(totals).toEqual(expected);
    } finally {
      pg.Client.prototype.query = original;
    }
    const counts = sent.filter((q) => /^select count\(\*\)/i.test(q.text.trim()));
    const pages = sent.filter(
      (q) => !/^select count\(\*\)/i.test(q.text.trim()) && /"crew_code"/.test(q.text),
    );
    expect(counts).toHaveLength(2);
    // Planned for each keyword: no name, so PostgreSQL never reuses a generic plan for it.
    expect(counts.map((q) => q.name)).toEqual([undefined, undefined]);
    expect(pages.length).toBeGreaterThanOrEqual(2);
    expect(new Set(pages.map((q) => q.name)).size).toBe(1);
    expect(pages[0]?.name).toMatch(/^list_/);
  });
});

// PGlite plans every statement for its values: what is prepared there is only the text.
describe("first pages on PostgreSQL", () => {
  // Inside a transaction every statement goes through its one connection, the connection whose
  // prepared statements `pg_prepared_statements` lists.
  const idsIn = async (tx: DatabaseHandle["db"], query: string) =>
    ((await tx.execute(sql.raw(query))) as unknown as { rows: { id: number }[] }).rows.map((r) =>
      Number(r.id),
    );
  /** The pilot list's page statements prepared on the transaction's connection (not its counts). */
  const statements = async (tx: DatabaseHandle["db"]) =>
    (
      (await tx.execute(
        sql.raw("select statement, generic_plans from pg_prepared_statements"),
      )) as unknown as {
        rows: { statement: string; generic_plans: number }[];
      }
    ).rows.filter((row) => row.statement.includes('"crew_code"') && !/^\s*select count/i.test(row.statement));

  it("of a size the screens offer are planned once, their size in the statement", async () => {
    if (handle.kind !== "postgres") return;
    await handle.db.transaction(async (transaction) => {
      const tx = transaction as unknown as DatabaseHandle["db"];
      const plain = await idsIn(tx, "select id from pilots where fleet = 'B787' order by id desc limit 25");
      for (let call = 0; call < 8; call++) {
        const page = await pilotPage(
          tx,
          pilotListSchema.parse({ page_count: 25, filters: { fleet: "B787" } }),
          null,
        );
        expect(page.pilots.map((p) => p.id)).toEqual(plain);
      }
      // The pool may give the transaction a connection earlier tests prepared statements on.
      const sized = (await statements(tx)).filter((row) => /limit 25\b/i.test(row.statement));
      expect(sized).toHaveLength(1);
      expect(sized[0]?.statement).not.toMatch(/offset/i);
      // Planned for the call's values at first, then one generic plan reused for the rest.
      expect(Number(sized[0]?.generic_plans)).toBeGreaterThan(0);
    });
  });

  it("of another size, and later pages, keep the limit and offset as values", async () => {
    if (handle.kind !== "postgres") return;
    await handle.db.transaction(async (transaction) => {
      const tx = transaction as unknown as DatabaseHandle["db"];
      const pages = [
        { page_number: 1, page_count: 37 },
        { page_number: 2, page_count: 25 },
      ];
      for (const request of pages) {
        const plain = await idsIn(
          tx,
          `select id from pilots order by id desc limit ${request.page_count} offset ${(request.page_number - 1) * request.page_count}`,
        );
        const page = await pilotPage(tx, pilotListSchema.parse(request), null);
        expect(page.pilots.map((p) => p.id)).toEqual(plain);
      }
      const sent = (await statements(tx)).map((row) => row.statement);
      expect(sent.filter((text) => /limit 37\b/i.test(text))).toEqual([]);
      expect(sent.filter((text) => /limit \d+ offset/i.test(text))).toEqual([]);
      expect(sent.filter((text) => /limit \$\d+ offset \$\d+/i.test(text)).length).toBeGreaterThan(0);
    });
  });
});
