import type { SwaggerTransform, SwaggerTransformObject } from "@fastify/swagger";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import type { UploadForm } from "./files/upload";

/**
 * The API description another client builds on, completed in one place for
 * every route: a stable `operationId` from the call's path, the failure replies the contract gives
 * (ARCHITECTURE.md: the envelope `{code, message, details?}` with its status), and wildcard file
 * paths named. Summaries are each route's own.
 */
const failure = (description: string) => ({
  description,
  type: "object",
  required: ["code", "message"],
  properties: {
    code: { type: "string" },
    message: { type: "string", description: "In the request's language (Accept-Language: vi or en)" },
    details: {
      type: "array",
      items: {
        type: "object",
        required: ["path", "message"],
        properties: { path: { type: "string" }, message: { type: "string" } },
      },
    },
  },
});

/** `pilot_sort_pilot` for POST /api/v1/pilot/sort_pilot; GETs are prefixed `get_`. */
export function operationIdOf(method: string, url: string): string {
  const slug = url
    .replace(/^\/api\/v1\//, "")
    .replace(/^\//, "")
    .replace(/\*|:(\w+)/g, (_, name: string | undefined) => name ?? "path")
    .replace(/[^A-Za-z0-9]+/g, "_")
    .replace(/^_|_$/g, "");
  return method === "GET" ? `get_${slug}` : slug;
}

type RouteConfig =
  | { access?: string; rateLimit?: unknown; upload?: UploadForm; ifMatch?: boolean }
  | undefined;

/** The `If-Match` header of a call that checks a record's version (ADR 1600). */
const ifMatchHeaders = {
  type: "object",
  properties: {
    "if-match": {
      type: "string",
      description:
        'The version of the record the change was made on (its replies\' `version`): 3, "3" or W/"3". Without it the change applies to the record as it is now.',
    },
  },
};

/**
 * A multipart part is text or absent, never null: `nullable` (which OpenAPI 3.0 allows only beside
 * a `type`) is dropped from the text fields' schema.
 */
function withoutNull(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withoutNull);
  if (!schema || typeof schema !== "object") return schema;
  return Object.fromEntries(
    Object.entries(schema)
      .filter(([key]) => key !== "nullable")
      .map(([key, value]) => [key, withoutNull(value)]),
  );
}

/**
 * A multipart call's body: its text fields as the schema takes them (a nested field is sent under
 * its dotted name, `sectors[0].departure`), and each file field as binary, a list where several
 * are taken.
 */
export function multipartBody(
  form: UploadForm,
  input: Parameters<typeof jsonSchemaTransform>[0],
): Record<string, unknown> {
  // The text fields converted exactly as a JSON body's are (the same transform, the same target).
  const converted = jsonSchemaTransform({ ...input, schema: { body: form.schema } }).schema.body;
  const fields = withoutNull(converted ?? {}) as {
    properties?: Record<string, unknown>;
    required?: string[];
  };
  const properties: Record<string, unknown> = { ...(fields.properties ?? {}) };
  const required = [...(fields.required ?? [])];
  for (const [field, rule] of Object.entries(form.rules)) {
    const file = {
      type: "string",
      format: "binary",
      description: `Checked by content: ${rule.accept.join(", ")}`,
    };
    properties[field] =
      (rule.maxCount ?? 1) > 1 ? { type: "array", items: file, maxItems: rule.maxCount } : file;
    if (rule.required) required.push(field);
  }
  return {
    ...fields,
    type: "object",
    description: "multipart/form-data; nested fields are sent under dotted names (sectors[0].departure)",
    properties,
    ...(required.length > 0 ? { required } : {}),
  };
}

export const describeOperation: SwaggerTransform = (input) => {
  const { schema, url } = jsonSchemaTransform(input as Parameters<typeof jsonSchemaTransform>[0]);
  const method = [input.route.method].flat()[0] ?? "GET";
  const config = input.route.config as RouteConfig;
  const multipart = Array.isArray((schema as { consumes?: string[] }).consumes);
  const declared = (schema.response as Record<string, unknown> | undefined) ?? {};
  const responses: Record<string, unknown> = {
    // Every route declares its success reply (requireReplySchema); the failures are the contract's.
    ...declared,
    400: failure("VALIDATION_ERROR: the request is refused as it is, nothing changed"),
    404: failure("NOT_FOUND: no such record, or one the caller may not see"),
    503: failure(
      "SERVICE_UNAVAILABLE: the database or the file store cannot be reached; try again later (Retry-After)",
    ),
  };
  if (config?.access && config.access !== "public") {
    responses[401] = failure("UNAUTHORIZED: no valid session");
    if (config.access !== "session.any")
      responses[403] = failure("FORBIDDEN: the caller's role or permissions do not allow it");
  }
  if (multipart) {
    responses[413] = failure("FILE_TOO_LARGE: a file over 30 MB");
    responses[415] = failure("UNSUPPORTED_FILE_TYPE: a file of a type the field does not take");
  }
  if (config?.rateLimit || config?.access === "public")
    responses[429] = failure("RATE_LIMITED: too many requests");
  if (config?.ifMatch)
    responses[409] = failure(
      "CONFLICT: the record is not in a state that allows this, or it changed since the version If-Match names (the detail record_changed_meanwhile, with version, status, changed_by, changed_at and action); nothing changed",
    );
  return {
    url,
    schema: {
      ...schema,
      ...(multipart && config?.upload
        ? { body: multipartBody(config.upload, input as Parameters<typeof jsonSchemaTransform>[0]) }
        : {}),
      ...(config?.ifMatch ? { headers: ifMatchHeaders } : {}),
      operationId: operationIdOf(method, input.route.url),
      response: responses,
    },
  };
};

/** A wildcard file path (`…/files/{*}`) becomes `…/files/{path}`, which OpenAPI tools can name. */
/**
 * A choice of one (`anyOf: [x]`, left where a null arm was dropped or a union has one JSON form)
 * is written as that schema itself, as OpenAPI tools expect.
 */
export function withoutChoicesOfOne(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withoutChoicesOfOne);
  if (!schema || typeof schema !== "object") return schema;
  const { anyOf, ...rest } = schema as { anyOf?: unknown[] };
  const merged =
    anyOf?.length === 1 && anyOf[0] && typeof anyOf[0] === "object" ? { ...anyOf[0], ...rest } : schema;
  return Object.fromEntries(Object.entries(merged).map(([key, value]) => [key, withoutChoicesOfOne(value)]));
}

