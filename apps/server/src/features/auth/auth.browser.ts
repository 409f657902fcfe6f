import type { Language } from "@trms/shared";

/**
 * The browsers a user agent names, with their major version. Order matters: Edge, Opera, Samsung
 * Internet and Cốc Cốc also call themselves Chrome, and Chrome calls itself Safari.
 */
const BROWSERS: readonly [name: string, pattern: RegExp][] = [
  ["Edge", /\bEdg(?:e|A|iOS)?\/(\d+)/],
  ["Opera", /\b(?:OPR|OPT|Opera)\/(\d+)/],
  ["Samsung Internet", /\bSamsungBrowser\/(\d+)/],
  ["Cốc Cốc", /\bcoc_coc_browser\/(\d+)/i],
  ["Firefox", /\b(?:Firefox|FxiOS)\/(\d+)/],
  ["Chrome", /\b(?:HeadlessChrome|Chrome|CriOS)\/(\d+)/],
  ["Safari", /\bVersion\/(\d+)[\d.]*(?: Mobile\/\S+)? Safari\//],
];

/** The operating systems, phones first: an Android user agent also says Linux. */
const SYSTEMS: readonly [name: string, pattern: RegExp][] = [
  ["iOS", /\b(?:iPhone|iPad|iPod)\b/],
  ["Android", /\bAndroid\b/],
  ["ChromeOS", /\bCrOS\b/],
  ["Windows", /\bWindows\b/],
  ["macOS", /\bMac OS X\b|\bMacintosh\b/],
  ["Linux", /\bLinux\b/],
];

const ON: Record<Language, string> = { en: "on", vi: "trên" };

/** A user agent longer than any browser's is not read (it is kept as sent, never parsed whole). */
const MAX_READ = 512;

/**
 * A short readable name of the browser a session signed in with ("Chrome 131 on Windows"), in the
 * reader's language; null when the user agent names neither a browser nor a system this knows.
 */
export function browserName(userAgent: string | null | undefined, language: Language): string | null {
  if (!userAgent) return null;
  const text = userAgent.slice(0, MAX_READ);
  let browser: string | null = null;
  for (const [name, pattern] of BROWSERS) {
    const version = pattern.exec(text)?.[1];
    if (version) {
      browser = `${name} ${version}`;
      break;
    }
  }
  const system = SYSTEMS.find(([, pattern]) => pattern.test(text))?.[0] ?? null;
  if (browser && system) return `${browser} ${ON[language]} ${system}`;
  return browser ?? system;
}
