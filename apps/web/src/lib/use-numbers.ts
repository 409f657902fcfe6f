import { useTranslation } from "react-i18next";
import { formatFileSize } from "./file-size";
import { isLanguage } from "./language";
import { type FormatOptions, formatNumber, parseNumber, toApiNumber, toInputNumber } from "./numbers";

/** The number helpers bound to the interface language, re-rendering when it changes. */
export function useNumbers() {
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : "vi";
  return {
    language,
    format: (value: number | null | undefined, options?: FormatOptions) =>
      formatNumber(value, language, options),
    /** A typed text shown again in the current language ("1.5" typed in English reads "1,5" in Vietnamese). */
    reformat: (text: string) => {
      const value = parseNumber(text, language);
      return value === null || Number.isNaN(value) ? text : formatNumber(value, language);
    },
    /** A file's size in B, KB, MB or GB as the number needs ("12,3 KB"). */
    fileSize: (bytes: number) => formatFileSize(bytes, language),
    parse: (text: string) => parseNumber(text, language),
    toApi: (text: string) => toApiNumber(text, language),
    toInput: (value: number | null | undefined) => toInputNumber(value, language),
  };
}
