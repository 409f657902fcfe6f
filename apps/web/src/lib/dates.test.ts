import { afterEach, describe, expect, it } from "vitest";
import {
  airlineInstant,
  airlineToday,
  airlineWallClock,
  formatDate,
  formatDateTime,
  formatFormDateTime,
} from "./dates";

/** One clock for the airline: the same text whatever the zone the browser runs in. */
const zone = process.env.TZ;
afterEach(() => {
  process.env.TZ = zone;
});

describe.each(["UTC", "America/New_York", "Asia/Ho_Chi_Minh", "Pacific/Auckland"])("in %s", (tz) => {
  it("shows instants at the airline and dates as they are", () => {
    process.env.TZ = tz;
    expect(formatDateTime("2026-11-24T17:45:00Z")).toBe("25/11/2026 00:45");
    expect(formatDateTime("2026-11-25T00:45:00+07:00")).toBe("25/11/2026 00:45");
    expect(formatFormDateTime(new Date("2026-11-24T17:45:00Z"))).toBe("25/11/2026 - 00:45");
    expect(formatDate("2026-11-24T17:45:00Z")).toBe("25/11/2026");
    // A day is a day: never moved by a zone.
    expect(formatDate("2026-11-24")).toBe("24/11/2026");
    expect(formatDate(null)).toBe("");
    expect(formatDateTime("not a date")).toBe("");
  });

  it("takes today at the airline and sends a wall clock with its offset", () => {
    process.env.TZ = tz;
    expect(airlineToday(new Date("2026-11-24T16:59:00Z"))).toBe("2026-11-24");
    expect(airlineToday(new Date("2026-11-24T17:00:00Z"))).toBe("2026-11-25");
    expect(airlineInstant("2026-11-25T08:30")).toBe("2026-11-25T08:30:00+07:00");
    expect(airlineWallClock(airlineInstant("2026-11-25T08:30"))).toBe("2026-11-25T08:30");
  });
});
