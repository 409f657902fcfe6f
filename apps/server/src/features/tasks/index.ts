import type { Feature } from "../../lib/feature";
import { tasksRoutes } from "./tasks.routes";

/** My tasks: what waits on the signed-in pilot or instructor, read off the workflow tables. */
export const tasksFeature: Feature = {
  name: "tasks",
  routes: tasksRoutes,
};