export const describeDocument: SwaggerTransformObject = (documentObject) => {
  const document = ("openapiObject" in documentObject ? documentObject.openapiObject : {}) as {
    paths?: Record<string, Record<string, { parameters?: { name: string; in: string }[] }>>;
  };
  const paths = document.paths ?? {};
  for (const path of Object.keys(paths)) {
    if (!path.includes("{*}")) continue;
    const operations = paths[path] ?? {};
    for (const operation of Object.values(operations))
      for (const parameter of operation.parameters ?? []) if (parameter.name === "*") parameter.name = "path";
    paths[path.replace("{*}", "{path}")] = operations;
    delete paths[path];
  }
  document.paths = withoutChoicesOfOne(paths) as typeof paths;
  return document as ReturnType<SwaggerTransformObject>;
};

/**
 * Deny by default, for replies as for access: an API route that declares no success reply makes
 * the app refuse to start (ADR 0952), so no reply is ever sent undescribed.
 */
export function requireReplySchema(route: { method: string | string[]; url: string; schema?: unknown }) {
  if (!route.url.startsWith("/api/v1/") && route.url !== "/healthz") return;
  const response = (route.schema as { response?: Record<string, unknown> } | undefined)?.response ?? {};
  // A browser navigation's success is its redirect (sign-in at the identity provider).
  if (!Object.keys(response).some((status) => status.startsWith("2") || status === "303"))
    throw new Error(`Route ${[route.method].flat().join(",")} ${route.url} declares no success reply`);
}
