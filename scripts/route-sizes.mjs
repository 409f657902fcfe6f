#!/usr/bin/env node
// Prints, for each lazy route chunk of the web build, what a first visit to that route transfers on
// a cold cache, as a browser that accepts Brotli gets it (the build's .br copies,
// apps/web/build/precompress.ts): the entry and the chunks it imports (the page's modulepreloads),
// the chunks main.tsx loads to take over a page the server rendered, the area layout for signed-in
// screens, the route chunk with its static imports, every chunk it loads lazily as it renders (a
// chart, the tasks panel) with theirs, their stylesheets and the font files those name, and the
// locale chunks of the namespaces they name in the heavier language (apps/web/build/chunk-facts.ts).
// A dialog or drawer loaded only when first opened (components/on-demand.tsx) and a module loaded on
// its first use (lib/on-first-use.ts: the notifier, the sign-in form's check) are not counted. Each
// file counts once. "On the wire" adds each response's headers, as Chromium counts a transfer.
// Fails when /login on the wire or a landing page's Brotli bytes are over budget.
import { existsSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

// The sign-in page's budget is what a browser receives, headers included (ADR 1142); a
// landing page's is its files' Brotli bytes (ADR 0999), headers apart.
const BUDGETS_KB = {
  "features/auth/pages/login-page.tsx": { kb: 180, wire: true },
  // Where each role lands (apps/web/src/lib/home.ts): the SIM list (the super administrator, pilots
  // and instructors) and pilot management (every other manager).
  "features/sim/pages/sim-list-page.tsx": { kb: 300, wire: false },
  "features/pilot/pages/pilot-list-page.tsx": { kb: 300, wire: false },
};
// The headers of one response for a file under /assets/ (the server's security headers, caching,
// type and length): 1 069 bytes as Chromium counted them on 2026-11-28. e2e/login-budget.spec.ts
// measures the real transfer.
const HEADER_BYTES = 1100;
const LANGUAGES = ["vi", "en"];
// ROUTE_SIZES_DETAIL=<part of a route's path> lists that route's files, largest first.
const detail = process.env.ROUTE_SIZES_DETAIL;
const dist = process.argv[2] ?? fileURLToPath(new URL("../apps/web/dist/", import.meta.url));

function readJson(file) {
  try {
    return JSON.parse(readFileSync(join(dist, file), "utf8"));
  } catch {
    console.error(`route-sizes: ${join(dist, file)} is missing; run \`npm run build -w @trms/web\`.`);
    process.exit(1);
  }
}
const manifest = readJson(".vite/manifest.json");
const facts = readJson(".vite/chunk-facts.json");
const namespacesOf = facts.namespaces;
// Dialogs and drawers that load when first opened (components/on-demand.tsx), not as a page renders.
const onDemand = new Set(facts.onDemand);
const fileKey = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
// What main.tsx loads to take over a page the server rendered from answers: a signed-in page whose
// route has a loader.
const takeOverKeys = (facts.takeOver ?? []).map((file) => fileKey.get(file)).filter(Boolean);

/** Bytes on the wire: the Brotli copy where the build wrote one (files under 1 KB have none). */
function transferred(file) {
  const br = join(dist, `${file}.br`);
  return statSync(existsSync(br) ? br : join(dist, file)).size;
}

/** The font files a stylesheet names, in the format a browser takes first (woff2). */
function fontsOf(css) {
  const text = readFileSync(join(dist, css), "utf8");
  return [...text.matchAll(/url\(\s*["']?\/?(assets\/[^"')]+\.woff2)["']?\s*\)/g)].map((match) => match[1]);
}

const isLocale = (key) => key.includes("/locales/");
/** A chunk's file, its stylesheets, and every chunk it imports statically, transitively. */
function staticClosure(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const css of chunk.css ?? []) seen.add(css);
  for (const imported of chunk.imports ?? []) staticClosure(imported, seen);
  return seen;
}
/** The static closure and, transitively, every non-locale chunk it imports lazily. */
function loadedClosure(key, seen = new Set(), visited = new Set()) {
  if (visited.has(key)) return seen;
  visited.add(key);
  staticClosure(key, seen);
  const keys = [key, ...collectImports(key)];
  for (const k of keys)
    for (const lazy of manifest[k]?.dynamicImports ?? [])
      if (!isLocale(lazy) && !isRouteChunk(lazy) && !onDemand.has(manifest[lazy]?.file))
        loadedClosure(lazy, seen, visited);
  return seen;
}
function collectImports(key, found = new Set()) {
  for (const imported of manifest[key]?.imports ?? []) {
    if (found.has(imported)) continue;
    found.add(imported);
    collectImports(imported, found);
  }
  return found;
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) {
  console.error("route-sizes: no entry chunk in the manifest.");
  process.exit(1);
}
// What the entry imports lazily, itself or through a chunk it imports statically (the bundler may
// move the router into a shared chunk): the routes, the locales and the record kinds.
const entryLazy = new Set(
  [entryKey, ...collectImports(entryKey)].flatMap((key) => manifest[key]?.dynamicImports ?? []),
);
// Route chunks are the pages and layouts the router imports lazily.
const routeKeys = new Set([...entryLazy].filter((key) => /\/(pages|components)\//.test(key)));
function isRouteChunk(key) {
  return entryLazy.has(key);
}

// The entry's own lazy imports are the routes and locales: only its static part loads everywhere.
const entryFiles = staticClosure(entryKey);

const localeFile = (language, namespace) => manifest[`src/locales/${language}/${namespace}.json`]?.file;
/** The locale chunks, in the heavier language, of the namespaces the given chunks name. */
function localeFiles(files) {
  const namespaces = new Set([...files].flatMap((file) => namespacesOf[file] ?? []));
  let heaviest = [];
  let heaviestBytes = -1;
  for (const language of LANGUAGES) {
    const chosen = [...namespaces].map((ns) => localeFile(language, ns)).filter(Boolean);
    const bytes = chosen.reduce((sum, file) => sum + transferred(file), 0);
    if (bytes > heaviestBytes) [heaviest, heaviestBytes] = [chosen, bytes];
  }
  return heaviest;
}

// Screens inside /admin and /pilot render within the lazily loaded area layout, so a first visit
// loads it too. Public screens are the auth pages, the public survey and the shell's public-* pages.
const AREA_LAYOUT = "src/features/shell/components/app-layout.tsx";
const isPublic = (key) =>
  key.includes("/features/auth/") || key.endsWith("/survey-page.tsx") || /\/public-[^/]+$/.test(key);

const kb = (bytes) => (bytes / 1024).toFixed(1);
const sum = (files) => [...files].reduce((total, file) => total + transferred(file), 0);
const onTheWire = (files) => sum(files) + files.size * HEADER_BYTES;

const rows = [...routeKeys].map((key) => {
  const files = new Set(entryFiles);
  // A signed-in page the server rendered is taken over with the answers it was rendered from; the
  // sign-in page has none, and main.tsx then loads nothing for them.
  if (!isPublic(key)) for (const takeOver of takeOverKeys) staticClosure(takeOver, files);
  if (key !== AREA_LAYOUT && !isPublic(key)) loadedClosure(AREA_LAYOUT, files);
  loadedClosure(key, files);
  for (const file of localeFiles(files)) files.add(file);
  for (const css of [...files].filter((file) => file.endsWith(".css")))
    for (const font of fontsOf(css)) files.add(font);
  const route = key.replace(/^src\//, "");
  if (detail && route.includes(detail))
    for (const file of [...files].sort((a, b) => transferred(b) - transferred(a)))
      console.log(`  ${kb(transferred(file)).padStart(7)}  ${file}  (${route})`);
  const budget = BUDGETS_KB[route];
  const firstVisit = sum(files);
  const wire = onTheWire(files);
  return {
    route,
    own: transferred(manifest[key].file),
    firstVisit,
    wire,
    count: files.size,
    budget,
    over: budget !== undefined && (budget.wire ? wire : firstVisit) > budget.kb * 1024,
  };
});
rows.sort((a, b) => a.firstVisit - b.firstVisit);

const width = Math.max(...rows.map((row) => row.route.length), 10);
console.log(
  `${"route chunk".padEnd(width)}  ${"own KB".padStart(7)}  ${"first visit KB".padStart(14)}  ${"on the wire KB".padStart(14)}  ${"files".padStart(5)}  budget`,
);
console.log(
  `${"-".repeat(width)}  ${"-".repeat(7)}  ${"-".repeat(14)}  ${"-".repeat(14)}  ${"-".repeat(5)}  ------`,
);
console.log(
  `${"(entry)".padEnd(width)}  ${kb(sum(entryFiles)).padStart(7)}  ${kb(sum(entryFiles)).padStart(14)}  ${kb(onTheWire(entryFiles)).padStart(14)}  ${String(entryFiles.size).padStart(5)}`,
);
const budgetText = (budget) => `${budget.kb} KB ${budget.wire ? "on the wire" : "Brotli"}`;
for (const row of rows) {
  const budget = row.budget === undefined ? "" : `${budgetText(row.budget)}${row.over ? " OVER" : ""}`;
  console.log(
    `${row.route.padEnd(width)}  ${kb(row.own).padStart(7)}  ${kb(row.firstVisit).padStart(14)}  ${kb(row.wire).padStart(14)}  ${String(row.count).padStart(5)}  ${budget}`,
  );
}
console.log(
  `\nBytes as transferred with Brotli on a cold cache: scripts, stylesheets, the fonts they name and locale texts (the page itself apart); on the wire, ${HEADER_BYTES} B of headers a file more.`,
);

const missing = Object.keys(BUDGETS_KB).filter((route) => !rows.some((row) => row.route === route));
if (missing.length) {
  console.error(`route-sizes: no route chunk for ${missing.join(", ")}.`);
  process.exit(1);
}
const over = rows.filter((row) => row.over);
for (const row of rows.filter((r) => r.budget !== undefined)) {
  const measured = row.budget.wire ? row.wire : row.firstVisit;
  console.log(
    `${row.route}: ${kb(measured)} KB, ${row.over ? "OVER" : "within"} the budget of ${budgetText(row.budget)}.`,
  );
}
if (over.length) process.exit(1);
