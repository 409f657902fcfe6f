import type { FieldErrors, FieldValues, Resolver } from "react-hook-form";
import type { ZodType } from "zod";

/** A field error as the kit stores it: a message key of the `validation` texts and its numbers. */
export interface KitFieldError {
  type: string;
  message: string;
  /** The limit a message names ("At most {{max}} characters"). */
  params?: Record<string, number>;
}

/** What the resolver reads of a zod issue. */
export interface SchemaIssue {
  code: string;
  path: PropertyKey[];
  message: string;
  origin?: string;
  maximum?: unknown;
  minimum?: unknown;
}

/** Keys that get a variant naming their limit, by the issue's kind. */
const WITH_LIMIT: Record<string, { key: string; param: "max" | "min"; bound: "maximum" | "minimum" }> = {
  field_too_long: { key: "field_too_long_max", param: "max", bound: "maximum" },
  field_too_big: { key: "field_too_big_max", param: "max", bound: "maximum" },
  field_too_short: { key: "field_too_short_min", param: "min", bound: "minimum" },
  field_too_small: { key: "field_too_small_min", param: "min", bound: "minimum" },
};

/**
 * A schema's own message is a key of the shared message catalogue (snake_case, e.g.
 * `alert_select_2_pilots`); zod's defaults are English sentences. Telling them apart by shape keeps
 * the catalogue's texts (every feature's, in two languages) out of the first page's JavaScript.
 */
const MESSAGE_KEY = /^[a-z][a-z0-9_]*$/;

/** The message key of an issue: the schema's own key, else one by the issue's kind (as the server does). */
function messageKey(issue: SchemaIssue): string {
  if (MESSAGE_KEY.test(issue.message)) return issue.message;
  switch (issue.code) {
    case "invalid_type":
      return issue.message.includes("received undefined") ? "field_required" : "field_invalid";
    case "too_big":
      return issue.origin === "string" ? "field_too_long" : "field_too_big";
    case "too_small":
      return issue.origin === "string" ? "field_too_short" : "field_too_small";
    default:
      return "field_invalid";
  }
}

/** The kit's error for one zod issue; a length or size limit travels with its message. */
export function issueError(issue: SchemaIssue): KitFieldError {
  const key = messageKey(issue);
  const limit = WITH_LIMIT[key];
  const bound = limit ? issue[limit.bound] : undefined;
  if (limit && (issue.code === "too_big" || issue.code === "too_small") && typeof bound === "number") {
    return { type: issue.code, message: limit.key, params: { [limit.param]: bound } };
  }
  return { type: issue.code, message: key };
}

/** Puts an error at a dotted path, creating arrays for numeric segments as react-hook-form expects. */
export function setErrorAt(target: Record<string, unknown>, path: string, error: KitFieldError): void {
  const parts = path.split(".");
  let node: Record<string, unknown> = target;
  parts.slice(0, -1).forEach((part, index) => {
    const next = parts[index + 1] ?? "";
    node[part] ??= /^\d+$/.test(next) ? [] : {};
    node = node[part] as Record<string, unknown>;
  });
  const last = parts.at(-1) ?? path;
  // The first problem of a field is the one to fix first; later ones would hide it.
  node[last] ??= error;
}

export interface SchemaResolverOptions<Values> {
  /**
   * The body the API takes, built from the form's values (texts as typed, numbers in the user's
   * language). With it the resolver validates that body and hands the form's own values to submit.
   */
  toInput?: (values: Values) => unknown;
  /** Where an API path ("ldg_comment", "report") lives in the form; the same path by default. */
  pathOf?: (apiPath: string) => string;
  /** Rules only the form knows (a file the record must still get), as extra errors. */
  check?: (values: Values) => { path: string; message: string }[];
}

/**
 * The one resolver of every form: validates with a shared zod schema, the same one the server
 * applies, so the form refuses exactly what the server would, each message on its field.
 */
export function schemaResolver<Values extends FieldValues, Output = Values>(
  schema: ZodType,
  options: SchemaResolverOptions<Values> = {},
): Resolver<Values, unknown, Output> {
  return async (values) => {
    const errors: Record<string, unknown> = {};
    const result = schema.safeParse(options.toInput ? options.toInput(values) : values);
    if (!result.success) {
      for (const issue of result.error.issues as SchemaIssue[]) {
        const apiPath = issue.path.map(String).join(".");
        const formPath = options.pathOf ? options.pathOf(apiPath) : apiPath;
        setErrorAt(errors, formPath || "root", issueError(issue));
      }
    }
    for (const extra of options.check?.(values) ?? []) {
      setErrorAt(errors, extra.path, { type: "validate", message: extra.message });
    }
    if (Object.keys(errors).length > 0) {
      return { values: {}, errors: errors as FieldErrors<Values> };
    }
    const output = options.toInput || !result.success ? values : result.data;
    return { values: output as Output, errors: {} };
  };
}
