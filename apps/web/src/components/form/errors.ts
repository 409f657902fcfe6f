import type { FieldError, FieldValues, Path, UseFormSetError } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../lib/api-error";
import { useNumbers } from "../../lib/use-numbers";
import type { KitFieldError } from "./resolver";

/**
 * Text of a field error: a server message as it came (already localized), a schema key from the
 * feature's own `errors.*` (fleet_required, function_required), else the shared validation texts,
 * with the limit a message names written in the user's language ("Tối đa 256 ký tự").
 */
export function useErrorText(
  namespace = "validation",
  /** Where the feature's `errors.*` sit inside its namespace, when not at its top (`survey`). */
  keyPrefix?: string,
): (error: FieldError | undefined) => string | undefined {
  const { t } = useTranslation([namespace, "validation"]);
  const numbers = useNumbers();
  return (error) => {
    if (!error) return undefined;
    if (error.type === "server") return error.message;
    const key = error.message || "field_invalid";
    const params = Object.fromEntries(
      Object.entries((error as KitFieldError).params ?? {}).map(([name, value]) => [
        name,
        numbers.format(value),
      ]),
    );
    const own = `${namespace}:${keyPrefix ? `${keyPrefix}.` : ""}errors.${key}`;
    return t([own, `validation:${key}`, "validation:field_invalid"], params);
  };
}

/**
 * Puts the field messages of a failed call (409 duplicate email or crew code, 400 validation) on
 * the form's fields. True when at least one landed, so the caller skips the notice that would say
 * it twice.
 */
export function showServerFieldErrors<Values extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<Values>,
  /** The API paths the form shows, as a list or a test. */
  fields: readonly string[] | ((apiPath: string) => boolean),
  pathOf: (apiPath: string) => string = (path) => path,
): boolean {
  if (!(error instanceof ApiError)) return false;
  let shown = false;
  for (const detail of error.details) {
    const onForm = typeof fields === "function" ? fields(detail.path) : fields.includes(detail.path);
    if (!onForm) continue;
    setError(
      pathOf(detail.path) as Path<Values>,
      { type: "server", message: detail.message },
      { shouldFocus: !shown },
    );
    shown = true;
  }
  return shown;
}
