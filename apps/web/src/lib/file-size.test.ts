import { describe, expect, it } from "vitest";
import { formatFileSize } from "./file-size";

// The unit and the number are joined by a no-break space, so a size never breaks over two lines.
const shown = (text: string) => text.replace(/\u00a0/g, " ");

describe("formatFileSize", () => {
  it.each([
    [0, "0 B", "0 B"],
    [1, "1 B", "1 B"],
    [654, "654 B", "654 B"],
    [999, "999 B", "999 B"],
    // Never four digits before a unit: 1000 and more of one is shown in the next.
    [1000, "1 KB", "1 KB"],
    [1023, "1 KB", "1 KB"],
    [1024, "1 KB", "1 KB"],
    [1536, "1.5 KB", "1,5 KB"],
    [12_646, "12.3 KB", "12,3 KB"],
    [654_000, "639 KB", "639 KB"],
    [1_048_000, "1 MB", "1 MB"],
    [1_023_000, "999 KB", "999 KB"],
    [1_048_576, "1 MB", "1 MB"],
    [2_516_582, "2.4 MB", "2,4 MB"],
    [31_457_280, "30 MB", "30 MB"],
    [26_528_000, "25.3 MB", "25,3 MB"],
    [157_286_400, "150 MB", "150 MB"],
    [1_288_490_189, "1.2 GB", "1,2 GB"],
  ])("writes %d bytes as %j in English and %j in Vietnamese", (bytes, english, vietnamese) => {
    expect(shown(formatFileSize(bytes, "en"))).toBe(english);
    expect(shown(formatFileSize(bytes, "vi"))).toBe(vietnamese);
  });

  it("keeps the number and its unit together", () => {
    expect(formatFileSize(654, "en")).toBe("654\u00a0B");
  });

  it("groups the thousands of a very large size as the language does", () => {
    expect(shown(formatFileSize(5_000 * 1024 ** 3, "en"))).toBe("5,000 GB");
    expect(shown(formatFileSize(5_000 * 1024 ** 3, "vi"))).toBe("5.000 GB");
  });
});
