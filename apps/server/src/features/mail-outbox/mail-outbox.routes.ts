import {
  mailOutboxListReplySchema,
  mailOutboxListSchema,
  okReply,
  retryMailReplySchema,
  retryMailSchema,
} from "@trms/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { currentUser } from "../../plugins/auth";
import { ok } from "../../plugins/envelope";
import type { MailOutboxService } from "./mail-outbox.service";

const tags = ["system"];

/** The mail outbox for administrators: the queue and a retry. */
export const mailOutboxRoutes: FastifyPluginAsyncZod<{ service: MailOutboxService }> = async (
  app,
  { service },
) => {
  app.post(
    "/system/get_mail_outbox",
    {
      schema: {
        summary: "The mail outbox: pending, failed and recently sent mails with their tries, newest first",
        body: mailOutboxListSchema,
        tags,
        response: { 200: okReply(mailOutboxListReplySchema) },
      },
      config: { access: "mail_outbox.view" },
    },
    async (request) => ok(await service.list(request.body)),
  );

  app.post(
    "/system/retry_mail",
    {
      schema: {
        summary: "Puts a failed mail back in the queue for a new round of tries",
        body: retryMailSchema,
        tags,
        response: { 200: okReply(retryMailReplySchema) },
      },
      config: { access: "mail_outbox.retry" },
    },
    async (request) => ok(await service.retry(currentUser(request), request.body)),
  );
};
