import { queryOptions } from "@tanstack/react-query";
import type { MyTasksReply } from "@trms/shared";
import { apiPost } from "../../lib/api";

export const taskKeys = {
  all: ["tasks"] as const,
  mine: () => [...taskKeys.all, "mine"] as const,
};

/**
 * What waits on the signed-in pilot or instructor. Always asked again when the panel mounts: the
 * actions it links to are taken on other screens, whose mutations do not know this list.
 */
export const myTasksQuery = () =>
  queryOptions({
    queryKey: taskKeys.mine(),
    queryFn: ({ signal }) => apiPost<MyTasksReply>("tasks/get_my_tasks", {}, { signal }),
    staleTime: 0,
    refetchOnMount: "always",
    meta: { notifyError: false },
  });
