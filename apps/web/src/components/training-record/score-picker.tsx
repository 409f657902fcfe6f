import ToggleButton from "@mui/material/ToggleButton";
import ToggleButtonGroup from "@mui/material/ToggleButtonGroup";
import { NOT_APPLICABLE, SCORES } from "@trms/shared";
import { useTranslation } from "react-i18next";

interface ScorePickerProps {
  label: string;
  value: number;
  onChange: (score: number) => void;
  /** Overall performance has no N/A. */
  scores?: readonly number[];
}

/** 1 2 3 4 5 N/A as buttons: one tab stop each, Space or Enter picks, the chosen one is pressed. */
export function ScorePicker({ label, value, onChange, scores = SCORES }: ScorePickerProps) {
  const { t } = useTranslation("training-record");
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      aria-label={label}
      value={value}
      // Clicking the chosen score again would clear it; a criterion always has a value.
      onChange={(_event, next: number | null) => next !== null && onChange(next)}
      sx={{ flexWrap: "wrap" }}
    >
      {scores.map((score) => (
        <ToggleButton
          key={score}
          value={score}
          // The name starts with what the button shows ("N/A Not applicable"), so speech control finds it.
          aria-label={
            score === NOT_APPLICABLE
              ? `${t("scores.not_applicable")} ${t("scores.not_applicable_long")}`
              : t("scores.score_n", { n: score })
          }
          sx={{
            minWidth: { xs: 40, sm: 44 },
            fontWeight: 600,
            ...(score <= 2
              ? {
                  "&.Mui-selected, &.Mui-selected:hover": {
                    bgcolor: "error.main",
                    color: "error.contrastText",
                  },
                }
              : score === NOT_APPLICABLE
                ? {}
                : {
                    "&.Mui-selected, &.Mui-selected:hover": {
                      bgcolor: "primary.main",
                      color: "primary.contrastText",
                    },
                  }),
          }}
        >
          {score === NOT_APPLICABLE ? t("scores.not_applicable") : score}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
