import { bigint, bigserial, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * The register of every signed PDF the product issued: what `/verify`
 * answers from. A row is written only for a document that was signed and handed out whole.
 */
export const issuedDocuments = pgTable(
  "issued_documents",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    code: text("code").notNull().unique(),
    kind: text("kind").notNull(),
    subject: text("subject").notNull(),
    pilotId: integer("pilot_id"),
    issuedBy: integer("issued_by").notNull(),
    issuedByName: text("issued_by_name").notNull(),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull().defaultNow(),
    fileSha256: text("file_sha256").notNull(),
    signedSha256: text("signed_sha256").notNull(),
    signatureSha256: text("signature_sha256").notNull(),
    sizeBytes: bigint("size_bytes", { mode: "number" }).notNull(),
    keyFingerprint: text("key_fingerprint").notNull(),
  },
  (t) => [
    index("issued_documents_file_idx").on(t.fileSha256),
    index("issued_documents_signed_idx").on(t.signedSha256),
    index("issued_documents_signature_idx").on(t.signatureSha256),
  ],
);
