import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient } from "../../../test/client";
import { createAdmin, createPilot, type Made } from "../../../test/factories";
import { createTestApp, type TestContext } from "../../../test/harness";
import { importCalls, importWorkbook, queryRows, sql } from "../../../test/history-import";
import { interruptedImports } from "./history-import.repository";

let ctx: TestContext;
let api: ReturnType<typeof apiClient>;
let calls: ReturnType<typeof importCalls>;
let admin: Made;
let pilot: Made;

interface Batch {
  id: number;
  status: string;
  progress: { done: number; total: number } | null;
  failure: { message: string; details: unknown[] } | null;
}

const batchOf = async (id: number, lang: "en" | "vi" = "en") =>
  (await api.post("import/get_batch", { batch_id: id }, { token: admin.client.token, lang })).body
    .data as Batch;

/** Reads the batch until its job is over, keeping every state and progress it showed on the way. */
async function follow(id: number): Promise<{ last: Batch; seen: Batch[] }> {
  const seen: Batch[] = [];
  for (;;) {
    const batch = await batchOf(id);
    seen.push(batch);
    if (!["checking", "committing", "undoing"].includes(batch.status)) return { last: batch, seen };
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * Days of flying enough that the check and the commit take longer than the request waits. (On the
 * embedded database a read waits while the commit's transaction runs, as every request does there:
 * the commit's progress is followed on PostgreSQL, its outcome on both.)
 */
const manyDays = (count: number) =>
  importWorkbook({
    toldg: Array.from({ length: count }, (_, at) => {
      const day = new Date(Date.UTC(2010, 0, 1) + at * 86_400_000);
      return {
        crew_code: String(pilot.crewCode),
        flight_date: `${String(day.getUTCDate()).padStart(2, "0")}/${String(day.getUTCMonth() + 1).padStart(2, "0")}/${day.getUTCFullYear()}`,
        to_number: "1",
        ldg_number: "1",
      };
    }),
  });

beforeAll(async () => {
  // The request answers at once: what the job does after that is followed through get_batch.
  ctx = await createTestApp({ importReplyWaitMs: 1 });
  api = apiClient(ctx);
  admin = await createAdmin(ctx);
  pilot = await createPilot(ctx);
  calls = importCalls(api, admin.client.token);
});
afterAll(async () => {
  await ctx?.close();
});

describe("imports run as server jobs the screen follows", () => {
  it("a check answers at once and reports its rows done until it is over", async () => {
    const previewed = await calls.preview(await manyDays(4000));
    expect(previewed.status, JSON.stringify(previewed.body)).toBe(200);
    expect(previewed.body.data.status).toBe("checking");
    const checked = await follow(previewed.body.data.id);
    expect(checked.last).toMatchObject({ status: "previewed", progress: null, failure: null });
    const progress = checked.seen.map((batch) => batch.progress).filter((p) => p !== null);
    expect(progress.length).toBeGreaterThan(0);
    for (const step of progress) expect(step?.done).toBeLessThanOrEqual(step?.total as number);
  }, 180_000);

  it("a commit and an undo answer at once; a second commit meanwhile is refused", async () => {
    const previewed = await calls.preview(await manyDays(400));
    await follow(previewed.body.data.id);
    const committing = await calls.commit(previewed.body.data.id);
    expect(committing.status).toBe(200);
    expect(committing.body.data.status).toBe("committing");
    // A second commit of a batch whose job runs waits for it: refused, nothing written twice.
    const twice = await calls.commit(previewed.body.data.id);
    expect(twice.status).toBe(409);
    const committed = await follow(previewed.body.data.id);
    expect(committed.last.status).toBe("committed");
    const days = await queryRows<{ n: number }>(
      ctx,
      sql`select count(*)::int as n from toldg_flights where import_batch_id = ${previewed.body.data.id}`,
    );
    expect(days[0]?.n).toBe(400);
    expect((await calls.undo(previewed.body.data.id)).body.data.status).toBe("undoing");
    expect((await follow(previewed.body.data.id)).last.status).toBe("undone");
  }, 180_000);

  it("a commit refused after the request answered keeps its reason on the batch, in each reader's language", async () => {
    const file = await importWorkbook({
      toldg: [
        { crew_code: String(pilot.crewCode), flight_date: "01/02/2026", to_number: "1", ldg_number: "1" },
      ],
    });
    const previewed = await calls.preview(file);
    await follow(previewed.body.data.id);
    // The database moves on after the preview: the commit sees it and refuses.
    const other = await calls.preview(file);
    await follow(other.body.data.id);
    await calls.commit(other.body.data.id);
    await follow(other.body.data.id);
    const refused = await calls.commit(previewed.body.data.id);
    // Refused within the wait (409), or after it, on the batch: either way previewed with its reason.
    if (refused.status === 200) await follow(previewed.body.data.id);
    else expect(refused.status).toBe(409);
    expect(await batchOf(previewed.body.data.id, "vi")).toMatchObject({
      status: "previewed",
      failure: { message: expect.stringContaining("Dữ liệu đã thay đổi sau bản xem trước") },
    });
  });

  it("a job a stopped server left is marked interrupted at the next start", async () => {
    const previewed = await calls.preview(await manyDays(3));
    await follow(previewed.body.data.id);
    await ctx.database.db.execute(
      sql`update import_batches set status = 'committing' where id = ${previewed.body.data.id}`,
    );
    await interruptedImports(ctx.database.db);
    expect(await batchOf(previewed.body.data.id)).toMatchObject({
      status: "previewed",
      failure: { message: expect.stringMatching(/server stopped while this import ran/) },
    });
  });
});
