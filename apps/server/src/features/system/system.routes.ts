import { okReply, systemStatusReplySchema, systemStatusRequestSchema } from "@trms/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ok } from "../../plugins/envelope";
import type { SystemService } from "./system.service";

/** The System page's one call: the super administrator only. */
export const systemRoutes: FastifyPluginAsyncZod<{ service: SystemService }> = async (app, { service }) => {
  app.post(
    "/system/get_status",
    {
      schema: {
        body: systemStatusRequestSchema,
        tags: ["system"],
        summary:
          "How the answering instance runs: version, database, migrations, daily jobs, uptime, last backup and mail outbox",
        response: { 200: okReply(systemStatusReplySchema) },
      },
      config: { access: "system.view" },
    },
    async () => ok(await service.status()),
  );
};
