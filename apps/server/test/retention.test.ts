import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "../src/db/tables/audit.table";
import { historyPurgedRows, retainedFiles, retainedRecords } from "../src/db/tables/retention.table";
import { simForms } from "../src/db/tables/sim-form.table";
import { FILE_REFERENCES } from "../src/file-references";
import { auditRepository } from "../src/lib/audit/audit.repository";
import { anchorHistory, verifyHistory } from "../src/lib/audit/history-chain";
import { sweepOrphanFiles } from "../src/lib/files/orphan-sweep";
import { purgeExpired, RETENTION_PURGE_ENTITY } from "../src/lib/retention/purge";
import { rowsOf } from "../src/lib/sql";
import {
  createAdmin,
  createBaseTraining,
  createEventReport,
  createInstructor,
  createLineCheck,
  createLineTraining,
  createPilot,
  createProgressTheory,
  createSimForm,
  createTheoryTest,
  createTrainingDocument,
  createTrainingFlight,
  type Made,
} from "./factories";
import { createTestApp, type TestContext } from "./harness";

/**
 * Every delete call of the spec takes its record out of every list and
 * reply, keeps the row, its files and its history, by whom and when, and leaves the history chains
 * whole; only the purge, after the retention period, removes them, audited, and the chains and
 * anchors still verify. Runs on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
 */
let ctx: TestContext;
let admin: Made;
let trainee: Made;
let instructor: Made;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await createAdmin(ctx);
  trainee = await createPilot(ctx);
  instructor = await createInstructor(ctx);
}, 60_000);

afterAll(async () => {
  await ctx?.close();
});

async function storedKeys(): Promise<string[]> {
  const keys: string[] = [];
  for await (const object of ctx.app.deps.fileStore.list()) keys.push(object.key);
  return keys;
}

async function retained(entity: string, id: number) {
  const [row] = await ctx.database.db
    .select()
    .from(retainedRecords)
    .where(sql`${retainedRecords.entity} = ${entity} and ${retainedRecords.entityId} = ${String(id)}`);
  return row;
}

async function auditActions(entity: string, id: number): Promise<string[]> {
  const rows = rowsOf<{ action: string }>(
    await ctx.database.db.execute(
      sql`select action from audit_log where entity = ${entity} and entity_id = ${String(id)} order by id`,
    ),
  );
  return rows.map((row) => row.action);
}

const call = async (url: string, body: unknown) => {
  const reply = await admin.client.post(url, body);
  return { status: reply.status, data: reply.body?.data };
};

/** One delete call of the spec: how to make its record, delete it, and read it back. */
interface DeleteCase {
  name: string;
  entity: string;
  auditAction?: string;
  make(): Promise<{ id: number; files: string[] }>;
  remove(id: number): [string, unknown];
  detail(id: number): [string, unknown];
  /** A list call whose reply names the record while it lives; `total` of it, or the array's length. */
  list(): [string, unknown];
  /** The files route its stored files are read from, when it has files. */
  fileBase?: string;
}

const pilotList = (url: string) => (): [string, unknown] => [url, { pilot_id: trainee.pilotId }];

