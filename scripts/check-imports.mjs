#!/usr/bin/env node
// `npm run check:imports`: the import graphs of the web (ADR 0990) and of the server (ADR 1200), read
// by dependency-cruiser against the rules in `scripts/import-graph.mjs`. Fails on a cycle among an
// app's modules, on two features that need each other, on a feature reached past its index.ts, on
// shared code (the web's components/ and lib/; the server's db/, lib/ and plugins/) importing a
// feature, on a table outside the server's db/tables/ or naming anything but tables, and on a web
// feature's index.ts missing or doing more than re-export, and on a server call file exporting more
// than one function or a feature binding its calls or queries to the database in a closure. Biome's noRestrictedImports says most of
// it in the editor; this reads resolved paths, so no spelling of an import escapes it.
import { serverProblems, webProblems } from "./import-graph.mjs";

const apps = [
  [
    "web",
    webProblems,
    "no cycle, no feature reaching past another's index.ts, components/ and lib/ free of features, " +
      "every index.ts a list of re-exports",
  ],
  [
    "server",
    serverProblems,
    "no cycle, no feature reaching past another's index.ts, db/, lib/ and plugins/ free of features, " +
      "every table in db/tables/ naming only tables, one function per call file, no calls bound to a context",
  ],
];

let failed = false;
for (const [name, check, holds] of apps) {
  const { modules, featureEdges, problems } = await check();
  if (problems.length) {
    failed = true;
    console.error(`${name} import graph: ${problems.length} problem(s)`);
    for (const problem of problems) console.error(`  - ${problem}`);
  } else {
    console.log(
      `${name} import graph: ${modules} modules, ${featureEdges} feature-to-feature edges; ${holds}.`,
    );
  }
}
if (failed) process.exit(1);
