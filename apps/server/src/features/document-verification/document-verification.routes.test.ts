import { createHash } from "node:crypto";
import { formatVerificationCode, translateServerMessage } from "@trms/shared";
import { eq } from "drizzle-orm";
import { PDFParse } from "pdf-parse";
import PDFDocument from "pdfkit";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient } from "../../../test/client";
import {
  createAdmin,
  createInstructor,
  createPilot,
  createTrainingFlight,
  type Made,
} from "../../../test/factories";
import { createTestApp, type TestContext } from "../../../test/harness";
import { issuedDocuments } from "../../db/tables/issued-documents.table";
import { findSignature, generateSigningP12, signingKeyOf, signPdf } from "../../lib/pdf/signing";

/** Every exported PDF is signed, registered, and verifiable by anyone at /verify. */
let ctx: TestContext;
let api: ReturnType<typeof apiClient>;
let admin: Made;
let pilot: Made;
let trainingFile: Buffer;

const download = (url: string, who: Made, lang: "en" | "vi" = "en") =>
  ctx.app.inject({
    method: "GET",
    url: `/api/v1/${url}`,
    headers: { "accept-language": lang, "access-token": who.client.token },
  });

/** Anonymous, as the public page asks. */
function verifyPdf(bytes: Buffer | null, lang: "en" | "vi" = "en", name = "document.pdf") {
  const form = new FormData();
  if (bytes) form.append("pdf", new Blob([new Uint8Array(bytes)]), name);
  return api.postForm("verify/verify_pdf", form, { lang });
}

const flipped = (bytes: Buffer, at: number) => {
  const copy = Buffer.from(bytes);
  copy[at] = (copy[at] as number) ^ 0x01;
  return copy;
};

