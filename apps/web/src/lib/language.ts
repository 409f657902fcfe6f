import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from "@trms/shared";
import i18next from "i18next";
import { daysFromNow, getCookie, setCookie } from "./cookies";
import { getServerRequest, onServer, serverPage } from "./ssr";

const LANGUAGE_COOKIE = "lang";
const LANGUAGE_COOKIE_DAYS = 365;

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

/** The cookie wins; otherwise English for English browsers, Vietnamese for everyone else. */
export function initialLanguage(): Language {
  if (onServer) return getServerRequest()?.language ?? DEFAULT_LANGUAGE;
  if (serverPage) return serverPage.language;
  const saved = getCookie(LANGUAGE_COOKIE);
  if (isLanguage(saved)) return saved;
  const browser = navigator.language.toLowerCase();
  if (browser.startsWith("en")) return "en";
  return DEFAULT_LANGUAGE;
}

function rememberLanguage(language: Language): void {
  setCookie(LANGUAGE_COOKIE, language, daysFromNow(LANGUAGE_COOKIE_DAYS));
  document.documentElement.lang = language;
}

/** The language the interface shows now. */
export function currentLanguage(): Language {
  return isLanguage(i18next.language) ? i18next.language : DEFAULT_LANGUAGE;
}

/** Switches once the new texts are loaded (no flash of keys), and keeps the choice for a year. */
export async function switchLanguage(next: Language): Promise<void> {
  await i18next.loadLanguages(next);
  await i18next.changeLanguage(next);
  rememberLanguage(next);
}
