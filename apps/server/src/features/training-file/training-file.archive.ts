import type { Readable } from "node:stream";
import {
  formatVerificationCode,
  historyChangeText,
  historyRowWords,
  type Language,
  type SessionUser,
} from "@trms/shared";
import type { Database } from "../../db/client";
import type { FileStore } from "../../lib/files/file-store";
import { streamZip, uniqueName, type ZipEntry } from "../../lib/files/zip-writer";
import { A4, openA4Document } from "../../lib/pdf/document";
import type { PdfIssuer, VerificationStamp } from "../../lib/pdf/issue";
import { fill, showDateTime } from "../../lib/pdf/words";
import type { TrainingFileRecords } from "../../lib/training-file-records";
import { type AuditRow, readersByKind, readRecords } from "./training-file.records";
import type { FilePilot } from "./training-file.repository";
import { ARCHIVE_TEXT, FILE_TEXT } from "./training-file.text";

/**
 * A pilot's whole file as one ZIP (ADR 1066), written as it is read: every record as JSON with its
 * history, every file it names with its original name, the signed training file PDF, and a manifest
 * of SHA-256 hashes, itself a signed PDF that /verify recognises. A record is its API reply, read by
 * the feature that owns its kind and parsed through the reply's schema. Records are read
 * a batch at a time and files streamed one after another through the hash into the archive, so
 * memory does not grow with the file.
 */

/** Records read per statement. */
const BATCH = 200;

/** One audit row in the reader's language: when, who, what, and each change as a line. */
function historyInWords(row: AuditRow, actorName: string | null, language: Language) {
  const words = historyRowWords(row, language);
  return {
    at: showDateTime(new Date(row.at)),
    by: actorName ?? FILE_TEXT[language].system,
    action: words.action,
    changes: words.changes.map(historyChangeText),
  };
}

export type ManifestEntry = ZipEntry;

export interface ArchiveSources {
  db: Database;
  store: FileStore;
  issuer: PdfIssuer;
  /** Each kind's records as its own feature replies them: no internal column leaves. */
  records: readonly TrainingFileRecords[];
}

export interface ArchiveRequest {
  actor: SessionUser;
  pilot: FilePilot & { fullName: string };
  language: Language;
  now: Date;
  /** The signed training file PDF, made when the archive reaches it. */
  trainingFilePdf: () => Promise<Buffer>;
}

/** The ZIP as a stream; the caller pipes it to the reply. Errors destroy the stream. */
export function pilotArchive(sources: ArchiveSources, request: ArchiveRequest): Readable {
  // Every kind has its reader before a byte is written: a kind left out would be a silent gap.
  const readers = readersByKind(sources.records);
  const entries: ManifestEntry[] = [];
  const date = request.now;
  return streamZip(date, async (addEntry) => {
    /** Adds one entry and lists it in the manifest. */
    const add = async (path: string, body: Buffer | Readable, store: boolean) => {
      const entry = await addEntry(path, body, store);
      entries.push(entry);
      return entry;
    };
    const { db, store } = sources;
    for (const reader of readers) {
      const { kind } = reader;
      let after = 0;
      for (;;) {
        const read = await readRecords(db, reader, request.pilot, { after, limit: BATCH });
        if (read.length === 0) break;
        after = read[read.length - 1]?.id ?? after;
        for (const { id, day, record, history, auditActors, files } of read) {
          const base = `${day ?? "undated"}_${id}`;
          // The same history as the training file prints it, in the export's language.
          const inWords = history.audit.map((row, index) =>
            historyInWords(row, auditActors[index] ?? null, request.language),
          );
          const json = JSON.stringify(
            { kind, id, date: day, record, history: { ...history, in_words: inWords } },
            null,
            2,
          );
          await add(`records/${kind}/${base}.json`, Buffer.from(json), false);
          // Its files: those its reply and its history name, attachments by their uploaded names.
          const taken = new Set<string>();
          for (const [key, name] of files) {
            const body = await store.get(key);
            if (!body) continue;
            await add(`files/${kind}/${base}/${uniqueName(taken, name)}`, body, true);
          }
        }
      }
    }

    await add("training-file.pdf", await request.trainingFilePdf(), true);

    // The manifest: what every entry above is, signed, so /verify vouches for each hash.
    const listed = [...entries];
    const issued = await issueManifest(sources.issuer, request, listed);
    await add("manifest.pdf", issued.pdf, true);
    const manifest = {
      pilot: { id: request.pilot.id, crew_code: request.pilot.crewCode, full_name: request.pilot.fullName },
      exported_at: request.now.toISOString(),
      exported_by: `${request.actor.full_name} <${request.actor.email}>`,
      verification_code: formatVerificationCode(issued.code),
      manifest_pdf_sha256: entries[entries.length - 1]?.sha256,
      entries: listed,
    };
    await addEntry("manifest.json", Buffer.from(JSON.stringify(manifest, null, 2)), false);
  });
}

/** The signed manifest PDF: every entry's path, size and SHA-256, with the code on every page. */
async function issueManifest(issuer: PdfIssuer, request: ArchiveRequest, entries: ManifestEntry[]) {
  let code = "";
  const pdf = await issuer.issue(
    {
      kind: "pilot_file",
      subject: `${request.pilot.fullName} (${request.pilot.crewCode})`,
      pilotId: request.pilot.id,
      actor: request.actor,
      language: request.language,
    },
    async (stamp) => {
      code = stamp.code;
      return manifestPdf(request, entries, stamp);
    },
  );
  return { pdf, code };
}

async function manifestPdf(request: ArchiveRequest, entries: ManifestEntry[], stamp: VerificationStamp) {
  const t = ARCHIVE_TEXT[request.language];
  const pdf = await openA4Document({
    title: `${t.title} ${request.pilot.crewCode}`,
    author: request.actor.full_name,
    language: request.language,
  });
  const { doc } = pdf;
  const footer = () => {
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font("regular")
      .fontSize(7)
      .fillColor("#555555")
      .text(stamp.text, 40, doc.page.height - 28, {
        lineBreak: false,
      });
    doc.page.margins.bottom = bottom;
    doc.fillColor("#000000");
    doc.x = A4.left;
    doc.y = A4.top;
  };
  doc.on("pageAdded", footer);
  doc.addPage();
  doc.font("bold").fontSize(15).text(t.title);
  doc.moveDown(0.3);
  doc
    .font("regular")
    .fontSize(9)
    .text(`${request.pilot.fullName} · ${request.pilot.crewCode}`)
    .text(
      fill(t.exported, {
        at: showDateTime(request.now),
        by: `${request.actor.full_name} <${request.actor.email}>`,
      }),
    )
    .text(fill(t.count, { count: entries.length }))
    .text(t.explain);
  doc.moveDown(0.6);
  for (const entry of entries) {
    doc.font("regular").fontSize(7.5).fillColor("#000000").text(entry.path, { continued: false });
    doc.font("regular").fontSize(6.5).fillColor("#333333").text(`${entry.sha256} · ${entry.size} B`);
  }
  const first = pdf.take();
  const rest = await pdf.end();
  return Buffer.concat([first, rest].filter((part): part is Buffer => part !== null));
}
