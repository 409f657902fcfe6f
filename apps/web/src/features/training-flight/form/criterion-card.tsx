import Box from "@mui/material/Box";
import Checkbox from "@mui/material/Checkbox";
import Chip from "@mui/material/Chip";
import FormControlLabel from "@mui/material/FormControlLabel";
import Typography from "@mui/material/Typography";
import { COMMENT_MAX, CRITERIA, NOT_APPLICABLE } from "@trms/shared";
import { Controller, type UseFormReturn, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormTextField } from "../../../components/form/text-field";
import { useTrainingFlightLabels } from "../../../components/training-record/flight-labels";
import { ScorePicker } from "../../../components/training-record/score-picker";
import { needsComment, type TrainingFlightFormValues } from "./form-values";

interface CriterionCardProps {
  form: UseFormReturn<TrainingFlightFormValues>;
  index: number;
  readOnly: boolean;
  /** A score of 2 or lower goes through the confirmation first (part1 §4). */
  onLowScore: (index: number, score: number) => void;
}

/** One of the 16 criteria: number, name, score, the special remark at 3, and the comment when needed. */
export function CriterionCard({ form, index, readOnly, onLowScore }: CriterionCardProps) {
  const { t } = useTranslation("training-flight");
  const labels = useTrainingFlightLabels();
  const criterion = CRITERIA[index] as (typeof CRITERIA)[number];
  // Watched here, not through form.watch: a score re-renders its own card, not the whole form.
  const values = useWatch({ control: form.control, name: `criteria.${criterion.key}` });
  const low = values.score <= 2;
  const name = t(`criteria.${criterion.key}`);
  const showComment = needsComment(values) || (readOnly && values.comment !== "");

  return (
    <Box
      role="group"
      aria-label={`${index + 1}. ${name}`}
      sx={{
        border: 1,
        borderColor: low ? "error.main" : "divider",
        borderLeftWidth: low ? 4 : 1,
        bgcolor: low ? "#fdf3f2" : "background.paper",
        borderRadius: 1.5,
        p: 1.5,
        display: "grid",
        gap: 1,
        alignContent: "start",
      }}
    >
      <Box sx={{ display: "flex", alignItems: "baseline", gap: 1 }}>
        <Typography component="span" sx={{ color: "text.secondary", fontWeight: 600, minWidth: 22 }}>
          {index + 1}.
        </Typography>
        <Typography component="span" sx={{ fontWeight: 500, flexGrow: 1 }}>
          {name}
        </Typography>
        {low ? <Chip size="small" color="error" label={t("form.below_standard")} /> : null}
      </Box>
      {readOnly ? (
        <Box sx={{ display: "flex", gap: 1, alignItems: "center" }}>
          <Chip
            label={`${t("form.score")}: ${labels.score(values.score)}`}
            color={low ? "error" : values.score === NOT_APPLICABLE ? "default" : "primary"}
            variant={values.score === NOT_APPLICABLE ? "outlined" : "filled"}
          />
          {values.special_remark ? <Chip variant="outlined" label={t("form.special_remark")} /> : null}
        </Box>
      ) : (
        <Box sx={{ display: "flex", alignItems: "center", gap: 1.5, flexWrap: "wrap" }}>
          <ScorePicker
            label={t("form.score_of", { name })}
            value={values.score}
            onChange={(score) => {
              if (score <= 2) return onLowScore(index, score);
              form.setValue(`criteria.${criterion.key}.score`, score, { shouldDirty: true });
              // The remark belongs to a 3 only (ADR 0008); another score drops it.
              if (score !== 3) form.setValue(`criteria.${criterion.key}.special_remark`, false);
              if (form.formState.isSubmitted) void form.trigger();
            }}
          />
          {criterion.remark && values.score === 3 ? (
            <Controller
              control={form.control}
              name={`criteria.${criterion.key}.special_remark`}
              render={({ field }) => (
                <FormControlLabel
                  label={t("form.special_remark")}
                  control={
                    <Checkbox
                      size="small"
                      checked={field.value}
                      onChange={(event) => field.onChange(event.target.checked)}
                      slotProps={{ input: { ref: field.ref } }}
                    />
                  }
                />
              )}
            />
          ) : null}
        </Box>
      )}
      {showComment ? (
        <FormTextField
          control={form.control}
          name={`criteria.${criterion.key}.comment`}
          namespace="training-flight"
          label={t("form.comment_for", { name })}
          multiline
          minRows={2}
          required
          readOnly={readOnly}
          max={COMMENT_MAX}
        />
      ) : null}
    </Box>
  );
}
