import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_PASSWORD } from "./accounts";
import { apiClient } from "./client";
import {
  createAdmin,
  createBaseTraining,
  createEventReport,
  createInstructor,
  createLineCheck,
  createLineTraining,
  createPilot,
  createProgressTheory,
  createSimForm,
  createTheoryTest,
  createToldgRecord,
  createTrainingDocument,
  createTrainingFlight,
} from "./factories";
import { createTestApp, type TestContext } from "./harness";

/**
 * Schema-driven fuzzing of every route: bodies generated from each route's declared
 * schema, mutated towards the edges (wrong types, huge and negative numbers, NUL bytes, lists for
 * objects, unknown keys, lone UTF-16 surrogates), query strings generated from each GET route's
 * declared parameters (the list exports), and multipart bodies cut short, emptied or without a
 * boundary. Every
 * request must get an answer, quickly, and never a 5xx.
 */
type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
};

const edgeString = fc.oneof(
  { weight: 2, arbitrary: fc.string({ maxLength: 20 }) },
  {
    weight: 4,
    arbitrary: fc.constantFrom(
      "",
      " ",
      "a\u0000b",
      "\u0000",
      "a\ud800b",
      "\udfff",
      "\ud83d",
      "0x3",
      " 3 ",
      "1e3",
      "-1",
      "2147483648",
      "99999999999999999999",
    ),
  },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      "2026-02-31",
      "2026-13-01",
      "0000-00-00",
      "2026-01-01",
      "'; drop table users; --",
      "%_\\",
    ),
  },
  { weight: 1, arbitrary: fc.string({ minLength: 300, maxLength: 400 }) },
);
const edgeNumber = fc.oneof(
  fc.integer({ min: -5, max: 10 }),
  fc.constantFrom(0, -1, 1.5, 2147483647, 2147483648, 9007199254740991, 1e300, -1e300),
);
const wrongType = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  edgeNumber,
  edgeString,
  fc.constant([]),
  fc.constant([3]),
  fc.constant({}),
  fc.constant({ nested: { deep: [1, "x"] } }),
);

/** A value for a JSON schema: mostly the right shape, often at the edges, sometimes wrong. */
function valueFor(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return wrongType;
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants?.length) return fc.oneof(...variants.map((v) => valueFor(v, depth + 1)));
  if (schema.allOf?.length) return valueFor(schema.allOf[0], depth + 1);
  if (schema.const !== undefined) return fc.oneof(fc.constant(schema.const), wrongType);
  if (schema.enum?.length) return fc.oneof(fc.constantFrom(...schema.enum), wrongType);
  const type = [schema.type ?? "object"].flat()[0];
  let right: fc.Arbitrary<unknown>;
  switch (type) {
    case "string":
      right = edgeString;
      break;
    case "integer":
    case "number":
      right = fc.oneof(edgeNumber, fc.integer({ min: 1, max: 30 }).map(String));
      break;
    case "boolean":
      right = fc.oneof(fc.boolean(), fc.constantFrom("true", "false", "yes"));
      break;
    case "array":
      right = fc.array(valueFor(schema.items, depth + 1), { maxLength: 4 });
      break;
    case "null":
      right = fc.constant(null);
      break;
    default: {
      const properties = schema.properties ?? {};
      const keys = Object.keys(properties);
      right = fc
        .record(Object.fromEntries(keys.map((key) => [key, valueFor(properties[key], depth + 1)])), {
          requiredKeys: [],
        })
        .chain((record) =>
          fc.oneof(
            { weight: 5, arbitrary: fc.constant(record) },
            { weight: 1, arbitrary: fc.constant({ ...record, unknown_key: "x" }) },
          ),
        );
    }
  }
  return fc.oneof({ weight: 4, arbitrary: right }, { weight: 1, arbitrary: wrongType });
}

/** A NUL or a lone surrogate anywhere, keys included: every route must refuse such a request. */
function hasUnstorableText(value: unknown): boolean {
  if (typeof value === "string")
    return (
      value.includes("\u0000") ||
      /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(value)
    );
  if (value === null || typeof value !== "object") return false;
  return Object.entries(value).some(([key, item]) => hasUnstorableText(key) || hasUnstorableText(item));
}

/** Every field of a body whose name says it holds a date or a date-time, as a path into the body. */
function datePaths(
  schema: JsonSchema | undefined,
  prefix: (string | number)[] = [],
  depth = 0,
): (string | number)[][] {
  if (!schema || depth > 5) return [];
  const variants = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (variants?.length)
    return variants.flatMap((variant) => datePaths(variant, prefix, depth + 1)).slice(0, 1);
  if (schema.items) return datePaths(schema.items, [...prefix, 0], depth + 1);
  return Object.entries(schema.properties ?? {}).flatMap(([key, property]) => {
    const nested = datePaths(property, [...prefix, key], depth + 1);
    if (nested.length > 0) return nested;
    const type = [property.type ?? (property.anyOf ?? property.oneOf)?.[0]?.type].flat()[0];
    return /date/.test(key) && (type === "string" || type === undefined) ? [[...prefix, key]] : [];
  });
}

