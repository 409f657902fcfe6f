import { createHash } from "node:crypto";
import { Readable } from "node:stream";
import { eq } from "drizzle-orm";
import unzipper from "unzipper";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient } from "../../../test/client";
import {
  createAdmin,
  createBaseTraining,
  createEventReport,
  createInstructor,
  createPilot,
  createSimForm,
  createTrainingFlight,
  type Made,
} from "../../../test/factories";
import { createTestApp, type TestContext } from "../../../test/harness";
import { auditRepository } from "../../lib/audit/audit.repository";
import { storedFileKey } from "../../lib/files/file-key";
import { trainingFlights } from "../training-flight/training-flight.table";

/** Issue 29 item 5: a pilot's whole file as one ZIP with a signed manifest. */
let ctx: TestContext;
let admin: Made;
let pilot: Made;
let otherPilot: Made;
let instructor: Made;
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
}, 120_000);

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

  it("is the pilot's own to download, not another pilot's, nor a stranger's", async () => {
    expect((await download(pilot, pilot.pilotId as number)).statusCode).toBe(200);
    expect((await download(otherPilot, pilot.pilotId as number)).statusCode).toBe(403);
    expect((await download(instructor, pilot.pilotId as number)).statusCode).toBe(403);
    expect((await download(null, pilot.pilotId as number)).statusCode).toBe(401);
    expect((await download(admin, 999_999)).statusCode).toBe(404);
  });
});
