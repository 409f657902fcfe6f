/**
 * The service worker's caches of the pages a device opened, one per build (ADR 1620): a page kept
 * by an older build names script files the new one no longer has, so offline the new build's empty
 * page answers instead. Every cache named so is emptied at sign-out.
 */
export const PAGES_CACHE = "trms-pages";