/** A body with `value` at `path`, the objects and lists on the way made as needed. */
function setAt(
  body: Record<string, unknown>,
  path: (string | number)[],
  value: unknown,
): Record<string, unknown> {
  let node: Record<string | number, unknown> = body;
  path.forEach((key, index) => {
    if (index === path.length - 1) node[key] = value;
    else {
      node[key] ??= typeof path[index + 1] === "number" ? [] : {};
      node = node[key] as Record<string | number, unknown>;
    }
  });
  return body;
}

const BOUNDARY = "----trmsfuzz";
const part = (name: string, value: string, filename?: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"${filename ? `; filename="${filename}"\r\nContent-Type: application/octet-stream` : ""}\r\n\r\n${value}\r\n`;

/** Multipart bodies that break the format in the ways the probe found. */
const multipartBody = fc
  .record({
    fields: fc.array(
      fc.tuple(
        fc.constantFrom("id", "pilot_id", "sectors[0].departure", "phase_report.type", "x"),
        edgeString,
      ),
      { maxLength: 4 },
    ),
    file: fc.option(
      fc.tuple(
        fc.constantFrom("report", "avatar", "files", "phase_report.report", "other"),
        fc.constantFrom("", "%PDF-1.4\n", "\x89PNG\r\n\x1a\n", "garbage"),
      ),
    ),
    ending: fc.constantFrom("closed", "cut", "cut-in-file", "none"),
    contentType: fc.constantFrom("boundary", "no-boundary", "json"),
  })
  .map(({ fields, file, ending, contentType }) => {
    let body = fields.map(([name, value]) => part(name, value)).join("");
    if (file) {
      const [name, content] = file;
      body += part(name, content, "f.bin");
      if (ending === "cut-in-file") body = body.slice(0, Math.max(0, body.length - 3));
    }
    if (ending === "closed") body += `--${BOUNDARY}--\r\n`;
    if (ending === "none") body = body.replace(/\r\n$/, "");
    const type =
      contentType === "boundary"
        ? `multipart/form-data; boundary=${BOUNDARY}`
        : contentType === "no-boundary"
          ? "multipart/form-data"
          : "application/json";
    return { body, type };
  });

let ctx: TestContext;
let tokens: Record<string, string>;
let emails: Record<string, string>;
let routes: {
  method: string;
  url: string;
  schema?: JsonSchema;
  query: { name: string; schema?: JsonSchema }[];
  multipart: boolean;
}[];

beforeAll(async () => {
  if (!fuzzHere) return;
  ctx = await createTestApp();
  const admin = await createAdmin(ctx);
  const instructor = await createInstructor(ctx);
  const pilot = await createPilot(ctx);
  const pilot2 = await createPilot(ctx);
  tokens = { admin: admin.client.token, instructor: instructor.client.token, pilot: pilot.client.token };
  emails = { admin: admin.email, instructor: instructor.email, pilot: pilot.email };
  // A record of each kind, so generated ids can reach stored rows as well as missing ones.
  const crew = [pilot.crewCode, pilot2.crewCode] as [string, string];
  await createTrainingFlight(ctx, { trainee: pilot, instructor });
  await createTrainingFlight(ctx, { trainee: pilot2, instructor, approved: true });
  await createBaseTraining(ctx, { trainee: pilot, instructor });
  await createTheoryTest(ctx, { trainee: pilot, instructor });
  await createProgressTheory(ctx, { trainee: pilot, instructor });
  await createEventReport(ctx, { pilots: [pilot, pilot2] });
  await createSimForm(ctx, { pilots: crew, instructor: instructor.crewCode as string });
  await createLineCheck(ctx, { pilot: pilot.crewCode as string, instructor: instructor.crewCode as string });
  await createLineTraining(ctx, { pilot: pilot.crewCode as string, fleet: pilot.fleet });
  await createTrainingDocument(ctx);
  await createToldgRecord(ctx, {
    pilot,
    flights: [{ flight_date: "2026-01-10", to_number: 1, ldg_number: 1 }],
  });
  const openapi = ctx.app.swagger() as {
    paths: Record<
      string,
      Record<
        string,
        {
          requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
          parameters?: { in: string; name: string; schema?: JsonSchema }[];
        }
      >
    >;
  };
  routes = ctx.app.routeRules.map((rule) => {
    const operation = openapi.paths[rule.url.replace(/:(\w+)/g, "{$1}")]?.[rule.method.toLowerCase()];
    return {
      method: rule.method,
      url: rule.url,
      schema: operation?.requestBody?.content?.["application/json"]?.schema,
      query: (operation?.parameters ?? []).filter((parameter) => parameter.in === "query"),
      multipart: rule.multipart,
    };
  });
});
afterAll(async () => {
  await ctx?.close();
});

const ANSWER_WITHIN_MS = 5_000;

/**
 * A query string as a client could send it: each text's UTF-16 code units written as UTF-8 bytes,
 * percent-encoded, a lone surrogate included (its three bytes are not UTF-8, as a client may send).
 */
function queryString(values: Record<string, unknown>): string {
  const encode = (text: string) =>
    Array.from({ length: text.length }, (_, i) => text.charCodeAt(i))
      .map((unit) =>
        unit < 0x80 && /[A-Za-z0-9_.~-]/.test(String.fromCharCode(unit))
          ? String.fromCharCode(unit)
          : [
              ...Buffer.from(
                unit >= 0xd800 && unit <= 0xdfff
                  ? [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
                  : Buffer.from(String.fromCharCode(unit)),
              ),
            ]
              .map((byte) => `%${byte.toString(16).padStart(2, "0").toUpperCase()}`)
              .join(""),
      )
      .join("");
  return Object.entries(values)
    .flatMap(([key, value]) =>
      (Array.isArray(value) ? value : [value]).map(
        (item) => `${encode(key)}=${encode(typeof item === "string" ? item : (JSON.stringify(item) ?? ""))}`,
      ),
    )
    .join("&");
}

async function send(
  method: string,
  url: string,
  token: string,
  payload: string,
  contentType: string,
  query = "",
) {
  const request = ctx.app.inject({
    method: method as "POST",
    url: url.replace(/:(\w+)\*?/g, "x").replace(/\*/g, "x/y.pdf") + (query ? `?${query}` : ""),
    remoteAddress: `127.2.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`,
    headers: { "application-type": "5", "access-token": token, "content-type": contentType },
    payload,
  });
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<"no answer">((resolve) => {
    timer = setTimeout(() => resolve("no answer"), ANSWER_WITHIN_MS);
  });
  const response = await Promise.race([request, timeout]);
  clearTimeout(timer);
  return response;
}

/** Signs the role in again if a fuzzed call ended its session (logout, a password change). */
async function liveToken(who: string): Promise<string> {
  const token = tokens[who] as string;
  const me = await ctx.app.inject({
    method: "POST",
    url: "/api/v1/auth/me",
    headers: { "application-type": "5", "access-token": token },
  });
  if (me.statusCode === 200) return token;
  const fresh = await apiClient(ctx).tokenFor(emails[who] as string, TEST_PASSWORD);
  tokens[who] = fresh;
  return fresh;
}

/** Runs a property over every route and collects each route's first failure. */
async function fuzzRoutes<T>(
  selected: typeof routes,
  arbitrary: (route: (typeof routes)[number]) => fc.Arbitrary<T>,
  request: (
    route: (typeof routes)[number],
    value: T,
    token: string,
  ) => Promise<Awaited<ReturnType<typeof send>>>,
  numRuns: number,
  /** Whether this value must be refused (4xx): a success to it is a failure too. */
  mustRefuse: (value: T) => boolean = () => false,
) {
  const failures: string[] = [];
  for (const route of selected) {
    const answered: number[] = [];
    const result = await fc.check(
      fc.asyncProperty(
        arbitrary(route),
        fc.constantFrom("admin", "instructor", "pilot"),
        async (value, who) => {
          const response = await request(route, value, await liveToken(who));
          if (response === "no answer") throw new Error(`no answer to ${JSON.stringify(value)} as ${who}`);
          answered.push(response.statusCode);
          if (response.statusCode >= 500)
            throw new Error(`${response.statusCode} ${response.body} to ${JSON.stringify(value)} as ${who}`);
          if (response.statusCode < 400 && mustRefuse(value))
            throw new Error(
              `${response.statusCode} to a text that cannot be stored: ${JSON.stringify(value)} as ${who}`,
            );
        },
      ),
      { numRuns, seed: 20261122, endOnFailure: true },
    );
    if (result.failed) failures.push(`${route.method} ${route.url}: ${String(result.errorInstance)}`);
    // A route that only ever said 401 was not fuzzed at all: the test would prove nothing.
    else if (!answered.some((status) => status !== 401))
      failures.push(`${route.method} ${route.url}: only 401`);
  }
  return failures;
}

// One database suffices for a fuzz of the request path: PostgreSQL when the run has it (faster),
// otherwise the embedded one.
const fuzzHere = process.env.TEST_DATABASE_URL
  ? process.env.TRMS_TEST_DB === "postgres"
  : process.env.TRMS_TEST_DB !== "postgres";

describe.runIf(fuzzHere)("schema-driven fuzz of every route", () => {
  it("answers every generated JSON body without a 5xx", async () => {
    expect(routes.length).toBeGreaterThan(30);
    const selected = routes.filter((route) => route.url !== "/api/v1/auth/logout");
    const failures = await fuzzRoutes(
      selected,
      (route) => (route.schema ? valueFor(route.schema) : wrongType),
      (route, body, token) => send(route.method, route.url, token, JSON.stringify(body), "application/json"),
      40,
      hasUnstorableText,
    );
    expect(failures).toEqual([]);
  }, 300_000);

  it("answers every generated query string without a 5xx", async () => {
    const withQuery = routes.filter((route) => route.method === "GET" && route.query.length > 0);
    expect(withQuery.map((route) => route.url)).toEqual(
      expect.arrayContaining([
        "/api/v1/ledger/export",
        "/api/v1/toldg/export",
        "/api/v1/training_document/export",
        "/api/v1/event_report/export",
      ]),
    );
    const failures = await fuzzRoutes(
      withQuery,
      (route) =>
        // One parameter at the edge with the others left out (each field reaches the handler
        // alone), or all of them at once.
        fc.oneof(
          fc
            .constantFrom(...route.query)
            .chain((parameter) => valueFor(parameter.schema).map((value) => ({ [parameter.name]: value }))),
          fc.record(
            Object.fromEntries(route.query.map((parameter) => [parameter.name, valueFor(parameter.schema)])),
            { requiredKeys: [] },
          ),
        ),
      (route, values, token) =>
        send(route.method, route.url, token, "", "application/json", queryString(values)),
      200,
      // A lone surrogate cannot cross a URL (its bytes are not UTF-8 and arrive as other text); NUL can.
      (values) =>
        hasUnstorableText(JSON.parse(JSON.stringify(values).replace(/\\u[dD][89a-fA-F][0-9a-fA-F]{2}/g, ""))),
    );
    expect(failures).toEqual([]);
  }, 300_000);

  it("refuses year 0000, 0001 and 9999 in every date field with 400, never 5xx", async () => {
    const days = ["0000-01-01", "0001-01-01", "9999-12-31"];
    const instants = ["0000-01-01T00:00:00+07:00", "0001-01-01T00:00:00Z", "9999-12-31T23:59:59+07:00"];
    const targets = routes.flatMap((route) =>
      route.method === "GET"
        ? route.query
            .filter((parameter) => /date/.test(parameter.name))
            .map((parameter) => ({ route, path: [parameter.name] as (string | number)[] }))
        : datePaths(route.schema).map((path) => ({ route, path })),
    );
    // The list calls' date ranges, the analytics periods, the records' days, the grants' instants.
    expect(targets.length).toBeGreaterThan(40);
    const failures: string[] = [];
    for (const { route, path } of targets) {
      const statuses: number[] = [];
      for (const value of [...days, ...instants]) {
        for (const who of ["admin", "instructor", "pilot"]) {
          const token = await liveToken(who);
          const response =
            route.method === "GET"
              ? await send(
                  route.method,
                  route.url,
                  token,
                  "",
                  "application/json",
                  queryString({ [String(path[0])]: value }),
                )
              : await send(
                  route.method,
                  route.url,
                  token,
                  JSON.stringify(setAt({}, path, value)),
                  "application/json",
                );
          const where = `${route.method} ${route.url} ${path.join(".")}=${value} as ${who}`;
          if (response === "no answer") failures.push(`${where}: no answer`);
          else {
            statuses.push(response.statusCode);
            if (response.statusCode >= 500 || response.statusCode < 400)
              failures.push(`${where}: ${response.statusCode} ${response.body.slice(0, 200)}`);
          }
        }
      }
      // Some account the call lets in met the date and refused it.
      if (!statuses.includes(400)) failures.push(`${route.method} ${route.url} ${path.join(".")}: never 400`);
    }
    expect(failures).toEqual([]);
  }, 300_000);

  it("answers every broken multipart body without a 5xx or a hang", async () => {
    const uploads = routes.filter((route) => route.multipart);
    expect(uploads.length).toBeGreaterThan(3);
    const failures = await fuzzRoutes(
      uploads,
      () => multipartBody,
      (route, body, token) => send(route.method, route.url, token, body.body, body.type),
      40,
    );
    expect(failures).toEqual([]);
  }, 300_000);
});
