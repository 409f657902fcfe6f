import i18next, { type BackendModule } from "i18next";
import { initReactI18next } from "react-i18next";
import { initialLanguage } from "../lib/language";
import { onServer } from "../lib/ssr";

type Namespace = Record<string, unknown>;

// One chunk per language and namespace, so a page downloads only the texts it uses.
const namespaces = import.meta.glob<Namespace>("../locales/*/*.json", { import: "default" });

const lazyLocales: BackendModule = {
  type: "backend",
  init() {},
  read(language, namespace, callback) {
    const load = namespaces[`../locales/${language}/${namespace}.json`];
    if (!load) {
      callback(new Error(`Missing locale ${language}/${namespace}`), false);
      return;
    }
    load().then(
      (texts) => callback(null, texts),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

const language = initialLanguage();
if (!onServer) document.documentElement.lang = language;

export const i18nReady = i18next
  .use(lazyLocales)
  .use(initReactI18next)
  .init({
    lng: language,
    supportedLngs: ["vi", "en"],
    fallbackLng: false,
    load: "currentOnly",
    ns: ["common", "validation"],
    defaultNS: "common",
    interpolation: { escapeValue: false },
  });
