import { describe, expect, it } from "vitest";
import { FlightType } from "../training-flight/constants";
import { checkResult, monthlyReportFileName, monthlyReportQuerySchema, monthRange } from "./monthly-report";

describe("monthly report month", () => {
  it("accepts a calendar month written YYYY-MM and nothing else", () => {
    for (const month of ["2026-03", "2024-12", "1999-01"])
      expect(monthlyReportQuerySchema.safeParse({ month }).success, month).toBe(true);
    for (const month of [
      "2026-13",
      "2026-00",
      "2026-3",
      "03-2026",
      "2026-03-01",
      "0000-01",
      "",
      "2026-03 ",
    ]) {
      const parsed = monthlyReportQuerySchema.safeParse({ month });
      expect(parsed.success, month).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe("alert_month_invalid");
    }
    expect(monthlyReportQuerySchema.safeParse({}).error?.issues[0]?.message).toBe("alert_month_invalid");
  });

  it("spans the month's first to last day, leap years included", () => {
    expect(monthRange("2026-03")).toEqual({ start: "2026-03-01", end: "2026-03-31" });
    expect(monthRange("2024-02")).toEqual({ start: "2024-02-01", end: "2024-02-29" });
    expect(monthRange("2026-02")).toEqual({ start: "2026-02-01", end: "2026-02-28" });
    expect(monthRange("2026-12")).toEqual({ start: "2026-12-01", end: "2026-12-31" });
  });
});

describe("monthly report file name", () => {
  it("is dated DD-MM-YYYY with the export day in Vietnam (UTC+7)", () => {
    expect(monthlyReportFileName(new Date("2026-03-05T10:00:00Z"))).toBe("Monthly report 05-03-2026.pdf");
    // 18:30 UTC on 31 December is already 1 January in Hà Nội.
    expect(monthlyReportFileName(new Date("2026-12-31T18:30:00Z"))).toBe("Monthly report 01-01-2027.pdf");
  });
});

describe("check result", () => {
  const flight = (flight_type: number, phase_normal_progress: boolean | null, overall: number | null) =>
    checkResult({ flight_type, phase_normal_progress, check_overall_performance: overall });

  it("has none for a normal training flight", () => {
    expect(flight(FlightType.NORMAL_TRAINING_FLIGHT, null, null)).toBeNull();
  });

  it("passes a phase check with normal progress, fails it without", () => {
    for (const type of [
      FlightType.PHASE_ONE_CHECK,
      FlightType.PHASE_TWO_CHECK,
      FlightType.PRE_FINAL_ASSESSMENT,
    ]) {
      expect(flight(type, true, null)).toBe("passed");
      expect(flight(type, false, null)).toBe("failed");
    }
  });

  it("passes a progress or final check at overall performance 3 or above", () => {
    for (const type of [FlightType.PROGRESS_CHECK, FlightType.FINAL_CHECK]) {
      expect(flight(type, null, 3)).toBe("passed");
      expect(flight(type, null, 5)).toBe("passed");
      expect(flight(type, null, 2)).toBe("failed");
    }
  });
});
