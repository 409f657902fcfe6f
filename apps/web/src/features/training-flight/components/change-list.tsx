import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import type { ContentValue, FieldChange } from "@trms/shared";
import { useTranslation } from "react-i18next";
import { useTrainingFlightLabels } from "../../../components/training-record/flight-labels";
import { formatDate } from "../../../lib/dates";

/** Field names of the form, by the spec's name of the field (the last part of a change's path). */
const FIELD_KEYS: Record<string, string> = {
  flight_type: "fields.flight_type",
  date_of_sector: "fields.date_of_sector",
  departure: "fields.departure",
  destination: "fields.destination",
  flight_time: "fields.flight_time",
  night_or_day: "fields.night_or_day",
  pf_pm: "fields.pf_pm",
  autoland_at: "fields.autoland_at",
  runway: "fields.runway",
  autoland_result: "fields.autoland_result",
  recommendation: "fields.recommendation",
  recommendation_value: "fields.recommendation_value",
  grounded: "fields.grounded",
  normal_progress: "fields.normal_progress",
  normal_comments: "fields.normal_progress_comments",
  special_requirements: "fields.special_requirements",
  special_comments: "fields.special_requirements_comments",
  overall_performance: "fields.overall_performance",
  comments: "fields.comments",
  notice_to_next_instructor: "fields.notice_to_next_instructor",
  report: "fields.report_file",
};
const SECTION_FILES: Record<string, string> = {
  phase_report: "fields.phase_report_file",
  flight_check: "fields.flight_check_file",
};

const isFile = (field: string) => field === "report" || field.endsWith(".report");

/** Labels and values of changed fields in the reader's language, never the stored names. */
export function useFieldChangeText() {
  const { t } = useTranslation("training-flight");
  const labels = useTrainingFlightLabels();

  const label = (field: string): string => {
    const parts = field.split(".");
    const [head, middle, last] = parts;
    if (head === "criteria" && middle) {
      const name = t(`criteria.${middle}`);
      if (last === "comment") return t("form.comment_for", { name });
      if (last === "special_remark")
        return t("changes.field_in", { section: name, field: t("form.special_remark") });
      return t("changes.field_in", { section: name, field: t("form.score") });
    }
    if (head === "sectors" && middle && last) {
      return t("changes.field_in", {
        section: t("form.sector_n", { n: middle }),
        field: t(FIELD_KEYS[last] ?? last),
      });
    }
    if ((head === "phase_report" || head === "flight_check") && middle) {
      if (middle === "report") return t(SECTION_FILES[head] as string);
      const section = t(`form.sections.${head}`);
      const name =
        head === "flight_check" && middle === "comments" ? "fields.check_comments" : FIELD_KEYS[middle];
      return t("changes.field_in", { section, field: name ? t(name) : middle });
    }
    const name = FIELD_KEYS[parts[parts.length - 1] ?? field];
    return name ? t(name) : field;
  };

  const value = (field: string, raw: ContentValue): string => {
    if (raw === null || raw === "") return t("changes.empty");
    const last = field.split(".").pop() ?? field;
    if (typeof raw === "boolean") return t(raw ? "changes.yes" : "changes.no");
    if (field.startsWith("criteria.") && last === "score") return labels.score(Number(raw));
    if (last === "flight_type") return labels.flightType(Number(raw));
    if (last === "date_of_sector") return formatDate(String(raw));
    if (last === "flight_time") return t("form.hours", { value: raw });
    if (last === "night_or_day") return t(`form.time_of_day.${raw}`);
    if (last === "autoland_result") return t(raw === 1 ? "form.autoland_success" : "form.autoland_failed");
    return String(raw);
  };

  /** "Landing – Score: 2 → 4"; a file reads as added, replaced or removed. */
  const describe = (change: FieldChange): { label: string; text: string } => {
    if (isFile(change.field)) {
      const what =
        change.before === null ? "file_added" : change.after === null ? "file_removed" : "file_replaced";
      return { label: label(change.field), text: t(`changes.${what}`) };
    }
    return {
      label: label(change.field),
      text: t("changes.from_to", {
        before: value(change.field, change.before),
        after: value(change.field, change.after),
      }),
    };
  };
  return { describe };
}

/** A list of changed fields, one per line, as the reader's language names them. */
export function ChangeList({ changes }: { changes: FieldChange[] }) {
  const { describe } = useFieldChangeText();
  return (
    <Box component="ul" sx={{ m: 0, pl: 2.5, display: "grid", gap: 0.25 }}>
      {changes.map((change) => {
        const { label, text } = describe(change);
        return (
          <Typography component="li" variant="body2" key={change.field} sx={{ overflowWrap: "anywhere" }}>
            <Box component="span" sx={{ fontWeight: 600 }}>
              {label}
            </Box>
            : {text}
          </Typography>
        );
      })}
    </Box>
  );
}
