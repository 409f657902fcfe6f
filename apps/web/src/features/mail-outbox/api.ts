import { keepPreviousData, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { MailOutboxListReply, RetryMailReply } from "@trms/shared";
import { apiPost } from "../../lib/api";
import type { MailOutboxFilters } from "./list-config";

export interface MailOutboxListParams {
  page: number;
  pageSize: number;
  keyword: string;
  filters: MailOutboxFilters;
}

export const mailOutboxKeys = {
  all: ["mail-outbox"] as const,
  list: (params: MailOutboxListParams) => [...mailOutboxKeys.all, "list", params] as const,
};

/** How often the open screen asks again: the queue moves by itself as mails go out. */
const REFRESH_MS = 15_000;

export const mailOutboxListQuery = (params: MailOutboxListParams) =>
  queryOptions({
    queryKey: mailOutboxKeys.list(params),
    queryFn: ({ signal }) =>
      apiPost<MailOutboxListReply>(
        "system/get_mail_outbox",
        {
          page_number: params.page,
          page_count: params.pageSize,
          ...(params.keyword ? { keyword: params.keyword } : {}),
          filters: {
            ...(params.filters.status ? { status: Number(params.filters.status) } : {}),
            ...(params.filters.kind ? { kind: params.filters.kind } : {}),
          },
        },
        { signal },
      ),
    placeholderData: keepPreviousData,
    refetchInterval: REFRESH_MS,
    // The list shows a failure itself, with Retry.
    meta: { notifyError: false },
  });

/** A failed mail back to the queue; the list is asked again. A refusal shows the server's message. */
export function useRetryMail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiPost<RetryMailReply>("system/retry_mail", { id }),
    onSuccess: () => client.invalidateQueries({ queryKey: mailOutboxKeys.all }),
  });
}