async function pdfText(bytes: Buffer) {
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

async function plainPdf(text: string): Promise<Buffer> {
  const doc = new PDFDocument();
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise((resolve) => doc.on("end", resolve));
  doc.text(text);
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}

beforeAll(async () => {
  ctx = await createTestApp();
  api = apiClient(ctx);
  admin = await createAdmin(ctx);
  pilot = await createPilot(ctx, { fullName: "Phạm Văn Bay" });
  await createTrainingFlight(ctx, { trainee: pilot, instructor: await createInstructor(ctx) });
  const reply = await download(`training_file/download?pilot_id=${pilot.pilotId}`, admin, "vi");
  expect(reply.statusCode).toBe(200);
  trainingFile = reply.rawPayload;
}, 120_000);

afterAll(async () => {
  await ctx?.close();
});

describe("signed exports", () => {
  it("signs the training file, registers it, and prints its code and link on every page", async () => {
    const signature = findSignature(trainingFile);
    expect(signature?.byteRange?.[0]).toBe(0);
    const rows = await ctx.database.db
      .select()
      .from(issuedDocuments)
      .where(eq(issuedDocuments.pilotId, pilot.pilotId as number));
    expect(rows).toHaveLength(1);
    const row = rows[0] as (typeof rows)[number];
    expect(row.kind).toBe("training_file");
    expect(row.subject).toBe(`Phạm Văn Bay (${pilot.crewCode})`);
    expect(row.issuedByName).toBe(`${admin.fullName} <${admin.email}>`);
    expect(row.fileSha256).toBe(createHash("sha256").update(trainingFile).digest("hex"));
    const text = await pdfText(trainingFile);
    expect(text).toContain(`mã ${formatVerificationCode(row.code)}`);
    expect(text).toContain(`/verify?code=${formatVerificationCode(row.code)}`);
  });

  it("answers unchanged for the file as issued, with what, for whom, when and by whom", async () => {
    const reply = await verifyPdf(trainingFile, "vi");
    expect(reply.status).toBe(200);
    expect(reply.body.data.verdict).toBe("unchanged");
    expect(reply.body.data.document).toMatchObject({
      kind: "training_file",
      subject: `Phạm Văn Bay (${pilot.crewCode})`,
    });
    expect(reply.body.data.document.issued_by).toBe(`${admin.fullName} <${admin.email}>`);
    expect(Date.parse(reply.body.data.document.issued_at)).toBeGreaterThan(Date.now() - 120_000);
  });

  it("answers changed when one byte of the content, of the signature or of its byte range is flipped", async () => {
    const found = findSignature(trainingFile);
    const [, contentEnd] = found?.byteRange ?? [0, 0];
    const rangeAt = trainingFile.lastIndexOf("/ByteRange") + "/ByteRange [0 ".length;
    for (const at of [Math.floor(contentEnd / 2), contentEnd + 40, rangeAt, trainingFile.length - 10]) {
      const reply = await verifyPdf(flipped(trainingFile, at));
      expect(reply.status, `byte ${at}`).toBe(200);
      expect(reply.body.data.verdict, `byte ${at}`).toBe("changed");
      expect(reply.body.data.document.subject).toContain("Phạm Văn Bay");
    }
  });

  it("signs and registers the monthly report too", async () => {
    const reply = await download("flt_training/monthly_report?month=2026-01", admin, "en");
    expect(reply.statusCode).toBe(200);
    const verdict = await verifyPdf(reply.rawPayload);
    expect(verdict.body.data.verdict).toBe("unchanged");
    expect(verdict.body.data.document).toMatchObject({ kind: "monthly_report" });
    expect(verdict.body.data.document.subject).toContain("01/2026");
  });

  it("tells a PDF signed with another key, an unsigned PDF and a file that is not a PDF apart", async () => {
    const other = signingKeyOf(await generateSigningP12("x"), "x");
    const foreign = await signPdf(await plainPdf("not ours"), other, "elsewhere");
    expect((await verifyPdf(foreign.bytes)).body.data).toEqual({ verdict: "other_key", document: null });
    expect((await verifyPdf(await plainPdf("unsigned"))).body.data).toEqual({
      verdict: "unknown",
      document: null,
    });
    for (const lang of ["en", "vi"] as const) {
      const notPdf = await verifyPdf(Buffer.from("just text, no PDF here"), lang, "fake.pdf");
      expect(notPdf.status).toBe(415);
      expect(notPdf.body.message).toBe(translateServerMessage("verify_pdf_invalid", lang));
    }
    const missing = await verifyPdf(null, "vi");
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe(translateServerMessage("verify_pdf_required", "vi"));
    const tooLarge = await verifyPdf(
      Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(31 * 1024 * 1024)]),
    );
    expect(tooLarge.status).toBe(413);
  });

  it("answers a code as printed, in any case and with or without dashes, and refuses a malformed one", async () => {
    const [row] = await ctx.database.db
      .select()
      .from(issuedDocuments)
      .where(eq(issuedDocuments.pilotId, pilot.pilotId as number));
    const code = row?.code as string;
    for (const typed of [
      formatVerificationCode(code),
      code.toLowerCase(),
      ` ${code.slice(0, 6)} ${code.slice(6)} `,
    ]) {
      const reply = await api.post("verify/verify_code", { code: typed });
      expect(reply.status).toBe(200);
      expect(reply.body.data.verdict).toBe("issued");
      expect(reply.body.data.document.subject).toContain("Phạm Văn Bay");
    }
    const unknown = await api.post("verify/verify_code", { code: "0000-0000-0000" });
    expect(unknown.body.data).toEqual({ verdict: "unknown", document: null });
    const malformed = await api.post("verify/verify_code", { code: "ABC" }, { lang: "vi" });
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toBe(translateServerMessage("verify_code_invalid", "vi"));
  });

  it("offers the signing certificate, the one the PDFs carry", async () => {
    const reply = await ctx.app.inject({ method: "GET", url: "/api/v1/verify/certificate" });
    expect(reply.statusCode).toBe(200);
    expect(reply.body).toContain("-----BEGIN CERTIFICATE-----");
    const [row] = await ctx.database.db.select().from(issuedDocuments).limit(1);
    const { certificateFingerprint } = await import("../../lib/pdf/signing");
    const forge = (await import("node-forge")).default;
    expect(certificateFingerprint(forge.pki.certificateFromPem(reply.body))).toBe(row?.keyFingerprint);
  });
});
