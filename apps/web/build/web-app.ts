// The config is bundled on its own: the shared package is read from its source.

import type { VitePWAOptions } from "vite-plugin-pwa";
import { SESSION_TTL_MS } from "../../../packages/shared/src/constants";
import { PAGES_CACHE, START_PAGE_CACHE } from "../src/lib/device/pages-cache";

/** This build's name among the pages' caches. */
const BUILD = Date.now().toString(36);

/**
 * The installable app (ADR 1620): its manifest, and a Workbox service worker that keeps the build
 * (the shell, every route's code, both languages' texts) and serves each page from the network
 * first — the server's rendered page when online — and from the device when offline.
 */
export const webApp: Partial<VitePWAOptions> = {
  // An update waits until the user takes it (the top bar offers it), never in the middle of a form.
  registerType: "prompt",
  // Registered by the signed-in frame (features/offline), so the sign-in page's budget stays as it is.
  injectRegister: false,
  includeAssets: ["favicon.svg", "apple-touch-icon.png"],
  manifest: {
    id: "/",
    name: "Training Record Management System",
    short_name: "TRMS",
    description: "A321 flight crew training records",
    lang: "vi",
    start_url: "/",
    scope: "/",
    display: "standalone",
    orientation: "any",
    background_color: "#f5f7fa",
    theme_color: "#0d3b66",
    icons: [
      { src: "/pwa-192.png", sizes: "192x192", type: "image/png" },
      { src: "/pwa-512.png", sizes: "512x512", type: "image/png" },
      { src: "/pwa-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
    // Each area's start page: the root sends an account to its own area's home.
    shortcuts: [
      { name: "My tasks · Nhiệm vụ của tôi", url: "/pilot/tasks" },
      { name: "SIM sessions · Buổi SIM", url: "/pilot/sim/list" },
      { name: "Line checks · Kiểm tra tuyến", url: "/pilot/line-check" },
      { name: "Administration · Quản trị", url: "/admin/sim" },
    ],
  },
  workbox: {
    globPatterns: ["**/*.{js,css,html,svg,png,woff2}"],
    globIgnores: ["**/.vite/**"],
    // The largest chunk (the charts) is about 1 MB; nothing of the build is left out.
    maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
    cleanupOutdatedCaches: true,
    // Pages go to the network first (runtimeCaching below), not to a cached shell.
    navigateFallback: null,
    // The start address is not the build's index.html: the rule below answers it.
    directoryIndex: null,
    navigationPreload: true,
    runtimeCaching: [
      {
        // The app's start address: the redirect to the account's home the app kept (ADR 1660), so the
        // icon opens the home page as the device kept it; before any was kept, the server's answer.
        urlPattern: ({ request, url }) => request.mode === "navigate" && url.pathname === "/",
        handler: "CacheFirst",
        options: {
          cacheName: START_PAGE_CACHE,
          // Only the app writes this cache: the server's answer to `/` is never kept in its place.
          plugins: [{ cacheWillUpdate: async () => null }],
          precacheFallback: { fallbackURL: "index.html" },
        },
      },
      {
        urlPattern: ({ request, url }) => request.mode === "navigate" && !url.pathname.startsWith("/api/"),
        handler: "NetworkFirst",
        options: {
          cacheName: `${PAGES_CACHE}-${BUILD}`,
          cacheableResponse: { statuses: [200] },
          // The server's page varies with the cookie and the client hints; offline, the last one is the answer.
          matchOptions: { ignoreVary: true },
          expiration: { maxEntries: 40, maxAgeSeconds: SESSION_TTL_MS / 1000 },
          // A page never opened on this device opens as the app's empty page, which the app fills from
          // what the device kept.
          precacheFallback: { fallbackURL: "index.html" },
        },
      },
    ],
  },
};
