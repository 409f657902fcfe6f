import { z } from "zod";
import { dateTimeText } from "../api/replies";

/**
 * Signed exports. Every PDF the product issues carries a verification
 * code: 12 characters of Crockford's base32 (60 random bits), printed in groups of four.
 */
export const VERIFICATION_CODE_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
export const VERIFICATION_CODE_LENGTH = 12;

/** The code as printed: XXXX-XXXX-XXXX. */
export const formatVerificationCode = (code: string) => code.match(/.{1,4}/g)?.join("-") ?? code;

/**
 * The code as typed: case, spaces and dashes do not matter, and the letters Crockford's alphabet
 * leaves out read as the digits they look like (O as 0, I and L as 1). Null when it cannot be a code.
 */
export function normalizeVerificationCode(typed: string): string | null {
  const code = typed.toUpperCase().replace(/[\s-]/g, "").replace(/O/g, "0").replace(/[IL]/g, "1");
  if (code.length !== VERIFICATION_CODE_LENGTH) return null;
  for (const char of code) if (!VERIFICATION_CODE_ALPHABET.includes(char)) return null;
  return code;
}

/** What the product signs and registers. */
export const ISSUED_DOCUMENT_KINDS = ["training_file", "monthly_report", "pilot_file"] as const;
export type IssuedDocumentKind = (typeof ISSUED_DOCUMENT_KINDS)[number];

/** `verify/verify_code`: a code as printed on a document. */
export const verifyCodeSchema = z.strictObject({
  code: z.string().trim().min(1, "verify_code_required").max(40, "verify_code_invalid"),
});
export type VerifyCodeInput = z.infer<typeof verifyCodeSchema>;

/** The multipart part `verify/verify_pdf` reads. */
export const VERIFY_PDF_FIELD = "pdf";

/**
 * What the register knows of an issued document: what it is, for whom, when and by which account.
 */
export const issuedDocumentSchema = z.object({
  code: z.string(),
  kind: z.enum(ISSUED_DOCUMENT_KINDS),
  /** For whom or of what: the pilot's name and crew code, or the report's month and scope. */
  subject: z.string(),
  issued_at: dateTimeText,
  /** The account that exported it: its name and email. */
  issued_by: z.string(),
  /** SHA-256 of the file as issued, hex. */
  sha256: z.string(),
  size_bytes: z.number(),
});
export type IssuedDocument = z.infer<typeof issuedDocumentSchema>;

/**
 * The answer about a PDF or a code:
 * - `unchanged`: issued by this system, byte for byte the file it issued;
 * - `changed`: issued by this system, but changed since (its signature or content no longer match);
 * - `other_key`: signed, but not with this system's key;
 * - `unknown`: not a document this system issued (or an unknown code);
 * - `issued`: a code this system issued (the PDF itself was not compared).
 */
export const VERIFICATION_VERDICTS = ["unchanged", "changed", "other_key", "unknown", "issued"] as const;
export type VerificationVerdict = (typeof VERIFICATION_VERDICTS)[number];

export const documentVerificationReplySchema = z.object({
  verdict: z.enum(VERIFICATION_VERDICTS),
  /** The register's entry when the verdict is `unchanged`, `changed` or `issued`; else null. */
  document: issuedDocumentSchema.nullable(),
});
export type DocumentVerificationReply = z.infer<typeof documentVerificationReplySchema>;
