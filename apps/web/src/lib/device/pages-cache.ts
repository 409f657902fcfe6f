/** The service worker's cache of the pages a device opened: its last synced state (ADR 1620). */
export const PAGES_CACHE = "trms-pages";
