import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from "@trms/shared";

/** The first of vi/en named by Accept-Language, in the header's order of preference. */
export function pickLanguage(header: string | undefined): Language {
  if (!header) return DEFAULT_LANGUAGE;
  const ranked = header
    .split(",")
    .map((part, position) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.find((p) => p.trim().startsWith("q="));
      return { tag: tag.toLowerCase().split("-")[0] ?? "", q: q ? Number(q.trim().slice(2)) : 1, position };
    })
    .filter((entry) => !Number.isNaN(entry.q) && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.position - b.position);
  const found = ranked.find((entry) => (LANGUAGES as readonly string[]).includes(entry.tag));
  return (found?.tag as Language | undefined) ?? DEFAULT_LANGUAGE;
}
