import { keepPreviousData, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { IMPORT_RUNNING_STATUSES, type ImportBatch, type ImportKindKey, type ImportRow } from "@trms/shared";
import { apiPost } from "../../lib/api";
import { downloadApiFile } from "../../lib/download";
import { apiUpload, multipartBody } from "../../lib/upload";

export const importKeys = {
  all: ["history-import"] as const,
  batches: (page: number) => [...importKeys.all, "batches", page] as const,
  batch: (id: number) => [...importKeys.all, "batch", id] as const,
  rows: (id: number, problemsOnly: boolean, page: number) =>
    [...importKeys.all, "rows", id, problemsOnly, page] as const,
};

export const IMPORT_PAGE_SIZE = 25;

export const batchesQuery = (page: number) =>
  queryOptions({
    queryKey: importKeys.batches(page),
    queryFn: ({ signal }) =>
      apiPost<{ batches: ImportBatch[]; total: number }>(
        "import/get_batches",
        { page_number: page, page_count: IMPORT_PAGE_SIZE },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });

/** How often a batch whose job runs is read again, for its progress. */
const RUNNING_POLL_MS = 1_000;

export const batchQuery = (id: number) =>
  queryOptions({
    queryKey: importKeys.batch(id),
    queryFn: ({ signal }) => apiPost<ImportBatch>("import/get_batch", { batch_id: id }, { signal }),
    // A running check, commit or undo is followed until it is over; its rows and the history follow.
    refetchInterval: (query) =>
      query.state.data && (IMPORT_RUNNING_STATUSES as readonly string[]).includes(query.state.data.status)
        ? RUNNING_POLL_MS
        : false,
  });

export const rowsQuery = (id: number, problemsOnly: boolean, page: number) =>
  queryOptions({
    queryKey: importKeys.rows(id, problemsOnly, page),
    queryFn: ({ signal }) =>
      apiPost<{ rows: ImportRow[]; total: number }>(
        "import/get_rows",
        { batch_id: id, problems_only: problemsOnly, page_number: page, page_count: IMPORT_PAGE_SIZE },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });

/** Uploads a workbook or CSV (and the ZIP of PDFs its rows name) for a dry run; answers the previewed batch. */
export function usePreviewImport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      file,
      zip,
      onProgress,
    }: {
      file: File;
      zip: File | null;
      onProgress: (fraction: number) => void;
    }) =>
      apiUpload<ImportBatch>("import/preview", multipartBody({}, { workbook: file, files: zip }), {
        onProgress,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: importKeys.all }),
    meta: { notifyError: false },
  });
}

/** Commits or undoes a batch; its screens read it again either way. */
export function useBatchAction(action: "commit" | "undo") {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiPost<ImportBatch>(`import/${action}`, { batch_id: id }),
    onSettled: () => client.invalidateQueries({ queryKey: importKeys.all }),
    meta: { notifyError: false },
  });
}

const TEMPLATE_CALLS = {
  xlsx: "import/template",
  csv: "import/template_csv",
  export: "import/export",
} as const;

/** Saves a kind's template (as a workbook or as CSV) or its records in it, in the user's language. */
export function downloadTemplate(kind: ImportKindKey, format: keyof typeof TEMPLATE_CALLS) {
  return downloadApiFile(TEMPLATE_CALLS[format], new URLSearchParams({ kind }), {
    fallback: `${kind}.${format === "csv" ? "csv" : "xlsx"}`,
  });
}

/** Saves every kind's records in one workbook of the templates, a sheet a kind. */
export function downloadEverything() {
  return downloadApiFile(TEMPLATE_CALLS.export, new URLSearchParams(), { fallback: "records.xlsx" });
}

/** Saves the ZIP of the PDFs a kind's export (or the export of everything) names, to import beside it. */
export function downloadExportFiles(kind?: ImportKindKey) {
  return downloadApiFile("import/export_files", new URLSearchParams(kind ? { kind } : {}), {
    fallback: `${kind ?? "records"} (files).zip`,
  });
}

/** Saves a preview's uploaded file again with each row's problems in a last column. */
export function downloadProblems(batchId: number, fileName: string) {
  return downloadApiFile("import/problems_workbook", new URLSearchParams({ batch_id: String(batchId) }), {
    fallback: fileName,
  });
}
