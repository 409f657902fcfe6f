import type { AddressInfo } from "node:net";
import { addDays, MailOutboxStatus, Permission, Role } from "@trms/shared";
import { eq } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createSimForm } from "../../../test/factories";
import { createTestApp, readMail, type TestContext } from "../../../test/harness";
import { dailyJobRuns } from "../../db/tables/daily-job.table";
import { expiryAlertLog } from "../../db/tables/expiry-alert.table";
import { mailOutbox } from "../../db/tables/mail-outbox.table";
import { pilots } from "../../db/tables/pilot.table";
import { simForms } from "../../db/tables/sim-form.table";
import { toldgRecords } from "../../db/tables/toldg.table";
import { users } from "../../db/tables/user.table";
import {
  createMailOutbox,
  DEFAULT_MAIL_OUTBOX_SETTINGS,
  type MailOutbox,
} from "../../lib/mail-outbox/mail-outbox";
import { createMailer, type Mailer } from "../../lib/mailer";
import { runExpiryAlerts, runExpiryAlertsForToday, scheduleExpiryAlerts } from "./expiry-alert";

/** A real SMTP server on loopback receives what the job sends; it can refuse for a while. */
let server: SMTPServer;
let smtpUrl: string;
let received: { to: string; subject: string; text: string }[] = [];
let refusing = false;

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (refusing) callback(Object.assign(new Error("Mailbox unavailable"), { responseCode: 451 }));
      else callback();
    },
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        received.push(readMail(Buffer.concat(chunks).toString()));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  smtpUrl = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

/** 10:00 in Vietnam on 23/11/2026: the airline's today. */
const TODAY = "2026-11-23";
const at = (day: string) => () => new Date(`${day}T03:00:00Z`);

let ctx: TestContext;
let outbox: MailOutbox;
let n = 0;

/** The app's outbox sending through a given mailer (the SMTP server above unless told). */
const outboxWith = (mailer: Mailer) =>
  createMailOutbox({
    db: ctx.database.db,
    mailer,
    log: ctx.app.log,
    background: ctx.app.deps.background,
    settings: DEFAULT_MAIL_OUTBOX_SETTINGS,
    secret: ctx.config.jwtSecret,
  });

beforeEach(async () => {
  ctx = await createTestApp();
  outbox = outboxWith(
    createMailer({ smtpUrl, from: "TRMS <no-reply@trms.test>", outboxDir: "", log: ctx.app.log }),
  );
  received = [];
  refusing = false;
});
afterEach(async () => {
  await ctx.close();
});

const deps = (day = TODAY) => ({
  db: ctx.database.db,
  outbox,
  publicUrl: "http://trms.test",
  log: ctx.app.log,
  now: at(day),
});

/** One run of the job, then the sender's work after its commits (the kick the run gave). */
async function runAndSend(options: Parameters<typeof runExpiryAlerts>[0]) {
  const report = await runExpiryAlerts(options);
  await ctx.app.deps.background.drain();
  return report;
}
async function runTodayAndSend(options: Parameters<typeof runExpiryAlertsForToday>[0]) {
  const outcome = await runExpiryAlertsForToday(options);
  await ctx.app.deps.background.drain();
  return outcome;
}

/** A pilot whose TO/LDG recency ends on `validUntil` (null: no record), reading mails in `language`. */
async function pilot(
  name: string,
  validUntil: string | null,
  options: { fleet?: string; language?: "vi" | "en"; active?: boolean } = {},
) {
  n += 1;
  const crewCode = `Q${String(n).padStart(4, "0")}`;
  const fleet = options.fleet ?? "A321";
  const status = options.active === false ? 0 : 1;
  const account = await insertAccount(name, { role: Role.PILOT, fleet, language: options.language, status });
  const db = ctx.database.db;
  const [profile] = await db
    .insert(pilots)
    .values({ userId: account.id, crewCode, fullName: name, fleet, status })
    .returning({ id: pilots.id });
  const pilotId = profile?.id as number;
  if (validUntil)
    await db.insert(toldgRecords).values({ pilotId, licenseNumber: `L${n}`, recencyDate: validUntil });
  return { crewCode, pilotId, renew: (until: string) => renew(pilotId, until) };
}

const renew = (pilotId: number, until: string) =>
  ctx.database.db.update(toldgRecords).set({ recencyDate: until }).where(eq(toldgRecords.pilotId, pilotId));

async function manager(
  name: string,
  options: {
    role?: Role;
    fleet?: string;
    permissions?: Permission[];
    superAdmin?: boolean;
    language?: "vi" | "en";
  },
) {
  return insertAccount(name, {
    role: options.role ?? Role.USER,
    fleet: options.fleet ?? "A321",
    permissions: options.permissions ?? [],
    isAdmin: options.superAdmin ?? false,
    language: options.language,
  });
}

