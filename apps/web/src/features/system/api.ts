import { queryOptions } from "@tanstack/react-query";
import type { SystemStatus } from "@trms/shared";
import { apiPost } from "../../lib/api";

export const systemKeys = {
  all: ["system"] as const,
  status: () => [...systemKeys.all, "status"] as const,
};

/** How the answering instance runs; asked again on each visit and on Refresh, never cached long. */
export const systemStatusQuery = () =>
  queryOptions({
    queryKey: systemKeys.status(),
    queryFn: ({ signal }) => apiPost<SystemStatus>("system/get_status", {}, { signal }),
    staleTime: 0,
    meta: { notifyError: false },
  });
