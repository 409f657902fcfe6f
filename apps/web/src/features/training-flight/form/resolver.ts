import { createTrainingFlightSchema } from "@trms/shared";
import type { Resolver } from "react-hook-form";
import { schemaResolver } from "../../../components/form/resolver";
import { formPathOf, type TrainingFlightFormValues, toApiFields } from "./form-values";

/**
 * The form kit's resolver with the server's own schema (createTrainingFlightSchema) over the flat
 * API body, each issue mapped back onto its field. `reportRequired` is false when the record
 * already holds a report that the form keeps.
 */
export function trainingFlightResolver(
  pilotId: number,
  reportRequired: boolean,
): Resolver<TrainingFlightFormValues> {
  return schemaResolver<TrainingFlightFormValues>(createTrainingFlightSchema, {
    toInput: (values) => toApiFields(values, pilotId),
    pathOf: formPathOf,
    check: (values) =>
      reportRequired && !values.files.report
        ? [{ path: "files.report", message: "alert_report_required" }]
        : [],
  });
}
