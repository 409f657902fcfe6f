import { ISSUED_DOCUMENT_KINDS, type IssuedDocument, type IssuedDocumentKind } from "@trms/shared";
import { eq, or, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client";
import { issuedDocuments } from "../../db/tables/issued-documents.table";
import type { FoundSignature } from "../../lib/pdf/signing";

type IssuedRow = typeof issuedDocuments.$inferSelect;

/** An issued document as the verification page shows it. */
export const shownDocument = (row: IssuedRow): IssuedDocument => ({
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

async function firstIssued(db: Database, where: SQL | undefined): Promise<IssuedRow | undefined> {
  const [row] = await db.select().from(issuedDocuments).where(where).limit(1);
  return row;
}

/** The document issued as exactly these bytes. */
export const issuedByFileSha256 = (db: Database, fileSha256: string) =>
  firstIssued(db, eq(issuedDocuments.fileSha256, fileSha256));

/** The document whose signature, or the digest of what it signed, a file carries. */
export function issuedBySignature(
  db: Database,
  found: Pick<FoundSignature, "signatureSha256" | "signedSha256">,
): Promise<IssuedRow | undefined> {
  const matches = [eq(issuedDocuments.signatureSha256, found.signatureSha256)];
  if (found.signedSha256) matches.push(eq(issuedDocuments.signedSha256, found.signedSha256));
  return firstIssued(db, or(...matches));
}

export const issuedByCode = (db: Database, code: string) => firstIssued(db, eq(issuedDocuments.code, code));
