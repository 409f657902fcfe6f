import { createHash } from "node:crypto";
import { Readable } from "node:stream";
import { storedFileKey } from "./files/file-key";
import type { FileStore } from "./files/file-store";
/** A small, valid one-page PDF carrying a few lines of ASCII text: demo reports need a real file. */
export function demoPdf(lines: string[]): Buffer {
  const escapeText = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[^\x20-\x7e]/g, "?");
  const stream = [
    "BT /F1 14 Tf 72 770 Td 18 TL",
    ...lines.map((line, i) => `${i === 0 ? "" : "T* "}(${escapeText(line)}) Tj`),
    "ET",
  ].join("\n");
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
    `<< /Length ${Buffer.byteLength(stream)} >>\nstream\n${stream}\nendstream`,
  ];
  let body = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("");
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, "latin1");
}

/**
 * Stores a demo PDF of these lines under its name, as an upload would, and answers its
 * key and SHA-256, which a workflow step records.
 */
export async function storeDemoPdf(
  store: FileStore,
  file: { folder: string; name: string; lines: string[]; at: Date; id?: string },
): Promise<{ key: string; sha256: string }> {
  const bytes = demoPdf(file.lines);
  const key = storedFileKey({ ...file, mime: "application/pdf" });
  await store.put(key, Readable.from(bytes));
  return { key, sha256: createHash("sha256").update(bytes).digest("hex") };
}
