import type { Language } from "@trms/shared";
import { loadPdfFonts } from "./fonts";
import { pdfText } from "./pdf-text";

/** The A4 page the server's reports write on (points). */
/** `bottom` is where content stops; the footer sits below it. */
export const A4 = { width: 595.28, height: 841.89, left: 40, top: 40, bottom: 841.89 - 50 } as const;

/**
 * An A4 document with the embedded Vietnamese fonts ("regular", "bold") and their fast text writer,
 * whose bytes are taken as they are written: `take()` what is written so far, `end()` the rest.
 */
export async function openA4Document(info: { title: string; author: string; language: Language }) {
  const [{ regular, bold }, { default: PDFDocument }] = await Promise.all([loadPdfFonts(), import("pdfkit")]);
  const doc = new PDFDocument({
    size: "A4",
    margins: { top: A4.top, bottom: A4.height - A4.bottom, left: A4.left, right: A4.left },
    info: { Title: info.title, Author: info.author, Creator: "TRMS" },
    lang: info.language,
    autoFirstPage: false,
  });
  doc.registerFont("regular", regular);
  doc.registerFont("bold", bold);
  const fast = pdfText(doc, ["regular", "bold"]);

  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on("end", resolve);
    doc.on("error", reject);
  });

  return {
    doc,
    fast,
    /** The bytes written since the last call. */
    take(): Buffer | null {
      if (chunks.length === 0) return null;
      return Buffer.concat(chunks.splice(0));
    },
    /** Ends the document; the rest of its bytes. */
    async end(): Promise<Buffer | null> {
      fast.flush();
      doc.end();
      await ended;
      return chunks.length ? Buffer.concat(chunks.splice(0)) : null;
    },
  };
}
