import { myTasksReplySchema, myTasksRequestSchema, okReply } from "@trms/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { currentUser } from "../../plugins/auth";
import { ok } from "../../plugins/envelope";
import type { TasksService } from "./tasks.service";

export const tasksRoutes: FastifyPluginAsyncZod<{ service: TasksService }> = async (app, { service }) => {
  app.post(
    "/tasks/get_my_tasks",
    {
      schema: {
        body: myTasksRequestSchema,
        tags: ["tasks"],
        response: { 200: okReply(myTasksReplySchema) },
        summary:
          "What waits on the signed-in pilot or instructor: uploads at their stage, results to approve, documents to read, e-learning",
      },
      // Every signed-in account asks about itself only; outside the pilot area the answer is empty.
      config: { access: "session.any" },
    },
    async (request) => ok(await service.mine(currentUser(request))),
  );
};
