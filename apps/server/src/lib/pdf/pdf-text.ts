/**
 * Fast single-line text for pdfkit documents that write thousands of table cells (ADR 0081).
 *
 * pdfkit's `text()` runs its option handling, line wrapper, colour parser and glyph encoder for
 * every call, far too slow for the tens of thousands of cells of a monthly report
 * (docs/benchmarks/report.md). Table cells repeat (dates, flight types, instructors, routes), so this encodes each distinct string
 * once per font, recording its glyphs in pdfkit's font subset, widths and ToUnicode map (the text
 * stays extractable), and writes the cells as raw content-stream text, one chunk per page.
 */

interface Position {
  xAdvance: number;
  advanceWidth: number;
  xOffset: number;
  yOffset: number;
}

/** A glyph of the fontkit font inside pdfkit's embedded font. */
interface Glyph {
  id: number;
  advanceWidth: number;
  codePoints: number[];
}

/** The parts of pdfkit's embedded font this uses (present since pdfkit 0.9). */
interface EmbeddedFont {
  id: string;
  ascender: number;
  scale: number;
  font: { glyphForCodePoint(codePoint: number): Glyph };
  subset: { includeGlyph(id: number): number };
  widths: number[];
  unicode: number[][];
  ref(): unknown;
  encode(text: string): [string[], Position[]];
}

/** The parts of pdfkit's document this uses. */
interface DocumentInternals {
  _font: EmbeddedFont;
  options: { bufferPages?: boolean };
  on(event: "pageAdded", listener: () => void): unknown;
  page: { height: number; fonts: Record<string, unknown> };
  font(name: string): unknown;
  addContent(data: string | Uint8Array): unknown;
}

interface Encoded {
  /** The TJ operator with its glyphs and kerning; null when a glyph needs its own position. */
  show: string | null;
  /** Advance width in thousandths of the font size. */
  width: number;
}

export interface Cell {
  text: string;
  x: number;
  font: string;
  size: number;
  /** #rrggbb */
  color: string;
  /** False for text written once (a page number): its encoding is not kept for reuse. */
  keep?: false;
}

/**
 * Encoded strings kept per font and document. The first ones are the repeated ones (headings,
 * dates of the month, scores, results); a report's names and routes are mostly written once, and
 * keeping them all for the whole document only made the garbage collector promote and later sweep
 * them.
 */
const ENCODED_KEPT = 2_000;

const num = (value: number) => String(Math.round(value * 1000) / 1000);

function rgb(hex: string): string {
  const value = Number.parseInt(hex.slice(1), 16);
  return `${num(((value >> 16) & 255) / 255)} ${num(((value >> 8) & 255) / 255)} ${num((value & 255) / 255)} rg`;
}

/**
 * A page's content stream written as bytes as it goes: operators, numbers and the cached glyph
 * runs are copied into one buffer instead of being built as strings and joined, which was most of
 * what a long report allocated (ADR 0978). `take()` hands out a view of
 * what was written since the last take, without copying; pdfkit copies a page's content into one
 * array when the page ends, after which `recycle()` lets the buffer be written from its start again.
 */
export class ContentBuffer {
  private bytes = Buffer.allocUnsafe(16 * 1024);
  /** Where the bytes not yet taken start. */
  private start = 0;
  length = 0;

  private room(size: number) {
    if (this.length + size <= this.bytes.length) return;
    // The bytes taken stay in the old buffer for the views handed out; the rest moves.
    const pending = this.length - this.start;
    const grown = Buffer.allocUnsafe(Math.max(this.bytes.length * 2, pending + size));
    this.bytes.copy(grown, 0, this.start, this.length);
    this.bytes = grown;
    this.start = 0;
    this.length = pending;
  }

  /** Latin-1 text (operators, hex glyph runs). */
  text(value: string) {
    this.room(value.length);
    this.length += this.bytes.write(value, this.length, "latin1");
    return this;
  }

  /** One byte, such as a space or a newline. */
  byte(code: number) {
    this.room(1);
    this.bytes[this.length++] = code;
    return this;
  }

  /** A number to three decimals without trailing zeros, as `num()` writes it. */
  number(value: number) {
    let thousandths = Math.round(value * 1000);
    this.room(24);
    if (thousandths < 0) {
      this.bytes[this.length++] = 45; // -
      thousandths = -thousandths;
    }
    const whole = Math.floor(thousandths / 1000);
    let fraction = thousandths - whole * 1000;
    this.length += this.bytes.write(String(whole), this.length, "latin1");
    if (fraction > 0) {
      this.bytes[this.length++] = 46; // .
      let digits = 3;
      while (fraction % 10 === 0) {
        fraction /= 10;
        digits -= 1;
      }
      for (let place = 10 ** (digits - 1); place >= 1; place /= 10) {
        this.bytes[this.length++] = 48 + (Math.floor(fraction / place) % 10);
      }
    }
    return this;
  }

