import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { translateServerMessage } from "@trms/shared";
import { count, sql } from "drizzle-orm";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { attachments } from "../src/db/tables/attachments.table";
import { trainingDocuments } from "../src/db/tables/training-document.table";
import { FILE_REFERENCES } from "../src/file-references";
import { sweepOrphanFiles } from "../src/lib/files/orphan-sweep";
import { createAdmin, type Made } from "./factories";
import {
  countedCall,
  expectOnlyClear503s,
  FaultTally,
  loadLoop,
  sleep,
  trainingDocumentForm,
} from "./fault-load";
import { createTestApp, type TestContext } from "./harness";

/**
 * The file store goes away during uploads and comes back (S3 protocol, s3rver), and
 * a local disk that cannot be written. An upload then answers 503 and saves no record; once the
 * store is back nothing is left for the orphan sweep.
 */
const REQUEST_TIMEOUT_MS = 8_000;
const WORKERS = 6;
const BUCKET = "trms-outage";

describe("the S3 file store going away during uploads", () => {
  let dir: string;
  let port: number;
  let s3: S3rver;
  let ctx: TestContext;
  let base: string;
  let admin: Made;

  const startStore = async () => {
    s3 = new S3rver({
      address: "127.0.0.1",
      port,
      silent: true,
      directory: path.join(dir, "s3"),
      configureBuckets: [{ name: BUCKET, configs: [] }],
    });
    port = ((await s3.run()) as AddressInfo).port;
  };
  /** Gone at once, as a crashed store: the uploads under way are cut off too. */
  const stopStore = async () => {
    const server = (s3 as unknown as { httpServer: Server }).httpServer;
    const closing = s3.close();
    server.closeAllConnections();
    await closing;
  };

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "trms-store-outage-"));
    port = 0;
    await startStore();
    ctx = await createTestApp({
      requestTimeoutMs: REQUEST_TIMEOUT_MS,
      s3: {
        bucket: BUCKET,
        endpoint: `http://127.0.0.1:${port}`,
        accessKeyId: "S3RVER",
        secretAccessKey: "S3RVER",
      },
    });
    await ctx.app.listen({ port: 0, host: "127.0.0.1" });
    base = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
    admin = await createAdmin(ctx);
  }, 60_000);

  afterAll(async () => {
    await ctx?.close();
    await s3?.close().catch(() => undefined);
    await rm(dir, { recursive: true, force: true });
  }, 60_000);

  it("answers 503 while it is down, creates no record without its file, and leaves nothing to sweep", async () => {
    const tally = new FaultTally();
    const call = (url: string, init: Parameters<typeof countedCall>[2]) =>
      countedCall(tally, `${base}${url}`, init, REQUEST_TIMEOUT_MS, "file_store_unavailable");
    const headers = { "access-token": admin.client.token };
    const first = await call("/api/v1/training_document/create_td", {
      method: "POST",
      language: "en",
      headers,
      body: trainingDocumentForm("store-first"),
    });
    expect(first?.status).toBe(200);
    tally.acknowledged.push("store-first");
    const created = first?.body?.data as { files: { url: string }[] } | undefined;
    const fileUrl = created?.files[0]?.url as string;

    // Uploads (two in three) and downloads of a stored file, alternating languages.
    const load = loadLoop(WORKERS, async (worker, round) => {
      const language = round % 2 === 0 ? "en" : "vi";
      if (round % 3 === 2) {
        await call(fileUrl, { method: "GET", language, headers });
        return;
      }
      const name = `store-${worker}-${round}`;
      const result = await call("/api/v1/training_document/create_td", {
        method: "POST",
        language,
        headers,
        body: trainingDocumentForm(name),
      });
      if (result?.status === 200) tally.acknowledged.push(name);
    });
    await sleep(1_500);
    const servedBefore = tally.ok;
    await stopStore();
    await sleep(2_000);
    const answeredWhileDown = tally.unavailable;
    await startStore();
    const servedAtRestart = tally.ok;
    await sleep(2_000);
    await load.stop();
    // Files a failed save could not remove while the store was down are removed once it is back.
    await ctx.app.deps.background.drain();

    const db = ctx.database.db;
    const saved = await db
      .select({ id: trainingDocuments.id, name: trainingDocuments.documentName })
      .from(trainingDocuments)
      .where(sql`${trainingDocuments.documentName} like 'store-%'`);
    const names = new Set(saved.map((row) => row.name));
    const lost = tally.acknowledged.filter((name) => !names.has(name)).length;
    const files = await db
      .select({ recordId: attachments.recordId, key: attachments.fileKey })
      .from(attachments);
    let withoutFile = saved.filter((row) => !files.some((file) => file.recordId === row.id)).length;
    for (const file of files) if ((await ctx.app.deps.fileStore.size(file.key)) === null) withoutFile += 1;
    const { removed } = await sweepOrphanFiles({
      db,
      store: ctx.app.deps.fileStore,
      references: FILE_REFERENCES,
      minAgeMs: 0,
    });
    console.log(
      `${tally.figures(`S3 file store stopped and started during uploads (${process.env.TRMS_TEST_DB} database)`, lost)}; ` +
        `${withoutFile} records without their file, ${removed.length} files left to sweep`,
    );
    expect(servedBefore).toBeGreaterThan(0);
    expect(answeredWhileDown).toBeGreaterThan(0);
    expect(tally.ok).toBeGreaterThan(servedAtRestart);
    expectOnlyClear503s(tally);
    expect(lost).toBe(0);
    expect(withoutFile).toBe(0);
    expect(removed).toEqual([]);
  }, 60_000);
});

describe("a local files folder that cannot be written", () => {
  let ctx: TestContext;
  let admin: Made;

  beforeAll(async () => {
    ctx = await createTestApp();
    admin = await createAdmin(ctx);
  }, 60_000);
  afterAll(async () => {
    await ctx?.close();
  });

  it("answers 503 with the store's message and saves no record, then saves once the disk takes writes", async () => {
    // Root ignores a read-only mode, so a file stands where the files folder should be: every
    // write under it fails, as on a read-only or failing disk.
    const folder = path.join(ctx.dataDir, "files");
    await rm(folder, { recursive: true, force: true });
    await writeFile(folder, "not a folder");
    const counts = async () => {
      const [documents] = await ctx.database.db.select({ n: count() }).from(trainingDocuments);
      const [stored] = await ctx.database.db.select({ n: count() }).from(attachments);
      return { documents: documents?.n, files: stored?.n };
    };
    const before = await counts();
    for (const language of ["en", "vi"] as const) {
      const refused = await admin.client.postForm(
        "training_document/create_td",
        trainingDocumentForm("disk"),
        {
          lang: language,
        },
      );
      expect(refused.status).toBe(503);
      expect(refused.body).toEqual({
        code: "SERVICE_UNAVAILABLE",
        message: translateServerMessage("file_store_unavailable", language),
      });
    }
    expect(await counts()).toEqual(before);

    await rm(folder, { force: true });
    await mkdir(folder);
    const saved = await admin.client.postForm("training_document/create_td", trainingDocumentForm("disk"));
    expect(saved.status).toBe(200);
  });
});
