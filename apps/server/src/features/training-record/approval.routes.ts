import { approveResultReplySchema, approveResultSchema, okReply } from "@trms/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../../db/client";
import { notFound } from "../../lib/errors";
import { currentUser } from "../../plugins/auth";
import { ok } from "../../plugins/envelope";
import { type Approvable, approveRecord } from "./approve-record";

/**
 * `flt_training/approve_result {id, type}`: the one approval call of the four kinds of training
 * record (part1 §7), `type` defaulting to `training_flight`.
 */
export const approvalRoutes: FastifyPluginAsyncZod<{ db: Database; kinds: readonly Approvable[] }> = async (
  app,
  { db, kinds },
) => {
  const byKind = new Map(kinds.map((kind) => [kind.kind, kind]));
  app.post(
    "/flt_training/approve_result",
    {
      schema: {
        summary: "The trainee approves a training record's result",
        body: approveResultSchema,
        tags: ["training records"],
        response: { 200: okReply(approveResultReplySchema) },
      },
      config: { access: "training_record.approve" },
    },
    async (request) => {
      const approvable = byKind.get(request.body.type);
      if (!approvable) throw notFound();
      return ok(await approveRecord(db, approvable, currentUser(request), request.body.id));
    },
  );
};
