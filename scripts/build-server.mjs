#!/usr/bin/env node
// Compiles the server into one ES module, apps/server/dist/main.js, that `npm start` runs with
// plain Node (docs/decisions/0040-compiled-server.md), and the backup and restore commands into
// dist/backup.js (ADR 1040). The server and @trms/shared are bundled;
// every npm package stays an import from node_modules, so native and WebAssembly packages
// (argon2, PGlite) load their own files as usual.
import { spawnSync } from "node:child_process";
import { rename, rm } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const root = fileURLToPath(new URL("..", import.meta.url));
const outdir = path.join(root, "apps/server/dist");

/** Bundles only our own workspace packages; any other bare import is left to Node. */
const externalPackages = {
  name: "external-packages",
  setup(esbuild) {
    esbuild.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith("@trms/") ? undefined : { path: args.path, external: true },
    );
  },
};

const started = performance.now();
// Written beside the target and renamed, so a server starting meanwhile never reads half a file.
const staging = path.join(outdir, `.main-${process.pid}`);
await build({
  entryPoints: {
    main: path.join(root, "apps/server/src/main.ts"),
    backup: path.join(root, "apps/server/src/backup-cli.ts"),
    "build-template": path.join(root, "apps/server/src/db/build-template.ts"),
  },
  outdir: staging,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  conditions: ["node"],
  sourcemap: "linked",
  sourcesContent: false,
  legalComments: "none",
  logLevel: "warning",
  plugins: [externalPackages],
});
for (const entry of ["main", "backup", "build-template"]) {
  await rename(path.join(staging, `${entry}.js.map`), path.join(outdir, `${entry}.js.map`));
  await rename(path.join(staging, `${entry}.js`), path.join(outdir, `${entry}.js`));
}
await rm(staging, { recursive: true, force: true });
console.log(`server built: apps/server/dist/main.js in ${Math.round(performance.now() - started)} ms`);

// The embedded database's migrated cluster, which a server copies into a data folder without a
// database instead of running PGlite's initdb in its own process (ADR 1000). The script keeps the
// template in place when PGlite and the migrations are unchanged.
const template = spawnSync(process.execPath, [path.join(outdir, "build-template.js")], { stdio: "inherit" });
if (template.status !== 0) process.exit(template.status ?? 1);
