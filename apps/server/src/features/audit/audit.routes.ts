import {
  auditListReplySchema,
  auditListSchema,
  okReply,
  recordAuditReplySchema,
  recordAuditSchema,
  verifyHistoryReplySchema,
  verifyHistorySchema,
} from "@trms/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../../db/client";
import { auditRepository } from "../../lib/audit/audit.repository";
import { verifyHistory } from "../../lib/audit/history-chain";
import { ok } from "../../plugins/envelope";

/** The audit trail viewer: administrators only. */
export const auditRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const audit = auditRepository(db);

  app.post(
    "/audit/get_audit_list",
    {
      schema: {
        body: auditListSchema,
        tags: ["audit"],
        summary: "Audit rows across records, newest first, by who, record kind and date range",
        response: { 200: okReply(auditListReplySchema) },
      },
      config: { access: "audit.view" },
    },
    async (request) => {
      const page = await audit.list(request.body);
      return ok({ audit_list: page.rows, total: page.total });
    },
  );

  app.post(
    "/audit/get_record_audit",
    {
      schema: {
        body: recordAuditSchema,
        tags: ["audit"],
        summary:
          "Who created, changed, approved, submitted, rejected, downloaded or deleted one record, and when",
        response: { 200: okReply(recordAuditReplySchema) },
      },
      config: { access: "audit.view" },
    },
    async (request) => ok({ audit_list: await audit.history(request.body.entity, request.body.entity_id) }),
  );

  app.post(
    "/audit/verify_history",
    {
      schema: {
        body: verifyHistorySchema,
        tags: ["audit"],
        summary:
          "Recomputes every sealed chain of the audit and workflow history and every daily anchor; lists each break",
        response: { 200: okReply(verifyHistoryReplySchema) },
      },
      config: { access: "audit.verify" },
    },
    async () => ok({ verification: await verifyHistory(db) }),
  );
};
