import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";

/** What scripts/route-sizes.mjs needs beyond Vite's manifest to total what a route loads. */
export interface ChunkFacts {
  /** For each JavaScript chunk, the locale namespaces its source modules name. */
  namespaces: Record<string, string[]>;
  /**
   * The chunks (their files) loaded only when a dialog or drawer first opens
   * (`onDemand(() => import(…))`) or on the first use of what they hold, a notice shown or a form
   * checked (`onFirstUse(() => import(…))`, lib/on-first-use.ts): the chunk that holds each such module.
   */
  onDemand: string[];
  /**
   * The chunks (their files) that src/main.tsx imports lazily to take over a page the server rendered
   * (the query cache it fills with the page's answers); not routes, not locales.
   */
  takeOver: string[];
}

// The arguments of useTranslation/useErrorText/getFixedT, i18next's `ns: [...]` and a kind's
// `namespace: "…"`; and keys written with their namespace ("common:…").
const PLACES =
  /(?:useTranslation|useErrorText|getFixedT)\(([^)]*)\)|\bns:\s*(\[[^\]]*\])|namespace:\s*("[^"]*")/g;
const PREFIXED = /["'`]([a-z-]+):/g;
const QUOTED = /["']([a-z-]+)["']/g;
const ON_DEMAND = /\b(?:onDemand|onFirstUse)\(\s*\(\)\s*=>\s*import\(\s*["']([^"']+)["']\s*\)/g;
const LAZY_IMPORT = /\bimport\(\s*["']([^"']+)["']\s*\)/g;
/** The module that takes over a page the server rendered. */
const TAKE_OVER = "src/main.tsx";

/**
 * Writes `.vite/chunk-facts.json` (ChunkFacts). A namespace named in a module but not used counts
 * too, so the budget errs on the heavy side.
 */
export function chunkFacts(): Plugin {
  let root = ".";
  return {
    name: "trms-chunk-facts",
    apply: "build",
    configResolved(config) {
      root = config.root;
    },
    async generateBundle(_options, bundle) {
      const known = new Set(
        readdirSync(path.join(root, "src/locales/vi"))
          .filter((file) => file.endsWith(".json"))
          .map((file) => file.slice(0, -".json".length)),
      );
      const namesIn = (code: string) => {
        const found: string[] = [];
        for (const place of code.matchAll(PLACES)) {
          const args = place[1] ?? place[2] ?? place[3] ?? "";
          for (const name of args.matchAll(QUOTED)) found.push(name[1] as string);
        }
        for (const name of code.matchAll(PREFIXED)) found.push(name[1] as string);
        return found.filter((name) => known.has(name));
      };
      const facts: ChunkFacts = { namespaces: {}, onDemand: [], takeOver: [] };
      const onDemand = new Set<string>();
      for (const output of Object.values(bundle)) {
        if (output.type !== "chunk") continue;
        const found = new Set<string>();
        for (const id of output.moduleIds) {
          if (!id.startsWith(path.join(root, "src")) || !/\.tsx?$/.test(id)) continue;
          const code = readFileSync(id, "utf8");
          for (const name of namesIn(code)) found.add(name);
          for (const [, specifier] of code.matchAll(ON_DEMAND)) {
            const resolved = await this.resolve(specifier as string, id);
            if (resolved) onDemand.add(resolved.id);
          }
        }
        if (found.size) facts.namespaces[output.fileName] = [...found].sort();
      }
      const chunks = Object.values(bundle).filter((output) => output.type === "chunk");
      facts.onDemand = chunks
        .filter((chunk) => chunk.moduleIds.some((id) => onDemand.has(id)))
        .map((chunk) => chunk.fileName)
        .sort();
      const takeOverFile = path.join(root, TAKE_OVER);
      const takeOver = new Set<string>();
      for (const [, specifier] of readFileSync(takeOverFile, "utf8").matchAll(LAZY_IMPORT)) {
        const resolved = await this.resolve(specifier as string, takeOverFile);
        if (resolved) takeOver.add(resolved.id);
      }
      facts.takeOver = chunks
        .filter((chunk) => !chunk.isEntry && chunk.moduleIds.some((id) => takeOver.has(id)))
        .map((chunk) => chunk.fileName)
        .sort();
      this.emitFile({
        type: "asset",
        fileName: ".vite/chunk-facts.json",
        source: JSON.stringify(facts, null, 1),
      });
    },
  };
}
