import { createHash } from "node:crypto";
import {
  type DocumentVerificationReply,
  ISSUED_DOCUMENT_KINDS,
  type IssuedDocument,
  type IssuedDocumentKind,
  normalizeVerificationCode,
} from "@trms/shared";
import { eq, or } from "drizzle-orm";
import type { Database } from "../../db/client";
import { issuedDocuments } from "../../db/tables/issued-documents.table";
import { AppError } from "../../lib/errors";
import { signingModule } from "../../lib/pdf/issue";
import type { SigningKey } from "../../lib/pdf/signing";

type IssuedRow = typeof issuedDocuments.$inferSelect;

const shown = (row: IssuedRow): IssuedDocument => ({
  code: row.code,
  kind: (ISSUED_DOCUMENT_KINDS as readonly string[]).includes(row.kind)
    ? (row.kind as IssuedDocumentKind)
    : "training_file",
  subject: row.subject,
  issued_at: row.issuedAt.toISOString(),
  issued_by: row.issuedByName,
  sha256: row.fileSha256,
  size_bytes: row.sizeBytes,
});

/** A PDF starts with its header within its first KB (PDF 1.7, 7.5.2 allows leading bytes). */
const isPdf = (bytes: Buffer) => bytes.subarray(0, 1024).includes("%PDF-");

/**
 * Answers whether a PDF or a code is one this system issued. The
 * register is looked up by the whole file's hash first: the same bytes are "unchanged". Else by
 * the signature found in the file, or by the digest of what its byte range covers: either
 * matching an issued document means the file was made from it and changed since.
 */
export function documentVerificationService(deps: { db: Database; key: () => Promise<SigningKey> }) {
  const select = () => deps.db.select().from(issuedDocuments);

  return {
    async verifyPdf(bytes: Buffer): Promise<DocumentVerificationReply> {
      if (!isPdf(bytes)) throw new AppError("UNSUPPORTED_FILE_TYPE", "verify_pdf_invalid");
      const fileSha256 = createHash("sha256").update(bytes).digest("hex");
      const [exact] = await select().where(eq(issuedDocuments.fileSha256, fileSha256)).limit(1);
      if (exact) return { verdict: "unchanged", document: shown(exact) };
      const { checkSignature, findSignature } = await signingModule();
      const found = findSignature(bytes);
      if (!found) return { verdict: "unknown", document: null };
      const matches = [eq(issuedDocuments.signatureSha256, found.signatureSha256)];
      if (found.signedSha256) matches.push(eq(issuedDocuments.signedSha256, found.signedSha256));
      const [made] = await select()
        .where(or(...matches))
        .limit(1);
      if (made) return { verdict: "changed", document: shown(made) };
      const checked = checkSignature(found);
      if (checked && checked.fingerprint !== (await deps.key()).fingerprint)
        return { verdict: "other_key", document: null };
      return { verdict: "unknown", document: null };
    },

    async verifyCode(typed: string): Promise<DocumentVerificationReply> {
      const code = normalizeVerificationCode(typed);
      if (!code)
        throw new AppError("VALIDATION_ERROR", "verify_code_invalid", [
          { path: "code", message: "verify_code_invalid" },
        ]);
      const [row] = await select().where(eq(issuedDocuments.code, code)).limit(1);
      return row ? { verdict: "issued", document: shown(row) } : { verdict: "unknown", document: null };
    },

    certificate: async () => (await deps.key()).certificatePem,
  };
}

export type DocumentVerificationService = ReturnType<typeof documentVerificationService>;
