import { MailOutboxStatus } from "@trms/shared";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshDatabase } from "../../../test/harness";
import type { Database, DatabaseHandle } from "../../db/client";
import { mailOutbox } from "../../db/tables/mail-outbox.table";
import { backgroundTasks } from "../background";
import { mailOutboxDepth } from "./depth";
import { createMailOutbox, DEFAULT_MAIL_OUTBOX_SETTINGS } from "./mail-outbox";
import { mailSeal } from "./seal";

let database: DatabaseHandle;
let db: Database;
const silent = { error() {}, warn() {} } as unknown as Parameters<typeof backgroundTasks>[0];

beforeAll(async () => {
  database = await freshDatabase();
  db = database.db;
});
afterAll(async () => {
  await database.close();
});

describe("a sealed mail text", () => {
  it("reads back with the server's secret only, and shows nothing of the text at rest", () => {
    const seal = mailSeal(new TextEncoder().encode("secret one"));
    const sealed = seal.seal("Open http://trms.test/login/reset_password/TOKEN within an hour");
    expect(sealed).toMatch(/^v1\./);
    expect(sealed).not.toContain("TOKEN");
    expect(seal.open(sealed)).toBe("Open http://trms.test/login/reset_password/TOKEN within an hour");
    expect(() => mailSeal(new TextEncoder().encode("secret two")).open(sealed)).toThrow();
    expect(() => seal.open(`${sealed.slice(0, -2)}AA`)).toThrow();
  });
});

describe("the outbox's depth, for the metrics", () => {
  it("counts the waiting and failed mails and the oldest waiting mail's age", async () => {
    expect(await mailOutboxDepth(db)).toEqual({
      pending: 0,
      failed: 0,
      oldestPendingAgeSeconds: 0,
      oldestPendingAt: null,
    });
    const outbox = createMailOutbox({
      db,
      mailer: { send: async () => undefined },
      log: silent,
      background: backgroundTasks(silent),
      settings: DEFAULT_MAIL_OUTBOX_SETTINGS,
      secret: new TextEncoder().encode("depth"),
    });
    await db.transaction((tx) =>
      outbox.queue(
        tx as unknown as Database,
        ["a", "b", "c", "d"].map((name) => ({
          kind: "sim_form" as const,
          to: `${name}@depth.trms`,
          language: "en" as const,
          subject: name,
          text: name,
        })),
      ),
    );
    await db.execute(
      sql`update ${mailOutbox} set created_at = now() - interval '90 seconds' where subject = 'a'`,
    );
    await db.execute(sql`update ${mailOutbox} set status = ${MailOutboxStatus.FAILED} where subject = 'b'`);
    await db.execute(sql`update ${mailOutbox} set status = ${MailOutboxStatus.SENT} where subject = 'c'`);
    const depth = await mailOutboxDepth(db);
    expect(depth).toMatchObject({ pending: 2, failed: 1 });
    expect(depth.oldestPendingAgeSeconds).toBeGreaterThanOrEqual(90);
    expect(depth.oldestPendingAgeSeconds).toBeLessThan(120);
    const waited = Date.now() - (depth.oldestPendingAt?.getTime() ?? 0);
    expect(waited).toBeGreaterThanOrEqual(89_000);
    expect(waited).toBeLessThan(120_000);
    await outbox.close();
  });
});

describe("the outbox's poll", () => {
  it("sends what is due and clears away sent mails older than the kept days, keeping the rest", async () => {
    await db.delete(mailOutbox);
    const sent: string[] = [];
    const outbox = createMailOutbox({
      db,
      mailer: { send: async (mail) => void sent.push(mail.subject) },
      log: silent,
      background: backgroundTasks(silent),
      settings: { ...DEFAULT_MAIL_OUTBOX_SETTINGS, keepDays: 14 },
      secret: new TextEncoder().encode("poll"),
    });
    await db.transaction((tx) =>
      outbox.queue(
        tx as unknown as Database,
        ["due", "old", "recent", "failed"].map((name) => ({
          kind: "line_check" as const,
          to: `${name}@poll.trms`,
          language: "vi" as const,
          subject: name,
          text: name,
        })),
      ),
    );
    const mark = (subject: string, status: number, sentDaysAgo: number | null) =>
      db.execute(
        sql`update ${mailOutbox} set status = ${status},
          sent_at = ${sentDaysAgo === null ? null : sql`now() - make_interval(days => ${sentDaysAgo})`},
          created_at = now() - interval '30 days' where subject = ${subject}`,
      );
    await mark("old", MailOutboxStatus.SENT, 15);
    await mark("recent", MailOutboxStatus.SENT, 13);
    await mark("failed", MailOutboxStatus.FAILED, null);
    const poll = outbox.poll();
    await poll.running();
    await poll.stop();
    expect(sent).toEqual(["due"]);
    const left = await db.select({ subject: mailOutbox.subject }).from(mailOutbox).orderBy(mailOutbox.id);
    expect(left.map((row) => row.subject)).toEqual(["due", "recent", "failed"]);
    await outbox.close();
  });
});
