import { randomUUID } from "node:crypto";
import { type Language, type MailKind, MailOutboxStatus } from "@trms/shared";
import { and, asc, eq, inArray, lt, lte, or, sql } from "drizzle-orm";
import type { PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/client";
import { mailOutbox } from "../../db/tables/mail-outbox.table";
import type { BackgroundTasks } from "../background";
import type { Mailer } from "../mailer";
import { HOUR_MS, type Schedule, scheduleRepeating } from "../schedule";
import { mailSeal } from "./seal";

/** One mail to queue, written in its recipient's language. */
export interface OutboxMail {
  kind: MailKind;
  to: string;
  /** The account it goes to, when it is one. */
  recipientId?: number | null;
  language: Language;
  subject: string;
  text: string;
  /** The text holds a secret (a reset link): kept encrypted at rest. */
  secret?: boolean;
  /** Not sent after this time: the link in it no longer works. */
  expiresAt?: Date;
}

/** The outbox's settings (docs/operations.md, "Configuration"). */
export interface MailOutboxSettings {
  /** How often each instance looks for due mails, besides the kick after a commit that queued one. */
  pollMs: number;
  /** Tries before a mail stays failed. */
  maxAttempts: number;
  /** The delay after the first failed try; each further one doubles it, up to an hour. */
  retryBaseMs: number;
  /** Sent mails are cleared away after this many days. */
  keepDays: number;
}

export const DEFAULT_MAIL_OUTBOX_SETTINGS: MailOutboxSettings = {
  pollMs: 30_000,
  maxAttempts: 10,
  retryBaseMs: 60_000,
  keepDays: 14,
};

/**
 * How long a sender's claim holds: longer than one SMTP conversation can take with nodemailer's
 * own timeouts, so a mail is only claimed again when the instance that held it has died.
 */
const CLAIM_SECONDS = 15 * 60;
/** The longest wait between two tries. */
const RETRY_CAP_MS = HOUR_MS;
/** A mail server's or network's answer is kept this long in the row. */
const ERROR_CHARS = 500;

/** What one pass over the due mails did. */
export interface SendReport {
  sent: number;
  /** Tries that failed and wait for their next one. */
  retried: number;
  /** Mails that used their last try (or expired) and stay failed. */
  failed: number;
}

export interface MailOutbox {
  readonly settings: MailOutboxSettings;
  /** Writes mails inside the caller's transaction; returns how many. */
  queue(tx: Database, mails: readonly OutboxMail[]): Promise<number>;
  /**
   * Runs a change in one transaction with a queue for its mails; once it has committed, and only
   * if it queued any, the sender is woken. A change that rolls back leaves no mail.
   */
  transaction<T>(
    db: Database,
    change: (tx: Database, queue: (mails: readonly OutboxMail[]) => Promise<void>) => Promise<T>,
  ): Promise<T>;
  /** Wakes the sender after a commit, as background work (`BackgroundTasks.drain` waits for it). */
  kick(): void;
  /** Sends every due mail now, one claim at a time; a pass already running is joined. */
  flush(): Promise<SendReport>;
  /** The periodic look for due mails (and the clearing of old sent ones) of a running server. */
  poll(): Schedule;
  /** Stops claiming mails and waits for the one being sent. */
  close(): Promise<void>;
}

/**
 * The mails a change sends: composed inside its transaction (the recipients are read there) and
 * queued in the outbox they name.
 */
export interface StepMail {
  outbox: MailOutbox;
  compose(tx: Database): Promise<OutboxMail[]>;
}

const errorText = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).slice(0, ERROR_CHARS);

/**
 * A failure that says nothing about this mail but that the mail server cannot be reached (no SMTP
 * reply at all): the other due mails would fail the same way, so the pass stops and leaves them
 * their tries for later.
 */
const unreachable = (error: unknown) =>
  typeof error === "object" && error !== null && !("responseCode" in error && error.responseCode);

type ClaimedMail = typeof mailOutbox.$inferSelect;

/** One Message-ID per outbox row, the same on each of its tries. */
export const messageIdOf = (mail: { id: number; createdAt: Date }) =>
  `<outbox.${mail.id}.${mail.createdAt.getTime()}@trms.mail-outbox>`;

