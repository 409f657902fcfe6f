import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import { Readable } from "node:stream";
import type { ImportBatch, Language, SessionUser } from "@trms/shared";
import type { AppDeps } from "../../../lib/app-deps";
import { storedFileKey } from "../../../lib/files/file-key";
import { removeQuietly } from "../../../lib/files/file-store";
import { runJob } from "../history-import.jobs";
import { planUpload } from "../history-import.plan";
import { readUpload } from "../history-import.read";
import {
  batchById,
  batchView,
  createBatch,
  failureOf,
  moveBatch,
  savePreview,
} from "../history-import.repository";
import type { ImportUpload } from "../history-import.upload";
import { zipEntries } from "../history-import.zip";

export interface PreviewImportInput {
  app: AppDeps;
  actor: SessionUser;
  upload: ImportUpload;
  language: Language;
}

const TYPES: Record<string, string> = {
  csv: "text/csv",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
};

/**
 * `import/preview`: reads the upload (and the ZIP of PDFs beside it) and refuses a file that is no
 * template at once; then keeps the files as a batch and checks every row against the file and the
 * database as a job that outlives the request, recording what each row would do. No record is
 * written. The reply is the batch, previewed, or still being checked when that takes longer.
 */
export async function previewImport({
  app,
  actor,
  upload,
  language,
}: PreviewImportInput): Promise<ImportBatch> {
  const { buffer, fileName, zip } = upload;
  const sheets = await readUpload(buffer, fileName, language);
  const entries = zip ? await zipEntries(zip.path) : null;
  const extension = /\.csv$/i.test(fileName) ? "csv" : "xlsx";
  const key = storedFileKey({ folder: "imports", name: fileName, mime: TYPES[extension] as string });
  const zipKey = zip ? storedFileKey({ folder: "imports", name: zip.name, mime: "application/zip" }) : null;
  let id: number;
  try {
    await app.fileStore.put(key, Readable.from([buffer]));
    if (zip && zipKey) await app.fileStore.put(zipKey, createReadStream(zip.path));
    id = await createBatch(app.database.db, {
      fileName,
      fileKey: key,
      sha256: createHash("sha256").update(buffer).digest("hex"),
      zipName: zip?.name ?? null,
      zipKey,
      createdBy: actor.id,
    });
  } catch (error) {
    await removeQuietly(app.fileStore, zipKey ? [key, zipKey] : [key]);
    throw error;
  }
  const names = zip && entries ? { name: zip.name, files: [...entries.keys()] } : null;
  await runJob(
    app,
    (await batchById(app.database.db, id, language)) as ImportBatch,
    "import preview",
    async (tick) => {
      try {
        const planned = await planUpload(app.database.db, sheets, names, tick);
        await savePreview(app.database.db, id, planned, tick);
      } catch (error) {
        await moveBatch(app.database.db, id, "checking", { status: "failed", failure: failureOf(error) });
        throw error;
      }
    },
  ).catch(() => undefined);
  return (await batchView(app, id, language)) as ImportBatch;
}
