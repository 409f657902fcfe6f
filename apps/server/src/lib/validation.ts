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

/**
 * Whether a request value holds a NUL character anywhere: PostgreSQL text cannot store one, and
 * no field of ours has a use for it, so such a body is refused before it reaches a query.
 */
export function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === "string") return value.includes("\u0000");
  if (depth > 20 || value === null || typeof value !== "object") return false;
  if (Array.isArray(value)) return value.some((item) => containsNul(item, depth + 1));
  return Object.entries(value).some(([key, item]) => key.includes("\u0000") || containsNul(item, depth + 1));
}
