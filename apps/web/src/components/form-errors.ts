import type { FieldError, FieldValues, Path, UseFormSetError } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { ApiError } from "../lib/api-error";

/**
 * Text of a field error: a server message as it came (already localized), a schema key from the
 * feature's own `errors.*` (fleet_required, function_required), else the shared validation texts.
 */
export function useErrorText(namespace: string): (error: FieldError | undefined) => string | undefined {
  const { t } = useTranslation([namespace, "validation"]);
  return (error) => {
    if (!error) return undefined;
    if (error.type === "server") return error.message;
    const key = error.message ?? "field_invalid";
    return t([`${namespace}:errors.${key}`, `validation:${key}`, "validation:field_invalid"]);
  };
}

/**
 * Puts the field messages of a failed call (409 duplicate email or crew code, 400 validation) on
 * the form's fields. True when at least one landed, so the caller can skip a redundant notice.
 */
export function showServerFieldErrors<Values extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<Values>,
  fields: readonly string[],
): boolean {
  if (!(error instanceof ApiError)) return false;
  let shown = false;
  for (const detail of error.details) {
    if (!fields.includes(detail.path)) continue;
    setError(
      detail.path as Path<Values>,
      { type: "server", message: detail.message },
      { shouldFocus: !shown },
    );
    shown = true;
  }
  return shown;
}
