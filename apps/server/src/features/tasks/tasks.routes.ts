import { myTasksReplySchema, myTasksRequestSchema } from "@trms/shared";
import { jsonCall, type Route } from "../../lib/routes";
import { myTasks } from "./calls/my-tasks";

export const tasksRoutes: readonly Route[] = [
  jsonCall({
    path: "/tasks/get_my_tasks",
    // Every signed-in account asks about itself only; outside the pilot area the answer is empty.
    access: "session.any",
    summary:
      "What waits on the signed-in pilot or instructor: uploads at their stage, results to approve, documents to read, e-learning",
    tags: ["tasks"],
    body: myTasksRequestSchema,
    reply: myTasksReplySchema,
    call: myTasks,
  }),
];
