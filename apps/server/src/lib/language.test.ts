import { describe, expect, it } from "vitest";
import { pickLanguage } from "./language";

describe("pickLanguage", () => {
  it.each([
    [undefined, "vi"],
    ["en", "en"],
    ["vi", "vi"],
    ["en-US,en;q=0.9", "en"],
    ["fr-FR, en;q=0.5, vi;q=0.8", "vi"],
    ["de", "vi"],
    ["en;q=0, vi", "vi"],
  ])("%s → %s", (header, expected) => {
    expect(pickLanguage(header)).toBe(expected);
  });
});
