import { createHash } from "node:crypto";
import { Readable } from "node:stream";
import {
  baseTrainingDetailSchema,
  lineCheckSchema,
  lineTrainingFileRecordSchema,
  pilotEventReportSchema,
  progressTheoryDetailSchema,
  simFormFileRecordSchema,
  TRAINING_FILE_KINDS,
  type TrainingFileKind,
  theoryTestDetailSchema,
  trainingFlightDetailSchema,
} from "@trms/shared";
import { and, eq } from "drizzle-orm";
import { PDFParse } from "pdf-parse";
import unzipper from "unzipper";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PDF } from "../../../test/accounts";
import { apiClient } from "../../../test/client";
import {
  createAdmin,
  createBaseTraining,
  createEventReport,
  createInstructor,
  createLineCheck,
  createLineTraining,
  createPilot,
  createProgressTheory,
  createSimForm,
  createTheoryTest,
  createTrainingFlight,
  type Made,
} from "../../../test/factories";
import { createTestApp, type TestContext } from "../../../test/harness";
import { lineChecks } from "../../db/tables/line-check.table";
import { lineTrainingSubmissions } from "../../db/tables/line-training.table";
import { simSessions } from "../../db/tables/sim.table";
import { simForms } from "../../db/tables/sim-form.table";
import { trainingFlights } from "../../db/tables/training-flight.table";
import { auditRepository } from "../../lib/audit/audit.repository";
import { fileNameOfKey, storedFileKey } from "../../lib/files/file-key";

/** A pilot's whole file as one ZIP with a signed manifest. */
let ctx: TestContext;
let admin: Made;
let pilot: Made;
let otherPilot: Made;
let instructor: Made;
/** A pilot with a record of every kind, and the co-pilot of their SIM session and event report. */
let wholeFile: Made;
let coPilot: Made;
const CO_PILOT_NAME = "Lê Văn Phụ Lái";
/** The stored files of the whole-file pilot's records (bytes by key), and one of the co-pilot's. */
const wholeFileKeys = new Map<string, Buffer>();
let coPilotKey = "";
/** The Vietnamese-named report the pilot's training flight carries, with its bytes. */
const REPORT_NAME = "Báo cáo chuyến bay.pdf";
const REPORT_BYTES = Buffer.from("%PDF-1.4\n% the flight's own report\n%%EOF\n");

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

const download = (who: Made | null, pilotId: number, lang: "en" | "vi" = "en") =>
  ctx.app.inject({
    method: "GET",
    url: `/api/v1/training_file/download_archive?pilot_id=${pilotId}`,
    headers: { "accept-language": lang, ...(who ? { "access-token": who.client.token } : {}) },
  });

async function unzip(bytes: Buffer): Promise<Map<string, Buffer>> {
  const directory = await unzipper.Open.buffer(bytes);
  const files = new Map<string, Buffer>();
  for (const entry of directory.files) files.set(entry.path, await entry.buffer());
  return files;
}

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await createAdmin(ctx);
  instructor = await createInstructor(ctx);
  pilot = await createPilot(ctx, { fullName: "Đỗ Thị Hà" });
  otherPilot = await createPilot(ctx);
  const flight = await createTrainingFlight(ctx, { trainee: pilot, instructor });
  // The flight's report under its original (Vietnamese) name, as an upload stores it.
  const key = storedFileKey({ folder: "training_file", name: REPORT_NAME, mime: "application/pdf" });
  await ctx.app.deps.fileStore.put(key, Readable.from([REPORT_BYTES]));
  await ctx.database.db
    .update(trainingFlights)
    .set({ reportFile: key })
    .where(eq(trainingFlights.id, flight.id));
  // The trainee's approval and an office upload, as the workflow engine writes them.
  const audit = auditRepository(ctx.database.db);
  await audit.record({
    entity: "training_flight",
    entityId: flight.id,
    action: "approve_result",
    actorId: pilot.userId,
    changes: { status: [0, 1], approved_at: "2026-01-16T02:00:00.000Z" },
  });
  await audit.record({
    entity: "training_flight",
    entityId: flight.id,
    action: "download",
    actorId: admin.userId,
    changes: { file: key },
  });
  await createTrainingFlight(ctx, { trainee: pilot, instructor, dateOfFlight: "2026-02-01" });
  await createBaseTraining(ctx, { trainee: pilot, instructor });
  await createEventReport(ctx, { pilots: [pilot] });
  await createSimForm(ctx, {
    pilots: [pilot.crewCode as string, otherPilot.crewCode as string],
    instructor: instructor.crewCode as string,
  });
  await createTrainingFlight(ctx, { trainee: otherPilot, instructor });
  await wholeFileOfEveryKind();
}, 120_000);

