import WarningAmberIcon from "@mui/icons-material/WarningAmber";
import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemButton from "@mui/material/ListItemButton";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import type { CriterionTrend } from "@trms/shared";
import { useTranslation } from "react-i18next";
import { useNumbers } from "../../../lib/use-numbers";

interface TrendCriteriaProps {
  criteria: CriterionTrend[];
  selected: number;
  onSelect: (criteria: number) => void;
}

/** Every criterion's mean and recent mean, its warnings in words; choosing one shows its chart. */
export function TrendCriteria({ criteria, selected, onSelect }: TrendCriteriaProps) {
  const { t } = useTranslation(["analytics", "training-flight"]);
  const numbers = useNumbers();
  const warned = criteria.filter((entry) => entry.warnings.length > 0).length;
  const decimal = (value: number | null) =>
    value === null ? "–" : numbers.format(value, { maximumFractionDigits: 2 });
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="criteria-title"
      sx={{ borderRadius: 2, p: 2 }}
    >
      <Typography id="criteria-title" variant="subtitle1" component="h2" sx={{ fontWeight: 500 }}>
        {t("trends.criteria_title")}
      </Typography>
      <Typography variant="body2" sx={{ color: warned ? "error.main" : "success.main", fontWeight: 500 }}>
        {warned ? t("trends.warned_count", { count: warned }) : t("trends.none_warned")}
      </Typography>
      <List dense>
        {criteria.map((entry) => (
          <ListItem key={entry.key} disablePadding>
            <ListItemButton
              selected={entry.criteria === selected}
              onClick={() => onSelect(entry.criteria)}
              sx={{ borderRadius: 1, display: "block" }}
            >
              {/* The name on its own line, the figures under it: side by side, a narrow column
                  left the name a word per line. */}
              <Typography variant="body2" sx={{ fontWeight: 500 }}>
                {entry.criteria}. {t(`training-flight:criteria.${entry.key}`)}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t("trends.mean_recent", {
                  mean: decimal(entry.mean),
                  recent: decimal(entry.recent_mean),
                })}
              </Typography>
              {entry.warnings.length > 0 ? (
                <Box sx={{ display: "flex", gap: 0.5, flexWrap: "wrap", mt: 0.5 }}>
                  {entry.warnings.map((warning) => (
                    <Chip
                      key={warning}
                      size="small"
                      color="error"
                      variant="outlined"
                      icon={<WarningAmberIcon />}
                      label={t(`trends.warning.${warning}`)}
                    />
                  ))}
                </Box>
              ) : null}
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
