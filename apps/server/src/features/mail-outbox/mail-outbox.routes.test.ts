import { MailOutboxStatus, Permission, Role } from "@trms/shared";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient } from "../../../test/client";
import { createUser } from "../../../test/factories";
import { createTestApp, type TestContext } from "../../../test/harness";
import type { Database } from "../../db/client";
import { auditLog } from "../../db/tables/audit.table";
import { mailOutbox } from "../../db/tables/mail-outbox.table";
import type { OutboxMail } from "../../lib/mail-outbox/mail-outbox";
import type { Mail } from "../../lib/mailer";

let ctx: TestContext;
let api: ReturnType<typeof apiClient>;
const tokens: Record<string, string> = {};
const as = (key: string, lang: "en" | "vi" = "en") => ({ token: tokens[key], lang });

/** The mail server of this file: it refuses any address starting with "refuse". */
const delivered: Mail[] = [];
const mailer = {
  async send(mail: Mail) {
    if (mail.to.startsWith("refuse"))
      throw Object.assign(new Error("550 No such mailbox"), { responseCode: 550 });
    delivered.push(mail);
  },
};

const ACCOUNTS = [
  ["superAdmin", { role: Role.ADMIN, isAdmin: true }],
  ["admin", { role: Role.ADMIN, fleet: "B787" }],
  ["staff", { role: Role.USER, permissions: [Permission.VIEW_PILOT_LIST, Permission.EDIT_PILOT] }],
  ["instructor", { role: Role.INSTRUCTOR, profile: { crewCode: "MI01" } }],
  ["pilot", { role: Role.PILOT, profile: { crewCode: "MP01" } }],
  ["employee", { role: Role.EMPLOYEE }],
] as const;

const mail = (to: string, extra: Partial<OutboxMail> = {}): OutboxMail => ({
  kind: "sim_form",
  to,
  language: "en",
  subject: `Subject for ${to}`,
  text: `Text for ${to}`,
  ...extra,
});

/** Writes mails as a change would, without waking the sender. */
const queueQuietly = (mails: OutboxMail[]) =>
  ctx.database.db.transaction((tx) => ctx.app.deps.outbox.queue(tx as unknown as Database, mails));

beforeAll(async () => {
  // One try each, so a refused mail is failed at once.
  ctx = await createTestApp({ mailer, mailOutbox: { maxAttempts: 1 } });
  api = apiClient(ctx);
  for (const [key, account] of ACCOUNTS) {
    tokens[key] = (
      await createUser(ctx, { email: `${key.toLowerCase()}@test.trms`, fullName: key, ...account })
    ).client.token;
  }
  await queueQuietly([
    mail("a@test.trms"),
    mail("b@test.trms", { kind: "line_check" }),
    mail("refused@test.trms"),
    mail("reset@test.trms", {
      kind: "reset_password",
      subject: "Reset your password",
      text: "Open http://trms.test/login/reset_password/SECRET-TOKEN",
      secret: true,
      expiresAt: new Date(Date.now() + 3_600_000),
    }),
  ]);
  expect(await ctx.app.deps.outbox.flush()).toEqual({ sent: 3, retried: 0, failed: 1 });
  await queueQuietly([mail("later@test.trms", { kind: "expiry_alert_pilot" })]);
});
afterAll(async () => {
  await ctx.close();
});

const list = (body: unknown = {}, who = "superAdmin") => api.post("system/get_mail_outbox", body, as(who));
const rowOf = async (to: string) =>
  (await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, to)))[0];

describe("mail outbox calls under the role matrix", () => {
  it("answer administrators only, before the body is read", async () => {
    for (const [who] of ACCOUNTS) {
      const allowed = who === "superAdmin" || who === "admin";
      expect((await list({}, who)).status, who).toBe(allowed ? 200 : 403);
      expect((await api.post("system/retry_mail", { id: 999_999 }, as(who))).status, who).toBe(
        allowed ? 404 : 403,
      );
    }
    expect((await api.post("system/get_mail_outbox", {})).status).toBe(401);
    expect((await api.post("system/retry_mail", { id: "x" }, as("pilot"))).status).toBe(403);
  });
});

