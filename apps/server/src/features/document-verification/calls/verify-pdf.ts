import { createHash } from "node:crypto";
import type { DocumentVerificationReply } from "@trms/shared";
import type { AppDeps } from "../../../lib/app-deps";
import { AppError } from "../../../lib/errors";
import { signingKey, signingModule } from "../../../lib/pdf/issue";
import { issuedByFileSha256, issuedBySignature, shownDocument } from "../document-verification.repository";

/** A PDF starts with its header within its first KB (PDF 1.7, 7.5.2 allows leading bytes). */
const isPdf = (bytes: Buffer) => bytes.subarray(0, 1024).includes("%PDF-");

export interface VerifyPdfArgs {
  app: AppDeps;
  /** The uploaded file, read whole into memory and kept nowhere. */
  pdf: Buffer;
}

/**
 * `verify/verify_pdf`: whether a PDF is one this system issued. The register is looked up by the
 * whole file's hash first: the same bytes are "unchanged". Else by the signature found in the file,
 * or by the digest of what its byte range covers: either matching an issued document means the file
 * was made from it and changed since.
 */
export async function verifyPdf({ app, pdf }: VerifyPdfArgs): Promise<DocumentVerificationReply> {
  if (!isPdf(pdf)) throw new AppError("UNSUPPORTED_FILE_TYPE", "verify_pdf_invalid");
  const db = app.database.db;
  const fileSha256 = createHash("sha256").update(pdf).digest("hex");
  const exact = await issuedByFileSha256(db, fileSha256);
  if (exact) return { verdict: "unchanged", document: shownDocument(exact) };
  const { checkSignature, findSignature } = await signingModule();
  const found = findSignature(pdf);
  if (!found) return { verdict: "unknown", document: null };
  const made = await issuedBySignature(db, found);
  if (made) return { verdict: "changed", document: shownDocument(made) };
  const checked = checkSignature(found);
  if (checked && checked.fingerprint !== (await signingKey(app.config)).fingerprint)
    return { verdict: "other_key", document: null };
  return { verdict: "unknown", document: null };
}
