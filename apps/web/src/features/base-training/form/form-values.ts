import {
  BASE_TRAINING_SCORES,
  type BaseTrainingDetail,
  type BaseTrainingScoreKey,
  createBaseTrainingSchema,
  DEFAULT_BASE_TRAINING_AIRPORT,
  NOT_APPLICABLE,
} from "@trms/shared";
import type { Resolver } from "react-hook-form";
import { schemaResolver } from "../../../components/form/resolver";
import { currentLanguage } from "../../../lib/language";
import { multipartBody } from "../../../lib/multipart";
import { toApiNumber, toInputNumber } from "../../../lib/numbers";

/** The base training form: the API's names, numbers as typed, the result "" until chosen. */
export type BaseTrainingFormValues = {
  date_of_flight: string;
  airport: string;
  go_around: number;
  touch_and_go: number;
  full_stop: number;
  flight_time: string;
  others: { criteria: string; point: string };
  result: "" | "true" | "false";
  comments: string;
  report: File | null;
} & Record<BaseTrainingScoreKey, number>;

export function emptyBaseTrainingForm(): BaseTrainingFormValues {
  return {
    date_of_flight: "",
    airport: DEFAULT_BASE_TRAINING_AIRPORT,
    go_around: 0,
    touch_and_go: 0,
    full_stop: 0,
    flight_time: "",
    ...(Object.fromEntries(BASE_TRAINING_SCORES.map((key) => [key, NOT_APPLICABLE])) as Record<
      BaseTrainingScoreKey,
      number
    >),
    others: { criteria: "", point: "" },
    result: "",
    comments: "",
    report: null,
  };
}

export function formFromDetail(detail: BaseTrainingDetail): BaseTrainingFormValues {
  return {
    date_of_flight: detail.date_of_flight,
    airport: detail.airport,
    go_around: detail.go_around,
    touch_and_go: detail.touch_and_go,
    full_stop: detail.full_stop,
    flight_time: toInputNumber(detail.flight_time, currentLanguage()),
    ...(Object.fromEntries(BASE_TRAINING_SCORES.map((key) => [key, detail[key]])) as Record<
      BaseTrainingScoreKey,
      number
    >),
    others: {
      criteria: detail.others?.criteria ?? "",
      point: detail.others ? String(detail.others.point) : "",
    },
    result: detail.result === null ? "" : detail.result ? "true" : "false",
    comments: detail.comments ?? "",
    report: null,
  };
}

/** The create call's text fields; others only when its criteria is filled (part1 §5). */
export function toApiFields(values: BaseTrainingFormValues, pilotId: number): Record<string, unknown> {
  const criteria = values.others.criteria.trim();
  return {
    pilot_id: pilotId,
    ...(values.date_of_flight ? { date_of_flight: values.date_of_flight } : {}),
    airport: values.airport,
    go_around: values.go_around,
    touch_and_go: values.touch_and_go,
    full_stop: values.full_stop,
    // "1,5" typed in Vietnamese is 1.5 hours; text that is no number becomes 0 (part1 §5).
    flight_time: toApiNumber(values.flight_time, currentLanguage()),
    ...Object.fromEntries(BASE_TRAINING_SCORES.map((key) => [key, values[key]])),
    ...(criteria ? { others: { criteria, point: values.others.point } } : {}),
    ...(values.result ? { result: values.result } : {}),
    comments: values.comments,
  };
}

export const toFormData = (values: BaseTrainingFormValues, pilotId: number) =>
  multipartBody(toApiFields(values, pilotId), { report: values.report });

/** The server's own schema over the API body, plus the report the form must still get. */
export const baseTrainingResolver = (pilotId: number): Resolver<BaseTrainingFormValues> =>
  schemaResolver<BaseTrainingFormValues>(createBaseTrainingSchema, {
    toInput: (values) => toApiFields(values, pilotId),
    check: (values) => (values.report ? [] : [{ path: "report", message: "alert_report_required" }]),
  });

/** The API paths the form shows, for a server failure to land on its field. */
export const BASE_TRAINING_FIELDS = [
  "date_of_flight",
  "airport",
  "go_around",
  "touch_and_go",
  "full_stop",
  "flight_time",
  ...BASE_TRAINING_SCORES,
  "others.criteria",
  "others.point",
  "result",
  "comments",
  "report",
] as const;
