import { IMPORT_KIND_KEYS, type ImportBatch, type ImportBatchIdInput } from "@trms/shared";
import { auditRepository } from "../../../lib/audit/audit.repository";
import { AppError, notFound } from "../../../lib/errors";
import { removeQuietly } from "../../../lib/files/file-store";
import type { CallArgs } from "../../../lib/routes";
import { storedUpload } from "../history-import.file";
import type { PlannedRow, WriteContext } from "../history-import.kind";
import { IMPORTERS } from "../history-import.kinds";
import { planUpload, type UploadedZip } from "../history-import.plan";
import { readUpload } from "../history-import.read";
import {
  batchById,
  batchRows,
  lockBatch,
  lockImports,
  markRowWritten,
  pilotFinder,
  setBatchStatus,
} from "../history-import.repository";
import { scratchFolder, streamToFile, zipStorer } from "../history-import.zip";

const conflict = (
  message: "import_batch_not_previewed" | "import_batch_has_problems" | "import_changed_since_preview",
) => new AppError("CONFLICT", message);

/**
 * `import/commit`: writes a clean preview, all of it or nothing, in one transaction. The file is read
 * again and every row checked again inside the imports' lock, so two commits never write one crew
 * member twice; a row whose action differs from the preview's refuses the whole commit. The kinds
 * write in order (crew first, so a record finds its pilot); each written record carries the batch
 * and an audit row.
 */
export async function commitImport({
  app,
  actor,
  body,
  language = "vi",
}: CallArgs<ImportBatchIdInput>): Promise<ImportBatch> {
  const db = app.database.db;
  const id = body.batch_id;
  // The preview's ZIP, fetched to a scratch folder: the commit unpacks the PDFs its rows name.
  const scratch = await scratchFolder();
  let zip = null as Awaited<ReturnType<typeof zipStorer>> | null;
  try {
    await app.outbox.transaction(db, async (tx, queue) => {
      await lockImports(tx);
      const batch = await lockBatch(tx, id);
      if (!batch) throw notFound();
      if (batch.status !== "previewed") throw conflict("import_batch_not_previewed");
      if (batch.problems > 0) throw conflict("import_batch_has_problems");
      const sheets = await readUpload(
        await storedUpload(app.fileStore, batch.fileKey),
        batch.fileName,
        language,
      );
      let names: UploadedZip | null = null;
      if (batch.zipKey) {
        const stream = await app.fileStore.get(batch.zipKey);
        if (!stream) throw new Error(`import ZIP ${batch.zipKey} is missing from the store`);
        await streamToFile(stream, scratch.path("files.zip"));
        zip = await zipStorer(app.fileStore, scratch.path("files.zip"));
        names = { name: batch.zipName ?? "", files: zip.names };
      }
      const planned = await planUpload(tx, sheets, names);
      const previewed = await batchRows(tx, id);
      if (
        planned.length !== previewed.length ||
        planned.some((row, at) => row.action !== previewed[at]?.action)
      )
        throw conflict("import_changed_since_preview");
      const context: WriteContext = {
        app,
        tx,
        actor,
        batchId: id,
        language,
        now: new Date(),
        mails: [],
        pilotOf: pilotFinder(tx),
        storeFile: async (name) => {
          if (!zip) throw new Error(`no ZIP holds ${name}`);
          return zip.store(name);
        },
      };
      for (const key of IMPORT_KIND_KEYS) {
        const written: PlannedRow[] = [];
        for (const [at, row] of planned.entries()) {
          const stored = previewed[at];
          if (row.kind !== key || !stored || (row.action !== "create" && row.action !== "update")) continue;
          const { recordId, before } = await IMPORTERS[key].write(row, context);
          await markRowWritten(tx, stored.id, recordId, before);
          written.push(row);
        }
        if (written.length > 0) await IMPORTERS[key].finish?.(written, context);
      }
      const audit = auditRepository(tx);
      await setBatchStatus(tx, id, { status: "committed", committedAt: new Date() });
      await audit.record({
        entity: "import_batch",
        entityId: id,
        action: "commit",
        actorId: actor.id,
        changes: { file_name: batch.fileName, sha256: batch.sha256, kinds: batch.kinds },
      });
      if (context.mails.length > 0) await queue(context.mails);
    });
  } catch (error) {
    // Nothing was written: the PDFs stored for its rows go again.
    if (zip) await removeQuietly(app.fileStore, zip.stored);
    throw error;
  } finally {
    zip?.close();
    await scratch.done();
  }
  return (await batchById(db, id)) as ImportBatch;
}
