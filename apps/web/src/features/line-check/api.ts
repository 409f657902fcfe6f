import { keepPreviousData, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import {
  type CreateLineCheckInput,
  type CreateLineCheckReply,
  can,
  isPilotArea,
  type LineCheck,
  type LineCheckDetailReply,
  type LineCheckListReply,
  type LineCheckStatusReply,
  type MyLatestLineCheckReply,
  type SetLineCheckStatusReply,
  type SubmitLineCheckFormReply,
  type UpdateLineCheckInput,
} from "@trms/shared";
import type { DateRange } from "../../components/list/date-range";
import { type ListSort, readListAddress } from "../../components/list/list-address";
import { prefetchList } from "../../components/list/prefetch-list";
import { apiPost } from "../../lib/api";
import { submitThroughOutbox, uploadThroughOutbox } from "../../lib/device/submit";
import { downloadApiFile } from "../../lib/download";
import { fileNameOfUrl } from "../../lib/file-name";
import { getSession } from "../../lib/session";
import { apiUpload, multipartBody } from "../../lib/upload";
import { LINE_CHECK_LIST } from "./list-config";
import { lineCheckAreaOf, lineCheckPaths } from "./paths";

const lineCheckFormPath = (id: number) => lineCheckPaths(lineCheckAreaOf(getSession().user)).detail(id);

export interface LineCheckListParams {
  page: number;
  pageSize: number;
  keyword: string;
  filters: DateRange;
  sort: ListSort;
}

export const lineCheckKeys = {
  all: ["line-checks"] as const,
  list: (params: LineCheckListParams) => [...lineCheckKeys.all, "list", params] as const,
  detail: (id: number) => [...lineCheckKeys.all, "detail", id] as const,
  latest: () => [...lineCheckKeys.all, "latest"] as const,
};

/** The list payload of part2 §7: the date range only when a date is set. */
function listBody({ page, pageSize, keyword, filters, sort }: LineCheckListParams) {
  const dateRange = {
    ...(filters.start_date ? { start_date: filters.start_date } : {}),
    ...(filters.end_date ? { end_date: filters.end_date } : {}),
  };
  return {
    page_number: page,
    page_count: pageSize,
    order: sort.order,
    ...(sort.key ? { filter: sort.key } : {}),
    ...(keyword ? { keyword } : {}),
    ...(Object.keys(dateRange).length ? { date_range: dateRange } : {}),
  };
}

export const lineCheckListQuery = (params: LineCheckListParams) =>
  queryOptions({
    queryKey: lineCheckKeys.list(params),
    queryFn: ({ signal }) =>
      apiPost<LineCheckListReply>("linecheck/get_line_check_list", listBody(params), { signal }),
    placeholderData: keepPreviousData,
    meta: { notifyError: false },
  });

export type LineCheckDetail = LineCheckDetailReply;

export const lineCheckDetailQuery = (id: number) =>
  queryOptions({
    queryKey: lineCheckKeys.detail(id),
    queryFn: ({ signal }) => apiPost<LineCheckDetail>("linecheck/get_line_check_by_id", { id }, { signal }),
    meta: { notifyError: false },
  });

/** The caller's own latest line check: the 'Have you read document?' prompt. */
export const latestLineCheckQuery = () =>
  queryOptions({
    queryKey: lineCheckKeys.latest(),
    queryFn: ({ signal }) =>
      apiPost<MyLatestLineCheckReply>("linecheck/get_latest_line_check", undefined, { signal }),
    meta: { notifyError: false },
  });

export const lineCheckStatusQuery = (id: number) =>
  queryOptions({
    queryKey: [...lineCheckKeys.detail(id), "status"] as const,
    queryFn: ({ signal }) =>
      apiPost<LineCheckStatusReply>("linecheck/get_line_check_status", { line_check_id: id }, { signal }),
  });

function useInvalidateLineChecks() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: lineCheckKeys.all });
}

export function useCreateLineCheck() {
  const invalidate = useInvalidateLineChecks();
  return useMutation({
    mutationFn: (input: CreateLineCheckInput) =>
      apiPost<CreateLineCheckReply>("linecheck/create_line_check", input),
    onSuccess: invalidate,
  });
}

