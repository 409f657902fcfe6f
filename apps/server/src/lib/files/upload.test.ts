import { createHash } from "node:crypto";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import fastifyMultipart from "@fastify/multipart";
import { FILE_MAX_BYTES } from "@trms/shared";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { envelopePlugin } from "../../plugins/envelope";
import { localFileStore } from "./file-store";
import { readMultipart } from "./upload";

const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);

const schema = z.strictObject({
  title: z.string().min(1, { error: "field_required" }),
  sectors: z
    .array(z.strictObject({ departure: z.string().length(3), flight_time: z.coerce.number().min(0) }))
    .optional(),
  approved: z.stringbool().optional(),
});

let app: FastifyInstance;
let root: string;

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

async function send(form: FormData) {
  const request = new Request("http://test/upload", { method: "POST", body: form });
  const payload = Buffer.from(await request.arrayBuffer());
  const response = await app.inject({
    method: "POST",
    url: "/upload",
    headers: { "content-type": request.headers.get("content-type") as string, "accept-language": "en" },
    payload,
  });
  return { status: response.statusCode, body: response.json() };
}

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), "trms-files-"));
  const store = localFileStore(root);
  app = Fastify({ logger: false });
  await app.register(envelopePlugin);
  await app.register(fastifyMultipart);
  app.post("/upload", async (request) => {
    const result = await readMultipart(request, store, schema, {
      report: { accept: ["pdf"], required: true, folder: "training_file" },
      avatar: { accept: ["image"], folder: "avatar" },
    });
    if (result.body.title === "fail after upload") {
      await result.discard();
      throw new Error("saving the record failed");
    }
    return { code: "OK", data: { body: result.body, files: result.files } };
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await rm(root, { recursive: true, force: true });
});

