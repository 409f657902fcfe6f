import { getServerRequest, onServer } from "./ssr";

/**
 * Reads a cookie the page may see (the server's HttpOnly session cookie stays invisible); on the
 * server, one the request being rendered carried.
 */
export function getCookie(name: string): string | null {
  const cookies = onServer ? (getServerRequest()?.cookie ?? "") : document.cookie;
  for (const part of cookies.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return decodeURIComponent(rest.join("="));
  }
  return null;
}

/** A cookie kept until `expires`, or for the browser session without it. */
export function setCookie(name: string, value: string, expires?: Date): void {
  // Secure only on HTTPS: on a plain-HTTP intranet host the browser would drop the cookie.
  const secure = window.location.protocol === "https:" ? "; Secure" : "";
  const until = expires ? `; expires=${expires.toUTCString()}` : "";
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Firefox and older Safari.
  document.cookie = `${name}=${encodeURIComponent(value)}${until}; path=/; SameSite=Lax${secure}`;
}

export function deleteCookie(name: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: see setCookie.
  document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/; SameSite=Lax`;
}

export function daysFromNow(days: number): Date {
  return new Date(Date.now() + days * 24 * 60 * 60 * 1000);
}
