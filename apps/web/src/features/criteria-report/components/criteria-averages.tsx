import Box from "@mui/material/Box";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemButton from "@mui/material/ListItemButton";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { type CriterionAverage, STANDARD_SCORE } from "@trms/shared";
import { useTranslation } from "react-i18next";
import { formatDate } from "../../../lib/dates";
import { useNumbers } from "../../../lib/use-numbers";

interface CriteriaAveragesProps {
  averages: CriterionAverage[];
  since: string;
  selected: number;
  onSelect: (criteria: number) => void;
}

/** Read by screen readers, not shown: the count's words behind "×6". */
const visuallyHidden = {
  border: 0,
  clip: "rect(0 0 0 0)",
  height: "1px",
  margin: "-1px",
  overflow: "hidden",
  padding: 0,
  position: "absolute",
  whiteSpace: "nowrap",
  width: "1px",
} as const;

/** Below the standard score: the criteria a training manager must see at once. */
export const isWeak = (entry: CriterionAverage) => entry.average !== null && entry.average < STANDARD_SCORE;

/**
 * Every criterion's average over the last 12 months, weak ones (under 3) marked; choosing one shows
 * its line in the chart.
 */
export function CriteriaAverages({ averages, since, selected, onSelect }: CriteriaAveragesProps) {
  const { t } = useTranslation(["criteria-report", "training-flight"]);
  const numbers = useNumbers();
  const weak = averages.filter(isWeak).length;
  return (
    <Paper
      variant="outlined"
      sx={{ borderRadius: 2, p: 2 }}
      component="section"
      aria-labelledby="averages-title"
    >
      <Typography id="averages-title" variant="subtitle1" component="h2" sx={{ fontWeight: 500 }}>
        {t("averages.title")}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t("averages.since", { date: formatDate(since) })}
      </Typography>
      <Typography
        variant="body2"
        sx={{ mt: 0.5, color: weak ? "error.main" : "success.main", fontWeight: 500 }}
      >
        {weak ? t("averages.weak_count", { count: weak }) : t("averages.none_weak")}
      </Typography>
      <List dense disablePadding sx={{ mt: 1 }}>
        {averages.map((entry) => {
          const low = isWeak(entry);
          const name = t(`training-flight:criteria.${entry.key}`);
          const value =
            entry.average === null ? "—" : numbers.format(entry.average, { maximumFractionDigits: 2 });
          return (
            <ListItem key={entry.criteria} disablePadding>
              <ListItemButton
                selected={entry.criteria === selected}
                onClick={() => onSelect(entry.criteria)}
                sx={{
                  borderRadius: 1,
                  gap: 1,
                  ...(low ? { bgcolor: "error.50", borderLeft: 3, borderColor: "error.main" } : {}),
                }}
              >
                <Box
                  component="span"
                  sx={{ flex: 1, minWidth: 0, color: low ? "error.dark" : "text.primary" }}
                >
                  {entry.criteria}. {name}
                </Box>
                <Box
                  component="span"
                  sx={{
                    fontVariantNumeric: "tabular-nums",
                    fontWeight: low ? 700 : 500,
                    color: low ? "error.dark" : entry.average === null ? "text.secondary" : "text.primary",
                  }}
                >
                  {value}
                </Box>
                <Box
                  component="span"
                  sx={{ color: "text.secondary", fontSize: 12, minWidth: 32, textAlign: "right" }}
                >
                  <span aria-hidden="true">×{entry.count}</span>
                  <Box component="span" sx={visuallyHidden}>
                    {entry.average === null
                      ? t("averages.no_scores")
                      : t("averages.scores", { count: entry.count })}
                  </Box>
                </Box>
              </ListItemButton>
            </ListItem>
          );
        })}
      </List>
    </Paper>
  );
}
