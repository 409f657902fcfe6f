/**
 * The service worker's caches of the pages a device opened, one per build (ADR 1620): a page kept
 * by an older build names script files the new one no longer has, so offline the new build's empty
 * page answers instead. Every cache named so is emptied at sign-out.
 */
export const PAGES_CACHE = "trms-pages";

/**
 * The app's start address (the manifest's start URL, what the installed app's icon opens) kept as a
 * redirect to the signed-in account's home (ADR 1660): the worker answers `/` from it at once, online
 * and offline, and the home page opens as the device kept it. Emptied at sign-out with the pages.
 */
export const START_PAGE_CACHE = `${PAGES_CACHE}-start`;

/** Keeps `/` as a redirect to `home`, the signed-in account's home address. */
export async function keepStartPage(home: string): Promise<void> {
  if (typeof caches === "undefined") return;
  const cache = await caches.open(START_PAGE_CACHE);
  await cache.put("/", Response.redirect(new URL(home, window.location.origin).href, 302));
}