/** An account written straight to the table: the job never signs anyone in, so no password is hashed. */
async function insertAccount(
  name: string,
  options: {
    role: Role;
    fleet: string;
    permissions?: Permission[];
    isAdmin?: boolean;
    language?: "vi" | "en";
    status?: number;
  },
) {
  const [account] = await ctx.database.db
    .insert(users)
    .values({
      email: `${name}@alert.trms`,
      fullName: name,
      role: options.role,
      fleet: options.fleet,
      isAdmin: options.isAdmin ?? false,
      managementRole: options.permissions ?? [],
      language: options.language ?? "en",
      status: options.status ?? 1,
      passwordSalt: "unused",
      passwordHash: "unused",
    })
    .returning({ id: users.id });
  return account as { id: number };
}

const mailsTo = (name: string) => received.filter((mail) => mail.to === `${name}@alert.trms`);

/** How many mails each recipient got, by the name before the @. */
const tally = () => {
  const counts: Record<string, number> = {};
  for (const mail of received) {
    const name = mail.to.split("@")[0] as string;
    counts[name] = (counts[name] ?? 0) + 1;
  }
  return counts;
};

describe("expiry alerts", () => {
  it("mails each pilot and each manager once however often it runs, in their language", async () => {
    await pilot("thirty", addDays(TODAY, 30), { language: "en" });
    await pilot("seven", addDays(TODAY, 5), { language: "vi" });
    await pilot("today", TODAY);
    await pilot("later", addDays(TODAY, 31));
    await pilot("ended", addDays(TODAY, -1));
    await pilot("none", null);
    await pilot("blocked", addDays(TODAY, 3), { active: false });
    await pilot("elsewhere", addDays(TODAY, 10), { fleet: "B787", language: "vi" });
    await manager("viewer", { permissions: [Permission.VIEW_PILOT_LIST], language: "en" });
    await manager("editor", { permissions: [Permission.EDIT_PILOT], fleet: "B787", language: "vi" });
    await manager("bare", { permissions: [Permission.SET_SIM_FLAG] });
    await manager("fleetadmin", { role: Role.ADMIN, fleet: "B787" });
    await manager("super", { role: Role.ADMIN, superAdmin: true, fleet: "ATR72" });

    const first = await runAndSend(deps());
    expect(first).toMatchObject({ queued: 8, complete: true });
    expect(tally()).toEqual({
      thirty: 1,
      seven: 1,
      today: 1,
      elsewhere: 1,
      viewer: 1,
      editor: 1,
      fleetadmin: 1,
      super: 1,
    });

    const [thirty] = mailsTo("thirty");
    expect(thirty?.subject).toBe("Expiring soon: your TO/LDG recency, valid until 23/12/2026");
    expect(thirty?.text).toContain("- TO/LDG recency: valid until 23/12/2026 (30 days left)");
    expect(mailsTo("today")[0]?.text).toContain(
      "- TO/LDG recency: valid until 23/11/2026 (today is the last day)",
    );
    const [seven] = mailsTo("seven");
    expect(seven?.subject).toBe("Sắp hết hạn: Cất/hạ cánh gần đây của bạn, hiệu lực đến 28/11/2026");
    expect(seven?.text).toContain("- Cất/hạ cánh gần đây: hiệu lực đến 28/11/2026 (còn 5 ngày)");

    // The A321 viewer's summary names the A321 pilots within 30 days only, in English.
    const [viewer] = mailsTo("viewer");
    expect(viewer?.subject).toBe("Validities ending within 30 days: 3 pilots (fleet A321)");
    expect(viewer?.text).toMatch(
      /\* Q\d{4} today, TO\/LDG recency: valid until 23\/11\/2026 \(today is the last day\)/,
    );
    expect(viewer?.text).toContain("seven, TO/LDG recency: valid until 28/11/2026 (5 days left)");
    expect(viewer?.text).toContain("thirty, TO/LDG recency: valid until 23/12/2026 (30 days left)");
    for (const absent of ["elsewhere", "later", "ended", "blocked"])
      expect(viewer?.text).not.toContain(absent);
    expect(viewer?.text).toContain("http://trms.test/admin/dashboards");
    // Soonest first.
    expect(viewer?.text.indexOf("today,")).toBeLessThan(viewer?.text.indexOf("seven,") ?? 0);
    // The B787 editor's, in Vietnamese, names the B787 pilot only.
    const [editor] = mailsTo("editor");
    expect(editor?.subject).toBe("Hiệu lực hết hạn trong 30 ngày: 1 phi công (đội bay B787)");
    expect(editor?.text).toContain("elsewhere, Cất/hạ cánh gần đây: hiệu lực đến 03/12/2026 (còn 10 ngày)");
    expect(editor?.text).not.toContain("thirty");
    // The super administrator's covers every fleet.
    expect(mailsTo("super")[0]?.subject).toBe("Validities ending within 30 days: 4 pilots (all fleets)");

    const second = await runAndSend(deps());
    expect(second).toMatchObject({ queued: 0, complete: true });
    expect(received).toHaveLength(8);
    const queued = await ctx.database.db.select().from(mailOutbox);
    expect(queued.map((mail) => mail.status)).toEqual(Array(8).fill(MailOutboxStatus.SENT));
  });

  it("mails the 30-day and the 7-day threshold once each, and a renewed validity again", async () => {
    const renewed = await pilot("renewed", addDays(TODAY, 20));
    await manager("viewer", { permissions: [Permission.VIEW_PILOT_LIST] });

    await runAndSend(deps());
    await runAndSend(deps(addDays(TODAY, 1)));
    expect(tally()).toEqual({ renewed: 1, viewer: 1 });
    expect(mailsTo("renewed")[0]?.text).toContain("(20 days left)");

    // 7 days before the end: the second threshold, once, and a summary naming it as new.
    await runAndSend(deps(addDays(TODAY, 13)));
    await runAndSend(deps(addDays(TODAY, 14)));
    expect(tally()).toEqual({ renewed: 2, viewer: 2 });
    expect(mailsTo("renewed")[1]?.text).toContain("(7 days left)");
    expect(mailsTo("viewer")[1]?.text).toMatch(/\* Q\d{4} renewed, .*\(7 days left\)/);

    // Renewed to a new last day within 30 days: a new validity, alerted from its first threshold.
    await renewed.renew(addDays(TODAY, 40));
    await runAndSend(deps(addDays(TODAY, 15)));
    expect(tally()).toEqual({ renewed: 3, viewer: 3 });
    expect(mailsTo("renewed")[2]?.text).toContain("valid until 02/01/2027 (25 days left)");
    await runAndSend(deps(addDays(TODAY, 16)));
    expect(received).toHaveLength(6);
  });

  it("names each validity of a pilot in one mail: the SIM check's end and the e-learning's due day", async () => {
    const first = await pilot("first", null);
    const second = await pilot("second", null, { language: "vi" });
    const seats: [string, string] = [first.crewCode, second.crewCode];
    // A check Completed on 15/05 keeps the SIM valid to 30/11; the next session, 01/12, is booked
    // with its e-learning not done yet.
    const checked = await createSimForm(ctx, { pilots: seats, instructor: "F9999", day: "2026-05-15" });
    const [{ simId } = { simId: 0 }] = await ctx.database.db
      .select({ simId: simForms.simId })
      .from(simForms)
      .where(eq(simForms.id, checked));
    await ctx.database.db
      .update(simForms)
      .set({ status: 5, elearningCompletion: true })
      .where(eq(simForms.simId, simId));
    await createSimForm(ctx, { pilots: seats, instructor: "F9999", day: "2026-12-01" });

    await runAndSend(deps());
    expect(tally()).toEqual({ first: 1, second: 1 });
    const [mail] = mailsTo("first");
    expect(mail?.subject).toBe("Expiring soon: your SIM proficiency check, valid until 30/11/2026");
    expect(mail?.text).toContain(
      "- SIM proficiency check: valid until 30/11/2026 (7 days left)\n- E-learning: to be completed by 01/12/2026 (8 days left)",
    );
    expect(mailsTo("second")[0]?.text).toContain(
      "- E-learning: cần hoàn thành chậm nhất ngày 01/12/2026 (còn 8 ngày)",
    );
  });

  it("sends a manager at most one summary a day, and a pilot nothing already told", async () => {
    await pilot("early", addDays(TODAY, 12));
    await manager("viewer", { permissions: [Permission.VIEW_PILOT_LIST] });
    await runAndSend(deps());
    expect(tally()).toEqual({ early: 1, viewer: 1 });
    // A validity that comes within 30 days later the same day waits for tomorrow's summary.
    await pilot("late", addDays(TODAY, 29));
    await runAndSend(deps());
    expect(tally()).toEqual({ early: 1, late: 1, viewer: 1 });
    await runAndSend(deps(addDays(TODAY, 1)));
    expect(tally()).toEqual({ early: 1, late: 1, viewer: 2 });
    const summary = mailsTo("viewer")[1]?.text ?? "";
    expect(summary).toMatch(/\* Q\d{4} late,/);
    expect(summary).toMatch(/ {2}Q\d{4} early,/);
  });

  it("loses nothing while the mail server refuses or is gone: the day's mails wait in the outbox and go once", async () => {
    await pilot("pilot", addDays(TODAY, 7));
    await manager("viewer", { permissions: [Permission.VIEW_PILOT_LIST] });

    refusing = true;
    const down = await runTodayAndSend(deps());
    // The run is done: its lines are logged and their mails queued, whatever the mail server says.
    expect(down).toMatchObject({ ran: true, complete: true, report: { queued: 2 } });
    expect(received).toHaveLength(0);
    expect(await ctx.database.db.select().from(expiryAlertLog)).toHaveLength(2);
    const waiting = await ctx.database.db.select().from(mailOutbox);
    expect(waiting).toEqual([
      expect.objectContaining({ status: MailOutboxStatus.PENDING, attempts: 1 }),
      expect.objectContaining({ status: MailOutboxStatus.PENDING, attempts: 1 }),
    ]);
    expect(waiting[0]?.lastError).toMatch(/Mailbox unavailable/);
    const due = () => ctx.database.db.update(mailOutbox).set({ nextAttemptAt: new Date(Date.now() - 1000) });

    // A server whose mail server is gone altogether: the pass stops at the first mail and keeps the rest.
    await due();
    const closed = createMailer({
      smtpUrl: "smtp://127.0.0.1:1",
      from: "x@trms.test",
      outboxDir: "",
      log: ctx.app.log,
    });
    expect(await outboxWith(closed).flush()).toEqual({ sent: 0, retried: 1, failed: 0 });
    expect(received).toHaveLength(0);

    // The day is done: later ticks of the same day queue nothing again.
    expect(await runExpiryAlertsForToday(deps())).toEqual({ ran: false, report: undefined });

    refusing = false;
    await due();
    expect(await outbox.flush()).toEqual({ sent: 2, retried: 0, failed: 0 });
    expect(tally()).toEqual({ pilot: 1, viewer: 1 });
    expect(await outbox.flush()).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect((await runTodayAndSend(deps(addDays(TODAY, 1)))).ran).toBe(true);
    expect(received).toHaveLength(2);
  });

  it("runs on its schedule from the configured hour of the airline's day", async () => {
    await pilot("pilot", addDays(TODAY, 3));
    // 06:59 in Vietnam with the hour set to 7: the tick at start-up looks and waits.
    const early = scheduleExpiryAlerts({
      ...deps(),
      now: () => new Date(`${TODAY}T06:59:00+07:00`),
      hour: 7,
    });
    await early.running();
    await early.stop();
    expect(received).toHaveLength(0);
    expect(await ctx.database.db.select().from(dailyJobRuns)).toHaveLength(0);

    const due = scheduleExpiryAlerts({ ...deps(), now: () => new Date(`${TODAY}T07:00:00+07:00`), hour: 7 });
    await due.running();
    await due.stop();
    await ctx.app.deps.background.drain();
    expect(tally()).toEqual({ pilot: 1 });
    const [run] = await ctx.database.db.select().from(dailyJobRuns);
    expect(run).toMatchObject({ job: "expiry_alerts", completedDay: TODAY, leaseUntil: null });
  });

  it("sends each mail once when two runs start at the same moment", async () => {
    for (let i = 0; i < 12; i += 1)
      await pilot(`p${i}`, addDays(TODAY, 10 + i), { fleet: i % 2 ? "A321" : "B787" });
    await manager("viewer", { permissions: [Permission.VIEW_PILOT_LIST] });
    await manager("super", { role: Role.ADMIN, superAdmin: true });

    // Two instances' daily runs: one claims the day, the other finds it taken.
    const runs = await Promise.all([runExpiryAlertsForToday(deps()), runExpiryAlertsForToday(deps())]);
    await ctx.app.deps.background.drain();
    expect(runs.map((run) => run.ran).sort()).toEqual([false, true]);
    expect(received).toHaveLength(14);

    // Two runs of the job itself at once (no day claim): the log's unique key still sends each once.
    const tomorrow = addDays(TODAY, 1);
    await pilot("late", addDays(TODAY, 20));
    await Promise.all([
      runExpiryAlerts(deps(tomorrow)),
      runExpiryAlerts(deps(tomorrow)),
      runExpiryAlerts(deps(tomorrow)),
    ]);
    await ctx.app.deps.background.drain();
    expect(tally()).toMatchObject({ late: 1, viewer: 2, super: 2 });
    expect(received).toHaveLength(17);
    const counts = tally();
    for (let i = 0; i < 12; i += 1) expect(counts[`p${i}`]).toBe(1);
  });
});
