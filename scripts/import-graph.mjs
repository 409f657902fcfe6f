// The import rules of the web (ADR 0990) and of the server (ADR 1200), read by dependency-cruiser
// from resolved paths, so no spelling of an import escapes them. `scripts/check-imports.mjs` runs
// both on the sources; `apps/server/test/import-graph.test.ts` runs the server's on a small folder
// that breaks each rule once, so a rule that could never fail is seen.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { cruise } from "dependency-cruiser";

/** The repository's root: every path below is relative to it. */
export const REPO_ROOT = fileURLToPath(new URL("..", import.meta.url));

const asPattern = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The web's rules, for the sources under `root` (`apps/web/src`): no module reaches itself again,
 * a feature uses another only through its index.ts, components/ and lib/ use no feature, and the
 * app reaches a feature through its index.ts or its routes.tsx.
 */
export function webRules(root) {
  const SRC = `^${asPattern(root)}/`;
  const FEATURE = `${SRC}features/`;
  return {
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
        to: { path: FEATURE, pathNot: [`${FEATURE}$1/`, `${FEATURE}[^/]+/index\\.ts$`] },
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
}

/**
 * The server's rules, for the sources under `root` (`apps/server/src`). Its layers, each importing
 * only those below it: the tables (`db/tables/`), the rest of `db/` and `lib/`, the plugins, the
 * features, the app. Type-only imports count: a circle of types is still a circle to read.
 */
export function serverRules(root) {
  const SRC = `^${asPattern(root)}/`;
  const FEATURE = `${SRC}features/`;
  const TABLES = `${SRC}db/tables/`;
  return {
    forbidden: [
      {
        name: "no-cycle",
        comment:
          "No module of the server reaches itself again through its imports, types and lazy ones included.",
        severity: "error",
        from: { path: SRC },
        to: { circular: true },
      },
      {
        name: "plugin-without-features",
        comment:
          "A plugin sits below every feature and imports none: what it needs of one, the app hands it (the session reader, the inspector gate).",
        severity: "error",
        from: { path: `${SRC}plugins/` },
        to: { path: FEATURE },
      },
      {
        name: "shared-code-without-features",
        comment: "db/ and lib/ sit below every feature and import none, not even a type.",
        severity: "error",
        from: { path: `${SRC}(db|lib)/` },
        to: { path: FEATURE },
      },
      {
        name: "feature-through-index",
        comment: "A feature uses another feature only through its index.ts.",
        severity: "error",
        from: { path: `${FEATURE}([^/]+)/` },
        to: { path: FEATURE, pathNot: [`${FEATURE}$1/`, `${FEATURE}[^/]+/index\\.ts$`] },
      },
      {
        name: "app-through-index",
        comment: "Outside the features, a feature is reached only through its index.ts.",
        severity: "error",
        from: { path: SRC, pathNot: `${FEATURE}[^/]+/` },
        to: { path: `${FEATURE}[^/]+/`, pathNot: `${FEATURE}[^/]+/index\\.ts$` },
      },
      {
        name: "tables-stand-alone",
        comment:
          "A table file names only other table files (and drizzle, and the shared package): loading the schema loads nothing else.",
        severity: "error",
        from: { path: TABLES },
        to: { path: SRC, pathNot: TABLES },
      },
      {
        name: "tables-in-db",
        comment: "Every table lives in db/tables/, one layer below lib/ and the features.",
        severity: "error",
        from: { path: SRC },
        to: { path: "\\.table\\.ts$", pathNot: `${TABLES}[^/]+\\.table\\.ts$` },
      },
      {
        name: "schema-gathers-tables",
        comment: "db/schema.ts gathers the table files and nothing else.",
        severity: "error",
        from: { path: `${SRC}db/schema\\.ts$` },
        to: { path: SRC, pathNot: `${TABLES}[^/]+\\.table\\.ts$` },
      },
    ],
  };
}

/**
 * Cruises the sources under `root` (a folder relative to the repository) against `ruleSet`, then
 * the features' own graph (`root/features/<name>/`) for groups of features that need each other.
 * Test files are left out: nothing of the app imports them.
 */
export async function importProblems({ root, ruleSet, tsConfig, withTests = true }) {
  const SRC = `^${asPattern(root)}/`;
  const result = await cruise([root], {
    baseDir: REPO_ROOT,
    validate: true,
    ruleSet,
    includeOnly: SRC,
    ...(withTests ? {} : { exclude: { path: "\\.test\\.tsx?$" } }),
    tsPreCompilationDeps: true,
    tsConfig: { fileName: tsConfig },
  });
  if (typeof result.output === "string") throw new Error(result.output);
  const { modules, summary } = result.output;
  const problems = summary.violations.map(
    (violation) =>
      `${violation.rule.name}: ${violation.from} -> ${violation.to}` +
      (violation.cycle?.length
        ? ` (cycle: ${violation.cycle.map((step) => step.name ?? step).join(" -> ")})`
        : ""),
  );

  // The features' own graph: an edge wherever a module of one imports a module of another. A cycle
  // here is two features needing each other, even when no single module does.
  const featureOf = (path) => new RegExp(`${SRC}features/([^/]+)/`).exec(path)?.[1];
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
  const featureEdges = [...edges.values()].reduce((sum, targets) => sum + targets.size, 0);
  return { modules: modules.length, featureEdges, problems };
}

/** The web's graph, and every web feature's index.ts present and holding only re-exports. */
export async function webProblems(root = "apps/web/src") {
  const found = await importProblems({ root, ruleSet: webRules(root), tsConfig: "apps/web/tsconfig.json" });
  // Every feature has its index.ts, and it only re-exports: the web build declares these files free of
  // side effects (apps/web/vite.config.ts), so a page that uses one export of a feature loads no other.
  const featuresDir = join(REPO_ROOT, root, "features");
  const REEXPORT = /^export\s+(type\s+)?(\{[^}]*\}|\*(\s+as\s+\w+)?)(\s+from\s+"[^"]+")?$/;
  for (const feature of readdirSync(featuresDir, { withFileTypes: true })) {
    if (!feature.isDirectory()) continue;
    const file = `${root}/features/${feature.name}/index.ts`;
    if (!existsSync(join(REPO_ROOT, file))) {
      found.problems.push(`feature-index: ${file} is missing`);
      continue;
    }
    const code = readFileSync(join(REPO_ROOT, file), "utf8").replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, "");
    for (const statement of code.split(";").map((part) => part.trim().replace(/\s+/g, " "))) {
      if (statement && !REEXPORT.test(statement)) {
        found.problems.push(`feature-index: ${file} does more than re-export: "${statement.slice(0, 60)}"`);
      }
    }
  }
  return found;
}

