import type { Database } from "../../db/client";
import type { Metrics } from "../metrics/metrics-types";
import { type MailOutboxDepth, mailOutboxDepth } from "./depth";

/** One read of the depth serves the gauges of one scrape. */
const READ_FOR_MS = 1000;

/**
 * The outbox's depth at each scrape: mails waiting, mails failed for good, and
 * how long the oldest waiting mail has waited; read from the table, so any instance tells the
 * queue of all of them.
 */
export function registerMailOutboxGauges(metrics: Metrics, db: Database): void {
  let read: { at: number; depth: Promise<MailOutboxDepth> } | undefined;
  const depth = () => {
    if (!read || Date.now() - read.at > READ_FOR_MS) read = { at: Date.now(), depth: mailOutboxDepth(db) };
    return read.depth;
  };
  metrics.registerGauge({
    name: "trms_mail_outbox_pending",
    help: "Mails waiting in the outbox to be sent, or being sent now",
    read: async () => (await depth()).pending,
  });
  metrics.registerGauge({
    name: "trms_mail_outbox_failed",
    help: "Mails that used every try and wait for an administrator to retry them",
    read: async () => (await depth()).failed,
  });
  metrics.registerGauge({
    name: "trms_mail_outbox_oldest_pending_age_seconds",
    help: "How long the oldest waiting mail has waited; 0 when none waits",
    read: async () => (await depth()).oldestPendingAgeSeconds,
  });
}
