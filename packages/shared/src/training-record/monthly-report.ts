import { z } from "zod";
import { FLIGHT_CHECKS, PHASE_CHECKS, STANDARD_SCORE } from "../training-flight/constants";

/** A calendar month as the report's query names it: YYYY-MM, months 01–12, years 1900–2999. */
export const MONTH_PATTERN = /^(19|2\d)\d{2}-(0[1-9]|1[0-2])$/;

/** `GET flt_training/monthly_report?month=YYYY-MM`. */
export const monthlyReportQuerySchema = z.object({
  month: z.string({ message: "alert_month_invalid" }).regex(MONTH_PATTERN, "alert_month_invalid"),
});
export type MonthlyReportQuery = z.infer<typeof monthlyReportQuerySchema>;

/** The first and last day of a YYYY-MM month, as YYYY-MM-DD. */
export function monthRange(month: string): { start: string; end: string } {
  const [year, monthNumber] = month.split("-").map(Number) as [number, number];
  const lastDay = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  return { start: `${month}-01`, end: `${month}-${String(lastDay).padStart(2, "0")}` };
}

/**
 * "Monthly report 05-03-2026.pdf" (part1 §7, part2 §9): dated DD-MM-YYYY with the day of the
 * export, in the airline's time zone (UTC+7), as the original app named it (ADR 0080).
 */
export function monthlyReportFileName(now: Date = new Date()): string {
  const local = new Date(now.getTime() + 7 * 60 * 60 * 1000);
  const [year, month, day] = local.toISOString().slice(0, 10).split("-");
  return `Monthly report ${day}-${month}-${year}.pdf`;
}

/** Passed or failed, for a check flight; null for a normal training flight. */
export type CheckResult = "passed" | "failed" | null;

/**
 * The result of a check flight: a phase check (phase 1, phase 2, pre-final) passes when the
 * instructor reports normal progress; a progress or final check passes with an overall performance
 * at the standard (3) or above.
 */
export function checkResult(flight: {
  flight_type: number;
  phase_normal_progress: boolean | null;
  check_overall_performance: number | null;
}): CheckResult {
  if ((PHASE_CHECKS as number[]).includes(flight.flight_type))
    return flight.phase_normal_progress === true ? "passed" : "failed";
  if ((FLIGHT_CHECKS as number[]).includes(flight.flight_type))
    return (flight.check_overall_performance ?? 0) >= STANDARD_SCORE ? "passed" : "failed";
  return null;
}
