import { randomUUID } from "node:crypto";
import {
  addDays,
  daysBetween,
  EXPIRY_ALERT_THRESHOLDS,
  expiryAlertThreshold,
  fleetScope,
  type Language,
  ledgerRules,
  type Permission,
  type Role,
  type SessionUser,
  translateServerMessage,
} from "@trms/shared";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/client";
import { airlineHour, airlineToday } from "../../lib/airline-time";
import { runOncePerDay } from "../../lib/daily-job";
import type { MailOutbox } from "../../lib/mail-outbox/mail-outbox";
import { type Schedule, scheduleRepeating } from "../../lib/schedule";
import { mailLanguage } from "../../lib/workflow-mail";
import {
  type AlertItem,
  adminAreaAccounts,
  alertKey,
  type DueValidity,
  dueValidities,
  type ExpiryAlertKind,
  hasDigestOn,
  loggedKeys,
  reserveAlerts,
} from "./expiry-alert.repository";

/** The name of the job's row in daily_job_runs. */
export const EXPIRY_ALERT_JOB = "expiry_alerts";

/** How often a running server looks whether today's alerts are due. */
const TICK_MS = 15 * 60 * 1000;

const HORIZON_DAYS = Math.max(...EXPIRY_ALERT_THRESHOLDS);

export interface ExpiryAlertDeps {
  db: Database;
  outbox: MailOutbox;
  publicUrl: string;
  log: FastifyBaseLogger;
  now?: () => Date;
}

export interface ExpiryAlertReport {
  day: string;
  /** Mails written to the outbox, each with the log of the lines it names. */
  queued: number;
  complete: boolean;
}

/** A due validity with what its alert says: the threshold it crossed and the days left. */
interface DueLine extends AlertItem, DueValidity {
  daysLeft: number;
}

const showDate = (isoDate: string) => isoDate.split("-").reverse().join("/");

const validityName = (line: DueLine, language: Language) =>
  translateServerMessage(`expiry_alert_validity_${line.validity}`, language);

/** "valid until 23/12/2026" (e-learning: "to be completed by …"), in the recipient's language. */
const whenText = (line: DueLine, language: Language) =>
  translateServerMessage(
    line.validity === "elearning" ? "expiry_alert_due" : "expiry_alert_until",
    language,
    {
      date: showDate(line.validUntil),
    },
  );

const leftText = (line: DueLine, language: Language) =>
  line.daysLeft === 0
    ? translateServerMessage("expiry_alert_last_day", language)
    : line.daysLeft === 1
      ? translateServerMessage("expiry_alert_day_left", language)
      : translateServerMessage("expiry_alert_days_left", language, { days: String(line.daysLeft) });

function lineText(line: DueLine, language: Language, digest?: { isNew: boolean }) {
  const values = {
    validity: validityName(line, language),
    when: whenText(line, language),
    left: leftText(line, language),
    crew_code: line.crewCode,
    pilot: line.fullName,
    mark: digest?.isNew ? "* " : "  ",
  };
  return translateServerMessage(digest ? "expiry_alert_digest_line" : "expiry_alert_line", language, values);
}

const bySoonest = (a: DueLine, b: DueLine) =>
  a.validUntil.localeCompare(b.validUntil) ||
  a.crewCode.localeCompare(b.crewCode) ||
  a.validity.localeCompare(b.validity);

/**
 * One run of the expiry alerts: each pilot gets one mail naming the
 * validities that newly crossed 30 or 7 days before their end, each fleet manager one summary of the
 * validities ending within 30 days in their fleet scope when any of them is new to them; each mail
 * in the recipient's language. Each mail's lines are logged and the mail written to the outbox in one
 * transaction, so a line is alerted once and its mail, once queued, is sent whatever the mail server
 * does meanwhile.
 */
