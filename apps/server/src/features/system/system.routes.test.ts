import { mkdir, readFile, utimes, writeFile } from "node:fs/promises";
import path from "node:path";
import { Permission, Role, type SystemStatus } from "@trms/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient } from "../../../test/client";
import { createUser } from "../../../test/factories";
import { createTestApp, type TestContext } from "../../../test/harness";
import { MIGRATIONS_FOLDER } from "../../db/client";
import { runOncePerDay } from "../../lib/daily-job";

let ctx: TestContext;
let api: ReturnType<typeof apiClient>;
const tokens: Record<string, string> = {};

const ACCOUNTS = [
  ["superAdmin", { role: Role.ADMIN, isAdmin: true }],
  ["admin", { role: Role.ADMIN }],
  ["staff", { role: Role.USER, permissions: [Permission.VIEW_PILOT_LIST, Permission.EDIT_PILOT] }],
  ["instructor", { role: Role.INSTRUCTOR, profile: { crewCode: "SY01" } }],
  ["pilot", { role: Role.PILOT, profile: { crewCode: "SY02" } }],
  ["employee", { role: Role.EMPLOYEE }],
] as const;

beforeAll(async () => {
  ctx = await createTestApp();
  api = apiClient(ctx);
  for (const [key, account] of ACCOUNTS) {
    const created = await createUser(ctx, { email: `${key.toLowerCase()}@system.trms`, ...account });
    tokens[key] = created.client.token;
  }
});
afterAll(async () => {
  await ctx.close();
});

describe("system/get_status", () => {
  it("answers the super administrator only, before the body is read", async () => {
    for (const [who] of ACCOUNTS) {
      const reply = await api.post("system/get_status", {}, { token: tokens[who] });
      expect(reply.status, who).toBe(who === "superAdmin" ? 200 : 403);
    }
    expect((await api.post("system/get_status", {})).status).toBe(401);
    // A refused caller learns nothing of the body's schema.
    expect((await api.post("system/get_status", { x: 1 }, { token: tokens.admin })).status).toBe(403);
    expect((await api.post("system/get_status", { x: 1 }, { token: tokens.superAdmin })).status).toBe(400);
  });

  it("tells the version, the database, its migrations, the daily jobs and the uptime", async () => {
    await runOncePerDay(ctx.database.db, { job: "system-test-job", day: "2026-05-04" }, async () => ({
      complete: true,
    }));
    const reply = await api.post("system/get_status", {}, { token: tokens.superAdmin });
    expect(reply.status).toBe(200);
    const status = reply.body.data as SystemStatus;
    const manifest = JSON.parse(await readFile(path.join(MIGRATIONS_FOLDER, "../package.json"), "utf8"));
    const journal = JSON.parse(await readFile(path.join(MIGRATIONS_FOLDER, "meta/_journal.json"), "utf8"));
    const tags = (journal.entries as { tag: string }[]).map((entry) => entry.tag);
    expect(status.version).toBe(manifest.version);
    expect(status.node_version).toBe(process.version);
    expect(status.database.kind).toBe(ctx.database.kind);
    expect(status.database.server_version).toMatch(/^\d+/);
    expect(status.migrations).toEqual({ applied: tags.length, shipped: tags.length, last: tags.at(-1) });
    expect(status.uptime_seconds).toBeGreaterThanOrEqual(0);
    expect(Date.parse(status.started_at)).toBeLessThanOrEqual(Date.now());
    const job = status.daily_jobs.find((entry) => entry.job === "system-test-job");
    expect(job).toMatchObject({ completed_day: "2026-05-04", running: false });
    expect(Date.parse(job?.last_finished_at ?? "")).toBeGreaterThan(Date.now() - 60_000);
    // No nightly backup yet; the mail outbox's depth.
    expect(status.last_backup).toBeNull();
    expect(status.mail_outbox).toEqual({ pending: 0, failed: 0, oldest_pending_at: null });
  });

  it("tells the embedded database's last nightly backup, and none on PostgreSQL", async () => {
    const folder = path.join(ctx.dataDir, "backups");
    await mkdir(folder, { recursive: true });
    await writeFile(path.join(folder, "trms-2026-11-19.tar.gz"), Buffer.alloc(100));
    await writeFile(path.join(folder, "trms-2026-11-20.tar.gz"), Buffer.alloc(1234));
    await utimes(
      path.join(folder, "trms-2026-11-19.tar.gz"),
      new Date("2026-11-19T20:00:00Z"),
      new Date("2026-11-19T20:00:00Z"),
    );
    await utimes(
      path.join(folder, "trms-2026-11-20.tar.gz"),
      new Date("2026-11-20T20:00:00Z"),
      new Date("2026-11-20T20:00:00Z"),
    );
    // A half-written archive is not a backup.
    await writeFile(path.join(folder, "trms-2026-11-21.tar.gz.partial"), Buffer.alloc(10));
    const status = (await api.post("system/get_status", {}, { token: tokens.superAdmin })).body
      .data as SystemStatus;
    if (ctx.database.kind === "pglite")
      expect(status.last_backup).toEqual({ at: "2026-11-20T20:00:00.000Z", size_bytes: 1234 });
    else expect(status.last_backup).toBeNull();
  });
});
