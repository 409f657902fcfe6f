import { fotListReplySchema, fotListSchema, okReply, pilotScope } from "@trms/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../../db/client";
import { currentUser } from "../../plugins/auth";
import { ok } from "../../plugins/envelope";
import { fotRepository } from "./fot.repository";

export const fotRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const repo = fotRepository(db);
  app.post(
    "/pilot/fot_list",
    {
      schema: {
        summary: "One page of the FOT pilot list with progress and flight hours",
        body: fotListSchema,
        tags: ["pilots"],
        response: { 200: okReply(fotListReplySchema) },
      },
      config: { access: "fot.list" },
    },
    // Admin-area accounts see the pilots of their fleet scope, instructors those of their fleet.
    async (request) => ok(await repo.list(request.body, pilotScope(currentUser(request)).fleet)),
  );
};