/** A stored file of this folder under this name, with bytes of its own. */
async function storedFile(folder: string, name: string): Promise<string> {
  const key = storedFileKey({ folder, name, mime: "application/pdf" });
  const bytes = Buffer.from(`%PDF-1.4\n% ${key}\n%%EOF\n`);
  await ctx.app.deps.fileStore.put(key, Readable.from([bytes]));
  wholeFileKeys.set(key, bytes);
  return key;
}

/** One record of every kind for `wholeFile`, each naming a stored file, two shared with the co-pilot. */
async function wholeFileOfEveryKind() {
  wholeFile = await createPilot(ctx, { fullName: "Nguyễn Thị Đủ" });
  coPilot = await createPilot(ctx, { fullName: CO_PILOT_NAME });
  const trainee = wholeFile;
  for (const made of [
    await createTrainingFlight(ctx, { trainee, instructor }),
    await createBaseTraining(ctx, { trainee, instructor }),
    await createTheoryTest(ctx, { trainee, instructor }),
    await createProgressTheory(ctx, { trainee, instructor }),
  ])
    wholeFileKeys.set(made.reportFile, PDF);
  const crewCode = wholeFile.crewCode as string;
  const formId = await createSimForm(ctx, {
    pilots: [crewCode, coPilot.crewCode as string],
    instructor: instructor.crewCode as string,
  });
  // The session names both pilots, as the SIM calls write them (and so its search text does).
  const [form] = await ctx.database.db.select().from(simForms).where(eq(simForms.id, formId));
  const simId = form?.simId as number;
  await ctx.database.db
    .update(simSessions)
    .set({ firstPilotName: wholeFile.fullName, secondPilotName: CO_PILOT_NAME })
    .where(eq(simSessions.id, simId));
  await ctx.database.db
    .update(simForms)
    .set({ firstSubmit: await storedFile("sim_form", "SIM stage 1.pdf") })
    .where(eq(simForms.id, formId));
  // The co-pilot's own form file is theirs: it stays out of this pilot's file.
  coPilotKey = storedFileKey({ folder: "sim_form", name: "co-pilot.pdf", mime: "application/pdf" });
  await ctx.app.deps.fileStore.put(coPilotKey, Readable.from([Buffer.from("%PDF-1.4\n%%EOF\n")]));
  await ctx.database.db
    .update(simForms)
    .set({ firstSubmit: coPilotKey })
    .where(and(eq(simForms.simId, simId), eq(simForms.pilotOrder, 2)));
  const lineCheckId = await createLineCheck(ctx, {
    pilot: crewCode,
    instructor: instructor.crewCode as string,
  });
  await ctx.database.db
    .update(lineChecks)
    .set({ firstSubmit: await storedFile("line_check", "Line check.pdf") })
    .where(eq(lineChecks.id, lineCheckId));
  const lineTrainingId = await createLineTraining(ctx, { pilot: crewCode });
  await ctx.database.db.insert(lineTrainingSubmissions).values({
    lineTrainingId,
    formOrder: 1,
    crewCode,
    fullName: wholeFile.fullName,
    fileKey: await storedFile("line_training", "Line training.pdf"),
    fileSha256: "0".repeat(64),
  });
  const report = await createEventReport(ctx, { pilots: [wholeFile, coPilot], minusPoints: [1, 3] });
  wholeFileKeys.set(report.fileKey, PDF);
  // An administrator's change of the report, audited as event_report/update_report audits it: the
  // report before (every pilot's line, names included) and the input after (every pilot's line).
  const line = (made: Made, minus_point: number, named: boolean) => ({
    pilot_id: made.pilotId,
    ...(named ? { full_name: made.fullName, crew_code: made.crewCode, name_position: 1 } : {}),
    minus_point,
  });
  await auditRepository(ctx.database.db).record({
    entity: "event_report",
    entityId: report.id,
    action: "update",
    actorId: admin.userId,
    changes: {
      before: { id: report.id, pilots: [line(wholeFile, 1, true), line(coPilot, 3, true)] },
      after: { id: report.id, pilots: [line(wholeFile, 1.5, false), line(coPilot, 2.5, false)] },
      files_removed: [],
      files_added: [],
    },
  });
}

afterAll(async () => {
  await ctx?.close();
});

