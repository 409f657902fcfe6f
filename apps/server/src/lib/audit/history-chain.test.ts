import type { HistoryBreak } from "@trms/shared";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshDatabase } from "../../../test/harness";
import type { Database } from "../../db/client";
import { workflowHistory } from "../../db/tables/workflow-history.table";
import { rowsOf } from "../sql";
import { auditRepository } from "./audit.repository";
import { anchorHistoryForToday } from "./history-anchor-job";
import { anchorHistory, verifyHistory } from "./history-chain";

/**
 * Every audit and workflow history row is sealed in its record's chain
 * as it is written; a row changed, deleted, reordered or slipped in around the product, and a whole
 * chain deleted with its head, are each reported where they are; an untouched history reports none.
 */
let handle: Awaited<ReturnType<typeof freshDatabase>>;
let db: Database;

/** Writes `rows` audit rows for one record, as the features do, one transaction each. */
async function auditTrail(entityId: string, rows: number) {
  for (let n = 1; n <= rows; n += 1)
    await db.transaction((tx) =>
      auditRepository(tx).record({
        entity: "training_flight",
        entityId,
        action: n === 1 ? "create" : "update",
        actorId: null,
        changes: { remark: [`before ${n}`, `after ${n}`], score: n },
      }),
    );
}

async function ids(table: "audit_log" | "workflow_history", entityId: string): Promise<number[]> {
  const rows = rowsOf<{ id: string }>(
    await db.execute(
      sql`select id::text from ${sql.raw(table)} where entity_id = ${entityId} order by chain_seq`,
    ),
  );
  return rows.map((row) => Number(row.id));
}

/** Changes the database as someone with its password would: the product's triggers off. */
async function tamper(...statements: string[]) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    for (const statement of statements) await tx.execute(sql.raw(statement));
  });
}

const problems = (breaks: HistoryBreak[], entityId: string) =>
  breaks.filter((b) => b.entity_id === entityId).map((b) => ({ problem: b.problem, row_id: b.row_id }));

beforeAll(async () => {
  handle = await freshDatabase();
  db = handle.db;
  for (const id of ["1", "2", "3", "4", "5", "6"]) await auditTrail(id, 4);
  // Many rows of one record in one statement (an import's audit): each links to the one before.
  await auditRepository(db).recordMany(
    Array.from({ length: 30 }, (_, n) => ({
      entity: "toldg",
      entityId: "batch",
      action: "import",
      actorId: null,
      changes: { line: n },
    })),
  );
  for (let n = 0; n < 3; n += 1)
    await db.insert(workflowHistory).values({
      entity: "line_training",
      entityId: "9",
      action: n === 0 ? "submit" : "set_status",
      fromStatus: n,
      toStatus: n + 1,
      reason: n === 2 ? "Hoàn thành — đạt" : null,
    });
}, 60_000);

afterAll(async () => {
  await handle?.close();
});

