#!/usr/bin/env node
// Compiles the server into ES modules, apps/server/dist/main.js and the chunks it loads, that
// `npm start` runs with plain Node (docs/decisions/0040-compiled-server.md), and the
// backup and restore commands into dist/backup.js. The server, @trms/shared and the npm
// packages a start loads are bundled (ADR 1089); the rest stay imports from node_modules, so native
// and WebAssembly packages (argon2, PGlite) load their own files as usual.
import { spawnSync } from "node:child_process";
import { readdir, readFile, rename, rm } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const root = fileURLToPath(new URL("..", import.meta.url));
const outdir = path.join(root, "apps/server/dist");

/**
 * npm packages a bundle cannot hold, left for Node to load from node_modules: those that find their
 * own files beside their code or load native or WebAssembly code, and those the server loads only on
 * first use, which keep their own files and cost a start nothing. Every other package is
 * bundled with the server, so a start reads a few chunks instead of finding, reading and linking
 * ~600 files one by one.
 */
const EXTERNAL_PACKAGES = [
  // their own files, native or WebAssembly code
  "@electric-sql/pglite",
  "@node-rs/argon2",
  "@fastify/swagger-ui",
  "pino",
  "thread-stream",
  // what Swagger UI (external) loads itself: one copy serves both
  "yaml",
  "@fastify/static",
  "fastify-plugin",
  "rfdc",
  // Fastify's JSON-schema compilers, never loaded: the API validates and serialises with zod
  "@fastify/ajv-compiler",
  "@fastify/fast-json-stringify-compiler",
  "ajv",
  "ajv-formats",
  "fast-json-stringify",
  // loaded on first use
  "@aws-sdk/client-s3",
  "@aws-sdk/lib-storage",
  "@signpdf/placeholder-plain",
  "@signpdf/signer-p12",
  "@signpdf/signpdf",
  "archiver",
  "exceljs",
  "file-type",
  "node-forge",
  "nodemailer",
  "pdf-parse",
  "pdfkit",
  "pg",
  "prom-client",
  "s3rver",
  "smtp-server",
  "tar-stream",
  "unzipper",
];
const packageOf = (specifier) =>
  specifier
    .split("/")
    .slice(0, specifier.startsWith("@") ? 2 : 1)
    .join("/");

/** Bundles our own workspace packages and every npm package but EXTERNAL_PACKAGES. */
const externalPackages = {
  name: "external-packages",
  setup(esbuild) {
    esbuild.onResolve({ filter: /^[^./]/ }, (args) =>
      EXTERNAL_PACKAGES.includes(packageOf(args.path)) || args.path.startsWith("node:")
        ? { path: args.path, external: true }
        : undefined,
    );
  },
};

const started = performance.now();
// Written beside the target and renamed, so a server starting meanwhile never reads half a file.
const staging = path.join(outdir, `.main-${process.pid}`);
const { metafile } = await build({
  entryPoints: {
    main: path.join(root, "apps/server/src/main.ts"),
    backup: path.join(root, "apps/server/src/backup-cli.ts"),
    "build-template": path.join(root, "apps/server/src/db/build-template.ts"),
  },
  outdir: staging,
  bundle: true,
  platform: "node",
  format: "esm",
  // The entry loads the rest of the server, and the packages it imports, only after starting the
  // database template's copy: what more than one entry imports goes into shared chunks.
  splitting: true,
  // Beside the entries, so the code that finds files from its own place (paths.ts) finds them.
  chunkNames: "chunk-[hash]",
  target: "node20",
  conditions: ["node"],
  sourcemap: "linked",
  sourcesContent: false,
  legalComments: "none",
  // Without comments and indentation, and every chunk Latin-1 (checked below): V8 keeps each
  // module's source text for as long as the server runs, two bytes a character as soon as one
  // character is outside Latin-1 (a dash in a comment was enough). Identifiers stay, so stack
  // traces name functions; the linked maps give the TypeScript lines.
  minifyWhitespace: true,
  // The bundled CommonJS packages require Node's modules and the external packages through this.
  banner: {
    js: 'import { createRequire as __createRequire } from "node:module"; const require = __createRequire(import.meta.url);',
  },
  logLevel: "warning",
  plugins: [externalPackages],
  metafile: true,
});
// What the entry loads before it starts the copy: its static imports, and theirs, must be Node's own
// modules; a package imported there, or bundled into a chunk loaded there, would load before the
// copy starts.
const early = new Set();
const loadedFirst = (output) => {
  for (const input of Object.keys(metafile.outputs[output]?.inputs ?? {}))
    if (input.includes("node_modules/")) early.add(packageOf(input.split("node_modules/").pop()));
  for (const item of metafile.outputs[output]?.imports ?? []) {
    if (item.kind !== "import-statement") continue;
    if (item.external) early.add(item.path);
    else loadedFirst(item.path);
  }
};
const entryOutput = path.relative(process.cwd(), path.join(staging, "main.js"));
if (!metafile.outputs[entryOutput]) throw new Error(`the build wrote no ${entryOutput}`);
loadedFirst(entryOutput);
/** A check the build failed: says why, leaves nothing staged, and exits 1. */
const abandon = async (message) => {
  console.error(message);
  await rm(staging, { recursive: true, force: true });
  process.exit(1);
};
const packagesFirst = [...early].filter((name) => !name.startsWith("node:"));
if (packagesFirst.length > 0)
  await abandon(`apps/server/src/main.ts loads packages before the server: ${packagesFirst.join(", ")}`);
// esbuild escapes what strings hold outside ASCII, but not what a tagged template holds (its raw text
// is part of its value): one such character would double the chunk's share of the heap (ADR 1094).
for (const file of Object.keys(metafile.outputs).filter((name) => name.endsWith(".js"))) {
  const text = await readFile(file, "utf8");
  const wide = /[\u0100-\u{10ffff}]/u.exec(text);
  if (wide)
    await abandon(
      `${path.basename(file)} holds "${wide[0]}" outside Latin-1, in …${text.slice(Math.max(0, wide.index - 60), wide.index + 20)}…: write it as a string (the build escapes it) or an escape (ADR 1094)`,
    );
}
// Chunks are named by their content: the new ones go in first, then the entries that import them,
// then the chunks no entry names any more.
const isChunk = (name) => /^chunk-.*\.js(\.map)?$/.test(name);
const chunks = new Set((await readdir(staging)).filter(isChunk));
for (const chunk of chunks) await rename(path.join(staging, chunk), path.join(outdir, chunk));
for (const entry of ["main", "backup", "build-template"]) {
  await rename(path.join(staging, `${entry}.js.map`), path.join(outdir, `${entry}.js.map`));
  await rename(path.join(staging, `${entry}.js`), path.join(outdir, `${entry}.js`));
}
await rm(staging, { recursive: true, force: true });
for (const file of await readdir(outdir))
  if (isChunk(file) && !chunks.has(file)) await rm(path.join(outdir, file), { force: true });
console.log(`server built: apps/server/dist/main.js in ${Math.round(performance.now() - started)} ms`);

// The embedded database's migrated cluster, which a server copies into a data folder without a
// database instead of running PGlite's initdb in its own process (ADR 1000). The script keeps the
// template in place when PGlite and the migrations are unchanged.
const template = spawnSync(process.execPath, [path.join(outdir, "build-template.js")], { stdio: "inherit" });
if (template.status !== 0) process.exit(template.status ?? 1);
