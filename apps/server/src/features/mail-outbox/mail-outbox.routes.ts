import {
  mailOutboxListReplySchema,
  mailOutboxListSchema,
  retryMailReplySchema,
  retryMailSchema,
} from "@trms/shared";
import { jsonCall, type Route } from "../../lib/routes";
import { getMailOutbox } from "./calls/get-mail-outbox";
import { retryMail } from "./calls/retry-mail";

const tags = ["system"];

/** The mail outbox for administrators: the queue and a retry. */
export const mailOutboxRoutes: readonly Route[] = [
  jsonCall({
    path: "/system/get_mail_outbox",
    access: "mail_outbox.view",
    summary: "The mail outbox: pending, failed and recently sent mails with their tries, newest first",
    tags,
    body: mailOutboxListSchema,
    reply: mailOutboxListReplySchema,
    call: getMailOutbox,
  }),
  jsonCall({
    path: "/system/retry_mail",
    access: "mail_outbox.retry",
    summary: "Puts a failed mail back in the queue for a new round of tries",
    tags,
    body: retryMailSchema,
    reply: retryMailReplySchema,
    call: retryMail,
  }),
];
