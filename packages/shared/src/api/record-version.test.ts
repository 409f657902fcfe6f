import { describe, expect, it } from "vitest";
import { RECORD_CHANGED_DETAIL } from "../constants";
import { ifMatchOf, parseIfMatch, recordChangedOf } from "./record-version";

describe("If-Match", () => {
  it("names one version, bare, quoted or as a weak tag", () => {
    expect(parseIfMatch("3")).toBe(3);
    expect(parseIfMatch('"3"')).toBe(3);
    expect(parseIfMatch('W/"12"')).toBe(12);
    expect(parseIfMatch(' "7" ')).toBe(7);
    expect(parseIfMatch(ifMatchOf(41))).toBe(41);
    expect(parseIfMatch("2147483647")).toBe(2_147_483_647);
  });

  it("is no version when it is anything else", () => {
    for (const value of ["", "0", "03", "-1", "1.5", "abc", '"3', "3,4", "*", "W/3", 'w/"3"', "2147483648"])
      expect(parseIfMatch(value), value).toBeNull();
  });
});

describe("recordChangedOf", () => {
  const details = [
    { path: RECORD_CHANGED_DETAIL, message: "This record was changed meanwhile" },
    { path: "version", message: "4" },
    { path: "status", message: "2" },
    { path: "changed_by", message: "Nguyễn Văn An" },
    { path: "changed_at", message: "2026-11-29T08:00:00.000Z" },
    { path: "action", message: "submit_first" },
  ];

  it("reads what changed off the 409 of a record changed meanwhile", () => {
    expect(recordChangedOf({ code: "CONFLICT", details })).toEqual({
      version: 4,
      status: 2,
      changedBy: "Nguyễn Văn An",
      changedAt: "2026-11-29T08:00:00.000Z",
      action: "submit_first",
    });
  });

  it("is null for any other failure", () => {
    expect(recordChangedOf({ code: "CONFLICT" })).toBeNull();
    expect(recordChangedOf({ code: "CONFLICT", details: details.slice(1) })).toBeNull();
    expect(recordChangedOf({ code: "VALIDATION_ERROR", details })).toBeNull();
  });
});
