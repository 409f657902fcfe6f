import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import { Readable } from "node:stream";
import type { ImportBatch, Language, SessionUser } from "@trms/shared";
import type { AppDeps } from "../../../lib/app-deps";
import { storedFileKey } from "../../../lib/files/file-key";
import { removeQuietly } from "../../../lib/files/file-store";
import { planUpload } from "../history-import.plan";
import { readUpload } from "../history-import.read";
import { batchById, insertPreview } from "../history-import.repository";
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
 * `import/preview`: reads the upload (and the ZIP of PDFs beside it), checks every row against the
 * file and the database, and keeps the files and what each row would do as a previewed batch. No
 * record is written.
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
  const planned = await planUpload(
    app.database.db,
    sheets,
    zip && entries ? { name: zip.name, files: [...entries.keys()] } : null,
  );
  const extension = /\.csv$/i.test(fileName) ? "csv" : "xlsx";
  const key = storedFileKey({ folder: "imports", name: fileName, mime: TYPES[extension] as string });
  const zipKey = zip ? storedFileKey({ folder: "imports", name: zip.name, mime: "application/zip" }) : null;
  try {
    await app.fileStore.put(key, Readable.from([buffer]));
    if (zip && zipKey) await app.fileStore.put(zipKey, createReadStream(zip.path));
    const id = await insertPreview(
      app.database.db,
      {
        fileName,
        fileKey: key,
        sha256: createHash("sha256").update(buffer).digest("hex"),
        zipName: zip?.name ?? null,
        zipKey,
        createdBy: actor.id,
      },
      planned,
    );
    return (await batchById(app.database.db, id)) as ImportBatch;
  } catch (error) {
    await removeQuietly(app.fileStore, zipKey ? [key, zipKey] : [key]);
    throw error;
  }
}
