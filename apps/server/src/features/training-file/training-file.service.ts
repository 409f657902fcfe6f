import {
  type Language,
  pilotArchiveName,
  readsOthersTrainingFiles,
  type SessionUser,
  TRAINING_FILE_AUDIT_ENTITIES,
  type TrainingFileFileInput,
  type TrainingFileTimelineInput,
  type TrainingFileTimelineReply,
  trainingFileName,
} from "@trms/shared";
import type { Database } from "../../db/client";
import { airlineToday } from "../../lib/airline-time";
import { auditRepository } from "../../lib/audit/audit.repository";
import { forbidden, notFound } from "../../lib/errors";
import type { FileStore } from "../../lib/files/file-store";
import { fileUrl } from "../../lib/files/file-url";
import type { PdfIssuer } from "../../lib/pdf/issue";
import { checkAccess } from "../../lib/record-access";
import type { TrainingFileRecords } from "../../lib/training-file-records";
import { trainingFilePdf } from "./training-file.pdf";
import { recordFiles } from "./training-file.records";
import {
  type FileAuditRow,
  type FileCursor,
  type TrainingFileRepository,
  trainingFileRepository,
} from "./training-file.repository";

/** Records read, with their audit rows, per round trip while the PDF is written. */
export const RECORDS_PER_BATCH = 1000;

type ReadablePilot = NonNullable<Awaited<ReturnType<TrainingFileRepository["pilot"]>>>;

