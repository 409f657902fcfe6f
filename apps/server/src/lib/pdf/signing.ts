import { createHash, generateKeyPair, randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { chmod, link, readFile, rm, writeFile } from "node:fs/promises";
import { promisify } from "node:util";
import { plainAddPlaceholder } from "@signpdf/placeholder-plain";
import { P12Signer } from "@signpdf/signer-p12";
import { SignPdf } from "@signpdf/signpdf";
import forge from "node-forge";
import { signingKeyFile } from "./signing-key-file";

const generateRsaKey = promisify(generateKeyPair);

/**
 * The product's signing key and certificate: a PKCS#12 file named by
 * SIGNING_KEY_FILE (with SIGNING_KEY_PASSPHRASE), or one generated on first start into the data
 * folder beside the JWT secret. Every instance of one deployment must sign with the same key.
 */
export interface SigningKey {
  p12: Buffer;
  passphrase: string;
  /** The certificate as PEM, what `/verify` offers for download. */
  certificatePem: string;
  /** SHA-256 of the certificate's DER, hex: how a signature's certificate is recognised as ours. */
  fingerprint: string;
}

const SUBJECT = [
  { name: "commonName", value: "TRMS A321 training records" },
  { name: "organizationName", value: "A321 Flight Crew Training" },
];

/**
 * A self-signed RSA-2048 certificate valid for 30 years, in a PKCS#12 file under `passphrase`. The
 * key pair comes from Node's own RSA on a libuv thread (the longest step, off the event loop); the
 * certificate and the PKCS#12 from node-forge.
 */
export async function generateSigningP12(passphrase: string): Promise<Buffer> {
  const pair = await generateRsaKey("rsa", {
    modulusLength: 2048,
    publicKeyEncoding: { type: "spki", format: "pem" },
    privateKeyEncoding: { type: "pkcs8", format: "pem" },
  });
  const keys = {
    privateKey: forge.pki.privateKeyFromPem(pair.privateKey),
    publicKey: forge.pki.publicKeyFromPem(pair.publicKey),
  };
  const cert = forge.pki.createCertificate();
  cert.publicKey = keys.publicKey;
  cert.serialNumber = `01${randomBytes(15).toString("hex")}`;
  cert.validity.notBefore = new Date();
  cert.validity.notAfter = new Date(Date.now() + 30 * 365.25 * 86_400_000);
  cert.setSubject(SUBJECT);
  cert.setIssuer(SUBJECT);
  cert.setExtensions([
    { name: "basicConstraints", cA: false },
    { name: "keyUsage", digitalSignature: true, nonRepudiation: true },
  ]);
  cert.sign(keys.privateKey, forge.md.sha256.create());
  const asn1 = forge.pkcs12.toPkcs12Asn1(keys.privateKey, [cert], passphrase, { algorithm: "aes256" });
  return Buffer.from(forge.asn1.toDer(asn1).getBytes(), "binary");
}

/** The certificate inside a PKCS#12 file; throws when the file or passphrase is wrong. */
function certificateOf(p12: Buffer, passphrase: string): forge.pki.Certificate {
  const parsed = forge.pkcs12.pkcs12FromAsn1(forge.asn1.fromDer(p12.toString("binary")), false, passphrase);
  const certBag = forge.pki.oids.certBag as string;
  const bags = parsed.getBags({ bagType: certBag })[certBag] ?? [];
  const cert = bags[0]?.cert;
  if (!cert) throw new Error("the signing key file holds no certificate");
  return cert;
}

export const certificateFingerprint = (cert: forge.pki.Certificate) =>
  createHash("sha256")
    .update(Buffer.from(forge.asn1.toDer(forge.pki.certificateToAsn1(cert)).getBytes(), "binary"))
    .digest("hex");

export function signingKeyOf(p12: Buffer, passphrase: string): SigningKey {
  const cert = certificateOf(p12, passphrase);
  return {
    p12,
    passphrase,
    certificatePem: forge.pki.certificateToPem(cert),
    fingerprint: certificateFingerprint(cert),
  };
}

/**
 * The configured key file, or the data folder's, generated when absent (under the configured
 * passphrase), so instances given one file on a shared volume sign alike. Two instances starting
 * at once both generate, and the first to link its file wins; the other reads that one.
 */
export async function loadSigningKey(options: {
  dataDir: string;
  file?: string;
  passphrase?: string;
}): Promise<SigningKey> {
  const file = signingKeyFile(options);
  const passphrase = options.passphrase ?? "";
  if (!existsSync(file)) {
    const draft = `${file}.${process.pid}.${randomBytes(4).toString("hex")}`;
    await writeFile(draft, await generateSigningP12(passphrase), { mode: 0o600 });
    await chmod(draft, 0o600);
    try {
      await link(draft, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    } finally {
      await rm(draft, { force: true });
    }
  }
  return signingKeyOf(await readFile(file), passphrase);
}

/** Room for the CMS signature with its certificate (a 2048-bit key's is about 1.6 KB). */
const SIGNATURE_LENGTH = 8192;

export interface SignedPdf {
  bytes: Buffer;
  /** SHA-256 of the whole signed file: the same file answers "unchanged". */
  fileSha256: string;
  /** SHA-256 of the bytes the signature covers (its ByteRange): the CMS message digest. */
  signedSha256: string;
  /** SHA-256 of the signature's hex as written in /Contents. */
  signatureSha256: string;
}

/**
 * Signs a finished PDF (PAdES basic, adbe.pkcs7.detached with SHA-256) with @signpdf: an
 * incremental update adds an invisible signature field, then the CMS goes into its placeholder.
 */
export async function signPdf(pdf: Buffer, key: SigningKey, reason: string): Promise<SignedPdf> {
  const prepared = plainAddPlaceholder({
    pdfBuffer: pdf,
    reason,
    contactInfo: "",
    name: SUBJECT[0]?.value ?? "TRMS",
    location: "",
    signatureLength: SIGNATURE_LENGTH,
  });
  const bytes = await new SignPdf().sign(prepared, new P12Signer(key.p12, { passphrase: key.passphrase }));
  const found = findSignature(bytes);
  if (!found?.signedSha256) throw new Error("the signed PDF has no readable signature");
  return {
    bytes,
    fileSha256: sha256(bytes),
    signedSha256: found.signedSha256,
    signatureSha256: found.signatureSha256,
  };
}

const sha256 = (bytes: Buffer | Uint8Array) => createHash("sha256").update(bytes).digest("hex");

export interface FoundSignature {
  byteRange: [number, number, number, number] | null;
  /** The DER of the CMS, padding removed; null when /Contents is not hex. */
  cms: Buffer | null;
  signedSha256: string | null;
  signatureSha256: string;
}

/**
 * The last signature of a PDF, read without trusting it: /Contents is read where it stands, not
 * where the (maybe altered) ByteRange points, so either can be changed and the other still names
 * the document. Null when the file has no signature dictionary.
 */
export function findSignature(pdf: Buffer): FoundSignature | null {
  const at = pdf.lastIndexOf("/ByteRange");
  if (at < 0) return null;
  const open = pdf.indexOf("/Contents", at);
  const start = open < 0 ? -1 : pdf.indexOf("<", open);
  const end = start < 0 ? -1 : pdf.indexOf(">", start);
  if (end < 0 || end - start > 2 * SIGNATURE_LENGTH + 2 * 65_536) return null;
  const hex = pdf.subarray(start + 1, end);
  const signatureSha256 = sha256(hex);
  const text = hex.toString("latin1");
  const cms = /^[0-9a-fA-F]*$/.test(text) && text.length % 2 === 0 ? trimDer(Buffer.from(text, "hex")) : null;
  const range = /^\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/.exec(
    pdf.subarray(at, Math.min(pdf.length, at + 120)).toString("latin1"),
  );
  let byteRange: FoundSignature["byteRange"] = null;
  let signedSha256: string | null = null;
  if (range) {
    const [a, b, c, d] = range.slice(1, 5).map(Number) as [number, number, number, number];
    if (a === 0 && b <= c && c + d <= pdf.length) {
      byteRange = [a, b, c, d];
      signedSha256 = createHash("sha256")
        .update(pdf.subarray(a, a + b))
        .update(pdf.subarray(c, c + d))
        .digest("hex");
    }
  }
  return { byteRange, cms, signedSha256, signatureSha256 };
}

/** The DER value at the start of a zero-padded buffer, by its own length. */
function trimDer(padded: Buffer): Buffer | null {
  if (padded.length < 2 || padded[0] !== 0x30) return null;
  const first = padded[1] as number;
  if (first < 0x80) return padded.subarray(0, 2 + first);
  const count = first & 0x7f;
  if (count < 1 || count > 4 || padded.length < 2 + count) return null;
  let length = 0;
  for (let i = 0; i < count; i += 1) length = length * 256 + (padded[2 + i] as number);
  const total = 2 + count + length;
  return total <= padded.length ? padded.subarray(0, total) : null;
}

export interface CheckedSignature {
  /** SHA-256 of the signer's certificate. */
  fingerprint: string;
  /** The signature over the signed attributes verifies with the certificate's key. */
  signatureValid: boolean;
  /** The signed message digest equals the digest of the bytes the ByteRange covers. */
  digestMatches: boolean;
}

/** Checks a CMS signature (adbe.pkcs7.detached) against its ByteRange digest; null when unreadable. */
export function checkSignature(found: FoundSignature): CheckedSignature | null {
  if (!found.cms) return null;
  try {
    // The DER is cut to its own length already; forge's types lack the options object.
    const asn1 = forge.asn1.fromDer(found.cms.toString("binary"), false);
    const message = forge.pkcs7.messageFromAsn1(asn1) as forge.pkcs7.PkcsSignedData & {
      rawCapture: { authenticatedAttributes?: forge.asn1.Asn1[]; signature?: string };
    };
    const cert = message.certificates[0];
    const attributes = message.rawCapture.authenticatedAttributes;
    const signature = message.rawCapture.signature;
    if (!cert || !attributes || !signature) return null;
    let messageDigest: string | null = null;
    for (const attribute of attributes) {
      const [type, values] = attribute.value as forge.asn1.Asn1[];
      if (!type || !values) continue;
      if (forge.asn1.derToOid(type.value as string) !== forge.pki.oids.messageDigest) continue;
      const value = (values.value as forge.asn1.Asn1[])[0]?.value;
      if (typeof value === "string") messageDigest = Buffer.from(value, "binary").toString("hex");
    }
    const set = forge.asn1.create(forge.asn1.Class.UNIVERSAL, forge.asn1.Type.SET, true, attributes);
    const digest = forge.md.sha256.create();
    digest.update(forge.asn1.toDer(set).getBytes());
    const publicKey = cert.publicKey as forge.pki.rsa.PublicKey;
    let signatureValid = false;
    try {
      signatureValid = publicKey.verify(digest.digest().getBytes(), signature);
    } catch {
      signatureValid = false;
    }
    return {
      fingerprint: certificateFingerprint(cert),
      signatureValid,
      digestMatches: messageDigest !== null && messageDigest === found.signedSha256,
    };
  } catch {
    return null;
  }
}
