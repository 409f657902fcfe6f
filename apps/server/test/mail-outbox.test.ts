/**
 * The mail outbox against a real SMTP server: a mail server that is
 * down fails no change and loses no mail, each mail is sent once when it is back, a step that rolls
 * back queues nothing, and two senders on one database send each mail once. Runs on PGlite and on
 * PostgreSQL; each test prints its figures.
 */
import { addDays, MailOutboxStatus, Role } from "@trms/shared";
import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../src/db/client";
import { passwordResets } from "../src/db/tables/auth.table";
import { mailOutbox } from "../src/db/tables/mail-outbox.table";
import { simForms } from "../src/db/tables/sim-form.table";
import { toldgRecords } from "../src/db/tables/toldg.table";
import { runExpiryAlerts } from "../src/features/ledger";
import { createMailOutbox, messageIdOf, type OutboxMail } from "../src/lib/mail-outbox/mail-outbox";
import { createMailer } from "../src/lib/mailer";
import { PDF } from "./accounts";
import { apiClient } from "./client";
import { createAdmin, createSimForm, createUser, type Made } from "./factories";
import { createTestApp, type TestContext } from "./harness";
import { type SmtpCatcher, smtpCatcher } from "./smtp-catcher";

let smtp: SmtpCatcher;
let ctx: TestContext;
let api: ReturnType<typeof apiClient>;
let pilots: Made[];

beforeAll(async () => {
  smtp = await smtpCatcher();
  // A short first retry and poll, so the test sees the outbox's own retries within seconds.
  ctx = await createTestApp({ smtpUrl: smtp.url(), mailOutbox: { retryBaseMs: 500, pollMs: 200 } });
  api = apiClient(ctx);
  await createAdmin(ctx);
  await createUser(ctx, { role: Role.INSTRUCTOR, email: "ia@outbox.trms", profile: { crewCode: "OI01" } });
  pilots = [];
  for (let i = 0; i < 4; i++)
    pilots.push(
      await createUser(ctx, {
        role: Role.PILOT,
        email: `p${i}@outbox.trms`,
        fullName: `Pilot ${i}`,
        profile: { crewCode: `OP0${i}` },
      }),
    );
}, 120_000);
afterAll(async () => {
  await ctx?.close();
  await smtp?.stop();
});

const db = () => ctx.database.db;
const rows = () => db().select().from(mailOutbox).orderBy(mailOutbox.id);

/** A stage-1 upload of a SIM form by its pilot: a workflow step that mails the SIM-A instructor. */
function upload(pilot: Made, formId: number) {
  const body = new FormData();
  body.append("submitted_form_id", String(formId));
  body.append("form_order", "1");
  body.append("submitted_report", new Blob([PDF], { type: "application/pdf" }), "form.pdf");
  return api.postForm("sim/submit_form", body, { token: pilot.client.token });
}

