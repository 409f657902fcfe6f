import { type HistoryRow, historyRowWords } from "@trms/shared";
import { useTranslation } from "react-i18next";
import { isLanguage } from "../../lib/language";

/** A history row in the interface language, as the training file PDF words it (the shared `historyRowWords`). */
export function useHistoryWords() {
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : "vi";
  return (row: HistoryRow) => historyRowWords(row, language);
}
