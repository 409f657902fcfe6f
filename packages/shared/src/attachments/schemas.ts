import { z } from "zod";
import { recordIdSchema } from "../api/ids";
import { fileUrlText } from "../api/replies";

/**
 * Files one record may hold (a training document, an event report): at most this many in all,
 * kept and added together. A multipart request carries at most 20 file parts (lib/files/upload.ts).
 */
export const ATTACHMENT_MAX_FILES = 20;

/** The kinds a record's attached files may be: images and PDF (part2 §5, documents and event reports). */
export const ATTACHMENT_ACCEPT = "application/pdf,.pdf,image/png,image/jpeg,image/webp,image/gif";

/**
 * `file_ids[n]id` of an update (part2 §7): the files of the record to keep; every other file of the
 * record is removed. Absent means keep none. Each id must be a file of that record.
 */
export const fileIdsSchema = z
  .array(z.strictObject({ id: recordIdSchema }), { error: "field_invalid" })
  .max(ATTACHMENT_MAX_FILES, { error: "attachment_too_many" })
  .default([])
  .superRefine((list, context) => {
    const seen = new Set<number>();
    list.forEach((entry, index) => {
      if (seen.has(entry.id))
        context.addIssue({ code: "custom", path: [index, "id"], message: "field_invalid" });
      seen.add(entry.id);
    });
  });

/** One attached file as replies carry it: its id (for `file_ids`) and URL (part2 §3 "files (each id and url)"). */
export const attachmentFileSchema = z.object({
  id: z.number(),
  url: fileUrlText,
  /** The name the file had when it was uploaded, for the list and the download. */
  name: z.string(),
  mime: z.string(),
  size: z.number(),
});
export type AttachmentFile = z.infer<typeof attachmentFileSchema>;
