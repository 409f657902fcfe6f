import { createHash } from "node:crypto";
import { buffer } from "node:stream/consumers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient } from "../../../test/client";
import { createAdmin, type Made } from "../../../test/factories";
import { createTestApp, type TestContext } from "../../../test/harness";
import { importCalls, queryRows, sql } from "../../../test/history-import";
import { fileNameOfKey } from "../../lib/files/file-key";

/** The record tables an airline's history fills, counted in both installations. */
const TABLES = [
  "pilots",
  "sim_sessions",
  "sim_forms",
  "line_checks",
  "line_trainings",
  "base_trainings",
  "theory_tests",
  "progress_theory_reports",
  "training_flights",
  "training_flight_sectors",
  "toldg_flights",
] as const;

let source: TestContext;
let target: TestContext;
let sourceAdmin: Made;
let targetAdmin: Made;

const countsOf = async (ctx: TestContext) => {
  const counts: Record<string, number> = {};
  for (const table of TABLES)
    counts[table] = (
      await queryRows<{ n: number }>(ctx, sql.raw(`select count(*)::int as n from ${table}`))
    )[0]?.n as number;
  return counts;
};

/** Each pilot's validities (and recency) by crew code, as the ledger shows them. */
const ledgerOf = (ctx: TestContext) =>
  queryRows<Record<string, string | boolean | null>>(
    ctx,
    sql`select p.crew_code, v.to_ldg_valid_until::text, v.sim_valid_until::text, v.last_sim_check_date::text,
      v.elearning_session_date::text, v.elearning_done, v.line_check_valid_until::text,
      v.last_line_check_date::text, r.recency_date::text, r.sim_date::text
      from pilots p join pilot_validities v on v.pilot_id = p.id
      left join toldg_records r on r.pilot_id = p.id order by p.crew_code`,
  );

/** The file columns an import fills, each stored file's SHA-256 by column, sorted: the files both hold. */
const FILE_COLUMNS = [
  ["training_flights", "report_file"],
  ["training_flights", "phase_report_file"],
  ["training_flights", "check_report_file"],
  ["base_trainings", "report_file"],
  ["theory_tests", "report_file"],
  ["progress_theory_reports", "report_file"],
  ["line_checks", "first_submit"],
  ["line_checks", "second_submit"],
  ["line_trainings", "last_submit"],
] as const;

const filesOf = async (ctx: TestContext) => {
  const hashes: string[] = [];
  for (const [table, column] of FILE_COLUMNS) {
    const keys = await queryRows<{ key: string }>(
      ctx,
      sql.raw(`select ${column} as key from ${table} where coalesce(${column}, '') <> ''`),
    );
    for (const { key } of keys) {
      const stored = await ctx.app.deps.fileStore.get(key);
      const bytes = stored ? await buffer(stored) : Buffer.alloc(0);
      hashes.push(
        `${table}.${column} ${fileNameOfKey(key)} ${createHash("sha256").update(bytes).digest("hex")}`,
      );
    }
  }
  return hashes.sort();
};

beforeAll(async () => {
  // The demo is an airline's whole history: every kind of record, in every state.
  source = await createTestApp({ seed: true });
  target = await createTestApp();
  sourceAdmin = await createAdmin(source);
  targetAdmin = await createAdmin(target);
}, 300_000);
afterAll(async () => {
  await source?.close();
  await target?.close();
});

describe("everything out, and into an empty installation", () => {
  it("gives the same records, training files and ledger", async () => {
    const exported = await source.app.inject({
      method: "GET",
      url: "/api/v1/import/export",
      headers: { "access-token": sourceAdmin.client.token, "accept-language": "vi" },
    });
    expect(exported.statusCode).toBe(200);
    const files = await source.app.inject({
      method: "GET",
      url: "/api/v1/import/export_files",
      headers: { "access-token": sourceAdmin.client.token, "accept-language": "vi" },
    });
    expect(files.statusCode).toBe(200);
    expect(files.headers["content-type"]).toBe("application/zip");
    const calls = importCalls(apiClient(target), targetAdmin.client.token);
    const previewed = await calls.preview(
      exported.rawPayload,
      "Dữ liệu (export).xlsx",
      "vi",
      files.rawPayload,
    );
    expect(previewed.status, JSON.stringify(previewed.body)).toBe(200);
    const problems = await calls.rows(previewed.body.data.id, true);
    expect(problems.rows).toEqual([]);
    const committed = await calls.commit(previewed.body.data.id);
    expect(committed.status, JSON.stringify(committed.body)).toBe(200);
    expect(committed.body.data.status).toBe("committed");

    // The source's own accounts (its admins) are no pilots; every pilot and record came across.
    const counts = await countsOf(source);
    // Every kind is there to compare: the demo has rows of each.
    for (const table of TABLES) expect(counts[table], table).toBeGreaterThan(0);
    expect(await countsOf(target)).toEqual(counts);
    expect(await ledgerOf(target)).toEqual(await ledgerOf(source));
    // Every PDF came across under its original name, byte for byte; two files of one name are
    // told apart in the ZIP as the training file archive does, "2-" before the second.
    const sourceFiles = await filesOf(source);
    expect(sourceFiles.length).toBeGreaterThan(0);
    const targetFiles = await filesOf(target);
    const original = (file: string) => file.replace(/^(\S+) \d+-/, "$1 ");
    expect(targetFiles.map(original).sort()).toEqual(sourceFiles);

    // Importing the export again into the target changes nothing.
    const again = await calls.preview(exported.rawPayload, "Dữ liệu (export).xlsx", "vi", files.rawPayload);
    for (const counts of Object.values(again.body.data.kinds) as { create: number; problem: number }[])
      expect(counts).toMatchObject({ create: 0, problem: 0 });
  }, 600_000);
});

describe("the demo", () => {
  it("has an import previewed by the real check, clean and ready to commit", async () => {
    const reply = await apiClient(source).post("import/get_batches", {}, { token: sourceAdmin.client.token });
    expect(reply.status).toBe(200);
    const [batch] = reply.body.data.batches;
    expect(batch).toMatchObject({ status: "previewed", problems: 0 });
    expect(batch.kinds.toldg.create).toBe(30);
  });
});