const CASES: DeleteCase[] = [
  {
    name: "flt_training/delete_flight",
    entity: "training_flight",
    make: async () => {
      const flight = await createTrainingFlight(ctx, { trainee, instructor });
      return { id: flight.id, files: [flight.reportFile] };
    },
    remove: (id) => ["flt_training/delete_flight", { id }],
    detail: (id) => ["flt_training/training_flight_by_id", { id }],
    list: () => ["flt_training/search_training_flight", { pilot_id: trainee.pilotId }],
    fileBase: "/api/v1/phase_report/",
  },
  {
    name: "flt_training/delete_base_flight",
    entity: "base_training",
    make: async () => {
      const record = await createBaseTraining(ctx, { trainee, instructor });
      return { id: record.id, files: [record.reportFile] };
    },
    remove: (id) => ["flt_training/delete_base_flight", { id }],
    detail: (id) => ["flt_training/base_training_by_id", { id }],
    list: pilotList("flt_training/base_training_list"),
    fileBase: "/api/v1/phase_report/",
  },
  {
    name: "flt_training/delete_theory_test_api",
    entity: "theory_test",
    make: async () => {
      const record = await createTheoryTest(ctx, { trainee, instructor });
      return { id: record.id, files: [record.reportFile] };
    },
    remove: (id) => ["flt_training/delete_theory_test_api", { id }],
    detail: (id) => ["flt_training/get_theory_test_api_list", { id }],
    list: pilotList("flt_training/get_theory_test_by_pilot"),
    fileBase: "/api/v1/phase_report/",
  },
  {
    name: "flt_training/delete_progress_theory_report",
    entity: "progress_theory",
    make: async () => {
      const record = await createProgressTheory(ctx, { trainee, instructor });
      return { id: record.id, files: [record.reportFile] };
    },
    remove: (id) => ["flt_training/delete_progress_theory_report", { id }],
    detail: (id) => ["flt_training/progress_theory_report_by_id", { id }],
    list: pilotList("flt_training/get_progress_theory_report_by_pilot"),
    fileBase: "/api/v1/phase_report/",
  },
  {
    name: "sim/delete_sim",
    entity: "sim",
    make: async () => {
      const formId = await createSimForm(ctx, {
        pilots: [trainee.crewCode as string, "Q9999"],
        instructor: instructor.crewCode as string,
      });
      const [form] = await ctx.database.db
        .select({ simId: simForms.simId })
        .from(simForms)
        .where(eq(simForms.id, formId));
      return { id: form?.simId as number, files: [] };
    },
    remove: (id) => ["sim/delete_sim", { sim_id: id }],
    detail: (id) => ["sim/get_sim_by_id", { id }],
    list: () => ["sim/get_sim_list", { page_number: 1, page_count: 50 }],
  },
  {
    name: "linecheck/delete_line_check",
    entity: "line_check",
    make: async () => ({
      id: await createLineCheck(ctx, {
        pilot: trainee.crewCode as string,
        instructor: instructor.crewCode as string,
      }),
      files: [],
    }),
    remove: (id) => ["linecheck/delete_line_check", { line_check_id: id }],
    detail: (id) => ["linecheck/get_line_check_by_id", { id }],
    list: () => ["linecheck/get_line_check_list", { page_number: 1, page_count: 50 }],
  },
  {
    name: "line_training/clean_up_line_training",
    entity: "line_training",
    auditAction: "clean_up",
    make: async () => ({
      id: await createLineTraining(ctx, { pilot: trainee.crewCode as string }),
      files: [],
    }),
    remove: (id) => ["line_training/clean_up_line_training", { line_training_id: id }],
    detail: (id) => ["line_training/get_line_training_by_id", { id }],
    list: () => ["line_training/get_line_training_list", { page_number: 1, page_count: 50, completed: 0 }],
  },
  {
    name: "training_document/delete_td",
    entity: "training_document",
    make: async () => {
      const document = await createTrainingDocument(ctx, { files: 2 });
      return { id: document.id, files: document.keys };
    },
    remove: (id) => ["training_document/delete_td", { id }],
    detail: (id) => ["training_document/td_detail", { id }],
    list: () => ["training_document/sort_td", { page_number: 1, page_count: 50 }],
    fileBase: "/api/v1/training_document/file/",
  },
  {
    name: "event_report/delete_report",
    entity: "event_report",
    make: async () => {
      const report = await createEventReport(ctx, { pilots: [trainee] });
      return { id: report.id, files: [report.fileKey] };
    },
    remove: (id) => ["event_report/delete_report", { id }],
    detail: (id) => ["event_report/get_report_by_id", { id }],
    list: () => ["event_report/report_searching", { page_number: 1, page_count: 50 }],
    fileBase: "/api/v1/event_report_file/",
  },
];

/** How many records a list reply holds: its `total`, or the length of its one array. */
function listed(data: unknown): number {
  if (Array.isArray(data)) return data.length;
  const reply = data as Record<string, unknown>;
  if (typeof reply.total === "number") return reply.total;
  const array = Object.values(reply).find(Array.isArray);
  return array ? array.length : 0;
}

const deleted: { entity: string; id: number; files: string[] }[] = [];
const later = (days: number) => new Date(Date.now() + days * 86_400_000);

