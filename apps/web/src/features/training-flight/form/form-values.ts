import {
  AUTOLAND_SUCCESS,
  CRITERIA,
  type CriterionKey,
  DEFAULT_CRITERION_SCORE,
  DEFAULT_OVERALL_PERFORMANCE,
  FlightType,
  isFlightCheck,
  isPhaseCheck,
  type TrainingFlightDetail,
} from "@trms/shared";
import { airlineToday } from "../../../lib/dates";
import { currentLanguage } from "../../../lib/language";
import { toApiNumber, toInputNumber } from "../../../lib/numbers";
import { multipartBody } from "../../../lib/upload";

export interface SectorValues {
  /** 1…n; a new row takes the last id plus one (part1 §2). */
  id: number;
  date_of_sector: string;
  departure: string;
  destination: string;
  /** Kept as typed, in the user's language ("1,5" in Vietnamese); empty counts as 0, as the server reads it. */
  flight_time: string;
  night_or_day: "DAY" | "NIGHT";
  pf_pm: "PF" | "PM";
}

export interface CriterionValues {
  score: number;
  comment: string;
  special_remark: boolean;
}

/** The form as the screen holds it; `toApiFields` turns it into the flat multipart fields. */
export interface TrainingFlightFormValues {
  flight_type: number;
  sectors: SectorValues[];
  autoland: { autoland_at: string; runway: string; autoland_result: "1" | "0" };
  recommendation: boolean;
  recommendation_value: string;
  grounded: boolean;
  criteria: Record<CriterionKey, CriterionValues>;
  phase_report: {
    normal_progress: boolean;
    normal_comments: string;
    special_requirements: boolean;
    special_comments: string;
  };
  flight_check: { comments: string; overall_performance: number };
  comments: string;
  notice_to_next_instructor: string;
  /** New files only; the record's stored files stay unless replaced. */
  files: { report: File | null; phase_report: File | null; flight_check: File | null };
}

export const newSector = (id: number): SectorValues => ({
  id,
  date_of_sector: airlineToday(),
  departure: "",
  destination: "",
  flight_time: "",
  night_or_day: "DAY",
  pf_pm: "PF",
});

const noFiles = () => ({ report: null, phase_report: null, flight_check: null });

export function emptyTrainingFlightForm(): TrainingFlightFormValues {
  const criteria = Object.fromEntries(
    CRITERIA.map((c) => [c.key, { score: DEFAULT_CRITERION_SCORE, comment: "", special_remark: false }]),
  ) as Record<CriterionKey, CriterionValues>;
  return {
    flight_type: FlightType.NORMAL_TRAINING_FLIGHT,
    sectors: [newSector(1)],
    autoland: { autoland_at: "", runway: "", autoland_result: String(AUTOLAND_SUCCESS) as "1" },
    recommendation: false,
    recommendation_value: "",
    grounded: false,
    criteria,
    phase_report: {
      normal_progress: false,
      normal_comments: "",
      special_requirements: false,
      special_comments: "",
    },
    flight_check: { comments: "", overall_performance: DEFAULT_OVERALL_PERFORMANCE },
    comments: "",
    notice_to_next_instructor: "",
    files: noFiles(),
  };
}

export function formFromDetail(detail: TrainingFlightDetail): TrainingFlightFormValues {
  const empty = emptyTrainingFlightForm();
  for (const c of detail.criteria) {
    empty.criteria[c.key] = { score: c.score, comment: c.comment ?? "", special_remark: c.special_remark };
  }
  return {
    ...empty,
    flight_type: detail.flight_type,
    sectors: detail.sectors.map((s) => ({
      ...s,
      flight_time: toInputNumber(s.flight_time, currentLanguage()),
    })),
    autoland: {
      autoland_at: detail.autoland.autoland_at ?? "",
      runway: detail.autoland.runway ?? "",
      autoland_result: detail.autoland.autoland_result === 0 ? "0" : "1",
    },
    recommendation: detail.recommendation,
    recommendation_value: detail.recommendation_value ?? "",
    grounded: detail.grounded,
    phase_report: detail.phase_report
      ? {
          normal_progress: detail.phase_report.normal_progress,
          normal_comments: detail.phase_report.normal_comments ?? "",
          special_requirements: detail.phase_report.special_requirements,
          special_comments: detail.phase_report.special_comments ?? "",
        }
      : empty.phase_report,
    flight_check: detail.flight_check
      ? {
          comments: detail.flight_check.comments ?? "",
          overall_performance: detail.flight_check.overall_performance,
        }
      : empty.flight_check,
    comments: detail.comments ?? "",
    notice_to_next_instructor: detail.notice_to_next_instructor ?? "",
  };
}