/** The server's graph (its production sources: tests may reach anywhere), and its calls' layout. */
export async function serverProblems(root = "apps/server/src") {
  const found = await importProblems({
    root,
    ruleSet: serverRules(root),
    tsConfig: "apps/server/tsconfig.json",
    withTests: false,
  });
  found.problems.push(...callLayoutProblems(root));
  return found;
}

const STATEMENT_EXPORT =
  /^export\s+(?!type\s|interface\s)(default\s+)?(async\s+)?(function|const|let|class|\{)/gm;
const FUNCTION_EXPORT = /^export\s+(async\s+)?function\s/m;
/**
 * The exported functions of a module that are given the app's objects and answer an object whose
 * members are functions: closures of calls or queries bound to the database or a context.
 */
function objectsOfFunctions(code) {
  const found = [];
  const lines = code.split("\n");
  let current = null;
  for (let i = 0; i < lines.length; i += 1) {
    // A function given the app's objects (the database, a transaction, a context): a stateful
    // writer given its options (a PDF's pages) keeps its methods.
    const start = /^export (?:async )?function (\w+)(?:<[^(]*>)?\(\s*(db|tx|deps|ctx|database|app)\b/.exec(
      `${lines[i]} ${lines[i + 1] ?? ""}`,
    );
    if (start) current = start[1];
    else if (/^export (?:async )?function /.test(lines[i])) current = null;
    else if (lines[i] === "}") current = null;
    if (current === null || lines[i] !== "  return {") continue;
    let next = i + 1;
    while (next < lines.length && /^ {4}(\/\/|\/\*\*|\*| \*)/.test(lines[next])) next += 1;
    if (/^ {4}(async )?\w+(\(|: (async )?\(|: \w+ =>)/.test(lines[next] ?? "")) {
      found.push(current);
      current = null;
    }
  }
  return found;
}

/**
 * One file per call (ADR 1300): a feature's `calls/<operation>.ts` exports one function and
 * nothing else but types; no feature binds its calls or queries to a context (a function answering
 * an object of functions, `bindCall`), so a route's function names what it uses.
 */
export function callLayoutProblems(root) {
  const problems = [];
  const sources = (dir) =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory()
        ? sources(join(dir, entry.name))
        : entry.name.endsWith(".ts")
          ? [join(dir, entry.name)]
          : [],
    );
  const featuresDir = join(REPO_ROOT, root, "features");
  if (!existsSync(featuresDir)) return problems;
  for (const feature of readdirSync(featuresDir, { withFileTypes: true })) {
    if (!feature.isDirectory()) continue;
    const dir = join(featuresDir, feature.name);
    for (const file of sources(dir)) {
      if (file.endsWith(".test.ts")) continue;
      for (const name of objectsOfFunctions(readFileSync(file, "utf8")))
        problems.push(
          `calls-not-bound: ${file.slice(REPO_ROOT.length)}: ${name} answers an object of functions`,
        );
    }
    const callsDir = join(dir, "calls");
    if (!existsSync(callsDir)) continue;
    for (const file of readdirSync(callsDir)) {
      if (!file.endsWith(".ts") || file.endsWith(".test.ts")) continue;
      const code = readFileSync(join(callsDir, file), "utf8");
      const exported = code.match(STATEMENT_EXPORT) ?? [];
      if (exported.length !== 1 || !FUNCTION_EXPORT.test(code))
        problems.push(
          `call-one-function: ${root}/features/${feature.name}/calls/${file} exports ${exported.length} values, not one function`,
        );
    }
  }
  for (const file of sources(join(REPO_ROOT, root)))
    if (/\bbindCall\b/.test(readFileSync(file, "utf8")))
      problems.push(`calls-not-bound: ${file.slice(REPO_ROOT.length)} binds calls with bindCall`);
  return problems;
}

/** The groups of more than one feature that reach each other (strongly connected, Tarjan). */
export function featureCycles(graph) {
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
