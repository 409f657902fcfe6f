import { bindCall } from "../../lib/bind-call";
import { getMailOutbox } from "./calls/get-mail-outbox";
import { retryMail } from "./calls/retry-mail";
import { type MailOutboxServiceDeps, mailOutboxContext } from "./mail-outbox.context";

/** The outbox's calls, one function per call in `calls/`, bound to one set of dependencies. */
export function mailOutboxService(deps: MailOutboxServiceDeps) {
  const ctx = mailOutboxContext(deps);
  return { list: bindCall(ctx, getMailOutbox), retry: bindCall(ctx, retryMail) };
}
export type MailOutboxService = ReturnType<typeof mailOutboxService>;