describe("every delete call retains what it deletes", () => {
  for (const deleteCase of CASES)
    it(`${deleteCase.name}: gone from list and detail; row, files, audit row and history chain stay`, async () => {
      const { id, files } = await deleteCase.make();
      const [listUrl, listBody] = deleteCase.list();
      const before = await call(listUrl, listBody);
      expect(before.status, JSON.stringify(before.data)).toBe(200);
      const [detailUrl, detailBody] = deleteCase.detail(id);
      expect((await call(detailUrl, detailBody)).status).toBe(200);
      const download = (key: string) =>
        ctx.app.inject({
          method: "GET",
          url: `${deleteCase.fileBase}${key}`,
          headers: { "access-token": admin.client.token },
        });
      if (deleteCase.fileBase)
        for (const key of files) expect((await download(key)).statusCode, key).toBe(200);

      const [removeUrl, removeBody] = deleteCase.remove(id);
      const removed = await call(removeUrl, removeBody);
      expect(removed.status, JSON.stringify(removed.data)).toBe(200);

      // Out of every reply, as the delete did before.
      expect((await call(detailUrl, detailBody)).status).toBe(404);
      expect(listed((await call(listUrl, listBody)).data)).toBe(listed(before.data) - 1);
      expect((await call(removeUrl, removeBody)).status).toBe(404);
      // Its files are kept but served to nobody.
      if (deleteCase.fileBase)
        for (const key of files) expect((await download(key)).statusCode, key).toBe(404);

      // Kept: the row as it was, by whom and when, its files in the store, its audit row.
      const kept = await retained(deleteCase.entity, id);
      expect(kept?.deletedBy).toBe(admin.userId);
      expect(Date.now() - (kept?.deletedAt.getTime() ?? 0)).toBeLessThan(60_000);
      expect((kept?.record as { row?: { id: number } } | undefined)?.row?.id).toBe(id);
      expect(kept?.files).toEqual(expect.arrayContaining(files));
      const stored = await storedKeys();
      for (const key of files) expect(stored).toContain(key);
      expect(await auditActions(deleteCase.entity, id)).toContain(deleteCase.auditAction ?? "delete");
      // The sealed history chains are whole.
      expect((await verifyHistory(ctx.database.db)).breaks).toEqual([]);
      deleted.push({ entity: deleteCase.entity, id, files });
    });

  it("keeps every retained file from the orphan sweep", async () => {
    const files = deleted.flatMap((record) => record.files);
    expect(files.length).toBeGreaterThan(0);
    expect((await retainedFiles.referencedKeys(ctx.database.db, files)).sort()).toEqual([...files].sort());
    const { removed } = await sweepOrphanFiles({
      db: ctx.database.db,
      store: ctx.app.deps.fileStore,
      references: FILE_REFERENCES,
      minAgeMs: 0,
      now: later(1),
    });
    for (const key of files) expect(removed).not.toContain(key);
  });

  it("refuses to delete a retained record outside a purge", async () => {
    await expect(ctx.database.db.execute(sql`delete from retained_records`)).rejects.toThrow();
    await expect(
      ctx.database.db.execute(sql`update retained_records set deleted_by = null`),
    ).rejects.toThrow();
  });
});

