import { isAdminRole, type SessionUser } from "../access/session";

/** Who may watch the mail outbox and send a failed mail again: administrators. */
export const mailOutboxRules = {
  "mail_outbox.view": (user: SessionUser) => isAdminRole(user),
  "mail_outbox.retry": (user: SessionUser) => isAdminRole(user),
} as const;
