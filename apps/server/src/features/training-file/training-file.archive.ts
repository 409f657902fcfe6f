import { createHash } from "node:crypto";
import { once } from "node:events";
import { PassThrough, type Readable, pipeline as streamPipeline, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import {
  formatVerificationCode,
  type Language,
  type SessionUser,
  TRAINING_FILE_AUDIT_ENTITIES,
  type TrainingFileKind,
} from "@trms/shared";
import archiver from "archiver";
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import type { FileStore } from "../../lib/files/file-store";
import { A4, openA4Document } from "../../lib/pdf/document";
import type { PdfIssuer, VerificationStamp } from "../../lib/pdf/issue";
import { fill, showDateTime } from "../../lib/pdf/words";
import { namedFiles, type RecordRow, recordsQuery, rowsOf } from "./training-file.records";
import type { FilePilot } from "./training-file.repository";
import { ARCHIVE_TEXT } from "./training-file.text";

/**
 * A pilot's whole file as one ZIP (issue 29 item 5, ADR 1066), written as it is read: every record
 * as JSON with its history, every file it names with its original name, the signed training file
 * PDF, and a manifest of SHA-256 hashes, itself a signed PDF that /verify recognises. Records are
 * read a batch at a time and files streamed one after another through the hash into the archive,
 * so memory does not grow with the file.
 */

/** Records read per statement. */
const BATCH = 200;

const KINDS = Object.keys(TRAINING_FILE_AUDIT_ENTITIES) as TrainingFileKind[];

export interface ManifestEntry {
  path: string;
  size: number;
  sha256: string;
}

/** A name unique within its folder: "a.pdf", then "2-a.pdf". */
function uniqueName(taken: Set<string>, name: string): string {
  let candidate = name;
  for (let n = 2; taken.has(candidate); n += 1) candidate = `${n}-${name}`;
  taken.add(candidate);
  return candidate;
}

export interface ArchiveSources {
  db: Database;
  store: FileStore;
  issuer: PdfIssuer;
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
  const zip = archiver("zip", { zlib: { level: 6 } });
  const out = new PassThrough();
  // Every stream of the archive has its errors handled here (issue 51): the archive's own end in
  // `out`, and a reader who hangs up (`out` closed early) stops the writing below.
  const stopped = new AbortController();
  streamPipeline(zip, out, (error) => {
    if (error) stopped.abort(error);
  });
  const entries: ManifestEntry[] = [];
  const date = request.now;

  /** Adds one entry and waits until the archive has taken all of it. */
  async function add(path: string, body: Buffer | Readable, store: boolean): Promise<ManifestEntry> {
    const hash = createHash("sha256");
    let size = 0;
    const tap = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        hash.update(chunk);
        size += chunk.length;
        done(null, chunk);
      },
    });
    const taken = once(zip, "entry", { signal: stopped.signal });
    zip.append(tap, { name: path, date, store });
    await Promise.all([
      pipeline(Buffer.isBuffer(body) ? [body] : body, tap, { signal: stopped.signal }),
      taken,
    ]);
    const entry = { path, size, sha256: hash.digest("hex") };
    entries.push(entry);
    return entry;
  }

  async function write() {
    const { db, store } = sources;
    for (const kind of KINDS) {
      const entities = TRAINING_FILE_AUDIT_ENTITIES[kind] as readonly string[];
      let after = 0;
      for (;;) {
        const rows = rowsOf<RecordRow>(
          await db.execute(recordsQuery(kind, request.pilot, { after, limit: BATCH })),
        );
        if (rows.length === 0) break;
        after = rows[rows.length - 1]?.id ?? after;
        const ids = rows.map((row) => String(row.id));
        const audit = rowsOf<{ entity_id: string; row: unknown }>(
          await db.execute(sql`select entity_id, to_jsonb(a) as row
            from audit_log a where a.entity = any(${sql.param(entities)}::text[]) and a.entity_id = any(${sql.param(ids)}::text[])
            order by a.id`),
        );
        const workflow = rowsOf<{ entity_id: string; row: Record<string, unknown> }>(
          await db.execute(sql`select entity_id, to_jsonb(w) as row from workflow_history w
            where w.entity = any(${sql.param(entities)}::text[]) and w.entity_id = any(${sql.param(ids)}::text[])
            order by w.id`),
        );
        const attached = rowsOf<{ record_id: number; file_key: string; original_name: string }>(
          await db.execute(sql`select record_id, file_key, original_name from attachments
            where record_kind = ${kind} and record_id = any(${sql.param(rows.map((row) => row.id))}::int[]) order by id`),
        );
        for (const row of rows) {
          const id = String(row.id);
          const history = {
            audit: audit.filter((entry) => entry.entity_id === id).map((entry) => entry.row),
            workflow: workflow.filter((entry) => entry.entity_id === id).map((entry) => entry.row),
          };
          const base = `${row.day ?? "undated"}_${row.id}`;
          const json = JSON.stringify(
            { kind, id: row.id, date: row.day, record: row.record, history },
            null,
            2,
          );
          await add(`records/${kind}/${base}.json`, Buffer.from(json), false);
          // Its files: those its row and its history name, and its attachments, by original name.
          const names = namedFiles(
            row.record,
            history.workflow,
            attached.filter((entry) => entry.record_id === row.id),
          );
          const taken = new Set<string>();
          for (const [key, name] of names) {
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
    stopped.signal.throwIfAborted();
    zip.append(JSON.stringify(manifest, null, 2), { name: "manifest.json", date });
    await zip.finalize();
  }

  write().catch((error: unknown) => {
    zip.abort();
    out.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return out;
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
