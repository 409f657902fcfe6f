import { isServerMessageKey, type ServerMessageKey } from "@trms/shared";
import type { ZodType } from "zod";
import { AppError } from "./errors";

/** A zod issue's own key when it names one of ours; otherwise a key by the issue's kind. */
export function issueMessageKey(kind: string, message: string | undefined): ServerMessageKey {
  if (message && isServerMessageKey(message)) return message;
  switch (kind) {
    case "invalid_type":
      return message?.includes("received undefined") ? "field_required" : "field_wrong_type";
    case "unrecognized_keys":
      return "field_unknown";
    case "too_big":
      return "field_too_long";
    case "too_small":
      return "field_too_short";
    default:
      return "field_invalid";
  }
}

/** Validates with a shared schema and fails the request the way the route schemas do. */
export function parseOrThrow<T>(schema: ZodType<T>, value: unknown): T {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  throw new AppError(
    "VALIDATION_ERROR",
    "validation_failed",
    parsed.error.issues.map((issue) => {
      const keys = (issue as { keys?: string[] }).keys;
      const base = issue.path.join(".");
      return {
        path: keys?.length ? [base, keys.join(",")].filter(Boolean).join(".") : base,
        message: issueMessageKey(issue.code, issue.message),
      };
    }),
  );
}

/** A UTF-16 surrogate without its pair: no character at all. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Whether a text may be stored as it came: no NUL character (PostgreSQL text cannot store one) and
 * no lone UTF-16 surrogate (JSON columns such as the audit row's refuse it, and text columns would
 * store a replacement character instead: a silent change). No field of ours has a use for either.
 */
export const isStorableText = (text: string) => !text.includes("\u0000") && !LONE_SURROGATE.test(text);

/**
 * The dotted path of the first text in a request value (body, query string or multipart field)
 * that is not storable, keys included; undefined when every text is. Such a request is refused
 * before it reaches a query.
 */
export function unstorableTextPath(value: unknown, path = "", depth = 0): string | undefined {
  if (typeof value === "string") return isStorableText(value) ? undefined : path;
  if (depth > 20 || value === null || typeof value !== "object") return undefined;
  for (const [key, item] of Object.entries(value)) {
    const itemPath = path ? `${path}.${key}` : key;
    if (!isStorableText(key)) return itemPath;
    const found = unstorableTextPath(item, itemPath, depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}
