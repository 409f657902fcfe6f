import type { ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { MailOutboxStatus } from "@trms/shared";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPostgres } from "../src/db/client";
import { mailOutbox } from "../src/db/tables/mail-outbox.table";
import { localFileStore } from "../src/lib/files/file-store";
import { seedDemo } from "../src/seed";
import { buildServer } from "./build-server";
import { startInstance, waitForHealth } from "./server-health";
import { type SmtpCatcher, smtpCatcher } from "./smtp-catcher";

/**
 * Two server processes on one PostgreSQL database drain one mail outbox:
 * each mail is claimed by one of them and reaches the mail server once, whichever
 * instance queued it. The same topology as test/two-instances.test.ts.
 */
const MAILS = 300;
const RESETS = ["pilot10@demo.trms", "pilot11@demo.trms", "pilot12@demo.trms", "pilot13@demo.trms"];

const children: ChildProcess[] = [];
let admin: pg.Client;
let databaseName: string;
let databaseUrl: string;
let dir: string;
let smtp: SmtpCatcher;

describe.runIf(process.env.TRMS_TEST_DB === "postgres")("two instances on one mail outbox", () => {
  beforeAll(async () => {
    buildServer();
    smtp = await smtpCatcher();
    const url = process.env.TEST_DATABASE_URL as string;
    databaseName = `trms_outbox_${randomBytes(5).toString("hex")}`;
    admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${databaseName}`);
    const dbUrl = new URL(url);
    dbUrl.pathname = `/${databaseName}`;
    databaseUrl = dbUrl.toString();
    dir = await mkdtemp(path.join(tmpdir(), "trms-outbox-"));
  }, 60_000);

  afterAll(async () => {
    await Promise.all(
      children.map(
        (child) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null) return resolve();
            child.once("exit", () => resolve());
            child.kill("SIGTERM");
          }),
      ),
    );
    await smtp?.stop();
    await admin?.query(`drop database if exists ${databaseName} with (force)`);
    await admin?.end();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it("sends each queued mail once however the two share the queue", async () => {
    // A queue left by an earlier run (the mail server was down), and the demo accounts.
    const handle = await openPostgres(databaseUrl);
    await handle.migrate();
    await seedDemo(handle.db, localFileStore(path.join(dir, "seed-files")), []);
    await handle.db.insert(mailOutbox).values(
      Array.from({ length: MAILS }, (_, i) => ({
        kind: "line_check",
        recipient: `crew${i % 20}@outbox.trms`,
        language: i % 2 ? "en" : "vi",
        subject: `Queued ${i}`,
        body: `Mail ${i}`,
      })),
    );
    await handle.close();

    const env = {
      DATABASE_URL: databaseUrl,
      JWT_SECRET: randomBytes(32).toString("hex"),
      SEED_DEMO: "0",
      EXPIRY_ALERTS: "0",
      SMTP_URL: smtp.url(),
      MAIL_OUTBOX_POLL_SECONDS: "1",
    };
    // Each instance signs its mails with its own sender, so the catcher tells who sent which.
    const a = await startInstance(
      { ...env, DATA_DIR: path.join(dir, "a"), MAIL_FROM: "a@instances.trms" },
      children,
    );
    const b = await startInstance(
      { ...env, DATA_DIR: path.join(dir, "b"), MAIL_FROM: "b@instances.trms" },
      children,
    );
    await Promise.all([waitForHealth(a, a.base), waitForHealth(b, b.base)]);
    // While they drain the queue, each queues reset mails of its own through the API.
    for (const [i, email] of RESETS.entries()) {
      const instance = i % 2 ? b : a;
      const reply = await fetch(`http://127.0.0.1:${instance.port}/api/v1/auth/login/forgot_password`, {
        method: "POST",
        headers: { "application-type": "5", "content-type": "application/json" },
        body: JSON.stringify({ email }),
      });
      expect(reply.status).toBe(200);
    }

    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const deadline = Date.now() + 90_000;
    let rows: { id: number; status: number; created_at: Date }[] = [];
    for (;;) {
      rows = (await client.query("select id, status, created_at from mail_outbox order by id")).rows;
      const open = rows.filter((row) => row.status !== MailOutboxStatus.SENT);
      if (rows.length === MAILS + RESETS.length && open.length === 0) break;
      if (Date.now() > deadline)
        throw new Error(`${open.length} of ${rows.length} mails unsent: ${a.output()} ${b.output()}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    await client.end();

    const expected = new Set(
      rows.map((row) => `<outbox.${row.id}.${row.created_at.getTime()}@trms.mail-outbox>`),
    );
    const caught = smtp.received.filter((mail) => expected.has(mail.messageId));
    const distinct = new Set(caught.map((mail) => mail.messageId));
    const byA = caught.filter((mail) => mail.from === "a@instances.trms").length;
    const byB = caught.filter((mail) => mail.from === "b@instances.trms").length;
    const figures = {
      queued: rows.length,
      sent: rows.filter((row) => row.status === MailOutboxStatus.SENT).length,
      received: caught.length,
      duplicates: caught.length - distinct.size,
      lost: expected.size - distinct.size,
    };
    console.log(
      `[mail outbox] two processes, one PostgreSQL: queued ${figures.queued}, sent ${figures.sent} ` +
        `(${byA} by a, ${byB} by b), received ${figures.received}, duplicates ${figures.duplicates}, lost ${figures.lost}`,
    );
    expect(figures).toEqual({
      queued: MAILS + RESETS.length,
      sent: MAILS + RESETS.length,
      received: MAILS + RESETS.length,
      duplicates: 0,
      lost: 0,
    });
    expect(byA).toBeGreaterThan(0);
    expect(byB).toBeGreaterThan(0);
    expect(smtp.received.filter((mail) => mail.to === "pilot12@demo.trms")).toHaveLength(1);
  }, 240_000);
});
