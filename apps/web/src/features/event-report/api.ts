import { keepPreviousData, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type {
  EventReport,
  EventReportListReply,
  EventReportSortField,
  EventReportStatistics,
  PilotEventReportsReply,
} from "@trms/shared";
import { apiPost } from "../../lib/api";
import { downloadApiFile } from "../../lib/download";
import { apiUpload, multipartBody } from "../../lib/upload";

export interface EventReportListParams {
  page: number;
  pageSize: number;
  keyword: string;
  sortBy: EventReportSortField;
  order: "+" | "-";
}

export const eventReportKeys = {
  all: ["event-report"] as const,
  list: (params: EventReportListParams) => [...eventReportKeys.all, "list", params] as const,
  detail: (id: number) => [...eventReportKeys.all, "detail", id] as const,
  byPilot: (pilotId: number) => [...eventReportKeys.all, "by-pilot", pilotId] as const,
  statistics: (years: number[]) => [...eventReportKeys.all, "statistics", years] as const,
};

export const eventReportListQuery = (params: EventReportListParams) =>
  queryOptions({
    queryKey: eventReportKeys.list(params),
    queryFn: ({ signal }) =>
      apiPost<EventReportListReply>(
        "event_report/report_searching",
        {
          page_number: params.page,
          page_count: params.pageSize,
          order: params.order,
          ...(params.keyword ? { keyword: params.keyword } : {}),
          filters: { sort_by: params.sortBy },
        },
        { signal },
      ),
    placeholderData: keepPreviousData,
    // The list shows a failure itself, with Retry.
    meta: { notifyError: false },
  });

export const eventReportDetailQuery = (id: number) =>
  queryOptions({
    queryKey: eventReportKeys.detail(id),
    queryFn: ({ signal }) => apiPost<EventReport>("event_report/get_report_by_id", { id }, { signal }),
    meta: { notifyError: false },
  });

/** The reports naming a pilot, for the profile's table. */
export const pilotEventReportsQuery = (pilotId: number) =>
  queryOptions({
    queryKey: eventReportKeys.byPilot(pilotId),
    queryFn: ({ signal }) =>
      apiPost<PilotEventReportsReply>("event_report/get_report_by_pilot", { pilot_id: pilotId }, { signal }),
    meta: { notifyError: false },
  });

export const eventReportStatisticsQuery = (years: number[]) =>
  queryOptions({
    queryKey: eventReportKeys.statistics(years),
    queryFn: ({ signal }) =>
      apiPost<EventReportStatistics>("event_report/report_statistics", { years }, { signal }),
    placeholderData: keepPreviousData,
    meta: { notifyError: false },
  });

/** The form's fields as the multipart body carries them (`pilots[1].minus_point`). */
export interface EventReportPayload {
  id?: number;
  date_of_occurence: string;
  flight_number: string;
  aircraft_registration: string;
  sector: string;
  content: string;
  note: string;
  pilots: { pilot_id: number | ""; minus_point: string }[];
  /** On update: the stored files to keep (`file_ids[n]id`); the others are removed. */
  file_ids?: { id: number }[];
}

function useInvalidateEventReports() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: eventReportKeys.all });
}

export function useSaveEventReport() {
  const invalidate = useInvalidateEventReports();
  return useMutation({
    mutationFn: ({
      payload,
      files,
      onProgress,
    }: {
      payload: EventReportPayload;
      /** New files, each sent as a `files` part. */
      files: File[];
      onProgress?: (fraction: number) => void;
    }) => {
      const body = multipartBody({ ...payload });
      for (const file of files) body.append("files", file, file.name);
      return apiUpload<EventReport>(
        payload.id ? "event_report/update_report" : "event_report/create_report",
        body,
        { onProgress },
      );
    },
    onSuccess: invalidate,
    meta: { notifyError: false },
  });
}

export function useDeleteEventReport() {
  const invalidate = useInvalidateEventReports();
  return useMutation({
    mutationFn: (id: number) => apiPost<null>("event_report/delete_report", { id }),
    onSuccess: invalidate,
  });
}

/** Downloads the Excel export of the rows the list shows (same search and sort). */
export async function downloadEventReportExport(
  params: Pick<EventReportListParams, "keyword" | "sortBy" | "order">,
) {
  const query = new URLSearchParams({ order: params.order, sort_by: params.sortBy });
  if (params.keyword) query.set("keyword", params.keyword);
  await downloadApiFile("event_report/export", query, { fallback: "Event reports.xlsx" });
}
