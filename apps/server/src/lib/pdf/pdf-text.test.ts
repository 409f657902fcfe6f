import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ContentBuffer } from "./pdf-text";

/** How pdf-text wrote numbers as strings before the content buffer (three decimals, no trailing zeros). */
const asString = (value: number) => String(Math.round(value * 1000) / 1000);

describe("ContentBuffer", () => {
  it("writes numbers exactly as the string form did", () => {
    const buffer = new ContentBuffer();
    for (const value of [
      0,
      -0,
      1,
      -1,
      0.5,
      841.89,
      595.28,
      12.3456,
      -0.0004,
      -0.0015,
      0.001,
      1000.1,
      0.1 + 0.2,
      40,
    ]) {
      expect(buffer.number(value).take().toString("latin1")).toBe(asString(value));
    }
    fc.assert(
      fc.property(fc.double({ min: -100_000, max: 100_000, noNaN: true }), (value) => {
        expect(buffer.number(value).take().toString("latin1")).toBe(asString(value));
      }),
    );
  });

  it("hands out views that later writes leave intact until recycled, growing when a page needs it", () => {
    const buffer = new ContentBuffer();
    const line = "1 0 0 1 40 800.5 Tm\n[<0012001a>] TJ\n";
    buffer.text("q\n");
    const first = buffer.take();
    for (let i = 0; i < 2_000; i++) buffer.text(line);
    buffer.byte(10);
    expect(first.toString("latin1")).toBe("q\n");
    const page = buffer.take();
    expect(page.length).toBe(line.length * 2_000 + 1);
    expect(page.toString("latin1").startsWith(line + line)).toBe(true);
    expect(buffer.pending).toBe(false);
    buffer.recycle();
    expect(buffer.text("Q").take().toString("latin1")).toBe("Q");
  });

  it("keeps what is not taken yet when asked to recycle", () => {
    const buffer = new ContentBuffer();
    buffer.text("BT");
    buffer.recycle();
    expect(buffer.take().toString("latin1")).toBe("BT");
  });
});