describe("purgeExpired", () => {
  const deps = () => ({ db: ctx.database.db, store: ctx.app.deps.fileStore, references: FILE_REFERENCES });
  const years = 5;

  it("removes nothing before the period is over", async () => {
    const result = await purgeExpired(deps(), { retentionYears: years, actorId: admin.userId });
    expect(result).toEqual({ records: [], history_rows: 0, files: [] });
    const almost = await purgeExpired(deps(), { now: later(5 * 365), retentionYears: years, actorId: null });
    expect(almost.records).toEqual([]);
    expect(await ctx.database.db.select().from(retainedRecords)).toHaveLength(CASES.length);
  });

  it("removes what is past the period, its history and files, audited; the history still verifies", async () => {
    expect(deleted).toHaveLength(CASES.length);
    // Anchored first: the anchors then count the history rows the purge takes.
    await anchorHistory(ctx.database.db);
    // A record deleted later than the others stays: it is not yet past the period.
    const fresh = await createTrainingDocument(ctx, { files: 1 });
    await ctx.database.db.insert(retainedRecords).values({
      entity: "training_document",
      entityId: String(fresh.id),
      record: { row: { id: fresh.id } },
      files: fresh.keys,
      deletedAt: later(2 * 365),
      deletedBy: admin.userId,
    });
    const now = later(6 * 365);
    const result = await purgeExpired(deps(), { now, retentionYears: years, actorId: admin.userId });
    expect(result.records.map((record) => `${record.entity}:${record.entity_id}`).sort()).toEqual(
      deleted.map((record) => `${record.entity}:${record.id}`).sort(),
    );
    expect(result.history_rows).toBeGreaterThanOrEqual(CASES.length);
    for (const record of result.records) {
      expect(record.deleted_by).toBe(admin.userId);
      expect(Date.now() - Date.parse(record.deleted_at)).toBeLessThan(10 * 60_000);
    }
    const left = await ctx.database.db.select().from(retainedRecords);
    expect(left.map((row) => row.entityId)).toEqual([String(fresh.id)]);
    const stored = await storedKeys();
    for (const record of deleted) {
      expect(await auditActions(record.entity, record.id)).toEqual([]);
      for (const key of record.files) expect(stored).not.toContain(key);
    }
    expect(stored).toContain(fresh.keys[0]);
    // The purge is itself audited.
    const purges = rowsOf<{ action: string; actor_id: number; changes: { records: unknown[] } }>(
      await ctx.database.db.execute(
        sql`select action, actor_id, changes from audit_log where entity = ${RETENTION_PURGE_ENTITY}`,
      ),
    );
    expect(purges).toHaveLength(1);
    expect(purges[0]?.actor_id).toBe(admin.userId);
    expect(purges[0]?.changes.records).toHaveLength(CASES.length);
    const auditList = await call("audit/get_audit_list", { filters: { entity: "retention" } });
    expect(auditList.status, JSON.stringify(auditList.data)).toBe(200);
    expect(auditList.data.total).toBe(1);
    // The sealed history's verification: no break, before and after the next anchor.
    expect((await verifyHistory(ctx.database.db)).breaks).toEqual([]);
    await anchorHistory(ctx.database.db);
    expect((await verifyHistory(ctx.database.db)).breaks).toEqual([]);
  });

  it("still reports a history chain deleted outside a purge", async () => {
    await ctx.database.db.transaction((tx) =>
      auditRepository(tx).record({
        entity: "training_flight",
        entityId: "424242",
        action: "create",
        actorId: null,
        changes: {},
      }),
    );
    await anchorHistory(ctx.database.db);
    const forged = await ctx.database.db.select().from(auditLog).where(eq(auditLog.entityId, "424242"));
    await ctx.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`delete from audit_log where entity_id = '424242'`);
      await tx.execute(sql`delete from history_chain_heads where entity_id = '424242'`);
    });
    const problems = async () => (await verifyHistory(ctx.database.db)).breaks.map((b) => b.problem);
    expect(await problems()).toEqual(expect.arrayContaining(["anchor_rows", "anchor_digest"]));
    // Its seals slipped in among the purged rows quiet the anchors, but no purge names the chain.
    await ctx.database.db.insert(historyPurgedRows).values(
      forged.map((row) => ({
        history: "audit_log",
        id: row.id,
        entity: row.entity,
        entityId: row.entityId,
        chainSeq: row.chainSeq,
        chainHash: row.chainHash,
      })),
    );
    expect(await problems()).toEqual(["purge_unrecorded"]);
  });
});

describe("a departed pilot", () => {
  it("is archived by deactivation: no sign-in, out of the pickers, records and files kept, audited", async () => {
    const departed = await createPilot(ctx, { fullName: "Departed Pilot" });
    const flight = await createTrainingFlight(ctx, { trainee: departed, instructor });
    const picked = async () =>
      JSON.stringify((await call("pilot/search_pilot", { keyword: "Departed" })).data);
    expect(await picked()).toContain(departed.crewCode as string);
    expect((await call("pilot/deactivate_pilot", { crew_code: departed.crewCode })).status).toBe(200);
    // Read-only: the account's sessions end and it signs in no more.
    expect((await departed.client.post("pilot/pilot_detail", { id: departed.pilotId })).status).toBe(401);
    expect(await picked()).not.toContain(departed.crewCode as string);
    // The file stays whole: the record, its report, its history.
    expect((await call("flt_training/training_flight_by_id", { id: flight.id })).status).toBe(200);
    expect(await storedKeys()).toContain(flight.reportFile);
    expect(await auditActions("pilot", departed.pilotId as number)).toEqual(["deactivate"]);
  });
});
