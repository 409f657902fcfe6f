import Box from "@mui/material/Box";
import LinearProgress from "@mui/material/LinearProgress";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { useNumbers } from "../../lib/use-numbers";

/** The share of a file sent so far, under a form or in the avatar dialog; nothing when idle. */
export function UploadProgress({ value }: { value: number | null }) {
  const { t } = useTranslation("common");
  const numbers = useNumbers();
  if (value === null) return null;
  const percent = Math.round(value * 100);
  return (
    <Box sx={{ display: "flex", alignItems: "center", gap: 1.5 }}>
      <LinearProgress
        variant="determinate"
        value={percent}
        sx={{ flexGrow: 1 }}
        aria-label={t("upload.progress")}
      />
      <Typography variant="caption" sx={{ minWidth: 40, textAlign: "right" }}>
        {numbers.format(percent)}%
      </Typography>
    </Box>
  );
}
