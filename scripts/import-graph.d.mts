// The types of import-graph.mjs, for the tests that run its rules.

/** What one cruise found: its modules, the edges between features, and every broken rule. */
export interface ImportGraphReport {
  modules: number;
  featureEdges: number;
  /** "rule: from -> to" (with " (cycle: …)" for a circle), or "feature-cycle: a, b need each other". */
  problems: string[];
}

export const REPO_ROOT: string;
export function webProblems(root?: string): Promise<ImportGraphReport>;
export function serverProblems(root?: string): Promise<ImportGraphReport>;