  /** Whether bytes were written since the last take. */
  get pending() {
    return this.length > this.start;
  }

  /** A view of the bytes written since the last take: valid until `recycle()`. */
  take(): Buffer {
    const out = this.bytes.subarray(this.start, this.length);
    this.start = this.length;
    return out;
  }

  /** The views handed out are no longer read: write from the start of the buffer again. */
  recycle() {
    if (this.pending) return;
    this.start = 0;
    this.length = 0;
  }
}

const SPACE = 32;
const NEWLINE = 10;

export function pdfText(document: PDFKit.PDFDocument, fontNames: readonly string[]) {
  const doc = document as unknown as DocumentInternals;
  const fonts = new Map<string, EmbeddedFont>();
  for (const name of fontNames) {
    doc.font(name);
    fonts.set(name, doc._font);
  }
  const caches = new Map<string, Map<string, Encoded>>(fontNames.map((name) => [name, new Map()]));
  const colors = new Map<string, string>();
  /** Content of the current page not yet handed to pdfkit: one chunk per page instead of per line. */
  const pending = new ContentBuffer();
  // A new page means the previous one has ended and pdfkit has copied its content out of the
  // views `flush()` gave it (unless pages are buffered until the end, which these documents do not).
  if (!doc.options.bufferPages) doc.on("pageAdded", () => pending.recycle());

  const fontOf = (name: string) => {
    const font = fonts.get(name);
    if (!font) throw new Error(`font ${name} is not registered`);
    return font;
  };

  /** Per font and code point: the subset's glyph id in hex and the advance width. */
  const glyphCaches = new Map<string, Map<number, { hex: string; width: number } | null>>(
    fontNames.map((name) => [name, new Map()]),
  );

  /**
   * One glyph per character, straight from the font's character map, as pdfkit's encoder records
   * it (subset, width, ToUnicode): no shaping. Vietnamese arrives precomposed (NFC) and DejaVu has
   * every precomposed letter, so nothing needs the font's substitution or positioning rules; text
   * with a character the map lacks (or a combining mark) takes pdfkit's full path instead.
   */
  function encodeDirect(fontName: string, text: string): Encoded | null {
    // Joined once into a flat string, not added a glyph at a time (a chain of small strings).
    const hex: string[] = [];
    let width = 0;
    for (const character of text) {
      const glyph = glyphOf(fontName, character);
      if (glyph === null) return null;
      hex.push(glyph.hex);
      width += glyph.width;
    }
    return { show: `[<${hex.join("")}>] TJ`, width };
  }

  /** The glyph of one character, recorded in the subset on first use; null when it needs shaping. */
  function glyphOf(fontName: string, character: string): { hex: string; width: number } | null {
    const glyphs = glyphCaches.get(fontName) as Map<number, { hex: string; width: number } | null>;
    const codePoint = character.codePointAt(0) as number;
    let glyph = glyphs.get(codePoint);
    if (glyph === undefined) {
      const font = fontOf(fontName);
      const found = codePoint >= 0x300 && codePoint < 0x370 ? null : font.font.glyphForCodePoint(codePoint);
      if (!found || found.id === 0) glyph = null;
      else {
        const gid = font.subset.includeGlyph(found.id);
        const advance = found.advanceWidth * font.scale;
        font.widths[gid] ??= advance;
        font.unicode[gid] ??= found.codePoints;
        glyph = { hex: `0000${gid.toString(16)}`.slice(-4), width: advance };
      }
      glyphs.set(codePoint, glyph);
    }
    return glyph;
  }

  function encode(fontName: string, text: string, keep = true): Encoded {
    const cache = caches.get(fontName) as Map<string, Encoded>;
    const cached = cache.get(text);
    if (cached) return cached;
    const direct = encodeDirect(fontName, text);
    if (direct) {
      if (keep && cache.size < ENCODED_KEPT) cache.set(text, direct);
      return direct;
    }
    const [glyphs, positions] = fontOf(fontName).encode(text);
    let width = 0;
    let plain = true;
    const parts: string[] = [];
    let run = "";
    positions.forEach((position, i) => {
      if (position.xOffset || position.yOffset) plain = false;
      run += glyphs[i];
      const adjust = position.xAdvance - position.advanceWidth;
      if (adjust !== 0) {
        parts.push(`<${run}> ${num(-adjust)}`);
        run = "";
      }
      width += position.xAdvance;
    });
    if (run) parts.push(`<${run}>`);
    const encoded = { show: plain ? `[${parts.join(" ")}] TJ` : null, width };
    if (keep && cache.size < ENCODED_KEPT) cache.set(text, encoded);
    return encoded;
  }

  /** `fit` for text with glyphs placed by the font's rules: a binary search over whole encodings. */
  function fitShaped(text: string, width: number, font: string, size: number) {
    const widthOf = (value: string) => (encode(font, value).width * size) / 1000;
    if (widthOf(text) <= width) return text;
    let low = 0;
    let high = text.length;
    while (low < high) {
      const mid = Math.ceil((low + high) / 2);
      if (widthOf(`${text.slice(0, mid)}…`) <= width) low = mid;
      else high = mid - 1;
    }
    return `${text.slice(0, low)}…`;
  }

  return {
    /** The width of the text in points; `keep: false` for text written once. */
    width: (text: string, font: string, size: number, keep = true) =>
      (encode(font, text, keep).width * size) / 1000,

    /**
     * The text cut with "…" to fit the width in points: summed glyph by glyph, without encoding
     * (or keeping) each shorter candidate; text that needs shaping is measured whole as it shrinks.
     */
    fit(text: string, width: number, font: string, size: number): string {
      const limit = (width * 1000) / size;
      const ellipsis = glyphOf(font, "…")?.width ?? 0;
      let used = 0;
      /** Where the text could be cut with the ellipsis still fitting. */
      let cut = 0;
      let index = 0;
      for (const character of text) {
        const glyph = glyphOf(font, character);
        if (glyph === null) return fitShaped(text, width, font, size);
        used += glyph.width;
        if (used + ellipsis <= limit) cut = index + character.length;
        index += character.length;
        if (used > limit) return `${text.slice(0, cut)}…`;
      }
      return text;
    },

    /**
     * Writes cells on one line whose top is `y` (pdfkit's top-left coordinates). Returns the cells
     * that need pdfkit's own `text()` (a glyph placed by the font's positioning rules).
     */
    line(y: number, cells: Cell[]): Cell[] {
      const height = doc.page.height;
      const out = pending;
      out.text("q\n1 0 0 -1 0 ").number(height).text(" cm\nBT\n");
      const rest: Cell[] = [];
      let font = "";
      let size = 0;
      let color = "";
      for (const cell of cells) {
        if (!cell.text) continue;
        const encoded = encode(cell.font, cell.text, cell.keep ?? true);
        if (!encoded.show) {
          rest.push(cell);
          continue;
        }
        const embedded = fontOf(cell.font);
        if (doc.page.fonts[embedded.id] == null) doc.page.fonts[embedded.id] = embedded.ref();
        if (cell.font !== font || cell.size !== size) {
          out.byte(47).text(embedded.id).byte(SPACE).number(cell.size).text(" Tf\n"); // /F1 8.5 Tf
          font = cell.font;
          size = cell.size;
        }
        if (cell.color !== color) {
          let operator = colors.get(cell.color);
          if (!operator) {
            operator = rgb(cell.color);
            colors.set(cell.color, operator);
          }
          out.text(operator).byte(NEWLINE);
          color = cell.color;
        }
        const baseline = height - y - (embedded.ascender / 1000) * cell.size;
        out
          .text("1 0 0 1 ")
          .number(cell.x)
          .byte(SPACE)
          .number(baseline)
          .text(" Tm\n")
          .text(encoded.show)
          .byte(NEWLINE);
      }
      out.text("ET\nQ\n");
      return rest;
    },

    /** A filled rectangle (pdfkit's top-left coordinates). */
    rect(x: number, y: number, width: number, height: number, color: string) {
      pending.text(`q ${rgb(color)} ${num(x)} ${num(y)} ${num(width)} ${num(height)} re f Q\n`);
    },

    /** A horizontal rule. */
    rule(x: number, y: number, width: number, lineWidth: number, color: string) {
      const stroke = rgb(color).replace(/rg$/, "RG");
      pending.text(
        `q ${num(lineWidth)} w ${stroke} ${num(x)} ${num(y)} m ${num(x + width)} ${num(y)} l S Q\n`,
      );
    },

    /**
     * Hands the page's content to pdfkit. Call before starting a page, before drawing with pdfkit
     * itself, and before ending the document.
     */
    flush() {
      if (!pending.pending) return;
      doc.addContent(pending.take());
    },
  };
}

export type PdfText = ReturnType<typeof pdfText>;
