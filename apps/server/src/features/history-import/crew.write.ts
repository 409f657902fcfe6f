import { translateServerMessage } from "@trms/shared";
import { count, eq } from "drizzle-orm";
import { pilots } from "../../db/tables/pilot.table";
import { toldgRecords } from "../../db/tables/toldg.table";
import { trainingFlights } from "../../db/tables/training-flight.table";
import { users } from "../../db/tables/user.table";
import { auditRepository } from "../../lib/audit/audit.repository";
import { hashVerifier, passwordVerifier, randomHex } from "../../lib/crypto";
import { retainRecord } from "../../lib/retention/retain";
import { welcomeMail } from "../auth";
import { roleFor } from "../pilot";
import { trainingFileCounts } from "../training-file";
import { insertUser, updateUser } from "../user";
import { crewBefore, crewOf } from "./crew.import";
import type {
  PlannedRow,
  StoredImportRow,
  UndoBlocker,
  UndoContext,
  WriteContext,
} from "./history-import.kind";

/** One password hash no one knows the secret of serves every new account of a commit. */
const unusableHashes = new WeakMap<WriteContext["mails"], Promise<string>>();
const unusableHash = (context: WriteContext) => {
  let hash = unusableHashes.get(context.mails);
  if (!hash) {
    hash = hashVerifier(passwordVerifier(randomHex(32), randomHex(16)));
    unusableHashes.set(context.mails, hash);
  }
  return hash;
};

/**
 * A crew row written: a new pilot with an account that has no usable password (a welcome mail with
 * a link to set one where the row asks for it), or a stored pilot's profile and account updated.
 * Either carries the batch and an audit row.
 */
export async function writeCrew(row: PlannedRow, context: WriteContext) {
  const { tx, actor, batchId } = context;
  const values = crewOf(row);
  if (!values) throw new Error(`crew row ${row.seq} has nothing to write`);
  const { profile } = values;
  const audit = auditRepository(tx);
  const account = { fullName: String(profile.fullName), fleet: profile.fleet as string, role: values.role };
  if (row.action === "create") {
    const user = await insertUser(tx, {
      ...account,
      email: values.email,
      passwordSalt: randomHex(16),
      passwordHash: await unusableHash(context),
    });
    const [pilot] = await tx
      .insert(pilots)
      .values({
        ...profile,
        crewCode: row.key,
        fullName: account.fullName,
        userId: user.id,
        importBatchId: batchId,
      })
      .returning({ id: pilots.id });
    const pilotId = pilot?.id as number;
    await audit.record({
      entity: "pilot",
      entityId: pilotId,
      action: "import",
      actorId: actor.id,
      changes: { import_batch: batchId, sheet: row.sheet, row: row.row, ...profile, email: values.email },
    });
    if (values.sendWelcome)
      context.mails.push(
        await welcomeMail(
          tx,
          { id: user.id, email: user.email, fullName: user.fullName },
          context.language,
          context.app.config.publicUrl,
        ),
      );
    return { recordId: pilotId };
  }
  const pilotId = row.recordId as number;
  const before = await crewBefore(tx, pilotId, profile);
  const [updated] = await tx
    .update(pilots)
    .set({ ...profile, updatedAt: context.now })
    .where(eq(pilots.id, pilotId))
    .returning({ userId: pilots.userId });
  if (updated) await updateUser(tx, updated.userId, account);
  await audit.record({
    entity: "pilot",
    entityId: pilotId,
    action: "import_update",
    actorId: actor.id,
    changes: { import_batch: batchId, sheet: row.sheet, row: row.row, before, after: profile },
  });
  return { recordId: pilotId, before };
}

/**
 * A crew row taken out again: the pilot and account it created are deleted (kept in retention), the
 * profile it updated gets its columns back. Refused for a pilot changed after the commit, or one it
 * created who has records the undo does not take out (in their training file, their TO/LDG
 * recency, or graded as an instructor): the batch's own records are undone before its crew.
 */
export async function undoCrew(row: StoredImportRow, context: UndoContext): Promise<UndoBlocker | null> {
  const { tx, actor, batchId, language } = context;
  const pilotId = row.recordId as number;
  const [pilot] = await tx.select().from(pilots).where(eq(pilots.id, pilotId));
  if (!pilot) return null;
  const blocked = (message: "import_undo_later_change" | "import_undo_records", count?: number) => ({
    path: pilot.crewCode,
    message: translateServerMessage(message, language, {
      crew_code: pilot.crewCode,
      count: String(count ?? 0),
    }),
  });
  if (pilot.updatedAt > context.committedAt) return blocked("import_undo_later_change");
  const audit = auditRepository(tx);
  if (row.action === "create") {
    const file = await trainingFileCounts(tx, { id: pilotId, crewCode: pilot.crewCode });
    const [recency] = await tx
      .select({ n: count() })
      .from(toldgRecords)
      .where(eq(toldgRecords.pilotId, pilotId));
    const [graded] = await tx
      .select({ n: count() })
      .from(trainingFlights)
      .where(eq(trainingFlights.instructorId, pilotId));
    const records =
      Object.values(file).reduce((sum, n) => sum + n, 0) + Number(recency?.n ?? 0) + Number(graded?.n ?? 0);
    if (records > 0) return blocked("import_undo_records", records);
    await retainRecord(tx, {
      entity: "pilot",
      entityId: pilotId,
      table: pilots,
      id: pilots.id,
      files: [],
      actorId: actor.id,
    });
    await audit.record({
      entity: "pilot",
      entityId: pilotId,
      action: "import_undo",
      actorId: actor.id,
      changes: { import_batch: batchId },
    });
    await tx.delete(pilots).where(eq(pilots.id, pilotId));
    await tx.delete(users).where(eq(users.id, pilot.userId));
  } else if (row.action === "update" && row.before) {
    const before = row.before as Partial<typeof pilots.$inferInsert>;
    await tx
      .update(pilots)
      .set({ ...before, updatedAt: new Date() })
      .where(eq(pilots.id, pilotId));
    await tx
      .update(users)
      .set({
        fullName: String(before.fullName),
        fleet: before.fleet ?? null,
        role: roleFor(before.instructorRating),
        updatedAt: new Date(),
      })
      .where(eq(users.id, pilot.userId));
    await audit.record({
      entity: "pilot",
      entityId: pilotId,
      action: "import_undo",
      actorId: actor.id,
      changes: { import_batch: batchId, restored: before },
    });
  }
  return null;
}
