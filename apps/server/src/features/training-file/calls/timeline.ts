import type { TrainingFileTimelineInput, TrainingFileTimelineReply } from "@trms/shared";
import { fileUrl } from "../../../lib/files/file-url";
import type { CallArgs } from "../../../lib/routes";
import { readablePilot } from "../training-file.access";
import { recordFiles } from "../training-file.records";
import { trainingFilePage } from "../training-file.repository";

/** One page of every record of the pilot in time order, each with its files when asked. */
export async function trainingFileTimeline({
  app,
  actor,
  body,
}: CallArgs<TrainingFileTimelineInput>): Promise<TrainingFileTimelineReply> {
  const db = app.database.db;
  const pilot = await readablePilot(db, actor, body.pilot_id);
  const page = await trainingFilePage(db, pilot, body);
  if (!body.with_files) return { training_file: page.items, total: page.total };
  // Each record's files, each at the address that opens it for this file's readers.
  const files = await recordFiles(db, app.trainingFileRecords, pilot, page.items);
  return {
    training_file: page.items.map((item) => ({
      ...item,
      files: [...(files.get(`${item.kind}:${item.id}`) ?? [])]
        .sort(([, a], [, b]) => a.localeCompare(b, "vi", { numeric: true }))
        .map(([key, name]) => ({
          name,
          url: `${fileUrl(key, "/training_file/file")}?${new URLSearchParams({
            pilot_id: String(pilot.id),
            kind: item.kind,
            id: String(item.id),
          })}`,
        })),
    })),
    total: page.total,
  };
}
