import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import type { TrainingFileTimelineReply } from "@trms/shared";
import { apiPost } from "../../lib/api";
import { downloadApiFile } from "../../lib/download";

export const trainingFileKeys = {
  all: ["training-file"] as const,
  timeline: (pilotId: number, page: number, pageSize: number, withFiles: boolean) =>
    [...trainingFileKeys.all, "timeline", pilotId, page, pageSize, withFiles] as const,
};

/**
 * One page of the pilot's records, newest first; `withFiles` also lists each record's files, each
 * at the address that opens it.
 */
export const trainingFileTimelineQuery = (
  pilotId: number,
  page: number,
  pageSize: number,
  withFiles = false,
) =>
  queryOptions({
    queryKey: trainingFileKeys.timeline(pilotId, page, pageSize, withFiles),
    queryFn: ({ signal }) =>
      apiPost<TrainingFileTimelineReply>(
        "training_file/get_timeline",
        {
          pilot_id: pilotId,
          page_number: page,
          page_count: pageSize,
          order: "-",
          ...(withFiles ? { with_files: true } : {}),
        },
        { signal },
      ),
    placeholderData: keepPreviousData,
    meta: { notifyError: false },
  });

/** Downloads the pilot's training file as one PDF (the server names it). */
export async function downloadTrainingFile(pilotId: number) {
  await downloadApiFile("training_file/download", new URLSearchParams({ pilot_id: String(pilotId) }), {
    fallback: `TrainingFile_${pilotId}.pdf`,
  });
}

/**
 * Downloads the pilot's whole file as one ZIP: records as JSON with their history,
 * their files, the signed training file and the signed manifest.
 */
export async function downloadPilotArchive(pilotId: number) {
  await downloadApiFile(
    "training_file/download_archive",
    new URLSearchParams({ pilot_id: String(pilotId) }),
    {
      fallback: `PilotFile_${pilotId}.zip`,
    },
  );
}
