import { randomInt } from "node:crypto";
import { existsSync } from "node:fs";
import {
  formatVerificationCode,
  type IssuedDocumentKind,
  type Language,
  type SessionUser,
  VERIFICATION_CODE_ALPHABET,
  VERIFICATION_CODE_LENGTH,
  VERIFICATION_STAMP_TEXT,
} from "@trms/shared";
import type { Config } from "../../config";
import type { Database } from "../../db/client";
import { issuedDocuments } from "../../db/tables/issued-documents.table";
import type { SigningKey } from "./signing";
import { signingKeyFile } from "./signing-key-file";

/**
 * The signing module and its packages (node-forge, @signpdf) load with the first signed PDF or
 * check, not with the server: they were a large share of a start's module loading.
 */
export const signingModule = () => import("./signing");

/** What every page of an issued PDF prints: where to verify it and its code. */
export interface VerificationStamp {
  code: string;
  /** The line as printed, in the document's language. */
  text: string;
}

/**
 * One key per key file for the process, loaded (or generated) once: calls while it loads share the
 * load; a load that failed is tried again by the next call.
 */
const keys = new Map<string, Promise<SigningKey>>();

export function signingKey(config: Pick<Config, "dataDir" | "signing">): Promise<SigningKey> {
  const name = signingKeyFile({ dataDir: config.dataDir, ...config.signing });
  let key = keys.get(name);
  if (!key) {
    key = signingModule().then(({ loadSigningKey }) =>
      loadSigningKey({ dataDir: config.dataDir, ...config.signing }),
    );
    keys.set(name, key);
    const loading = key;
    loading.catch(() => {
      if (keys.get(name) === loading) keys.delete(name);
    });
  }
  return key;
}

/**
 * A start that finds no key file makes it in the background (ADR 1096): a new deployment's first
 * signed export then does not wait the key's making (the longest part of a first report). A start
 * that finds one loads nothing until the first export.
 */
export function prepareSigningKey(
  config: Pick<Config, "dataDir" | "signing">,
  log: { warn: (details: object, message: string) => void },
): void {
  if (existsSync(signingKeyFile({ dataDir: config.dataDir, ...config.signing }))) return;
  signingKey(config).catch((error: unknown) =>
    log.warn({ err: error }, "the signing key could not be made at start; the first signed PDF tries again"),
  );
}

export function newVerificationCode(): string {
  let code = "";
  for (let i = 0; i < VERIFICATION_CODE_LENGTH; i += 1)
    code += VERIFICATION_CODE_ALPHABET[randomInt(VERIFICATION_CODE_ALPHABET.length)];
  return code;
}

/** The verification page's address for a code: the link a signed PDF prints. */
export const verificationUrl = (publicUrl: string, code: string) =>
  `${publicUrl}/verify?code=${formatVerificationCode(code)}`;

export interface IssueRequest {
  kind: IssuedDocumentKind;
  /** For whom or of what, as `/verify` tells it. */
  subject: string;
  pilotId: number | null;
  actor: SessionUser;
  language: Language;
}

export type PdfIssuer = ReturnType<typeof pdfIssuer>;

/**
 * Issues signed PDFs: the writer gets the document's verification
 * stamp, its bytes are signed with the product's key, and the register row is written; only then
 * are the bytes handed out, so every PDF that leaves the server can be verified.
 */
export function pdfIssuer(deps: { db: Database; config: Pick<Config, "dataDir" | "signing" | "publicUrl"> }) {
  return {
    async issue(
      request: IssueRequest,
      write: (stamp: VerificationStamp) => Promise<AsyncIterable<Buffer> | Buffer>,
    ): Promise<Buffer> {
      const code = newVerificationCode();
      const text = VERIFICATION_STAMP_TEXT[request.language]
        .replace("{url}", verificationUrl(deps.config.publicUrl, code))
        .replace("{code}", formatVerificationCode(code));
      const written = await write({ code, text });
      let pdf: Buffer;
      if (Buffer.isBuffer(written)) pdf = written;
      else {
        const chunks: Buffer[] = [];
        for await (const chunk of written) chunks.push(chunk);
        pdf = Buffer.concat(chunks);
      }
      const key = await signingKey(deps.config);
      const { signPdf } = await signingModule();
      const signed = await signPdf(pdf, key, `${request.kind} ${formatVerificationCode(code)}`);
      await deps.db.insert(issuedDocuments).values({
        code,
        kind: request.kind,
        subject: request.subject,
        pilotId: request.pilotId,
        issuedBy: request.actor.id,
        issuedByName: `${request.actor.full_name} <${request.actor.email}>`,
        fileSha256: signed.fileSha256,
        signedSha256: signed.signedSha256,
        signatureSha256: signed.signatureSha256,
        sizeBytes: signed.bytes.length,
        keyFingerprint: key.fingerprint,
      });
      return signed.bytes;
    },
  };
}
