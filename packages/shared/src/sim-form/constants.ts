/**
 * The file parts of the SIM form calls (part2 §5 Files): reports are PDF, status files and
 * certificates an image or PDF. Kept apart from the calls' schemas so a screen that names a file
 * part does not load zod with them (ADR 0999).
 */
export const SIM_FORM_FILE_FIELDS = {
  report: "submitted_report",
  status: "status_file",
  clue: "clue_file",
} as const;