export function useUpdateLineCheck() {
  const invalidate = useInvalidateLineChecks();
  return useMutation({
    mutationFn: (input: UpdateLineCheckInput) => apiPost<LineCheck>("linecheck/update_line_check", input),
    onSuccess: invalidate,
  });
}

export function useDeleteLineCheck() {
  const invalidate = useInvalidateLineChecks();
  return useMutation({
    mutationFn: (id: number) => apiPost<null>("linecheck/delete_line_check", { line_check_id: id }),
    onSuccess: invalidate,
  });
}

/**
 * `submit_line_check_form`: the first (pilot) or second (instructor) form, a PDF, through the Outbox
 * (ADR 1620) on the version of the line check the user saw.
 */
export function useSubmitLineCheckForm() {
  const invalidate = useInvalidateLineChecks();
  return useMutation({
    mutationFn: (input: { check: LineCheck; order: 1 | 2; file: File; onProgress?: (f: number) => void }) =>
      uploadThroughOutbox<SubmitLineCheckFormReply>(
        {
          path: "linecheck/submit_line_check_form",
          fields: { line_check_id: input.check.id, form_order: input.order },
          files: { submitted_report: input.file },
          ifMatch: input.check.version,
          record: `line_check:${input.check.id}`,
          title: {
            key: "line_check_form",
            values: { order: input.order, pilot: input.check.pilot_name ?? "" },
          },
          link: lineCheckFormPath(input.check.id),
          refresh: [lineCheckKeys.all],
        },
        input.onProgress,
      ),
    onSuccess: invalidate,
  });
}

/** `set_line_check_status`: status, optional reason and status file. */
export function useSetLineCheckStatus() {
  const invalidate = useInvalidateLineChecks();
  return useMutation({
    mutationFn: (input: {
      id: number;
      status: number;
      reason: string;
      file: File | null;
      onProgress?: (share: number) => void;
    }) =>
      apiUpload<SetLineCheckStatusReply>(
        "linecheck/set_line_check_status",
        multipartBody(
          {
            line_check_id: input.id,
            status: input.status,
            ...(input.reason.trim() ? { reason: input.reason.trim() } : {}),
          },
          { status_file: input.file },
        ),
        { onProgress: input.onProgress },
      ),
    onSuccess: invalidate,
  });
}

/** `read_documents`, through the Outbox (ADR 1620): a pilot confirms reading offline too. */
export function useReadDocuments() {
  const invalidate = useInvalidateLineChecks();
  return useMutation({
    mutationFn: (check: LineCheck) =>
      submitThroughOutbox({
        path: "linecheck/read_documents",
        body: { type: "json", json: { line_check_id: check.id, completed: true } },
        ifMatch: check.version,
        record: `line_check:${check.id}`,
        title: { key: "line_check_documents", values: {} },
        link: lineCheckFormPath(check.id),
        refresh: [lineCheckKeys.all],
      }),
    onSuccess: invalidate,
  });
}

/**
 * Downloads the second form (named after its URL's last segment, part2 §9), then sets the
 * downloaded flag; a failed download sets nothing.
 */
export function useDownloadSecondForm() {
  const invalidate = useInvalidateLineChecks();
  return useMutation({
    mutationFn: async (check: LineCheck) => {
      const url = check.second_submit as string;
      const path = url.replace(/^\/api\/v1\//, "");
      await downloadApiFile(path, new URLSearchParams(), {
        name: fileNameOfUrl(url, "line-check.pdf"),
        fallback: "line-check.pdf",
      });
      return apiPost("linecheck/set_line_check_downloaded_flag", { line_check_id: check.id });
    },
    onSuccess: invalidate,
  });
}

/** The list's call for the address, from the route's loader, as the page will ask it. */
export function prefetchLineCheckList(address: URL): void {
  if (!can(getSession().user, "line_check.view")) return;
  const { page, pageSize, keyword, filters, sort } = readListAddress(address.searchParams, LINE_CHECK_LIST);
  prefetchList(lineCheckListQuery({ page, pageSize, keyword, filters, sort }));
  // A pilot's page shows their latest line check above the list.
  if (isPilotArea(getSession().user)) prefetchList(latestLineCheckQuery());
}
