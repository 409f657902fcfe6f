import { queryOptions } from "@tanstack/react-query";
import type { MyTasksReply } from "@trms/shared";
import { apiPost } from "../../lib/api";

export const taskKeys = {
  all: ["tasks"] as const,
  mine: () => [...taskKeys.all, "mine"] as const,
};

/** A panel mounting this soon after its landing page's loader asked uses that answer. */
const JUST_ASKED_MS = 1_000;

/**
 * What waits on the signed-in pilot or instructor. Asked again whenever the panel mounts, unless the
 * landing page's loader has just asked: the actions it links to are taken on other screens, whose
 * mutations do not know this list.
 */
export const myTasksQuery = () =>
  queryOptions({
    queryKey: taskKeys.mine(),
    queryFn: ({ signal }) => apiPost<MyTasksReply>("tasks/get_my_tasks", {}, { signal }),
    staleTime: JUST_ASKED_MS,
    refetchOnMount: true,
    meta: { notifyError: false },
  });
