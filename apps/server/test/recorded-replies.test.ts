import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { Ajv, type ValidateFunction } from "ajv";
import addFormats from "ajv-formats";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "./harness";

/**
 * The web's screen tests are answered by replies recorded from the demo seed
 * (apps/web/component-tests/replies, ADR 1240). Each recorded reply must still be what its call
 * answers: it is checked here against the reply schema its route declares, as the API description
 * publishes it (the zod reply schemas of packages/shared, in JSON Schema). A call the server no
 * longer has, or a reply whose shape changed, fails until the replies are recorded again
 * (`npm run record:screens`). One database is enough: the description does not depend on it.
 */
const here = process.env.TEST_DATABASE_URL
  ? process.env.TRMS_TEST_DB === "postgres"
  : process.env.TRMS_TEST_DB !== "postgres";
const repliesDir = path.resolve(import.meta.dirname, "../../web/component-tests/replies");

interface Recording {
  replies: Record<string, { status: number; body: unknown }>;
}
type Operation = { responses?: Record<string, { content?: Record<string, { schema?: object }> }> };
interface Document {
  paths: Record<string, Record<string, Operation>>;
}

const recordings = readdirSync(repliesDir)
  .filter((file) => file.endsWith(".json"))
  .map((file) => ({
    file,
    recording: JSON.parse(readFileSync(path.join(repliesDir, file), "utf8")) as Recording,
  }));

/** The description's path template (`/api/v1/x/{id}`) that a called path matches, if any. */
function templateOf(document: Document, calledPath: string): string | undefined {
  if (document.paths[calledPath]) return calledPath;
  return Object.keys(document.paths).find((template) => {
    const pattern = template.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace(/\{[^}]+\}/g, "[^/]+");
    return new RegExp(`^${pattern}$`).test(calledPath);
  });
}

describe.runIf(here)("the screen tests' recorded replies", () => {
  let ctx: TestContext;
  let document: Document;
  const ajv = new Ajv({ strict: false, allErrors: true });
  addFormats.default(ajv);
  ajv.addFormat("binary", true);
  const validators = new Map<string, ValidateFunction>();

  beforeAll(async () => {
    ctx = await createTestApp();
    const reply = await ctx.app.inject({ method: "GET", url: "/api/docs/json" });
    expect(reply.statusCode).toBe(200);
    document = reply.json();
    ajv.addSchema(document, "api");
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it("has recordings to check", () => {
    expect(recordings.map(({ file }) => file)).toContain("admin.json");
  });

  for (const { file, recording } of recordings) {
    it(`${file}: every reply matches its call's reply schema`, () => {
      const problems: string[] = [];
      for (const [key, reply] of Object.entries(recording.replies)) {
        const [, , method = "", called = ""] = key.split(" ");
        const calledPath = `/api/v1/${called.split("?")[0]}`;
        const template = templateOf(document, calledPath);
        const operation = template ? document.paths[template]?.[method.toLowerCase()] : undefined;
        if (!template || !operation) {
          problems.push(`${key}: no such call`);
          continue;
        }
        const status = String(reply.status);
        const schema = operation.responses?.[status]?.content?.["application/json"]?.schema;
        if (!schema) {
          problems.push(`${key}: the call declares no ${status} reply`);
          continue;
        }
        const pointer = ["paths", template, method.toLowerCase(), "responses", status, "content"]
          .map((part) => part.replaceAll("~", "~0").replaceAll("/", "~1"))
          .join("/");
        const ref = `api#/${pointer}/application~1json/schema`;
        let validate = validators.get(ref);
        if (!validate) {
          validate = ajv.compile({ $ref: ref });
          validators.set(ref, validate);
        }
        if (!validate(reply.body))
          problems.push(`${key}: ${ajv.errorsText(validate.errors, { separator: "; " }).slice(0, 600)}`);
      }
      expect(problems).toEqual([]);
    });
  }
});
