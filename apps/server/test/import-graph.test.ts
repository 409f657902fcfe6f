import { describe, expect, it } from "vitest";
import { serverProblems } from "../../../scripts/import-graph.mjs";

const FIXTURE = "apps/server/test/fixtures/import-graph/src";

describe("the server's import graph (ADR 1200)", () => {
  it("holds every rule on the sources as they are", async () => {
    const report = await serverProblems();
    // The cruise read the sources (a cruise that saw nothing would pass anything).
    expect(report.modules).toBeGreaterThan(300);
    expect(report.featureEdges).toBeGreaterThan(5);
    expect(report.problems).toEqual([]);
  });

  it("fails on a folder that breaks each rule once, and only there", async () => {
    const { problems } = await serverProblems(FIXTURE);
    const found = problems.map((problem) =>
      problem
        .replace(/ \(cycle: .*\)$/, "")
        .replaceAll(`${FIXTURE}/`, "")
        .replace(
          /^(no-cycle: )(.*) -> (.*)$/,
          (_, rule, from, to) => `${rule}${[from, to].sort().join(" <-> ")}`,
        ),
    );
    expect(found.sort()).toEqual(
      [
        // A circle of files, and one of types alone.
        "no-cycle: lib/one.ts <-> lib/two.ts",
        "no-cycle: lib/holder.ts <-> lib/shape.ts",
        // Two features that need each other, though no file of theirs is in a circle.
        "feature-cycle: alpha, beta need each other",
        "plugin-without-features: plugins/guard.ts -> features/alpha/index.ts",
        "shared-code-without-features: lib/uses-feature.ts -> features/alpha/index.ts",
        "feature-through-index: features/alpha/deep.ts -> features/beta/beta.ts",
        "app-through-index: app.ts -> features/beta/beta.ts",
        "tables-stand-alone: db/tables/thing.table.ts -> lib/label.ts",
        "tables-in-db: features/beta/beta.ts -> features/beta/beta.table.ts",
        "schema-gathers-tables: db/schema.ts -> lib/label.ts",
        // One file per call, nothing bound to a context (ADR 1300).
        "call-one-function: features/alpha/calls/two.ts exports 2 values, not one function",
        "calls-not-bound: features/beta/beta.repository.ts: betaRepository answers an object of functions",
        "calls-not-bound: lib/bound.ts binds calls with bindCall",
      ].sort(),
    );
  });
});
