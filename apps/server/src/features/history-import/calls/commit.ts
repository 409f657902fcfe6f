import type { ImportBatch, ImportBatchIdInput } from "@trms/shared";
import { eq } from "drizzle-orm";
import { pilots } from "../../../db/tables/pilot.table";
import { auditRepository } from "../../../lib/audit/audit.repository";
import { hashVerifier, passwordVerifier, randomHex } from "../../../lib/crypto";
import { AppError, notFound } from "../../../lib/errors";
import type { OutboxMail } from "../../../lib/mail-outbox/mail-outbox";
import type { CallArgs } from "../../../lib/routes";
import { welcomeMail } from "../../auth";
import { insertUser, updateUser } from "../../user";
import { crewBefore } from "../crew.import";
import { storedUpload } from "../history-import.file";
import { planUpload } from "../history-import.plan";
import { readUpload } from "../history-import.read";
import {
  batchById,
  batchRows,
  lockBatch,
  lockImports,
  markRowWritten,
  setBatchStatus,
} from "../history-import.repository";

const conflict = (
  message: "import_batch_not_previewed" | "import_batch_has_problems" | "import_changed_since_preview",
) => new AppError("CONFLICT", message);

/**
 * `import/commit`: writes a clean preview, all of it or nothing, in one transaction. The file is read
 * again and every row checked again inside the imports' lock, so two commits never write one crew
 * member twice; a row whose action differs from the preview's refuses the whole commit. Each written
 * record carries the batch and an audit row; new accounts get no usable password (a welcome mail
 * with a link to set one where the row asks for it).
 */
export async function commitImport({
  app,
  actor,
  body,
  language = "vi",
}: CallArgs<ImportBatchIdInput>): Promise<ImportBatch> {
  const db = app.database.db;
  const id = body.batch_id;
  // One password hash no one knows the secret of serves every new account of the batch.
  const unusable = await hashVerifier(passwordVerifier(randomHex(32), randomHex(16)));
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
    const planned = await planUpload(tx, sheets);
    const previewed = await batchRows(tx, id);
    if (
      planned.length !== previewed.length ||
      planned.some((row, at) => row.action !== previewed[at]?.action)
    )
      throw conflict("import_changed_since_preview");
    const audit = auditRepository(tx);
    const mails: OutboxMail[] = [];
    const now = new Date();
    for (const [at, row] of planned.entries()) {
      const stored = previewed[at];
      if (!stored || !row.crew || (row.action !== "create" && row.action !== "update")) continue;
      const { profile } = row.crew;
      const account = {
        fullName: String(profile.fullName),
        fleet: profile.fleet as string,
        role: row.crew.role,
      };
      if (row.action === "create") {
        const user = await insertUser(tx, {
          ...account,
          email: row.crew.email,
          passwordSalt: randomHex(16),
          passwordHash: unusable,
        });
        const [pilot] = await tx
          .insert(pilots)
          .values({
            ...profile,
            crewCode: row.key,
            fullName: account.fullName,
            userId: user.id,
            importBatchId: id,
          })
          .returning({ id: pilots.id });
        const pilotId = pilot?.id as number;
        await markRowWritten(tx, stored.id, pilotId, null);
        await audit.record({
          entity: "pilot",
          entityId: pilotId,
          action: "import",
          actorId: actor.id,
          changes: { import_batch: id, sheet: row.sheet, row: row.row, ...profile, email: row.crew.email },
        });
        if (row.crew.sendWelcome)
          mails.push(
            await welcomeMail(
              tx,
              { id: user.id, email: user.email, fullName: user.fullName },
              language,
              app.config.publicUrl,
            ),
          );
      } else if (row.pilotId && row.userId) {
        const before = await crewBefore(tx, row.pilotId, profile);
        await tx
          .update(pilots)
          .set({ ...profile, updatedAt: now })
          .where(eq(pilots.id, row.pilotId));
        await updateUser(tx, row.userId, account);
        await markRowWritten(tx, stored.id, row.pilotId, before);
        await audit.record({
          entity: "pilot",
          entityId: row.pilotId,
          action: "import_update",
          actorId: actor.id,
          changes: { import_batch: id, sheet: row.sheet, row: row.row, before, after: profile },
        });
      }
    }
    await setBatchStatus(tx, id, { status: "committed", committedAt: new Date() });
    await audit.record({
      entity: "import_batch",
      entityId: id,
      action: "commit",
      actorId: actor.id,
      changes: { file_name: batch.fileName, sha256: batch.sha256, kinds: batch.kinds },
    });
    if (mails.length > 0) await queue(mails);
  });
  return (await batchById(db, id)) as ImportBatch;
}
