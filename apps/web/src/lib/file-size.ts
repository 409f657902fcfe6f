import type { Language } from "@trms/shared";
import { formatNumber } from "./numbers";

/** Unit symbols, the same in Vietnamese and English; each is 1024 of the one before (ADR 1111). */
const UNITS = ["B", "KB", "MB", "GB"] as const;

/**
 * A file's size as people read it, in the unit the number needs: "654 B", "12,3 KB", "2,4 MB" in
 * Vietnamese (decimal comma), "2.4 MB" in English; one decimal below 100 of a unit, none above, and
 * never four digits before a unit but the last (1000 B and more are shown in KB).
 */
export function formatFileSize(bytes: number, language: Language): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (unit < UNITS.length - 1) {
    const digits = unit === 0 || value >= 100 ? 0 : 1;
    const rounded = Number(value.toFixed(digits));
    if (rounded < 1000) break;
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 || value >= 100 ? 0 : 1;
  return `${formatNumber(value, language, { maximumFractionDigits: digits })}\u00a0${UNITS[unit]}`;
}
