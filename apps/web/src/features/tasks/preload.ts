import { isPilotArea } from "@trms/shared";
import { prefetchForMount } from "../../lib/query-client";
import { getSession } from "../../lib/session";
import { myTasksQuery } from "./api";

/** The panel's code, loaded by the panel itself (lazy) or ahead of it by a landing page's loader. */
export const loadMyTasksPanel = () => import("./components/my-tasks-panel");

/**
 * For the landing page's loader: the panel's code and call, started beside the list's instead of
 * after the page has rendered, so the page that waits for both shows sooner. Kept apart
 * from the panel, so the loader's code stays free of the interface library.
 */
export function preloadMyTasks(): void {
  if (!isPilotArea(getSession().user)) return;
  void loadMyTasksPanel();
  prefetchForMount(myTasksQuery());
}