/** Waits until every mail of the outbox is settled (sent or failed), as the running server's poll sends. */
async function settled(timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const open = (await rows()).filter(
      (row) => row.status === MailOutboxStatus.PENDING || row.status === MailOutboxStatus.SENDING,
    );
    if (open.length === 0) return;
    if (Date.now() > deadline) throw new Error(`${open.length} mails still queued`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The figures of the outbox against what the mail server received, printed and returned. */
async function figures(label: string, ids: number[]) {
  const queued = (await rows()).filter((row) => ids.includes(row.id));
  const expected = new Set(queued.map(messageIdOf));
  const caught = smtp.received.filter((mail) => expected.has(mail.messageId));
  const distinct = new Set(caught.map((mail) => mail.messageId));
  const waiting = queued.filter(
    (row) =>
      (row.status === MailOutboxStatus.PENDING || row.status === MailOutboxStatus.SENDING) &&
      !distinct.has(messageIdOf(row)),
  ).length;
  const result = {
    queued: queued.length,
    sent: queued.filter((row) => row.status === MailOutboxStatus.SENT).length,
    waiting,
    received: caught.length,
    duplicates: caught.length - distinct.size,
    // Neither received nor still waiting in the outbox: gone.
    lost: expected.size - distinct.size - waiting,
  };
  console.log(
    `[mail outbox] ${label} (${ctx.database.kind}): queued ${result.queued}, sent ${result.sent}, ` +
      `waiting ${result.waiting}, received ${result.received}, duplicates ${result.duplicates}, lost ${result.lost}`,
  );
  return result;
}

describe("the mail outbox with a real SMTP server", () => {
  it("commits every change while the mail server is down, keeps its mails, and sends each once when it is back", async () => {
    await smtp.stop();
    const before = smtp.received.length;
    // Workflow mails: each pilot's stage-1 upload of a SIM form mails the SIM-A instructor.
    const first = await createSimForm(ctx, { pilots: ["OP00", "OP01"], instructor: "OI01" });
    const second = await createSimForm(ctx, { pilots: ["OP02", "OP03"], instructor: "OI01" });
    const uploads = [
      await upload(pilots[0] as Made, first),
      await upload(pilots[1] as Made, first + 1),
      await upload(pilots[2] as Made, second),
    ];
    expect(uploads.map((reply) => reply.status)).toEqual([200, 200, 200]);
    // Reset-password mails, each with its token.
    for (const pilot of pilots)
      expect((await api.post("auth/login/forgot_password", { email: pilot.email })).status).toBe(200);
    // The expiry alerts: a validity ending in a week, for its pilot and the administrator's summary.
    await db()
      .insert(toldgRecords)
      .values({
        pilotId: pilots[3]?.pilotId as number,
        licenseNumber: "VN-OUTBOX",
        recencyDate: addDays(today(), 7),
      });
    const alerts = await runExpiryAlerts({
      db: db(),
      outbox: ctx.app.deps.outbox,
      publicUrl: ctx.config.publicUrl,
      log: ctx.app.log,
    });
    expect(alerts).toMatchObject({ queued: 2, complete: true });
    await ctx.app.deps.background.drain();

    // Every change committed: the forms moved, the reset tokens exist, the alert lines are logged.
    const forms = await db()
      .select({ status: simForms.status })
      .from(simForms)
      .where(inArray(simForms.id, [first, first + 1, second]));
    expect(forms.every((form) => form.status !== 1)).toBe(true);
    expect(await db().select().from(passwordResets)).toHaveLength(4);
    // And every mail waits in the outbox, none sent, the first one tried with the network's answer.
    const waiting = await rows();
    expect(waiting).toHaveLength(3 + 4 + 2);
    expect(waiting.every((row) => row.status === MailOutboxStatus.PENDING)).toBe(true);
    expect(waiting.some((row) => row.attempts > 0 && /ECONNREFUSED/.test(row.lastError ?? ""))).toBe(true);
    expect(smtp.received.length).toBe(before);
    const down = await figures(
      "mail server down",
      waiting.map((row) => row.id),
    );
    expect(down).toEqual({ queued: 9, sent: 0, waiting: 9, received: 0, duplicates: 0, lost: 0 });

    // The mail server comes back; the running server's poll sends what waited.
    await smtp.start();
    const poll = ctx.app.deps.outbox.poll();
    try {
      await settled();
    } finally {
      await poll.stop();
    }
    await ctx.app.deps.outbox.flush();
    const back = await figures(
      "mail server back",
      waiting.map((row) => row.id),
    );
    expect(back).toEqual({ queued: 9, sent: 9, waiting: 0, received: 9, duplicates: 0, lost: 0 });
    // Each went to its recipient in its language; the reset link, sealed at rest, still works.
    expect(smtp.received.filter((mail) => mail.to === "ia@outbox.trms")).toHaveLength(3);
    const reset = smtp.received.find(
      (mail) => mail.to === "p0@outbox.trms" && /reset_password/.test(mail.text),
    );
    const token = reset?.text.match(/reset_password\/([\w-]{43})/)?.[1];
    const renewed = await api.post("auth/login/reset_password", {
      email: "p0@outbox.trms",
      password: "Renewed@5678",
      token,
    });
    expect(renewed.status).toBe(200);
    expect((await api.login("p0@outbox.trms", "Renewed@5678")).status).toBe(200);
  }, 60_000);

  it("queues no mail for a step that rolls back, even when it fails at its commit after queuing", async () => {
    const formId = await createSimForm(ctx, { pilots: ["OP01", "OP02"], instructor: "OI01" });
    // The database refuses this form's step at commit time, after the status, history, audit and
    // mail rows were all written in its transaction.
    await db().execute(
      sql.raw(`create function outbox_test_refuse() returns trigger language plpgsql as
        $$ begin raise exception 'refused at commit'; end $$`),
    );
    await db().execute(
      sql.raw(`create constraint trigger outbox_test_refuse after insert on workflow_history
        deferrable initially deferred for each row when (new.entity_id = '${formId}')
        execute function outbox_test_refuse()`),
    );
    const before = (await rows()).length;
    const received = smtp.received.length;
    try {
      const refused = await upload(pilots[1] as Made, formId);
      expect(refused.status).toBe(500);
      expect(refused.body.code).toBe("INTERNAL_ERROR");
    } finally {
      await db().execute(sql.raw("drop trigger outbox_test_refuse on workflow_history"));
      await db().execute(sql.raw("drop function outbox_test_refuse()"));
    }
    await ctx.app.deps.background.drain();
    const [form] = await db()
      .select({ status: simForms.status })
      .from(simForms)
      .where(eq(simForms.id, formId));
    expect(form?.status).toBe(1);
    expect((await rows()).length).toBe(before);
    expect(smtp.received.length).toBe(received);
    console.log(`[mail outbox] step rolled back at commit (${ctx.database.kind}): queued 0, sent 0`);

    // The same step once the database takes it: one mail, sent once.
    expect((await upload(pilots[1] as Made, formId)).status).toBe(200);
    await ctx.app.deps.background.drain();
    const queued = (await rows()).slice(before);
    const result = await figures(
      "the step taken again",
      queued.map((row) => row.id),
    );
    expect(result).toEqual({ queued: 1, sent: 1, waiting: 0, received: 1, duplicates: 0, lost: 0 });
  });

  it("sends each mail once when two senders on one database drain the same queue", async () => {
    const count = 200;
    const mails: OutboxMail[] = Array.from({ length: count }, (_, i) => ({
      kind: "line_check",
      to: `many${i % 10}@outbox.trms`,
      language: i % 2 ? "en" : "vi",
      subject: `Queue ${i}`,
      text: `Mail ${i}`,
    }));
    const before = (await rows()).length;
    await db().transaction((tx) => ctx.app.deps.outbox.queue(tx as unknown as Database, mails));
    // A second instance's sender: its own mailer and background, the same database.
    const other = createMailOutbox({
      db: db(),
      mailer: createMailer({
        smtpUrl: smtp.url(),
        from: "other@outbox.trms",
        outboxDir: "",
        log: ctx.app.log,
      }),
      log: ctx.app.log,
      background: ctx.app.deps.background,
      settings: ctx.config.mailOutbox,
      secret: ctx.config.jwtSecret,
    });
    const mine = ctx.app.deps.outbox;
    const reports = await Promise.all([mine.flush(), other.flush()]);
    await other.close();
    expect(reports.reduce((sum, report) => sum + report.sent, 0)).toBe(count);
    // Both took part (each claims the next free mail; on PGlite their statements take turns).
    expect(reports.every((report) => report.sent > 0)).toBe(true);
    const queued = (await rows()).slice(before);
    const result = await figures(
      "two senders, one queue",
      queued.map((row) => row.id),
    );
    expect(result).toEqual({
      queued: count,
      sent: count,
      waiting: 0,
      received: count,
      duplicates: 0,
      lost: 0,
    });
    expect(await mine.flush()).toEqual({ sent: 0, retried: 0, failed: 0 });
  }, 60_000);

  it("stops retrying after the last try and keeps the mail as failed; a claim that ran out is taken over", async () => {
    await smtp.stop();
    const before = (await rows()).length;
    await db().transaction((tx) =>
      ctx.app.deps.outbox.queue(tx as unknown as Database, [
        { kind: "sim_form", to: "late@outbox.trms", language: "en", subject: "Keeps failing", text: "x" },
      ]),
    );
    const [row] = (await rows()).slice(before);
    const id = row?.id as number;
    const due = () => db().update(mailOutbox).set({ nextAttemptAt: sql`now()` }).where(eq(mailOutbox.id, id));
    const { maxAttempts, retryBaseMs } = ctx.config.mailOutbox;
    const waits: number[] = [];
    for (let attempt = 1; attempt <= maxAttempts; attempt++) {
      await due();
      await ctx.app.deps.outbox.flush();
      const [now] = await db()
        .select({
          attempts: mailOutbox.attempts,
          status: mailOutbox.status,
          wait: sql<number>`extract(epoch from ${mailOutbox.nextAttemptAt} - now())`.mapWith(Number),
        })
        .from(mailOutbox)
        .where(eq(mailOutbox.id, id));
      expect(now?.attempts).toBe(attempt);
      expect(now?.status).toBe(attempt < maxAttempts ? MailOutboxStatus.PENDING : MailOutboxStatus.FAILED);
      if (attempt < maxAttempts) waits.push(now?.wait as number);
    }
    // Each wait doubles the one before: 0.5 s, 1 s, 2 s, … (an hour at most).
    waits.forEach((wait, i) => {
      const expected = Math.min((retryBaseMs / 1000) * 2 ** i, 3600);
      expect(wait).toBeGreaterThan(expected - 1);
      expect(wait).toBeLessThanOrEqual(expected);
    });
    console.log(`[mail outbox] waits between tries (s): ${waits.map((wait) => wait.toFixed(1)).join(", ")}`);
    // Failed for good: no further try, whatever is due.
    await due();
    expect(await ctx.app.deps.outbox.flush()).toEqual({ sent: 0, retried: 0, failed: 0 });

    // A sender that died holding a claim: once the claim runs out another sender takes the mail.
    await smtp.start();
    await db()
      .update(mailOutbox)
      .set({ status: MailOutboxStatus.SENDING, claimedUntil: sql`now() - interval '1 second'` })
      .where(eq(mailOutbox.id, id));
    expect(await ctx.app.deps.outbox.flush()).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(smtp.received.filter((mail) => mail.subject === "Keeps failing")).toHaveLength(1);
  }, 60_000);
});

const today = () => new Date().toLocaleDateString("sv-SE", { timeZone: "Asia/Ho_Chi_Minh" });
