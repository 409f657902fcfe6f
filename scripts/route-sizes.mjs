#!/usr/bin/env node
// Prints, for each lazy route chunk of the web build, its own gzip size and the gzip JavaScript a
// first visit to that route downloads: the entry, every chunk reached through static imports, and
// the route chunk with its static imports, each counted once. Fails when /login is over budget.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

const LOGIN_BUDGET_KB = 180;
const dist = fileURLToPath(new URL("../apps/web/dist/", import.meta.url));

let manifest;
try {
  manifest = JSON.parse(readFileSync(join(dist, ".vite/manifest.json"), "utf8"));
} catch {
  console.error(
    "route-sizes: apps/web/dist/.vite/manifest.json is missing; run `npm run build -w @trms/web`.",
  );
  process.exit(1);
}

const gzipCache = new Map();
function gzipBytes(file) {
  if (!gzipCache.has(file))
    gzipCache.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
  return gzipCache.get(file);
}

/** The chunk's file and every file it statically imports, transitively. */
function staticClosure(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(imported, seen);
  return seen;
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) {
  console.error("route-sizes: no entry chunk in the manifest.");
  process.exit(1);
}
const entryFiles = staticClosure(entryKey);

// Route chunks are the lazily imported pages and layouts; locale JSON chunks are listed apart.
const routeKeys = Object.keys(manifest).filter(
  (key) => manifest[key].isDynamicEntry && /\/(pages|components)\//.test(key),
);
const localeKeys = Object.keys(manifest).filter(
  (key) => manifest[key].isDynamicEntry && key.includes("/locales/"),
);

const kb = (bytes) => (bytes / 1024).toFixed(1);
const total = (files) =>
  [...files].filter((file) => file.endsWith(".js")).reduce((sum, file) => sum + gzipBytes(file), 0);

// Screens inside /admin and /pilot render within the lazily loaded area layout, so a first visit
// loads it too. Public screens are the auth pages and the shell's public-* pages.
const AREA_LAYOUT = "src/features/shell/components/app-layout.tsx";
const isPublic = (key) =>
  key.includes("/features/auth/") || key.includes("/features/survey/") || /\/public-[^/]+$/.test(key);

const rows = routeKeys.map((key) => {
  const base = new Set(entryFiles);
  if (key !== AREA_LAYOUT && !isPublic(key)) staticClosure(AREA_LAYOUT, base);
  const files = staticClosure(key, base);
  return { route: key.replace(/^src\//, ""), own: gzipBytes(manifest[key].file), firstVisit: total(files) };
});
rows.sort((a, b) => a.firstVisit - b.firstVisit);

const width = Math.max(...rows.map((row) => row.route.length), 10);
console.log(
  `${"route chunk".padEnd(width)}  ${"own gz KB".padStart(10)}  ${"first visit gz KB".padStart(18)}`,
);
console.log(`${"-".repeat(width)}  ${"-".repeat(10)}  ${"-".repeat(18)}`);
console.log(
  `${"(entry)".padEnd(width)}  ${kb(total(entryFiles)).padStart(10)}  ${kb(total(entryFiles)).padStart(18)}`,
);
for (const row of rows) {
  console.log(`${row.route.padEnd(width)}  ${kb(row.own).padStart(10)}  ${kb(row.firstVisit).padStart(18)}`);
}
const localeBytes = localeKeys.reduce((sum, key) => sum + gzipBytes(manifest[key].file), 0);
console.log(
  `\n${localeKeys.length} locale chunks, ${kb(localeBytes)} KB gz in all (a page loads its own few).`,
);

const login = rows.find((row) => row.route.endsWith("features/auth/pages/login-page.tsx"));
if (!login) {
  console.error("route-sizes: the login page chunk is missing from the manifest.");
  process.exit(1);
}
const verdict = login.firstVisit <= LOGIN_BUDGET_KB * 1024 ? "within" : "OVER";
console.log(
  `/login loads ${kb(login.firstVisit)} KB gz of JavaScript: ${verdict} the ${LOGIN_BUDGET_KB} KB budget.`,
);
if (verdict === "OVER") process.exit(1);
