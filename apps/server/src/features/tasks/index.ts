import type { Feature } from "../../lib/feature";
import { tasksRoutes } from "./tasks.routes";
import { tasksService } from "./tasks.service";

/** My tasks: what waits on the signed-in pilot or instructor, read off the workflow tables. */
export const tasksFeature: Feature = {
  name: "tasks",
  async routes(api, { database }) {
    await api.register(tasksRoutes, { service: tasksService({ db: database.db }) });
  },
};