export async function runExpiryAlerts(deps: ExpiryAlertDeps): Promise<ExpiryAlertReport> {
  const day = airlineToday(deps.now?.() ?? new Date());

  const due: DueLine[] = [];
  for (const validity of await dueValidities(deps.db, day, addDays(day, HORIZON_DAYS))) {
    const daysLeft = daysBetween(day, validity.validUntil);
    const threshold = expiryAlertThreshold(daysLeft);
    if (threshold) due.push({ ...validity, daysLeft, threshold });
  }
  due.sort(bySoonest);
  const logged = await loggedKeys(deps.db, [...new Set(due.map((line) => line.pilotId))], day);
  const report: ExpiryAlertReport = { day, queued: 0, complete: true };

  /**
   * Logs the new lines and queues the mail they make in one transaction: a line another run already
   * logged is left out of this mail (the log's unique key decides, whatever runs at the same time),
   * and a mail with no line of its own is not queued.
   */
  async function send(
    kind: ExpiryAlertKind,
    recipient: { id: number; email: string; language: Language },
    fresh: DueLine[],
    mail: (reserved: Set<string>) => { subject: string; text: string },
  ) {
    await deps.outbox.transaction(deps.db, async (tx, queue) => {
      const reserved = await reserveAlerts(tx, kind, recipient.id, randomUUID(), day, fresh);
      if (reserved.length === 0) return;
      const text = mail(new Set(reserved.map((item) => alertKey(kind, recipient.id, item))));
      await queue([
        {
          kind: kind === "pilot" ? "expiry_alert_pilot" : "expiry_alert_digest",
          to: recipient.email,
          recipientId: recipient.id,
          language: recipient.language,
          ...text,
        },
      ]);
      report.queued += 1;
    });
  }

  // The pilots: one mail each, naming only the lines this mail reserved.
  const byPilot = new Map<number, DueLine[]>();
  for (const line of due) byPilot.set(line.pilotId, [...(byPilot.get(line.pilotId) ?? []), line]);
  for (const lines of byPilot.values()) {
    const pilot = lines[0] as DueLine;
    const fresh = lines.filter((line) => !logged.has(alertKey("pilot", pilot.userId, line)));
    if (fresh.length === 0) continue;
    const language = mailLanguage(pilot.language);
    await send("pilot", { id: pilot.userId, email: pilot.email, language }, fresh, (reserved) => {
      const named = fresh.filter((line) => reserved.has(alertKey("pilot", pilot.userId, line)));
      const first = named[0] as DueLine;
      return {
        subject: translateServerMessage("expiry_alert_pilot_subject", language, {
          validity: validityName(first, language),
          when: whenText(first, language),
        }),
        text: translateServerMessage("expiry_alert_pilot_body", language, {
          name: pilot.fullName,
          lines: named.map((line) => lineText(line, language)).join("\n"),
          link: deps.publicUrl,
        }),
      };
    });
  }

  // The fleet managers: the accounts the ledger shows pilots to, each within its fleet scope.
  for (const account of await adminAreaAccounts(deps.db)) {
    const manager: SessionUser = {
      id: account.id,
      role: account.role as Role,
      fleet: account.fleet,
      crew_code: null,
      pilot_id: null,
      management_role: account.managementRole as Permission[],
      full_name: account.fullName,
      email: account.email,
      avatar: null,
      is_admin: account.isAdmin,
    };
    if (!ledgerRules["ledger.view"](manager)) continue;
    const scope = fleetScope(manager);
    const lines = due.filter((line) => scope === null || line.fleet === scope);
    const fresh = lines.filter((line) => !logged.has(alertKey("digest", manager.id, line)));
    if (fresh.length === 0 || (await hasDigestOn(deps.db, manager.id, day))) continue;
    const language = mailLanguage(account.language);
    const scopeName =
      scope === null
        ? translateServerMessage("expiry_alert_scope_all", language)
        : translateServerMessage("expiry_alert_scope_fleet", language, { fleet: scope });
    await send("digest", { id: manager.id, email: account.email, language }, fresh, (reserved) => ({
      subject: translateServerMessage("expiry_alert_digest_subject", language, {
        count: String(new Set(lines.map((line) => line.pilotId)).size),
        scope: scopeName,
      }),
      text: translateServerMessage("expiry_alert_digest_body", language, {
        name: account.fullName,
        scope: scopeName,
        lines: lines
          .map((line) =>
            lineText(line, language, { isNew: reserved.has(alertKey("digest", manager.id, line)) }),
          )
          .join("\n"),
        link: `${deps.publicUrl}/admin/dashboards`,
      }),
    }));
  }
  return report;
}

/**
 * Today's run unless it already ran to the end on any instance (ADR 0721). A run that fails part way
 * (the database gone) does not complete the day, so the next tick tries again; what it queued stays
 * queued and logged, and is not queued twice.
 */
export async function runExpiryAlertsForToday(deps: ExpiryAlertDeps) {
  const day = airlineToday(deps.now?.() ?? new Date());
  let report: ExpiryAlertReport | undefined;
  const outcome = await runOncePerDay(deps.db, { job: EXPIRY_ALERT_JOB, day }, async () => {
    report = await runExpiryAlerts(deps);
    return { complete: report.complete };
  });
  return { ...outcome, report };
}

/**
 * Looks every quarter of an hour, from start-up, whether today's alerts are due (from `hour`
 * o'clock airline time) and runs them once a day across instances; the same schedule as the orphan
 * sweep (lib/schedule.ts).
 */
export function scheduleExpiryAlerts(
  deps: ExpiryAlertDeps & { hour: number; firstRunAfterMs?: number },
): Schedule {
  return scheduleRepeating({
    name: "expiry alerts",
    intervalMs: TICK_MS,
    firstRunAfterMs: deps.firstRunAfterMs,
    log: deps.log,
    async task() {
      if (airlineHour(deps.now?.() ?? new Date()) < deps.hour) return;
      const { ran, report } = await runExpiryAlertsForToday(deps);
      if (ran && report) deps.log.info(report, "expiry alerts run");
    },
  });
}
