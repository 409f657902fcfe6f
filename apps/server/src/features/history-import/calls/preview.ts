import { createHash } from "node:crypto";
import { Readable } from "node:stream";
import type { ImportBatch, Language, SessionUser } from "@trms/shared";
import type { AppDeps } from "../../../lib/app-deps";
import { storedFileKey } from "../../../lib/files/file-key";
import { removeQuietly } from "../../../lib/files/file-store";
import { planUpload } from "../history-import.plan";
import { readUpload } from "../history-import.read";
import { batchById, insertPreview } from "../history-import.repository";

export interface PreviewImportInput {
  app: AppDeps;
  actor: SessionUser;
  buffer: Buffer;
  fileName: string;
  language: Language;
}

const TYPES: Record<string, string> = {
  csv: "text/csv",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
};

/**
 * `import/preview`: reads the upload, checks every row against the file and the database, and keeps
 * the file and what each row would do as a previewed batch. No record is written.
 */
export async function previewImport({
  app,
  actor,
  buffer,
  fileName,
  language,
}: PreviewImportInput): Promise<ImportBatch> {
  const sheets = await readUpload(buffer, fileName, language);
  const planned = await planUpload(app.database.db, sheets);
  const extension = /\.csv$/i.test(fileName) ? "csv" : "xlsx";
  const key = storedFileKey({ folder: "imports", name: fileName, mime: TYPES[extension] as string });
  await app.fileStore.put(key, Readable.from([buffer]));
  try {
    const id = await insertPreview(
      app.database.db,
      {
        fileName,
        fileKey: key,
        sha256: createHash("sha256").update(buffer).digest("hex"),
        createdBy: actor.id,
      },
      planned,
    );
    return (await batchById(app.database.db, id)) as ImportBatch;
  } catch (error) {
    await removeQuietly(app.fileStore, [key]);
    throw error;
  }
}
