import type { FileRule } from "./files/upload";

/**
 * The file parts of workflow calls (part2 §5 Files), shared by the SIM form, line check and line
 * training: a submitted form is a PDF; a status file (change status, reject) and a certificate are
 * an image or a PDF. Each is streamed to the store with its SHA-256 (`readMultipart`), which the
 * step's history and audit rows keep.
 */
export const reportFileRule = (folder: string, field = "submitted_report"): Record<string, FileRule> => ({
  [field]: { accept: ["pdf"], required: true, folder },
});

export const statusFileRule = (folder: string, field = "status_file"): Record<string, FileRule> => ({
  [field]: { accept: ["image", "pdf"], folder },
});

export const certificateFileRule = (folder: string, field: string): Record<string, FileRule> => ({
  [field]: { accept: ["image", "pdf"], required: true, folder },
});