describe("system/get_mail_outbox", () => {
  it("lists the queue newest first with its tries, counts each state, and never shows a mail's text", async () => {
    const reply = await list();
    expect(reply.status).toBe(200);
    const { mail_outbox: rows, total, counts, kept_days } = reply.body.data;
    expect(total).toBe(5);
    expect(counts).toEqual({ pending: 1, sending: 0, sent: 3, failed: 1 });
    expect(kept_days).toBe(14);
    expect(rows.map((row: { recipient: string }) => row.recipient)).toEqual([
      "later@test.trms",
      "reset@test.trms",
      "refused@test.trms",
      "b@test.trms",
      "a@test.trms",
    ]);
    const [later, , refused] = rows;
    expect(later).toMatchObject({
      kind: "expiry_alert_pilot",
      status: MailOutboxStatus.PENDING,
      attempts: 0,
    });
    expect(later.next_attempt_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(refused).toMatchObject({
      status: MailOutboxStatus.FAILED,
      attempts: 1,
      max_attempts: 1,
      last_error: "550 No such mailbox",
      next_attempt_at: null,
      sent_at: null,
    });
    expect(JSON.stringify(reply.body)).not.toContain("Text for");
    expect(JSON.stringify(reply.body)).not.toContain("SECRET-TOKEN");
    // The reset link is not readable in the database either; its mail went out whole.
    expect((await rowOf("reset@test.trms"))?.body).not.toContain("SECRET-TOKEN");
    expect(delivered.find((sent) => sent.to === "reset@test.trms")?.text).toContain("SECRET-TOKEN");
  });

  it("filters by state, kind and keyword, and pages and orders in SQL", async () => {
    const failed = await list({ filters: { status: MailOutboxStatus.FAILED } });
    expect(failed.body.data.mail_outbox.map((row: { recipient: string }) => row.recipient)).toEqual([
      "refused@test.trms",
    ]);
    expect(failed.body.data.total).toBe(1);
    const kind = await list({ filters: { kind: "line_check" } });
    expect(kind.body.data.mail_outbox).toHaveLength(1);
    const keyword = await list({ keyword: "RESET" });
    expect(keyword.body.data.mail_outbox.map((row: { kind: string }) => row.kind)).toEqual([
      "reset_password",
    ]);
    const page = await list({ page_number: 2, page_count: 2, order: "+" });
    expect(page.body.data.total).toBe(5);
    expect(page.body.data.mail_outbox.map((row: { recipient: string }) => row.recipient)).toEqual([
      "refused@test.trms",
      "reset@test.trms",
    ]);
    const today = new Date().toLocaleDateString("sv-SE", { timeZone: "Asia/Ho_Chi_Minh" });
    expect((await list({ date_range: { start_date: today, end_date: today } })).body.data.total).toBe(5);
    expect((await list({ date_range: { end_date: "2020-01-01" } })).body.data.total).toBe(0);
  });

  it("refuses a state or kind it does not know with a clear message", async () => {
    const state = await list({ filters: { status: 9 } });
    expect(state.status).toBe(400);
    expect(state.body.code).toBe("VALIDATION_ERROR");
    expect(state.body.details).toEqual([{ path: "filters.status", message: "This value is invalid" }]);
    expect((await list({ filters: { kind: "newsletter" } })).status).toBe(400);
  });
});

describe("system/retry_mail", () => {
  it("puts a failed mail back in the queue with an audit row, and the sender sends it", async () => {
    const refused = await rowOf("refused@test.trms");
    // The mailbox exists now.
    await ctx.database.db
      .update(mailOutbox)
      .set({ recipient: "fixed@test.trms" })
      .where(eq(mailOutbox.id, refused?.id as number));
    const reply = await api.post("system/retry_mail", { id: refused?.id }, as("admin"));
    expect(reply.status).toBe(200);
    expect(reply.body.data).toMatchObject({ id: refused?.id, status: MailOutboxStatus.PENDING, attempts: 0 });
    await ctx.app.deps.background.drain();
    expect(await rowOf("fixed@test.trms")).toMatchObject({ status: MailOutboxStatus.SENT, attempts: 1 });
    expect(delivered.filter((sent) => sent.to === "fixed@test.trms")).toHaveLength(1);
    const audits = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "mail_outbox"), eq(auditLog.entityId, String(refused?.id))));
    expect(audits).toEqual([
      expect.objectContaining({ action: "retry", changes: { status: [4, 1], attempts: [1, 0] } }),
    ]);

    // Sent now: nothing to retry.
    const again = await api.post("system/retry_mail", { id: refused?.id }, as("admin", "vi"));
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      code: "CONFLICT",
      message: "Chỉ thư gửi lỗi mới gửi lại được; thư này đang chờ gửi hoặc đã gửi",
    });
  });

  it("keeps a failed mail whose link has expired, and says why", async () => {
    const reset = await rowOf("reset@test.trms");
    await ctx.database.db
      .update(mailOutbox)
      .set({ status: MailOutboxStatus.FAILED, expiresAt: new Date(Date.now() - 1000) })
      .where(eq(mailOutbox.id, reset?.id as number));
    const reply = await api.post("system/retry_mail", { id: reset?.id }, as("superAdmin"));
    expect(reply.status).toBe(409);
    expect(reply.body.message).toBe("This mail's link has expired; it cannot be sent any more");
    expect((await rowOf("reset@test.trms"))?.status).toBe(MailOutboxStatus.FAILED);
    expect((await api.post("system/retry_mail", { id: 0 }, as("superAdmin"))).status).toBe(400);
  });
});

describe("the outbox's kept totals", () => {
  it("follow every mail queued and cleared, and a page of keys walked from either end", async () => {
    const before = (await list()).body.data;
    expect(before.total).toBe(5);
    const queued = Array.from({ length: 30 }, (_, i) => mail(`bulk${String(i).padStart(2, "0")}@test.trms`));
    await queueQuietly(queued);
    const grown = (await list({ page_count: 10 })).body.data;
    expect(grown.total).toBe(35);
    expect(grown.counts).toEqual({ ...before.counts, pending: before.counts.pending + 30 });
    // The same rows newest first and oldest first, page by page, whichever end a page is cut from.
    const pages = async (order: "+" | "-") => {
      const seen: number[] = [];
      for (let page = 1; page <= 4; page++)
        seen.push(
          ...(await list({ page_number: page, page_count: 10, order })).body.data.mail_outbox.map(
            (row: { id: number }) => row.id,
          ),
        );
      return seen;
    };
    const newest = await pages("-");
    expect(newest).toHaveLength(35);
    expect(await pages("+")).toEqual([...newest].reverse());
    // Cleared as the hourly prune clears sent mail: the total and the sent count fall with it.
    await ctx.database.db.delete(mailOutbox).where(eq(mailOutbox.status, MailOutboxStatus.SENT));
    const cleared = (await list()).body.data;
    expect(cleared.total).toBe(35 - before.counts.sent);
    expect(cleared.counts.sent).toBe(0);
    expect(cleared.counts.pending).toBe(before.counts.pending + 30);
  });
});
