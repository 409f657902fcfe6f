import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { SimScheduleEntry } from "@trms/shared";
import { API_BASE, apiPost } from "../../lib/api";
import { downloadApiFile } from "../../lib/download";
import { fileNameOfUrl } from "../../lib/file-name";
import { apiUpload, multipartBody } from "../../lib/upload";

export const simScheduleKeys = {
  all: ["sim-schedule"] as const,
};

/** sim/get_sim_schedule: every month, newest first; loaded on opening (part2 §2). */
export const simScheduleQuery = () =>
  queryOptions({
    queryKey: simScheduleKeys.all,
    queryFn: ({ signal }) => apiPost<SimScheduleEntry[]>("sim/get_sim_schedule", {}, { signal }),
    meta: { notifyError: false },
  });

export interface UploadSimScheduleVariables {
  sim_month: string;
  sim_file: File;
  onProgress?: (fraction: number) => void;
}

/** sim/upload_sim_list (multipart sim_month, sim_file): a month uploaded again replaces its file. */
export function useUploadSimSchedule() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ sim_month, sim_file, onProgress }: UploadSimScheduleVariables) =>
      apiUpload<SimScheduleEntry[]>("sim/upload_sim_list", multipartBody({ sim_month }, { sim_file }), {
        onProgress,
      }),
    onSuccess: (list) => client.setQueryData(simScheduleKeys.all, list),
    meta: { notifyError: false },
  });
}

/** Saves a month's schedule file under the name its URL ends with. */
export async function downloadSimSchedule(entry: SimScheduleEntry) {
  const path = entry.sim_file.startsWith(API_BASE) ? entry.sim_file.slice(API_BASE.length) : entry.sim_file;
  await downloadApiFile(path, new URLSearchParams(), {
    name: fileNameOfUrl(entry.sim_file),
    fallback: "sim-schedule.xlsx",
  });
}