describe("readMultipart", () => {
  it("streams an accepted PDF to disk and folds dotted field names into one validated object", async () => {
    const form = new FormData();
    form.append("title", "Phase one");
    form.append("sectors[0].departure", "HAN");
    form.append("sectors[0].flight_time", "1.5");
    form.append("sectors[1].departure", "SGN");
    form.append("sectors[1].flight_time", "2");
    form.append("approved", "true");
    form.append("report", new Blob([PDF]), "report.pdf");
    const result = await send(form);
    expect(result.status).toBe(200);
    expect(result.body.data.body).toEqual({
      title: "Phase one",
      approved: true,
      sectors: [
        { departure: "HAN", flight_time: 1.5 },
        { departure: "SGN", flight_time: 2 },
      ],
    });
    const [file] = result.body.data.files.report;
    expect(file).toMatchObject({ mime: "application/pdf", originalName: "report.pdf", size: PDF.length });
    // The hash a workflow's audit row records is the hash of the bytes stored.
    expect(file.sha256).toBe(createHash("sha256").update(PDF).digest("hex"));
    expect(file.key).toMatch(/^training_file\/\d{4}\/\d{2}\/[0-9a-f-]{36}\/report\.pdf$/);
    expect(await readFile(path.join(root, file.key))).toEqual(PDF);
  });

  it("accepts a file of exactly 30 MB", async () => {
    const big = Buffer.alloc(FILE_MAX_BYTES, 0x20);
    PDF.copy(big);
    const form = new FormData();
    form.append("title", "Big");
    form.append("report", new Blob([big]), "big.pdf");
    const result = await send(form);
    expect(result.status).toBe(200);
    expect(result.body.data.files.report[0].size).toBe(FILE_MAX_BYTES);
    expect(result.body.data.files.report[0].sha256).toBe(createHash("sha256").update(big).digest("hex"));
  });

  it("refuses a file over 30 MB with 413 and leaves nothing stored", async () => {
    const before = await listFiles(root);
    const big = Buffer.alloc(FILE_MAX_BYTES + 1, 0x20);
    PDF.copy(big);
    const form = new FormData();
    form.append("title", "Too big");
    form.append("report", new Blob([big]), "big.pdf");
    const result = await send(form);
    expect(result.status).toBe(413);
    expect(result.body).toEqual({ code: "FILE_TOO_LARGE", message: "Maximum 30MB..." });
    expect(await listFiles(root)).toEqual(before);
  });

  it("refuses a disguised file by its content, whatever its name, with 415", async () => {
    const before = await listFiles(root);
    const form = new FormData();
    form.append("title", "Disguised");
    form.append("report", new Blob([PNG]), "report.pdf");
    const result = await send(form);
    expect(result.status).toBe(415);
    expect(result.body.code).toBe("UNSUPPORTED_FILE_TYPE");
    expect(result.body.message).toBe("Wrong file format...");
    const text = new FormData();
    text.append("title", "Text");
    text.append("report", new Blob(["just text, not a pdf"], { type: "application/pdf" }), "x.pdf");
    expect((await send(text)).status).toBe(415);
    expect(await listFiles(root)).toEqual(before);
  });

  it("removes files already stored when a later part fails", async () => {
    const before = await listFiles(root);
    const form = new FormData();
    form.append("title", "Two files");
    form.append("report", new Blob([PDF]), "report.pdf");
    form.append("avatar", new Blob([PDF]), "face.png");
    expect((await send(form)).status).toBe(415);
    expect(await listFiles(root)).toEqual(before);
  });

  it("removes stored files when the fields do not validate", async () => {
    const before = await listFiles(root);
    const form = new FormData();
    form.append("sectors[0].departure", "HANOI");
    form.append("report", new Blob([PDF]), "report.pdf");
    const result = await send(form);
    expect(result.status).toBe(400);
    expect(result.body.details).toEqual(
      expect.arrayContaining([
        { path: "title", message: "This field is required" },
        { path: "sectors.0.departure", message: "This value is too long" },
      ]),
    );
    expect(await listFiles(root)).toEqual(before);
  });

  it("removes the file when the record then fails to save", async () => {
    const before = await listFiles(root);
    const form = new FormData();
    form.append("title", "fail after upload");
    form.append("report", new Blob([PDF]), "report.pdf");
    expect((await send(form)).status).toBe(500);
    expect(await listFiles(root)).toEqual(before);
  });

  it("requires the required file and refuses unknown file fields and dangerous names", async () => {
    const missing = new FormData();
    missing.append("title", "No file");
    const noFile = await send(missing);
    expect(noFile.status).toBe(400);
    expect(noFile.body.details).toEqual([{ path: "report", message: "Please select a file" }]);

    const unknown = new FormData();
    unknown.append("title", "x");
    unknown.append("virus", new Blob([PDF]), "v.pdf");
    expect((await send(unknown)).body.details).toEqual([{ path: "virus", message: "Unknown field" }]);

    const polluted = new FormData();
    polluted.append("title", "x");
    polluted.append("__proto__.admin", "true");
    polluted.append("report", new Blob([PDF]), "r.pdf");
    const result = await send(polluted);
    expect(result.status).toBe(400);
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  });
});

describe("foldFields", () => {
  it("refuses a field named like a built-in, with a localized message, and stores nothing", async () => {
    const before = await listFiles(root);
    const form = new FormData();
    form.append("title", "x");
    form.append("toString", "1");
    form.append("report", new Blob([PDF]), "r.pdf");
    const result = await send(form);
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({ code: "VALIDATION_ERROR", message: "This value is invalid" });
    expect(await listFiles(root)).toEqual(before);
  });

  it("folds into objects without a prototype, so inherited names are never read as fields", async () => {
    const { foldFields } = await import("./fold-fields");
    const folded = foldFields([
      ["toString", "1"],
      ["a.valueOf", "2"],
    ]);
    expect(folded.invalid).toEqual([]);
    expect(folded.value.toString).toBe("1");
    expect((folded.value.a as Record<string, unknown>).valueOf).toBe("2");
  });
});
