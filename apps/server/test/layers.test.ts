import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { type ImportGraph, layerViolations, readImportGraph } from "./layers";

const SRC = fileURLToPath(new URL("../src", import.meta.url));

/** A graph from "from: to, to" lines; a target written `type:path` is a type-only import. */
const graphOf = (lines: Record<string, string[]>): ImportGraph =>
  new Map(
    Object.entries(lines).map(([from, targets]) => [
      from,
      targets.map((to) => ({ to: to.replace(/^type:/, ""), typeOnly: to.startsWith("type:") })),
    ]),
  );

describe("the server's layers point one way (issue 26 item 4, ADR 0991)", () => {
  it("holds for the sources as they are", () => {
    const graph = readImportGraph(SRC);
    // The reader found the sources and their imports (a reader that saw nothing would pass anything).
    expect(graph.size).toBeGreaterThan(150);
    expect(graph.get("db/schema.ts")?.length).toBeGreaterThan(15);
    expect(layerViolations(graph)).toEqual([]);
  });

  it("reports the schema gathering a feature's index instead of its table", () => {
    expect(layerViolations(graphOf({ "db/schema.ts": ["features/user/index.ts"] }))).toEqual([
      "db/schema.ts → features/user/index.ts: the schema gathers only *.table.ts files",
      "db/schema.ts → features/user/index.ts: db/ uses no feature",
    ]);
  });

  it("reports a table that loads a feature's code, but not a type it names", () => {
    const graph = graphOf({
      "features/pilot/pilot.table.ts": ["features/user/index.ts", "features/user/user.table.ts"],
      "db/tables/file-references.ts": ["type:db/client.ts"],
    });
    expect(layerViolations(graph)).toEqual([
      "features/pilot/pilot.table.ts → features/user/index.ts: a table names only other tables and the column helpers of lib/",
    ]);
  });

  it("reports lib/ using a feature, even for a type, and allows its tables", () => {
    const graph = graphOf({
      "lib/workflow-mail.ts": ["features/user/user.table.ts", "features/pilot/index.ts"],
      "lib/feature.ts": ["type:features/training-record/approve-record.ts"],
    });
    expect(layerViolations(graph)).toEqual([
      "lib/workflow-mail.ts → features/pilot/index.ts: lib/ uses no feature (only its tables)",
      "lib/feature.ts → features/training-record/approve-record.ts: lib/ uses no feature (only its tables)",
    ]);
  });

  it("reports a deep import into another feature", () => {
    const graph = graphOf({ "features/sim-form/sim-form.service.ts": ["features/sim/sim.repository.ts"] });
    expect(layerViolations(graph)).toEqual([
      "features/sim-form/sim-form.service.ts → features/sim/sim.repository.ts: a feature uses another only through its index.ts",
    ]);
  });

  it("reports features in a circle through their indexes, not through a table", () => {
    const circle = graphOf({
      "features/user/user.service.ts": ["features/auth/index.ts"],
      "features/auth/auth.repository.ts": ["features/pilot/index.ts"],
      "features/pilot/pilot.service.ts": ["features/user/index.ts"],
    });
    expect(layerViolations(circle)).toEqual(["features in a circle: auth → pilot → user → auth"]);
    const throughTable = graphOf({
      "features/user/user.service.ts": ["features/auth/index.ts"],
      "features/auth/auth.repository.ts": ["features/user/user.table.ts"],
    });
    expect(layerViolations(throughTable)).toEqual([]);
  });
});
