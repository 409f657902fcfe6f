#!/usr/bin/env node
// `npm run check:imports`: the web's import graph, read by dependency-cruiser, against the rules of
// ADR 0990. Fails on a cycle among the web's modules, on a cycle among its features, on a feature
// reaching into another feature past its index.ts, on components/ or lib/ importing a feature, and on
// the app reaching a feature other than through its index.ts or its routes.tsx, and on a feature's
// index.ts missing or doing more than re-export. Biome's noRestrictedImports says most of it in the
// editor; this reads resolved paths, so no spelling of an import escapes it.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { cruise } from "dependency-cruiser";

process.chdir(fileURLToPath(new URL("..", import.meta.url)));

const SRC = "^apps/web/src/";
const FEATURE = `${SRC}features/`;

const ruleSet = {
  forbidden: [
    {
      name: "no-cycle",
      comment: "No module of the web reaches itself again through its imports, lazy ones included.",
      severity: "error",
      from: { path: SRC },
      to: { circular: true },
    },
    {
      name: "feature-through-index",
      comment: "A feature uses another feature only through its index.ts.",
      severity: "error",
      from: { path: `${FEATURE}([^/]+)/` },
      to: {
        path: FEATURE,
        pathNot: [`${FEATURE}$1/`, `${FEATURE}[^/]+/index\\.ts$`],
      },
    },
    {
      name: "shared-code-without-features",
      comment: "components/ and lib/ sit below every feature and import none.",
      severity: "error",
      from: { path: `${SRC}(components|lib)/` },
      to: { path: FEATURE },
    },
    {
      name: "app-through-doors",
      comment:
        "Outside the features, a feature is reached through its index.ts, or its routes.tsx for the route table.",
      severity: "error",
      from: { path: SRC, pathNot: `${SRC}(features|components|lib)/` },
      to: { path: FEATURE, pathNot: `${FEATURE}[^/]+/(index\\.ts|routes\\.tsx)$` },
    },
  ],
};

const result = await cruise(["apps/web/src"], {
  validate: true,
  ruleSet,
  includeOnly: SRC,
  tsPreCompilationDeps: true,
  tsConfig: { fileName: "apps/web/tsconfig.json" },
});
const { modules, summary } = result.output;

const problems = summary.violations.map(
  (violation) =>
    `${violation.rule.name}: ${violation.from} -> ${violation.to}` +
    (violation.cycle?.length
      ? ` (cycle: ${violation.cycle.map((step) => step.name ?? step).join(" -> ")})`
      : ""),
);

// Every feature has its index.ts, and it only re-exports: the web build declares these files free of side
// effects (apps/web/vite.config.ts), so a page that uses one export of a feature loads no other.
const FEATURES_DIR = "apps/web/src/features";
const REEXPORT = /^export\s+(type\s+)?(\{[^}]*\}|\*(\s+as\s+\w+)?)(\s+from\s+"[^"]+")?$/;
for (const feature of readdirSync(FEATURES_DIR, { withFileTypes: true })) {
  if (!feature.isDirectory()) continue;
  const file = `${FEATURES_DIR}/${feature.name}/index.ts`;
  if (!existsSync(file)) {
    problems.push(`feature-index: ${file} is missing`);
    continue;
  }
  const code = readFileSync(file, "utf8").replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, "");
  for (const statement of code.split(";").map((part) => part.trim().replace(/\s+/g, " "))) {
    if (statement && !REEXPORT.test(statement)) {
      problems.push(`feature-index: ${file} does more than re-export: "${statement.slice(0, 60)}"`);
    }
  }
}

// The features' own graph: an edge wherever a module of one imports a module of another. A cycle
// here is two features needing each other, even when no single module does.
const featureOf = (path) => new RegExp(`${FEATURE}([^/]+)/`).exec(path)?.[1];
const edges = new Map();
for (const module of modules) {
  const from = featureOf(module.source);
  if (!from) continue;
  for (const dependency of module.dependencies) {
    const to = featureOf(dependency.resolved);
    if (!to || to === from) continue;
    if (!edges.has(from)) edges.set(from, new Set());
    edges.get(from).add(to);
  }
}
for (const group of featureCycles(edges)) {
  problems.push(`feature-cycle: ${group.join(", ")} need each other`);
}

if (problems.length) {
  console.error(`web import graph: ${problems.length} problem(s) (ADR 0990)`);
  for (const problem of problems) console.error(`  - ${problem}`);
  process.exit(1);
}
const featureEdges = [...edges.values()].reduce((sum, targets) => sum + targets.size, 0);
console.log(
  `web import graph: ${modules.length} modules, ${featureEdges} feature-to-feature edges; ` +
    "no cycle, no feature reaching past another's index.ts, components/ and lib/ free of features, " +
    "every index.ts a list of re-exports.",
);

/** The groups of more than one feature that reach each other (strongly connected, Tarjan). */
function featureCycles(graph) {
  let next = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const groups = [];
  const visit = (node) => {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    onStack.add(node);
    for (const target of graph.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node), low.get(target)));
      } else if (onStack.has(target)) {
        low.set(node, Math.min(low.get(node), index.get(target)));
      }
    }
    if (low.get(node) === index.get(node)) {
      const group = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      if (group.length > 1) groups.push(group.sort());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return groups;
}
