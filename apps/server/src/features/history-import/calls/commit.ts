import {
  IMPORT_KIND_KEYS,
  type ImportBatch,
  type ImportBatchIdInput,
  type Language,
  type SessionUser,
} from "@trms/shared";
import type { AppDeps } from "../../../lib/app-deps";
import { auditRepository } from "../../../lib/audit/audit.repository";
import { AppError, notFound } from "../../../lib/errors";
import { removeQuietly } from "../../../lib/files/file-store";
import type { CallArgs } from "../../../lib/routes";
import { storedUpload } from "../history-import.file";
import { runJob, type Tick } from "../history-import.jobs";
import type { WriteContext, WrittenRow } from "../history-import.kind";
import { IMPORTERS } from "../history-import.kinds";
import { planUpload, type UploadedZip } from "../history-import.plan";
import { readUpload } from "../history-import.read";
import {
  batchById,
  batchView,
  failureOf,
  isRunning,
  lockBatch,
  lockImports,
  markRowsWritten,
  moveBatch,
  pilotFinder,
  previewedActions,
  setBatchStatus,
  storedBatch,
} from "../history-import.repository";
import { scratchFolder, streamToFile, zipStorer } from "../history-import.zip";

/** Rows written per statement: each table's triggers run once per chunk, and progress is told per chunk. */
const WRITE_CHUNK = 1000;

const conflict = (
  message:
    | "import_batch_not_previewed"
    | "import_batch_has_problems"
    | "import_changed_since_preview"
    | "import_batch_busy",
) => new AppError("CONFLICT", message);

/**
 * Writes a batch being committed, all of it or nothing, in one transaction. The file is read again
 * and every row checked again inside the imports' lock, so two commits never write one crew member
 * twice; a row whose action differs from the preview's refuses the whole commit. The kinds write in
 * order (crew first, so a record finds its pilot); each written record carries the batch and an
 * audit row. The PDFs its rows name are unpacked from the preview's ZIP, and removed again if the
 * commit fails.
 */
async function writeBatch(app: AppDeps, actor: SessionUser, id: number, language: Language, tick: Tick) {
  const db = app.database.db;
  // The preview's ZIP, fetched to a scratch folder: the commit unpacks the PDFs its rows name.
  const scratch = await scratchFolder();
  let zip = null as Awaited<ReturnType<typeof zipStorer>> | null;
  try {
    await app.outbox.transaction(db, async (tx, queue) => {
      await lockImports(tx);
      const batch = await lockBatch(tx, id);
      if (!batch) throw notFound();
      if (batch.status !== "committing") throw conflict("import_batch_not_previewed");
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
      const planned = await planUpload(tx, sheets, names, tick);
      const previewed = await previewedActions(tx, id);
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
        storeFile: async (name, folder) => {
          if (!zip) throw new Error(`no ZIP holds ${name}`);
          return zip.store(name, folder);
        },
      };
      const total = planned.filter((row) => row.action === "create" || row.action === "update").length;
      let done = 0;
      for (const key of IMPORT_KIND_KEYS) {
        const writes = planned.flatMap((row, at) => {
          const stored = previewed[at];
          return row.kind === key && stored && (row.action === "create" || row.action === "update")
            ? [{ row, rowId: stored.id }]
            : [];
        });
        for (let start = 0; start < writes.length; start += WRITE_CHUNK) {
          const chunk = writes.slice(start, start + WRITE_CHUNK);
          const written = await IMPORTERS[key].write(
            chunk.map((write) => write.row),
            context,
          );
          await markRowsWritten(
            tx,
            chunk.map((write, at) => ({ rowId: write.rowId, ...(written[at] as WrittenRow) })),
          );
          done += chunk.length;
          await tick(done, total);
        }
        if (writes.length > 0)
          await IMPORTERS[key].finish?.(
            writes.map((write) => write.row),
            context,
          );
      }
      await setBatchStatus(tx, id, { status: "committed", committedAt: new Date(), failure: null });
      await auditRepository(tx).record({
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
}

/**
 * `import/commit`: writes a clean preview as a job that outlives the request (see `writeBatch`).
 * The batch is marked as committing first, so a second commit of it is refused; a commit that fails
 * leaves it previewed with the reason. The reply is the batch, committed, or still committing when
 * that takes longer; a commit refused within the wait answers with its error (409).
 */
export async function commitImport({
  app,
  actor,
  body,
  language = "vi",
}: CallArgs<ImportBatchIdInput>): Promise<ImportBatch> {
  const db = app.database.db;
  const id = body.batch_id;
  const batch = await storedBatch(db, id);
  if (!batch) throw notFound();
  if (batch.problems > 0) throw conflict("import_batch_has_problems");
  if (!(await moveBatch(db, id, "previewed", { status: "committing", failure: null })))
    throw conflict(isRunning(batch.status) ? "import_batch_busy" : "import_batch_not_previewed");
  await runJob(
    app,
    (await batchById(app.database.db, id, language)) as ImportBatch,
    "import commit",
    async (tick) => {
      try {
        await writeBatch(app, actor, id, language, tick);
      } catch (error) {
        await moveBatch(db, id, "committing", { status: "previewed", failure: failureOf(error) });
        throw error;
      }
    },
  );
  return (await batchView(app, id, language)) as ImportBatch;
}