export function trainingFileService(deps: {
  db: Database;
  store: FileStore;
  /** Each kind's records as its feature replies them. */
  records: readonly TrainingFileRecords[];
  issuer: PdfIssuer;
  now?: () => Date;
}) {
  const repo = trainingFileRepository(deps.db);

  /**
   * The pilot, if this account may read their file. An account that reads no file but
   * its own is refused any other (403, the same whether the pilot exists or not); a manager of
   * pilot profiles gets 404 for a pilot outside its scope, as on the pilot's profile.
   */
  async function readablePilot(actor: SessionUser, pilotId: number): Promise<ReadablePilot> {
    if (actor.pilot_id !== pilotId && !readsOthersTrainingFiles(actor)) throw forbidden();
    const pilot = await repo.pilot(pilotId);
    if (!pilot) throw notFound();
    checkAccess(actor, "training_file", "read", {
      pilot_id: pilot.id,
      user_id: pilot.userId,
      fleet: pilot.fleet,
    });
    return pilot;
  }

  /**
   * The audit rows as this pilot's own file may hold them: a record that also names other pilots
   * keeps only this pilot's line (ADR 1151), as its reader says.
   */
  function ownTrails(trails: Map<string, FileAuditRow[]>, pilot: ReadablePilot) {
    for (const reader of deps.records) {
      const own = reader.ownChanges;
      if (!own) continue;
      for (const [key, rows] of trails)
        if (key.startsWith(`${reader.kind}:`))
          trails.set(
            key,
            rows.map((row) => ({ ...row, changes: own(row.changes, pilot) })),
          );
    }
    return trails;
  }

  return {
    async timeline(actor: SessionUser, input: TrainingFileTimelineInput): Promise<TrainingFileTimelineReply> {
      const pilot = await readablePilot(actor, input.pilot_id);
      const page = await repo.page(pilot, input);
      if (!input.with_files) return { training_file: page.items, total: page.total };
      // Each record's files, each at the address that opens it for this file's readers.
      const files = await recordFiles(deps.db, deps.records, pilot, page.items);
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
    },

    /**
     * One stored file of one of the pilot's records, for those who read the pilot's training file:
     * only a file that record names, else it reads as missing. Its read is audited as a
     * download of the record, as the files route does.
     */
    async file(actor: SessionUser, input: TrainingFileFileInput, key: string | null) {
      const pilot = await readablePilot(actor, input.pilot_id);
      const files = await recordFiles(deps.db, deps.records, pilot, [{ kind: input.kind, id: input.id }]);
      if (!key || !files.get(`${input.kind}:${input.id}`)?.has(key)) throw notFound();
      const stream = await deps.store.get(key);
      if (!stream) throw notFound();
      await auditRepository(deps.db).record({
        entity: TRAINING_FILE_AUDIT_ENTITIES[input.kind][0],
        entityId: input.id,
        action: "download",
        actorId: actor.id,
        changes: { file: key },
      });
      return stream;
    },

    /**
     * The training file as PDF bytes in order, and its name. The pilot, validities and count are
     * read before it returns (a failure there is still an error reply); the records are then read
     * a batch at a time, with their audit rows in one statement per batch, as the caller consumes.
     */
    async download(actor: SessionUser, pilotId: number, language: Language) {
      const pilot = await readablePilot(actor, pilotId);
      const now = deps.now?.() ?? new Date();
      return {
        bytes: await signedFile(actor, pilot, language, now),
        name: trainingFileName(pilot.crewCode, airlineToday(now)),
      };
    },

    /**
     * The pilot's whole file as a ZIP stream, for those who may read the
     * training file: records as JSON with their history, their files, the signed training file
     * and the signed manifest. The pilot is checked before it returns.
     */
    async archive(actor: SessionUser, pilotId: number, language: Language) {
      const pilot = await readablePilot(actor, pilotId);
      const now = deps.now?.() ?? new Date();
      // The archive module and its ZIP writer load with the first archive, not with the server.
      const { pilotArchive } = await import("./training-file.archive");
      const stream = pilotArchive(
        { db: deps.db, store: deps.store, issuer: deps.issuer, records: deps.records },
        { actor, pilot, language, now, trainingFilePdf: () => signedFile(actor, pilot, language, now) },
      );
      return { stream, name: pilotArchiveName(pilot.crewCode, airlineToday(now)) };
    },
  };

  /** The signed training file PDF of a readable pilot. */
  async function signedFile(actor: SessionUser, pilot: ReadablePilot, language: Language, now: Date) {
    const today = airlineToday(now);
    const validities = await repo.validities(pilot.id, today);
    const { total } = await repo.page(pilot, {
      pilot_id: pilot.id,
      page_number: 1,
      page_count: 1,
      order: "+",
    });
    const subject = `${pilot.fullName} (${pilot.crewCode})`;
    const bytes = await deps.issuer.issue(
      { kind: "training_file", subject, pilotId: pilot.id, actor, language },
      async (stamp) => {
        const pdf = await trainingFilePdf({
          language,
          identity: pilot,
          today,
          exportedAt: now,
          exportedBy: actor.full_name,
          stamp,
        });
        pdf.cover(validities, total);
        /** A batch of records after the cursor with their audit rows (one statement each). */
        const read = async (after: FileCursor | null) => {
          const batch = await repo.batch(pilot, after, RECORDS_PER_BATCH);
          return { ...batch, trails: ownTrails(await repo.auditOf(batch.items), pilot) };
        };
        return (async function* () {
          const cover = pdf.take();
          if (cover) yield cover;
          let next: ReturnType<typeof read> | null = read(null);
          try {
            while (next) {
              const batch: Awaited<ReturnType<typeof read>> = await next;
              // The next batch is read while this one is written (PostgreSQL works meanwhile).
              next = batch.next ? read(batch.next) : null;
              for (const item of batch.items)
                pdf.record(item, batch.trails.get(`${item.kind}:${item.id}`) ?? []);
              const written = pdf.take();
              if (written) yield written;
            }
          } finally {
            // A reader that stopped early leaves no read to fail unobserved.
            next?.catch(() => {});
          }
          const rest = await pdf.end();
          if (rest) yield rest;
        })();
      },
    );
    return bytes;
  }
}

export type TrainingFileService = ReturnType<typeof trainingFileService>;
