import { keepPreviousData, queryOptions, useMutation } from "@tanstack/react-query";
import type { AuditListReply, VerifyHistoryReply } from "@trms/shared";
import { apiPost } from "../../lib/api";

export interface AuditListParams {
  page: number;
  pageSize: number;
  actorId: string;
  entity: string;
  startDate: string;
  endDate: string;
}

export const auditKeys = {
  all: ["audit"] as const,
  list: (params: AuditListParams) => [...auditKeys.all, "list", params] as const,
};

export const auditListQuery = (params: AuditListParams) =>
  queryOptions({
    queryKey: auditKeys.list(params),
    queryFn: ({ signal }) =>
      apiPost<AuditListReply>(
        "audit/get_audit_list",
        {
          page_number: params.page,
          page_count: params.pageSize,
          filters: {
            ...(params.actorId ? { actor_id: Number(params.actorId) } : {}),
            ...(params.entity ? { entity: params.entity } : {}),
          },
          ...(params.startDate || params.endDate
            ? {
                date_range: {
                  ...(params.startDate ? { start_date: params.startDate } : {}),
                  ...(params.endDate ? { end_date: params.endDate } : {}),
                },
              }
            : {}),
        },
        { signal },
      ),
    placeholderData: keepPreviousData,
    meta: { notifyError: false },
  });

/** The server answers a request within two minutes; a verification of years of history may need most of it. */
const VERIFY_TIMEOUT_MS = 120_000;

/**
 * Recomputes every chain of the history: an action, so a mutation, and nothing to
 * invalidate. The page shows a failure itself, beside the button that asked.
 */
export function useVerifyHistory() {
  return useMutation({
    mutationFn: () =>
      apiPost<VerifyHistoryReply>("audit/verify_history", {}, { timeoutMs: VERIFY_TIMEOUT_MS }),
    meta: { notifyError: false },
  });
}
