import {
  createTheoryTestSchema,
  THEORY_TEST_TOPICS,
  type TheoryTestDetail,
  type TheoryTestTopic,
} from "@trms/shared";
import type { Resolver } from "react-hook-form";
import { schemaResolver } from "../../../components/form/resolver";
import { multipartBody } from "../../../lib/multipart";

/** The theory test form: the API's names, the result "" until chosen. */
export type TheoryTestFormValues = {
  date_of_test: string;
  comments: string;
  result: "" | "true" | "false";
  report: File | null;
} & Record<TheoryTestTopic, boolean>;

const topics = (of: (topic: TheoryTestTopic) => boolean) =>
  Object.fromEntries(THEORY_TEST_TOPICS.map((topic) => [topic, of(topic)])) as Record<
    TheoryTestTopic,
    boolean
  >;

export function emptyTheoryTestForm(): TheoryTestFormValues {
  return { date_of_test: "", ...topics(() => false), comments: "", result: "", report: null };
}

export function formFromDetail(detail: TheoryTestDetail): TheoryTestFormValues {
  return {
    date_of_test: detail.date_of_test,
    ...topics((topic) => detail[topic]),
    comments: detail.comments,
    result: detail.result === null ? "" : detail.result ? "true" : "false",
    report: null,
  };
}

export function toApiFields(values: TheoryTestFormValues, pilotId: number): Record<string, unknown> {
  return {
    pilot_id: pilotId,
    ...(values.date_of_test ? { date_of_test: values.date_of_test } : {}),
    ...topics((topic) => values[topic]),
    comments: values.comments,
    ...(values.result ? { result: values.result } : {}),
  };
}

export const toFormData = (values: TheoryTestFormValues, pilotId: number) =>
  multipartBody(toApiFields(values, pilotId), { report: values.report });

/** The server's own schema over the API body, plus the report the form must still get. */
export const theoryTestResolver = (pilotId: number): Resolver<TheoryTestFormValues> =>
  schemaResolver<TheoryTestFormValues>(createTheoryTestSchema, {
    toInput: (values) => toApiFields(values, pilotId),
    check: (values) => (values.report ? [] : [{ path: "report", message: "alert_report_required" }]),
  });

export const THEORY_TEST_FIELDS = ["date_of_test", ...THEORY_TEST_TOPICS, "comments", "result", "report"];
