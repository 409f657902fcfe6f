import type { Database } from "../../db/client";
import type { MailOutbox } from "../../lib/mail-outbox/mail-outbox";
import { mailOutboxRepository } from "./mail-outbox.repository";

export interface MailOutboxServiceDeps {
  db: Database;
  outbox: MailOutbox;
}

/** What the outbox's calls share: the database, the outbox and its settings. */
export function mailOutboxContext(deps: MailOutboxServiceDeps) {
  return { db: deps.db, outbox: deps.outbox, repo: mailOutboxRepository(deps.db) };
}
export type MailOutboxContext = ReturnType<typeof mailOutboxContext>;
