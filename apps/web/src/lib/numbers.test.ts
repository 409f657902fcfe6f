import { describe, expect, it } from "vitest";
import { formatNumber, parseNumber, toApiNumber, toInputNumber } from "./numbers";

describe("parseNumber", () => {
  it.each([
    ["2,0", 2],
    ["1,5", 1.5],
    ["1,25", 1.25],
    ["0,75", 0.75],
    [",5", 0.5],
    ["8.255", 8255],
    ["1.234,5", 1234.5],
    ["12", 12],
    [" 1,5 ", 1.5],
    ["-1,5", -1.5],
    // A dot that cannot group thousands is the decimal point, never a factor of ten.
    ["1.5", 1.5],
    ["2.0", 2],
    ["10.25", 10.25],
  ])("reads %j typed in Vietnamese as %d", (text, value) => {
    expect(parseNumber(text, "vi")).toBe(value);
  });

  it.each([
    ["1.5", 1.5],
    ["2.0", 2],
    ["8,255", 8255],
    ["1,234.5", 1234.5],
    [".5", 0.5],
    ["1,5", 1.5],
    ["2,0", 2],
  ])("reads %j typed in English as %d", (text, value) => {
    expect(parseNumber(text, "en")).toBe(value);
  });

  it("answers null for nothing typed and NaN for what is not a number", () => {
    expect(parseNumber("", "vi")).toBeNull();
    expect(parseNumber("   ", "en")).toBeNull();
    expect(parseNumber("abc", "vi")).toBeNaN();
    expect(parseNumber("1,2,3", "vi")).toBeNaN();
    expect(parseNumber("1.5.5", "en")).toBeNaN();
    expect(parseNumber("1e3", "en")).toBeNaN();
  });
});

describe("formatNumber", () => {
  it("writes a number the way the interface language does", () => {
    expect(formatNumber(1.5, "vi")).toBe("1,5");
    expect(formatNumber(1.5, "en")).toBe("1.5");
    expect(formatNumber(8255, "vi")).toBe("8.255");
    expect(formatNumber(8255, "en")).toBe("8,255");
    expect(formatNumber(1.8, "vi")).toBe("1,8");
    expect(formatNumber(2, "vi")).toBe("2");
    expect(formatNumber(1.256, "en")).toBe("1.26");
  });

  it("leaves nothing for a missing value", () => {
    expect(formatNumber(null, "vi")).toBe("");
    expect(formatNumber(undefined, "en")).toBe("");
    expect(formatNumber(Number.NaN, "en")).toBe("");
  });

  it("reads back what it writes, in both languages", () => {
    for (const language of ["vi", "en"] as const) {
      for (const value of [0, 0.5, 1.5, 2, 12.25, 999, 1000, 8255, 1234.5, 100000]) {
        expect(parseNumber(formatNumber(value, language), language)).toBe(value);
        expect(parseNumber(toInputNumber(value, language), language)).toBe(value);
      }
    }
  });
});

describe("toApiNumber and toInputNumber", () => {
  it("sends the API a dot and keeps an unreadable text for the schema to refuse", () => {
    expect(toApiNumber("1,5", "vi")).toBe("1.5");
    expect(toApiNumber("2,0", "vi")).toBe("2");
    expect(toApiNumber("", "vi")).toBe("");
    expect(toApiNumber(" abc ", "en")).toBe("abc");
  });

  it("puts a stored number into an input without thousands separators", () => {
    expect(toInputNumber(1.5, "vi")).toBe("1,5");
    expect(toInputNumber(1234.5, "vi")).toBe("1234,5");
    expect(toInputNumber(null, "en")).toBe("");
  });
});
