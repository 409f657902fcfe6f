import { execFileSync } from "node:child_process";
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { operationIdOf } from "../src/lib/openapi";
import { createTestApp, type TestContext } from "./harness";

/**
 * The API description another client builds on: Redocly's recommended rules at
 * 0 errors, and every operation named, summarised and with its failure replies. One database is
 * enough: the description does not depend on it.
 */
const here = process.env.TEST_DATABASE_URL
  ? process.env.TRMS_TEST_DB === "postgres"
  : process.env.TRMS_TEST_DB !== "postgres";
const root = path.resolve(import.meta.dirname, "../../..");

type Operation = {
  operationId?: string;
  summary?: string;
  responses?: Record<string, unknown>;
  requestBody?: {
    content?: Record<
      string,
      {
        schema?: {
          properties?: Record<string, { format?: string; type?: string; items?: { format?: string } }>;
          required?: string[];
        };
      }
    >;
  };
};
let ctx: TestContext;
let document: { paths: Record<string, Record<string, Operation>> };

describe.runIf(here)("the OpenAPI description at /api/docs/json", () => {
  beforeAll(async () => {
    ctx = await createTestApp();
    const reply = await ctx.app.inject({ method: "GET", url: "/api/docs/json" });
    expect(reply.statusCode).toBe(200);
    document = reply.json();
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it("names, summarises and gives failure replies to every operation", () => {
    const operations = Object.entries(document.paths).flatMap(([url, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ url, method, operation })),
    );
    expect(operations.length).toBeGreaterThan(120);
    const ids = operations.map(({ operation }) => operation.operationId);
    expect(new Set(ids).size).toBe(operations.length);
    for (const { url, method, operation } of operations) {
      const where = `${method.toUpperCase()} ${url}`;
      expect(operation.summary, where).toBeTruthy();
      expect(operation.operationId, where).toMatch(/^[a-z0-9_]+$/i);
      expect(
        Object.keys(operation.responses ?? {}).some((status) => status.startsWith("4")),
        where,
      ).toBe(true);
    }
    expect(document.paths["/api/v1/pilot/sort_pilot"]?.post?.operationId).toBe("pilot_sort_pilot");
    expect(operationIdOf("GET", "/api/v1/files/*")).toBe("get_files_path");
    expect(Object.keys(document.paths).some((url) => url.includes("{*}"))).toBe(false);
  });

  it("describes every multipart call's body: its fields and its files, as the call reads them", () => {
    const FILE_ONLY = new Set(["/api/v1/verify/verify_pdf", "/api/v1/import/preview"]);
    const multipart = ctx.app.routeRules.filter((rule) => rule.multipart);
    expect(multipart.length).toBeGreaterThan(20);
    for (const rule of multipart) {
      const where = `${rule.method} ${rule.url}`;
      const body =
        document.paths[rule.url]?.[rule.method.toLowerCase()]?.requestBody?.content?.["multipart/form-data"]
          ?.schema;
      expect(body, where).toBeDefined();
      const properties = body?.properties ?? {};
      const files = Object.entries(properties).filter(
        ([, value]) => value.format === "binary" || value.items?.format === "binary",
      );
      expect(files.length, `${where} names its file fields`).toBeGreaterThan(0);
      // The public verification takes a PDF and nothing beside it; an import's preview its workbook.
      if (!FILE_ONLY.has(rule.url))
        expect(Object.keys(properties).length, `${where} names its text fields`).toBeGreaterThan(
          files.length,
        );
    }
    const submit =
      document.paths["/api/v1/sim/submit_form"]?.post?.requestBody?.content?.["multipart/form-data"]?.schema;
    expect(submit?.required).toEqual(
      expect.arrayContaining(["submitted_form_id", "form_order", "submitted_report"]),
    );
    expect(submit?.properties?.submitted_report).toMatchObject({ type: "string", format: "binary" });
    const documents =
      document.paths["/api/v1/training_document/create_td"]?.post?.requestBody?.content?.[
        "multipart/form-data"
      ]?.schema;
    expect(documents?.properties?.files).toMatchObject({ type: "array", items: { format: "binary" } });
  });

  it("passes Redocly's recommended rules with 0 errors", async () => {
    const file = path.join(ctx.dataDir, "openapi.json");
    await writeFile(file, JSON.stringify(document));
    const bin = path.join(root, "node_modules/@redocly/cli/bin/cli.js");
    let output: string;
    try {
      output = execFileSync(
        process.execPath,
        [bin, "lint", file, "--extends", "recommended", "--format", "json", "--max-problems", "5000"],
        { cwd: ctx.dataDir, encoding: "utf8", env: { ...process.env, REDOCLY_TELEMETRY: "off" } },
      );
    } catch (error) {
      output = String((error as { stdout?: string }).stdout ?? "");
    }
    const problems = (
      JSON.parse(output) as { problems: { ruleId: string; severity: string; message: string }[] }
    ).problems;
    const errors = problems.filter((problem) => problem.severity === "error");
    expect(errors.map((problem) => `${problem.ruleId}: ${problem.message}`)).toEqual([]);
    // The warnings left: the proprietary license has no URL to point at, and the two browser
    // navigations of the identity provider's sign-in succeed with a redirect (303), not a 2xx.
    const warnings = problems.filter((problem) => problem.severity !== "error");
    expect(warnings.map((problem) => problem.ruleId).sort()).toEqual([
      "info-license-strict",
      "operation-2xx-response",
      "operation-2xx-response",
    ]);
  }, 60_000);
});
