import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";

/**
 * The server's layers (ADR 0991): tables (`*.table.ts`, which name only other tables and the column
 * helpers of `lib/`) under `lib/` under the features under the app. This reads the import graph of
 * `apps/server/src` and lists every import that points the wrong way.
 */

/** An import of a source file; a type-only one (`import type`) loads nothing when the code runs. */
export interface Import {
  to: string;
  typeOnly: boolean;
}

/** Each source file (path relative to `src`, with `/`) and the source files it imports. */
export type ImportGraph = Map<string, Import[]>;

const IMPORT =
  /(?:^|[\s;])(?:import|export)\s+(type\s)?[^"'`;]*?from\s*["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return name.endsWith(".ts") && !name.endsWith(".test.ts") ? [path] : [];
  });
}

function resolveImport(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith(".")) return undefined;
  const base = resolve(dirname(from), specifier);
  for (const candidate of [`${base}.ts`, join(base, "index.ts"), base])
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  return undefined;
}

/** The import graph of the production sources under `root` (tests left out: nothing imports them). */
export function readImportGraph(root: string): ImportGraph {
  const graph: ImportGraph = new Map();
  for (const file of sourceFiles(root)) {
    const text = readFileSync(file, "utf8");
    const imports: Import[] = [];
    for (const match of text.matchAll(IMPORT)) {
      const target = resolveImport(file, match[2] ?? match[3] ?? "");
      if (target?.startsWith(root))
        imports.push({ to: relative(root, target).split("\\").join("/"), typeOnly: Boolean(match[1]) });
    }
    graph.set(relative(root, file).split("\\").join("/"), imports);
  }
  return graph;
}

const featureOf = (file: string) => /^features\/([^/]+)\//.exec(file)?.[1];
const isTable = (file: string) => file.endsWith(".table.ts");
/** The `lib/` helpers a table file may use to declare its columns. */
const isColumnHelper = (file: string) => /^lib\/.*columns?\.ts$|^db\/tables\/file-references\.ts$/.test(file);

/** Every import of the graph that breaks a layer rule, as "from → to: rule". */
export function layerViolations(graph: ImportGraph): string[] {
  const found: string[] = [];
  const report = (from: string, to: string, rule: string) => found.push(`${from} → ${to}: ${rule}`);
  const featureEdges = new Map<string, Set<string>>();

  for (const [from, imports] of graph) {
    for (const { to, typeOnly } of imports) {
      const fromFeature = featureOf(from);
      const toFeature = featureOf(to);
      if (from === "db/schema.ts" && !isTable(to))
        report(from, to, "the schema gathers only *.table.ts files");
      if (isTable(from) && !typeOnly && !isTable(to) && !isColumnHelper(to))
        report(from, to, "a table names only other tables and the column helpers of lib/");
      if (isColumnHelper(from) && !typeOnly && !isTable(to) && !isColumnHelper(to))
        report(from, to, "a column helper names only tables");
      if (from.startsWith("lib/") && toFeature && !isTable(to))
        report(from, to, "lib/ uses no feature (only its tables)");
      if (from.startsWith("db/") && toFeature && !isTable(to)) report(from, to, "db/ uses no feature");
      if (fromFeature && toFeature && fromFeature !== toFeature && !isTable(to)) {
        if (to !== `features/${toFeature}/index.ts`)
          report(from, to, "a feature uses another only through its index.ts");
        const edges = featureEdges.get(fromFeature) ?? new Set<string>();
        edges.add(toFeature);
        featureEdges.set(fromFeature, edges);
      }
    }
  }
  for (const cycle of featureCycles(featureEdges)) found.push(`features in a circle: ${cycle.join(" → ")}`);
  return found;
}

/** One circle through each strongly connected group of features (Tarjan), as a path back to its start. */
function featureCycles(edges: Map<string, Set<string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  let next = 0;
  const visit = (node: string) => {
    index.set(node, next);
    low.set(node, next++);
    stack.push(node);
    onStack.add(node);
    for (const to of edges.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(to) ?? 0));
      } else if (onStack.has(to)) low.set(node, Math.min(low.get(node) ?? 0, index.get(to) ?? 0));
    }
    if (low.get(node) === index.get(node)) {
      const group: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop();
        if (member === undefined) break;
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      if (group.length > 1) groups.push(group);
    }
  };
  for (const node of edges.keys()) if (!index.has(node)) visit(node);
  return groups.map((group) => {
    const members = new Set(group);
    // Walk inside the group from its first member until a member repeats.
    const start = [...group].sort()[0] ?? "";
    const path = [start];
    for (;;) {
      const last = path[path.length - 1] ?? start;
      const to = [...(edges.get(last) ?? [])].find((candidate) => members.has(candidate)) ?? start;
      const seen = path.indexOf(to);
      if (seen >= 0) return [...path.slice(seen), to];
      path.push(to);
    }
  });
}
