import { LANGUAGES, type Language } from "@trms/shared";
import { useTranslation } from "react-i18next";
import { currentLanguage, switchLanguage } from "../lib/language";

// Each language is named in itself, so a user who cannot read the current one still finds theirs.
const NATIVE_NAMES: Record<Language, string> = { vi: "Tiếng Việt", en: "English" };

/**
 * Two pressed-or-not buttons rather than a menu: one click, and plain markup so the same switcher
 * serves the public pages (no MUI there) and the top bar.
 */
export function LanguageSwitcher({ tone = "light" }: { tone?: "light" | "dark" }) {
  const { t } = useTranslation("common");
  const language = currentLanguage();
  return (
    <fieldset className={`lang-switch lang-switch--${tone}`} aria-label={t("language.label")}>
      {LANGUAGES.map((option) => (
        <button
          key={option}
          type="button"
          lang={option}
          // Starts with the visible code, so "click VI" in speech control finds it (WCAG 2.5.3).
          aria-label={`${option.toUpperCase()} ${NATIVE_NAMES[option]}`}
          aria-pressed={option === language}
          title={NATIVE_NAMES[option]}
          onClick={() => {
            if (option !== language) void switchLanguage(option);
          }}
        >
          {option.toUpperCase()}
        </button>
      ))}
    </fieldset>
  );
}