export function createMailOutbox(deps: {
  db: Database;
  mailer: Mailer;
  log: FastifyBaseLogger;
  background: BackgroundTasks;
  settings: MailOutboxSettings;
  /** The server's JWT secret, from which the key of sealed texts is derived. */
  secret: Uint8Array;
}): MailOutbox {
  const { db, settings } = deps;
  const seal = mailSeal(deps.secret);
  let closing = false;
  let active: Promise<SendReport> | undefined;
  let again = false;
  let lastPrune = 0;

  async function queue(tx: Database, mails: readonly OutboxMail[]) {
    if (mails.length === 0) return 0;
    await tx.insert(mailOutbox).values(
      mails.map((mail) => ({
        kind: mail.kind,
        recipient: mail.to,
        recipientId: mail.recipientId ?? null,
        language: mail.language,
        subject: mail.subject,
        body: mail.secret ? seal.seal(mail.text) : mail.text,
        sealed: Boolean(mail.secret),
        expiresAt: mail.expiresAt ?? null,
      })),
    );
    return mails.length;
  }

  /**
   * Claims the next due mail in one statement: a pending mail whose time has come, or one whose
   * sender's claim ran out. `for update skip locked` lets instances claiming at the same moment on
   * PostgreSQL each take a different row; on PGlite statements run one at a time. The claim commits
   * at once, so the row is the claimant's alone until it settles it or the claim runs out.
   */
  async function claim(): Promise<ClaimedMail | undefined> {
    const due = db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        or(
          and(eq(mailOutbox.status, MailOutboxStatus.PENDING), lte(mailOutbox.nextAttemptAt, sql`now()`)),
          and(eq(mailOutbox.status, MailOutboxStatus.SENDING), lt(mailOutbox.claimedUntil, sql`now()`)),
        ),
      )
      .orderBy(asc(mailOutbox.nextAttemptAt), asc(mailOutbox.id))
      .limit(1)
      .for("update", { skipLocked: true });
    const [claimed] = await db
      .update(mailOutbox)
      .set({
        status: MailOutboxStatus.SENDING,
        attempts: sql`${mailOutbox.attempts} + 1`,
        claimToken: randomUUID(),
        claimedUntil: sql`now() + make_interval(secs => ${CLAIM_SECONDS})`,
      })
      .where(inArray(mailOutbox.id, due))
      .returning();
    return claimed;
  }

  /** Settles a claimed mail, only while the claim is still this sender's. */
  const settle = (mail: ClaimedMail, values: PgUpdateSetSource<typeof mailOutbox>) =>
    db
      .update(mailOutbox)
      .set({ ...values, claimToken: null, claimedUntil: null })
      .where(and(eq(mailOutbox.id, mail.id), eq(mailOutbox.claimToken, mail.claimToken as string)));

  const giveUp = (mail: ClaimedMail, error: string) =>
    settle(mail, { status: MailOutboxStatus.FAILED, lastError: error });

  /** Tries one claimed mail; false when the mail server could not be reached at all. */
  async function deliver(mail: ClaimedMail, report: SendReport): Promise<boolean> {
    if (mail.expiresAt && mail.expiresAt.getTime() <= Date.now()) {
      await giveUp(mail, "expired before it could be sent");
      report.failed += 1;
      return true;
    }
    let text: string;
    try {
      text = mail.sealed ? seal.open(mail.body) : mail.body;
    } catch {
      await giveUp(mail, "sealed with another server secret (JWT_SECRET changed)");
      report.failed += 1;
      return true;
    }
    try {
      await deps.mailer.send({
        to: mail.recipient,
        subject: mail.subject,
        text,
        messageId: messageIdOf(mail),
      });
    } catch (error) {
      const last = mail.attempts >= settings.maxAttempts;
      const delayMs = Math.min(
        settings.retryBaseMs * 2 ** (mail.attempts - 1),
        Math.max(RETRY_CAP_MS, settings.retryBaseMs),
      );
      await settle(mail, {
        status: last ? MailOutboxStatus.FAILED : MailOutboxStatus.PENDING,
        lastError: errorText(error),
        nextAttemptAt: sql`now() + make_interval(secs => ${delayMs / 1000})`,
      });
      if (last) report.failed += 1;
      else report.retried += 1;
      deps.log.warn(
        { err: error, mail: mail.id, kind: mail.kind, attempts: mail.attempts, final: last },
        last ? "mail failed for good; an administrator may retry it" : "mail not sent; retried later",
      );
      return !unreachable(error);
    }
    await settle(mail, { status: MailOutboxStatus.SENT, sentAt: sql`now()`, lastError: null });
    report.sent += 1;
    return true;
  }

  /** One pass: claims and sends due mails until none is left or the mail server is out of reach. */
  async function sendDue(report: SendReport): Promise<"done" | "unreachable"> {
    while (!closing) {
      const mail = await claim();
      if (!mail) return "done";
      if (!(await deliver(mail, report))) return "unreachable";
    }
    return "done";
  }

  function flush(): Promise<SendReport> {
    if (active) {
      // A mail committed while the pass runs may have been missed by its last claim: one more pass.
      again = true;
      return active;
    }
    const run = (async () => {
      const report: SendReport = { sent: 0, retried: 0, failed: 0 };
      try {
        do {
          again = false;
          if ((await sendDue(report)) === "unreachable") break;
        } while (again && !closing);
      } finally {
        active = undefined;
      }
      return report;
    })();
    active = run;
    return run;
  }

  const kick = () => deps.background.run("mail outbox", async () => void (await flush()));

  /** Sent mails older than the kept days are cleared away, at most once an hour per instance. */
  async function prune() {
    if (Date.now() - lastPrune < HOUR_MS) return;
    lastPrune = Date.now();
    await db
      .delete(mailOutbox)
      .where(
        and(
          eq(mailOutbox.status, MailOutboxStatus.SENT),
          lt(mailOutbox.sentAt, sql`now() - make_interval(days => ${settings.keepDays})`),
        ),
      );
  }

  return {
    settings,
    queue,
    async transaction(database, change) {
      let queued = 0;
      const result = await database.transaction((tx) =>
        change(tx as unknown as Database, async (mails) => {
          queued += await queue(tx as unknown as Database, mails);
        }),
      );
      if (queued > 0) kick();
      return result;
    },
    kick,
    flush,
    poll: () =>
      scheduleRepeating({
        name: "mail outbox",
        intervalMs: settings.pollMs,
        log: deps.log,
        async task() {
          await flush();
          await prune();
        },
      }),
    async close() {
      closing = true;
      await active?.catch(() => undefined);
    },
  };
}
