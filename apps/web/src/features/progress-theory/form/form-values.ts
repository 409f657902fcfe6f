import {
  createProgressTheorySchema,
  PROGRESS_THEORY_COMMENTS,
  PROGRESS_THEORY_DEFAULT_PERFORMANCE,
  type ProgressTheoryCommentKey,
  type ProgressTheoryDetail,
} from "@trms/shared";
import type { Resolver } from "react-hook-form";
import { schemaResolver } from "../../../components/form/resolver";
import { multipartBody } from "../../../lib/multipart";

/** The progress check (theory) form: the API's names; the instructor's pilot id as the select holds it. */
export type ProgressTheoryFormValues = {
  date_of_test: string;
  instructor_id: string;
  overall_performance: number;
  report: File | null;
} & Record<ProgressTheoryCommentKey, string>;

const comments = (of: (key: ProgressTheoryCommentKey) => string) =>
  Object.fromEntries(PROGRESS_THEORY_COMMENTS.map(({ key }) => [key, of(key)])) as Record<
    ProgressTheoryCommentKey,
    string
  >;

/** The select starts on the signed-in instructor, the one instructor the record may name. */
export function emptyProgressTheoryForm(instructorId: number | null): ProgressTheoryFormValues {
  return {
    date_of_test: "",
    instructor_id: instructorId ? String(instructorId) : "",
    ...comments(() => ""),
    overall_performance: PROGRESS_THEORY_DEFAULT_PERFORMANCE,
    report: null,
  };
}

export function formFromDetail(detail: ProgressTheoryDetail): ProgressTheoryFormValues {
  return {
    date_of_test: detail.date_of_test,
    instructor_id: String(detail.instructor_id),
    ...comments((key) => detail[key]),
    overall_performance: detail.overall_performance,
    report: null,
  };
}

export function toApiFields(values: ProgressTheoryFormValues, pilotId: number): Record<string, unknown> {
  return {
    pilot_id: pilotId,
    ...(values.instructor_id ? { instructor_id: values.instructor_id } : {}),
    ...(values.date_of_test ? { date_of_test: values.date_of_test } : {}),
    ...comments((key) => values[key]),
    overall_performance: values.overall_performance,
  };
}

export const toFormData = (values: ProgressTheoryFormValues, pilotId: number) =>
  multipartBody(toApiFields(values, pilotId), { report: values.report });

/** The server's own schema over the API body, plus the report the form must still get. */
export const progressTheoryResolver = (pilotId: number): Resolver<ProgressTheoryFormValues> =>
  schemaResolver<ProgressTheoryFormValues>(createProgressTheorySchema, {
    toInput: (values) => toApiFields(values, pilotId),
    check: (values) => (values.report ? [] : [{ path: "report", message: "alert_report_required" }]),
  });

export const PROGRESS_THEORY_FIELDS = [
  "date_of_test",
  "instructor_id",
  ...PROGRESS_THEORY_COMMENTS.map(({ key }) => key),
  "overall_performance",
  "report",
];
