import type { Language } from "@trms/shared";

/** The number conventions of each interface language: Vietnamese writes 1.234,5, English 1,234.5. */
const LOCALES: Record<Language, string> = { vi: "vi-VN", en: "en-US" };

interface Separators {
  decimal: string;
  group: string;
}

const separatorCache = new Map<Language, Separators>();

function separators(language: Language): Separators {
  let found = separatorCache.get(language);
  if (!found) {
    const parts = new Intl.NumberFormat(LOCALES[language]).formatToParts(12345.6);
    found = {
      decimal: parts.find((part) => part.type === "decimal")?.value ?? ".",
      group: parts.find((part) => part.type === "group")?.value ?? ",",
    };
    separatorCache.set(language, found);
  }
  return found;
}

export interface FormatOptions {
  /** Digits after the separator at most; 2 by default (flight hours are kept to the hundredth). */
  maximumFractionDigits?: number;
  /** Thousands separators; off in an input, where the user edits the number. */
  grouping?: boolean;
}

/** A number as the interface language writes it ("1,5" in Vietnamese, "1.5" in English); "" for none. */
export function formatNumber(
  value: number | null | undefined,
  language: Language,
  options: FormatOptions = {},
): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return "";
  return new Intl.NumberFormat(LOCALES[language], {
    maximumFractionDigits: options.maximumFractionDigits ?? 2,
    useGrouping: options.grouping ?? true,
  }).format(value);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * A number typed in the interface language: "1,5" is 1.5 in Vietnamese, "1.234,5" is 1234.5.
 * A separator that cannot be a thousands separator (not followed by exactly three digits) is read
 * as the decimal point whichever it is, so "1.5" typed in Vietnamese stays 1.5, never 15 (ADR 0141).
 * Null for an empty text, NaN for a text that is not a number.
 */
export function parseNumber(text: string, language: Language): number | null {
  const { decimal, group } = separators(language);
  // Spaces (and the narrow no-break space some locales group with) carry no meaning.
  const compact = text.replace(/[\s\u00a0\u202f]/g, "");
  if (compact === "") return null;
  const sign = compact.startsWith("-") ? -1 : 1;
  const body = compact.replace(/^[+-]/, "");
  const d = escapeRegExp(decimal);
  const g = escapeRegExp(group);
  // The language's own way: groups of three, then an optional decimal part.
  const own = new RegExp(`^(\\d{1,3}(?:${g}\\d{3})+|\\d+)(?:${d}(\\d+))?$|^${d}(\\d+)$`).exec(body);
  if (own) {
    const whole = (own[1] ?? "0").split(group).join("");
    const fraction = own[2] ?? own[3];
    return sign * Number(fraction === undefined ? whole : `${whole}.${fraction}`);
  }
  // One separator of either kind that is not a thousands group: the decimal point.
  const lone = /^(\d*)[.,](\d+)$/.exec(body);
  if (lone && (lone[2]?.length !== 3 || lone[1] === "")) {
    return sign * Number(`${lone[1] || "0"}.${lone[2]}`);
  }
  return Number.NaN;
}

/**
 * A typed number as the API reads it ("1.5"); "" stays "" (the schema decides what empty means) and
 * a text that is not a number is passed on unchanged so the shared schema refuses it.
 */
export function toApiNumber(text: string, language: Language): string {
  const value = parseNumber(text, language);
  if (value === null) return "";
  return Number.isNaN(value) ? text.trim() : String(value);
}

/** A stored number as an input holds it: the language's decimal separator, no grouping. */
export function toInputNumber(value: number | null | undefined, language: Language): string {
  return formatNumber(value, language, { grouping: false, maximumFractionDigits: 6 });
}
