import { describe, expect, it } from "vitest";
import { perFileProgress } from "./file-progress";

describe("perFileProgress", () => {
  it("fills the files one after another, in the order they are sent", () => {
    expect(perFileProgress([100, 300], 0)).toEqual([0, 0]);
    expect(perFileProgress([100, 300], 0.25)).toEqual([1, 0]);
    expect(perFileProgress([100, 300], 0.5)).toEqual([1, 1 / 3]);
    expect(perFileProgress([100, 300], 1)).toEqual([1, 1]);
    expect(perFileProgress([0, 100], 0.5)).toEqual([0, 0.5]);
    expect(perFileProgress([], 0.5)).toEqual([]);
  });
});