describe("training_file/download_archive", () => {
  it("holds every record as JSON with its history, its files by original name, the training file, and a signed manifest", async () => {
    const reply = await download(admin, pilot.pilotId as number, "vi");
    expect(reply.statusCode).toBe(200);
    expect(reply.headers["content-type"]).toBe("application/zip");
    expect(reply.headers["content-disposition"]).toContain(`PilotFile_${pilot.crewCode}_`);
    const files = await unzip(reply.rawPayload);
    const names = [...files.keys()];

    const records = names.filter((name) => name.startsWith("records/"));
    const kinds = records.map((name) => name.split("/")[1]).sort();
    expect(kinds).toEqual([
      "base_training",
      "event_report",
      "sim_form",
      "training_flight",
      "training_flight",
    ]);
    const flightJson = records.find((name) => name.startsWith("records/training_flight/2026-01-15_"));
    const flight = JSON.parse((files.get(flightJson as string) as Buffer).toString());
    expect(flight.record.pilot_id).toBe(pilot.pilotId);
    expect(flight.record.sectors).toHaveLength(1);
    expect(flight.history).toHaveProperty("audit");
    // Beside the rows as stored, the history as the training file prints it, in the export's language.
    expect(flight.history.in_words).toEqual([
      {
        at: expect.stringMatching(/^\d\d\/\d\d\/\d{4} \d\d:\d\d$/),
        by: "Đỗ Thị Hà",
        action: "Phê duyệt kết quả",
        changes: ["Trạng thái: Chờ phê duyệt → Đã phê duyệt", "Thời điểm phê duyệt: 16/01/2026 09:00"],
      },
      { at: expect.any(String), by: admin.fullName, action: "Tải xuống", changes: [`Tệp: ${REPORT_NAME}`] },
    ]);
    // Exactly the pilot's own: the other pilot's flight is not there (two flights above are theirs).
    // The flight's report under its original name, byte for byte.
    const report = names.find((name) => name.endsWith(`/${REPORT_NAME}`));
    expect(report).toMatch(/^files\/training_flight\/2026-01-15_\d+\//);
    expect(files.get(report as string)).toEqual(REPORT_BYTES);

    // The manifest lists every entry but itself with its size and SHA-256, and they match.
    const manifest = JSON.parse((files.get("manifest.json") as Buffer).toString());
    expect(manifest.pilot).toEqual({ id: pilot.pilotId, crew_code: pilot.crewCode, full_name: "Đỗ Thị Hà" });
    const listed = manifest.entries.map((entry: { path: string }) => entry.path).sort();
    expect(listed).toEqual(
      names.filter((name) => name !== "manifest.json" && name !== "manifest.pdf").sort(),
    );
    for (const entry of manifest.entries as { path: string; size: number; sha256: string }[]) {
      const bytes = files.get(entry.path) as Buffer;
      expect(bytes.length, entry.path).toBe(entry.size);
      expect(sha256(bytes), entry.path).toBe(entry.sha256);
    }
    expect(sha256(files.get("manifest.pdf") as Buffer)).toBe(manifest.manifest_pdf_sha256);

    // Both PDFs are signed documents /verify knows; the manifest under the code manifest.json names.
    const api = apiClient(ctx);
    for (const [name, kind] of [
      ["manifest.pdf", "pilot_file"],
      ["training-file.pdf", "training_file"],
    ] as const) {
      const form = new FormData();
      form.append("pdf", new Blob([new Uint8Array(files.get(name) as Buffer)]), name);
      const verdict = await api.postForm("verify/verify_pdf", form);
      expect(verdict.body.data.verdict, name).toBe("unchanged");
      expect(verdict.body.data.document.kind).toBe(kind);
      expect(verdict.body.data.document.subject).toBe(`Đỗ Thị Hà (${pilot.crewCode})`);
      if (kind === "pilot_file")
        expect(verdict.body.data.document.code.match(/.{4}/g).join("-")).toBe(manifest.verification_code);
    }
  });

  it("carries each record as its API reply describes it: no internal column, no co-pilot, every file", async () => {
    // The reply schema of one record of each kind, as the API answers it.
    const schemas = {
      training_flight: trainingFlightDetailSchema,
      base_training: baseTrainingDetailSchema,
      theory_test: theoryTestDetailSchema,
      progress_theory: progressTheoryDetailSchema,
      sim_form: simFormFileRecordSchema,
      line_check: lineCheckSchema,
      line_training: lineTrainingFileRecordSchema,
      event_report: pilotEventReportSchema,
    } satisfies Record<TrainingFileKind, unknown>;
    const reply = await download(admin, wholeFile.pilotId as number);
    expect(reply.statusCode).toBe(200);
    const files = await unzip(reply.rawPayload);
    const names = [...files.keys()];
    const records = names.filter((name) => name.startsWith("records/"));
    expect(records.map((name) => name.split("/")[1]).sort()).toEqual([...TRAINING_FILE_KINDS].sort());

    /** Every key anywhere inside a value. */
    const keysOf = (value: unknown): string[] =>
      Array.isArray(value)
        ? value.flatMap(keysOf)
        : value && typeof value === "object"
          ? Object.entries(value).flatMap(([key, inner]) => [key, ...keysOf(inner)])
          : [];
    const found = new Set<string>();
    for (const name of records) {
      const text = (files.get(name) as Buffer).toString();
      const entry = JSON.parse(text);
      const kind = entry.kind as TrainingFileKind;
      const shape = schemas[kind].shape as Record<
        string,
        { safeParse(value: unknown): { success: boolean } }
      >;
      const described = Object.keys(shape);
      const required = described.filter((key) => !shape[key]?.safeParse(undefined).success);
      // Exactly what the reply schema describes: every key one of its keys, none it requires missing.
      for (const key of Object.keys(entry.record)) expect(described, `${name}: ${key}`).toContain(key);
      for (const key of required) expect(entry.record, `${name}: ${key}`).toHaveProperty(key);
      expect(schemas[kind].safeParse(entry.record).success, name).toBe(true);
      // No internal column anywhere, nor a database column's camelCase name inside the record.
      expect(text, name).not.toContain("search_text");
      expect(text, name).not.toContain("searchText");
      for (const key of keysOf(entry.record)) expect(key, `${name}: ${key}`).not.toMatch(/[a-z][A-Z]/);
      // The co-pilot of the SIM session and the event report is not in this pilot's records, nor
      // in their history.
      expect(text, name).not.toContain(CO_PILOT_NAME);
      expect(text, name).not.toContain(coPilot.crewCode as string);
      for (const row of entry.history.audit as { changes: unknown }[])
        expect(JSON.stringify(row.changes), name).not.toContain(`"pilot_id":${coPilot.pilotId}`);
      // Each file the record names is in the ZIP beside it, byte for byte.
      const folder = `files/${kind}/${name.slice(`records/${kind}/`.length, -".json".length)}/`;
      const urls = JSON.stringify(entry.record).match(/\/api\/v1\/[a-z_]+\/[^"]+/g) ?? [];
      expect(urls.length, name).toBeGreaterThan(0);
      for (const url of urls) {
        const key = [...wholeFileKeys.keys()].find((stored) => url.endsWith(`/${stored}`));
        expect(key, `${name}: ${url}`).toBeDefined();
        found.add(key as string);
        const inZip = names.filter((file) => file.startsWith(folder));
        const attachmentName = kind === "event_report" ? "report.pdf" : fileNameOfKey(key as string);
        expect(inZip, `${name}: ${url}`).toContain(`${folder}${attachmentName}`);
        expect(files.get(`${folder}${attachmentName}`)).toEqual(wholeFileKeys.get(key as string));
      }
    }
    expect([...found].sort()).toEqual([...wholeFileKeys.keys()].sort());
    // The signed training file beside them prints the report's history with this pilot's line only.
    const parser = new PDFParse({ data: new Uint8Array(files.get("training-file.pdf") as Buffer) });
    try {
      const printed = (await parser.getText()).text;
      expect(printed).toContain(wholeFile.fullName);
      expect(printed).not.toContain(CO_PILOT_NAME);
      expect(printed).not.toContain(coPilot.crewCode as string);
      // The report's changed minus points: "(Pilot: #id, Minus point: n)" for this pilot alone.
      expect(printed).toContain(`: #${wholeFile.pilotId},`);
      expect(printed).not.toContain(`: #${coPilot.pilotId},`);
    } finally {
      await parser.destroy();
    }
    // The co-pilot's own SIM form file stays theirs.
    expect(names.some((name) => name.endsWith(fileNameOfKey(coPilotKey)))).toBe(false);

    // And the other way round: the second seat's file holds their own seat, their file and their line.
    const theirs = await unzip((await download(admin, coPilot.pilotId as number)).rawPayload);
    const theirRecords = [...theirs.keys()].filter((name) => name.startsWith("records/"));
    expect(theirRecords.map((name) => name.split("/")[1]).sort()).toEqual(["event_report", "sim_form"]);
    for (const name of theirRecords) {
      const text = (theirs.get(name) as Buffer).toString();
      expect(text, name).not.toContain(wholeFile.fullName);
      expect(text, name).not.toContain(wholeFile.crewCode as string);
    }
    const simFormJson = theirRecords.find((name) => name.startsWith("records/sim_form/")) as string;
    const simForm = JSON.parse((theirs.get(simFormJson) as Buffer).toString());
    expect(simForm.record.form.pilot_crew_code).toBe(coPilot.crewCode);
    expect(simForm.record.form.pilot_name).toBe(CO_PILOT_NAME);
    expect([...theirs.keys()].some((name) => name.endsWith(`/${fileNameOfKey(coPilotKey)}`))).toBe(true);
  });

  it("is the pilot's own to download, not another pilot's, nor a stranger's", async () => {
    expect((await download(pilot, pilot.pilotId as number)).statusCode).toBe(200);
    expect((await download(otherPilot, pilot.pilotId as number)).statusCode).toBe(403);
    expect((await download(instructor, pilot.pilotId as number)).statusCode).toBe(403);
    expect((await download(null, pilot.pilotId as number)).statusCode).toBe(401);
    expect((await download(admin, 999_999)).statusCode).toBe(404);
  });
});
