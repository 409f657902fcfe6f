import { createTrainingFlightSchema } from "@trms/shared";
import type { FieldErrors, Resolver } from "react-hook-form";
import { formPathOf, type TrainingFlightFormValues, toApiFields } from "./form-values";

/** Puts an error at a dotted path, creating arrays for numeric segments as react-hook-form expects. */
function setError(target: Record<string, unknown>, path: string, message: string): void {
  const parts = path.split(".");
  let node: Record<string, unknown> = target;
  parts.slice(0, -1).forEach((part, index) => {
    const next = parts[index + 1] ?? "";
    node[part] ??= /^\d+$/.test(next) ? [] : {};
    node = node[part] as Record<string, unknown>;
  });
  const last = parts.at(-1) ?? path;
  // The first problem of a field is the one to fix first; later ones would hide it.
  node[last] ??= { type: "validate", message };
}

/**
 * Validates with the server's own schema (createTrainingFlightSchema) on the flat API body, so the
 * form refuses exactly what the server would, then maps each issue back onto its field.
 * `reportRequired` is false when the record already holds a report that the form keeps.
 */
export function trainingFlightResolver(
  pilotId: number,
  reportRequired: boolean,
): Resolver<TrainingFlightFormValues> {
  return async (values) => {
    const errors: Record<string, unknown> = {};
    const result = createTrainingFlightSchema.safeParse(toApiFields(values, pilotId));
    if (!result.success) {
      for (const issue of result.error.issues) {
        setError(errors, formPathOf(issue.path.join(".")), issue.message);
      }
    }
    if (reportRequired && !values.files.report) setError(errors, "files.report", "alert_report_required");
    if (Object.keys(errors).length > 0) {
      return { values: {}, errors: errors as FieldErrors<TrainingFlightFormValues> };
    }
    return { values, errors: {} };
  };
}