describe("sealing", () => {
  it("gives each record's rows places 1, 2, 3… and a seal over the previous seal and the row", async () => {
    const rows = rowsOf<{ chain_seq: number; chain_hash: string }>(
      await db.execute(
        sql`select chain_seq, chain_hash from audit_log where entity_id = 'batch' order by id`,
      ),
    );
    expect(rows.map((row) => row.chain_seq)).toEqual(Array.from({ length: 30 }, (_, n) => n + 1));
    expect(new Set(rows.map((row) => row.chain_hash)).size).toBe(30);
    for (const row of rows) expect(row.chain_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("reports no break on a history nobody touched, and counts every row and chain", async () => {
    expect(await anchorHistory(db)).toBe(true);
    const verification = await verifyHistory(db);
    expect(verification.breaks).toEqual([]);
    expect(verification.breaks_total).toBe(0);
    expect(verification.rows).toBe(6 * 4 + 30 + 3);
    expect(verification.chains).toBe(6 + 1 + 1);
    expect(verification.anchors).toBe(2);
    expect(verification.latest_anchor?.hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("refuses the product's own attempts to change or delete a history row", async () => {
    const [first] = await ids("audit_log", "1");
    await expect(
      db.execute(sql`update audit_log set action = 'forged' where id = ${first}`),
    ).rejects.toThrow();
    await expect(db.execute(sql`delete from workflow_history where entity_id = '9'`)).rejects.toThrow();
    expect((await verifyHistory(db)).breaks_total).toBe(0);
  });

  it("keeps writers of one record in turn: concurrent rows make one unbroken chain", async () => {
    await Promise.all(
      Array.from({ length: 12 }, (_, n) =>
        db.transaction((tx) =>
          auditRepository(tx).record({
            entity: "sim",
            entityId: "race",
            action: "update",
            actorId: null,
            changes: { n },
          }),
        ),
      ),
    );
    const rows = rowsOf<{ chain_seq: number }>(
      await db.execute(sql`select chain_seq from audit_log where entity_id = 'race' order by chain_seq`),
    );
    expect(rows.map((row) => row.chain_seq)).toEqual(Array.from({ length: 12 }, (_, n) => n + 1));
    expect((await verifyHistory(db)).breaks_total).toBe(0);
  });
});

describe("tampering", () => {
  it("reports a row changed in SQL, and only that row", async () => {
    const [, second] = await ids("audit_log", "1");
    await tamper(
      `update audit_log set changes = '{"remark": ["before 2", "forged"], "score": 2}' where id = ${second}`,
    );
    const { breaks } = await verifyHistory(db);
    expect(problems(breaks, "1")).toEqual([{ problem: "changed", row_id: second }]);
  });

  it("reports a deleted row at the row after it, with the place it expected and found", async () => {
    const [, second, third] = await ids("audit_log", "2");
    await tamper(`delete from audit_log where id = ${second}`);
    const { breaks } = await verifyHistory(db);
    expect(breaks.filter((b) => b.entity_id === "2")).toEqual([
      expect.objectContaining({ problem: "missing_rows", row_id: third, seq: 3, expected: "2", found: "3" }),
    ]);
  });

  it("reports two rows whose places in the chain were swapped", async () => {
    const [, second, third] = await ids("audit_log", "3");
    await tamper(
      `update audit_log set chain_seq = -1 where id = ${second}`,
      `update audit_log set chain_seq = 2 where id = ${third}`,
      `update audit_log set chain_seq = 3 where id = ${second}`,
    );
    const found = problems((await verifyHistory(db)).breaks, "3");
    expect(found).toContainEqual({ problem: "reordered", row_id: second });
    expect(found).toContainEqual({ problem: "reordered", row_id: third });
    expect(found.every((b) => b.problem === "reordered")).toBe(true);
  });

  it("reports the last rows of a chain deleted, from its head", async () => {
    const rows = await ids("audit_log", "4");
    await tamper(`delete from audit_log where id = ${rows[rows.length - 1]}`);
    expect(problems((await verifyHistory(db)).breaks, "4")).toEqual([
      { problem: "tail_missing", row_id: rows[rows.length - 2] },
    ]);
  });

  it("reports a row slipped in without a seal, and a workflow history row changed", async () => {
    await tamper(
      `insert into audit_log (entity, entity_id, action) values ('training_flight', '5', 'forged')`,
    );
    const [, second] = await ids("workflow_history", "9");
    await tamper(`update workflow_history set to_status = 7 where id = ${second}`);
    const { breaks } = await verifyHistory(db);
    expect(problems(breaks, "5")).toEqual([{ problem: "unsealed", row_id: expect.any(Number) }]);
    expect(breaks.filter((b) => b.history === "workflow_history")).toEqual([
      expect.objectContaining({
        problem: "changed",
        entity: "line_training",
        entity_id: "9",
        row_id: second,
      }),
    ]);
  });

  it("reports a whole chain deleted with its head through the anchors, and an anchor edited", async () => {
    expect(await anchorHistory(db)).toBe(true);
    const [anchor] = rowsOf<{ id: string; row_count: string }>(
      await db.execute(sql`select id::text, row_count::text from history_anchors
        where history = 'audit_log' order by id desc limit 1`),
    );
    const latest = (breaks: HistoryBreak[]) =>
      breaks.filter((b) => b.history === "history_anchors" && b.row_id === Number(anchor?.id));
    expect(latest((await verifyHistory(db)).breaks)).toEqual([]);

    await tamper(
      "delete from audit_log where entity_id = '6'",
      "delete from history_chain_heads where entity_id = '6'",
    );
    const { breaks } = await verifyHistory(db);
    expect(problems(breaks, "6")).toEqual([]);
    expect(
      latest(breaks)
        .map((b) => b.problem)
        .sort(),
    ).toEqual(["anchor_digest", "anchor_rows"]);
    expect(latest(breaks).find((b) => b.problem === "anchor_rows")).toMatchObject({
      expected: anchor?.row_count,
      found: String(Number(anchor?.row_count) - 4),
    });

    await tamper(`update history_anchors set row_count = row_count - 4 where id = ${anchor?.id}`);
    expect(latest((await verifyHistory(db)).breaks).map((b) => b.problem)).toContain("anchor_changed");
  });

  it("lists each break once with the total, whatever the limit", async () => {
    const all = await verifyHistory(db);
    const two = await verifyHistory(db, 2);
    expect(two.breaks).toHaveLength(2);
    expect(all.breaks_total).toBe(all.breaks.length);
    expect(two.breaks_total).toBeGreaterThanOrEqual(all.breaks.length - 3);
  });
});

describe("the daily anchor job", () => {
  it("takes one anchor of each table a day, whichever instance asks first", async () => {
    const count = async () =>
      Number(
        rowsOf<{ n: string }>(await db.execute(sql`select count(*)::text as n from history_anchors`))[0]?.n,
      );
    const before = await count();
    const day = new Date("2031-05-04T20:00:00Z");
    const [first, second] = await Promise.all([
      anchorHistoryForToday(db, day),
      anchorHistoryForToday(db, day),
    ]);
    expect([first.ran, second.ran].sort()).toEqual([false, true]);
    expect(await count()).toBe(before + 2);
    expect((await anchorHistoryForToday(db, day)).ran).toBe(false);
  });
});
