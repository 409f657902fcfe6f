import { z } from "zod";
import { dateTimeText } from "../api/replies";
import type { TrainingFlightDetail } from "./schemas";

/**
 * One value of a record as the trainee reads it on the form (the null stands beside the text, as
 * OpenAPI 3.0 lets `nullable` stand only beside a `type`).
 */
export const contentValueSchema = z.union([z.string().nullable(), z.number(), z.boolean()]);
export type ContentValue = z.infer<typeof contentValueSchema>;

/**
 * A training flight as the trainee approves it: every field of the form, flat, under the spec's
 * names (`criteria.landing.score`, `sectors.1.departure`, `phase_report.report`, …).
 */
export type TrainingFlightContent = Record<string, ContentValue>;

/** One field that differs between two versions of a record. */
export const fieldChangeSchema = z.object({
  field: z.string(),
  before: contentValueSchema,
  after: contentValueSchema,
});
export type FieldChange = z.infer<typeof fieldChangeSchema>;

/** What an administrator changed since the trainee approved, shown until the trainee approves again. */
export const changedAfterApprovalSchema = z.object({
  /** When the trainee approved the version these changes are measured from. */
  approved_at: dateTimeText.nullable(),
  changes: z.array(fieldChangeSchema),
});
export type ChangedAfterApproval = z.infer<typeof changedAfterApprovalSchema>;

/** The fields of a record the trainee's approval covers, flat, in the order of the form. */
export function trainingFlightContent(
  detail: Pick<
    TrainingFlightDetail,
    | "flight_type"
    | "sectors"
    | "autoland"
    | "recommendation"
    | "recommendation_value"
    | "grounded"
    | "criteria"
    | "phase_report"
    | "flight_check"
    | "report"
    | "comments"
    | "notice_to_next_instructor"
  >,
): TrainingFlightContent {
  const content: TrainingFlightContent = { flight_type: detail.flight_type };
  for (const sector of detail.sectors) {
    const prefix = `sectors.${sector.id}`;
    content[`${prefix}.date_of_sector`] = sector.date_of_sector;
    content[`${prefix}.departure`] = sector.departure;
    content[`${prefix}.destination`] = sector.destination;
    content[`${prefix}.flight_time`] = sector.flight_time;
    content[`${prefix}.night_or_day`] = sector.night_or_day;
    content[`${prefix}.pf_pm`] = sector.pf_pm;
  }
  content["autoland.autoland_at"] = detail.autoland.autoland_at;
  content["autoland.runway"] = detail.autoland.runway;
  content["autoland.autoland_result"] = detail.autoland.autoland_result;
  content.recommendation = detail.recommendation;
  content.recommendation_value = detail.recommendation_value;
  content.grounded = detail.grounded;
  for (const criterion of detail.criteria) {
    content[`criteria.${criterion.key}.score`] = criterion.score;
    content[`criteria.${criterion.key}.comment`] = criterion.comment;
    content[`criteria.${criterion.key}.special_remark`] = criterion.special_remark;
  }
  if (detail.phase_report) {
    const phase = detail.phase_report;
    content["phase_report.normal_progress"] = phase.normal_progress;
    content["phase_report.normal_comments"] = phase.normal_comments;
    content["phase_report.special_requirements"] = phase.special_requirements;
    content["phase_report.special_comments"] = phase.special_comments;
    content["phase_report.report"] = phase.report;
  }
  if (detail.flight_check) {
    const check = detail.flight_check;
    content["flight_check.comments"] = check.comments;
    content["flight_check.overall_performance"] = check.overall_performance;
    content["flight_check.report"] = check.report;
  }
  content.report = detail.report;
  content.comments = detail.comments;
  content.notice_to_next_instructor = detail.notice_to_next_instructor;
  return content;
}

/**
 * The fields that differ, in the order of the newer version (fields it no longer has last). A
 * field missing on one side reads as empty, so an added sector or section lists its fields.
 */
export function contentChanges(before: TrainingFlightContent, after: TrainingFlightContent): FieldChange[] {
  const fields = [...Object.keys(after), ...Object.keys(before).filter((field) => !(field in after))];
  return fields
    .map((field) => ({ field, before: before[field] ?? null, after: after[field] ?? null }))
    .filter((change) => change.before !== change.after);
}
