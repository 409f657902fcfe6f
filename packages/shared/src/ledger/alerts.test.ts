import { describe, expect, it } from "vitest";
import { expiryAlertThreshold } from "./alerts";

describe("expiry alert thresholds", () => {
  it("crosses 30 from 30 to 8 days left and 7 from 7 days to the last valid day", () => {
    const at = (days: number) => expiryAlertThreshold(days);
    expect([31, 30, 8, 7, 1, 0, -1].map(at)).toEqual([null, 30, 30, 7, 7, 7, null]);
  });
});