/** Whether a criterion must carry its comment, which is also when the box shows. */
export function needsComment(criterion: CriterionValues): boolean {
  return criterion.score <= 2 || (criterion.score === 3 && criterion.special_remark);
}

type Flat = Record<string, unknown>;

/**
 * The body of create_flight/update_flight as one object, in the shape the shared zod schema reads
 * (the server folds the multipart fields into the same shape). Sections of other flight types and
 * empty autoland details are left out, because the server refuses them.
 */
export function toApiFields(values: TrainingFlightFormValues, pilotId: number): Flat {
  const fields: Flat = {
    pilot_id: pilotId,
    flight_type: values.flight_type,
    sectors: values.sectors.map((s) => ({
      // An empty date is left out so the schema reports it as required rather than malformed.
      ...(s.date_of_sector ? { date_of_sector: s.date_of_sector } : {}),
      departure: s.departure,
      destination: s.destination,
      // "1,5" typed in Vietnamese is 1.5 hours, never 15.
      flight_time: toApiNumber(s.flight_time, currentLanguage()),
      night_or_day: s.night_or_day,
      pf_pm: s.pf_pm,
    })),
    autoland: values.autoland.autoland_at
      ? { ...values.autoland, runway: values.autoland.runway.trim() }
      : { autoland_at: "" },
    recommendation: values.recommendation,
    recommendation_value: values.recommendation ? values.recommendation_value : "",
    grounded: values.grounded,
    comments: values.comments,
    notice_to_next_instructor: values.notice_to_next_instructor,
  };
  for (const c of CRITERIA) {
    const criterion = values.criteria[c.key];
    fields[c.key] = criterion.score;
    fields[c.comment] = needsComment(criterion) || criterion.comment.trim() ? criterion.comment : "";
    fields[`${c.key}_special_remark`] = c.remark && criterion.score === 3 && criterion.special_remark;
  }
  if (isPhaseCheck(values.flight_type))
    fields.phase_report = { ...values.phase_report, type: values.flight_type };
  if (isFlightCheck(values.flight_type))
    fields.flight_check = { ...values.flight_check, type: values.flight_type };
  return fields;
}

/** The multipart body of create_flight/update_flight: the flat fields and the files the type uses. */
export function toFormData(values: TrainingFlightFormValues, pilotId: number, id?: number): FormData {
  return multipartBody(
    { ...(id === undefined ? {} : { id }), ...toApiFields(values, pilotId) },
    {
      report: values.files.report,
      "phase_report.report": isPhaseCheck(values.flight_type) ? values.files.phase_report : null,
      "flight_check.report": isFlightCheck(values.flight_type) ? values.files.flight_check : null,
    },
  );
}

const criterionByComment = new Map<string, CriterionKey>(CRITERIA.map((c) => [c.comment, c.key]));
const criterionByRemark = new Map<string, CriterionKey>(
  CRITERIA.map((c) => [`${c.key}_special_remark`, c.key]),
);
const criterionByScore = new Set<string>(CRITERIA.map((c) => c.key));

/**
 * Where an API path ("ldg_comment", "sectors.0.flight_time", "report") lives in the form, so schema
 * and server errors land on the field that caused them.
 */
export function formPathOf(apiPath: string): string {
  const comment = criterionByComment.get(apiPath);
  if (comment) return `criteria.${comment}.comment`;
  const remark = criterionByRemark.get(apiPath);
  if (remark) return `criteria.${remark}.special_remark`;
  if (criterionByScore.has(apiPath)) return `criteria.${apiPath}.score`;
  if (apiPath === "report") return "files.report";
  if (apiPath === "phase_report.report") return "files.phase_report";
  if (apiPath === "flight_check.report") return "files.flight_check";
  if (apiPath === "sectors") return "sectors.root";
  return apiPath;
}
