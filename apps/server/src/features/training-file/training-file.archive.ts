import { createHash } from "node:crypto";
import { once } from "node:events";
import { PassThrough, type Readable, pipeline as streamPipeline, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import {
  formatVerificationCode,
  historyChangeText,
  historyRowWords,
  type Language,
  type SessionUser,
  TRAINING_FILE_AUDIT_ENTITIES,
  type TrainingFileKind,
} from "@trms/shared";
import archiver from "archiver";
import { type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { fileNameOfKey } from "../../lib/files/file-key";
import type { FileStore } from "../../lib/files/file-store";
import { A4, openA4Document } from "../../lib/pdf/document";
import type { PdfIssuer, VerificationStamp } from "../../lib/pdf/issue";
import { fill, showDateTime } from "../../lib/pdf/words";
import type { FilePilot } from "./training-file.repository";
import { ARCHIVE_TEXT, FILE_TEXT } from "./training-file.text";

/**
 * A pilot's whole file as one ZIP (issue 29 item 5, ADR 1066), written as it is read: every record
 * as JSON with its history, every file it names with its original name, the signed training file
 * PDF, and a manifest of SHA-256 hashes, itself a signed PDF that /verify recognises. Records are
 * read a batch at a time and files streamed one after another through the hash into the archive,
 * so memory does not grow with the file.
 */

/** Records read per statement. */
const BATCH = 200;

/** A stored file's key: folder/YYYY/MM/uuid/name (ADR 0904), or folder/YYYY/MM/uuid.ext before it. */
const FILE_KEY = /^[a-z_-]+\/\d{4}\/\d{2}\/[0-9a-f-]{36}(\/[^/]+|\.[a-z0-9]+)$/;

interface RecordRow {
  id: number;
  day: string;
  record: Record<string, unknown>;
}

/** One branch per kind: its rows as JSON, the pilot's only, in id order after a cursor. */
function recordsQuery(kind: TrainingFileKind, pilot: FilePilot, after: number): SQL {
  const { id, crewCode } = pilot;
  switch (kind) {
    case "training_flight":
      return sql`select r.id, to_char(r.date_of_flight, 'YYYY-MM-DD') as day,
          to_jsonb(r) || jsonb_build_object('sectors', (select coalesce(jsonb_agg(to_jsonb(x) order by x.position), '[]'::jsonb)
            from training_flight_sectors x where x.training_flight_id = r.id)) as record
        from training_flights r where r.pilot_id = ${id} and r.id > ${after} order by r.id limit ${BATCH}`;
    case "base_training":
      return sql`select r.id, to_char(r.date_of_flight, 'YYYY-MM-DD') as day, to_jsonb(r) as record
        from base_trainings r where r.pilot_id = ${id} and r.id > ${after} order by r.id limit ${BATCH}`;
    case "theory_test":
      return sql`select r.id, to_char(r.date_of_test, 'YYYY-MM-DD') as day, to_jsonb(r) as record
        from theory_tests r where r.pilot_id = ${id} and r.id > ${after} order by r.id limit ${BATCH}`;
    case "progress_theory":
      return sql`select r.id, to_char(r.date_of_test, 'YYYY-MM-DD') as day, to_jsonb(r) as record
        from progress_theory_reports r where r.pilot_id = ${id} and r.id > ${after} order by r.id limit ${BATCH}`;
    case "sim_form":
      return sql`select f.id, to_char(s.sessiona_date_time at time zone 'Asia/Ho_Chi_Minh', 'YYYY-MM-DD') as day,
          jsonb_build_object('form', to_jsonb(f), 'session', to_jsonb(s)) as record
        from sim_forms f join sim_sessions s on s.id = f.sim_id
        where ((f.pilot_order = 1 and s.first_pilot_crew_code = ${crewCode})
            or (f.pilot_order = 2 and s.second_pilot_crew_code = ${crewCode})) and f.id > ${after}
        order by f.id limit ${BATCH}`;
    case "line_check":
      return sql`select c.id, to_char(c.line_check_date at time zone 'Asia/Ho_Chi_Minh', 'YYYY-MM-DD') as day,
          to_jsonb(c) as record
        from line_checks c where c.pilot_crew_code = ${crewCode} and c.id > ${after} order by c.id limit ${BATCH}`;
    case "line_training":
      return sql`select t.id, to_char(t.start_date, 'YYYY-MM-DD') as day,
          to_jsonb(t) || jsonb_build_object('submissions', (select coalesce(jsonb_agg(to_jsonb(x) order by x.id), '[]'::jsonb)
            from line_training_submissions x where x.line_training_id = t.id)) as record
        from line_trainings t where t.pilot_crew_code = ${crewCode} and t.id > ${after} order by t.id limit ${BATCH}`;
    case "event_report":
      return sql`select e.id, to_char(e.occurred_at at time zone 'Asia/Ho_Chi_Minh', 'YYYY-MM-DD') as day,
          jsonb_build_object('report', to_jsonb(e), 'pilot', to_jsonb(p)) as record
        from event_report_pilots p join event_reports e on e.id = p.report_id
        where p.pilot_id = ${id} and e.id > ${after} order by e.id limit ${BATCH}`;
  }
}

/** An audit row as the archive reads it (`to_jsonb` of the row). */
interface AuditRow {
  entity: string;
  action: string;
  at: string;
  changes: unknown;
}

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

const KINDS = Object.keys(TRAINING_FILE_AUDIT_ENTITIES) as TrainingFileKind[];

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Every stored file key a record's JSON names, anywhere inside it. */
function keysIn(value: unknown, found: Set<string>): Set<string> {
  if (typeof value === "string") {
    if (FILE_KEY.test(value)) found.add(value);
  } else if (Array.isArray(value)) for (const item of value) keysIn(item, found);
  else if (value && typeof value === "object") for (const item of Object.values(value)) keysIn(item, found);
  return found;
}

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
        const rows = rowsOf<RecordRow>(await db.execute(recordsQuery(kind, request.pilot, after)));
        if (rows.length === 0) break;
        after = rows[rows.length - 1]?.id ?? after;
        const ids = rows.map((row) => String(row.id));
        const audit = rowsOf<{ entity_id: string; row: AuditRow; actor_name: string | null }>(
          await db.execute(sql`select a.entity_id, to_jsonb(a) as row, u.full_name as actor_name
            from audit_log a left join users u on u.id = a.actor_id where a.entity = any(${sql.param(entities)}::text[]) and a.entity_id = any(${sql.param(ids)}::text[])
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
          const trail = audit.filter((entry) => entry.entity_id === id);
          const history = {
            audit: trail.map((entry) => entry.row),
            workflow: workflow.filter((entry) => entry.entity_id === id).map((entry) => entry.row),
            // The same history as the training file prints it, in the export's language.
            in_words: trail.map((entry) => historyInWords(entry.row, entry.actor_name, request.language)),
          };
          const base = `${row.day ?? "undated"}_${row.id}`;
          const json = JSON.stringify(
            { kind, id: row.id, date: row.day, record: row.record, history },
            null,
            2,
          );
          await add(`records/${kind}/${base}.json`, Buffer.from(json), false);
          // Its files: those its row and its history name, and its attachments, by original name.
          const names = new Map<string, string>();
          for (const file of attached.filter((entry) => entry.record_id === row.id))
            names.set(file.file_key, file.original_name);
          for (const key of keysIn(row.record, keysIn(history.workflow, new Set())))
            if (!names.has(key)) names.set(key, fileNameOfKey(key));
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
