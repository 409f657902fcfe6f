import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import type { TrainingFlightDetail } from "@trms/shared";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../../lib/dates";

type HistoryEntry = NonNullable<TrainingFlightDetail["history"]>[number];

const KNOWN_ACTIONS = new Set(["create", "update", "approve", "delete"]);

/** The fields an update changed, as the audit row lists them; a creation lists none. */
function changedFields(entry: HistoryEntry): string[] {
  if (entry.action !== "update" || !entry.changes || typeof entry.changes !== "object") return [];
  return Object.keys(entry.changes).filter((key) => key !== "after_approval");
}

const afterApproval = (entry: HistoryEntry) =>
  typeof entry.changes === "object" && entry.changes !== null && "after_approval" in entry.changes;

/** Who did what when to the record (admins only; the server sends the history to them alone). */
export function HistoryCard({ history }: { history: HistoryEntry[] }) {
  const { t } = useTranslation("training-flight");
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-label={t("history.title")}
      sx={{ borderRadius: 2, p: { xs: 2, sm: 3 }, mt: 2 }}
    >
      <Typography variant="h6" component="h2" sx={{ fontSize: 17, fontWeight: 600, mb: 1.5 }}>
        {t("history.title")}
      </Typography>
      <Box component="ol" sx={{ listStyle: "none", m: 0, p: 0, display: "grid", gap: 1.5 }}>
        {history.map((entry) => {
          const fields = changedFields(entry);
          return (
            <Box
              component="li"
              key={`${entry.at}-${entry.action}`}
              sx={{
                borderLeft: 3,
                borderColor: entry.action === "approve" ? "success.main" : "primary.light",
                pl: 1.5,
              }}
            >
              <Box sx={{ display: "flex", gap: 1, alignItems: "center", flexWrap: "wrap" }}>
                <Typography sx={{ fontWeight: 600 }}>
                  {KNOWN_ACTIONS.has(entry.action) ? t(`history.actions.${entry.action}`) : entry.action}
                </Typography>
                {afterApproval(entry) ? (
                  <Chip size="small" color="warning" label={t("history.after_approval")} />
                ) : null}
              </Box>
              <Typography variant="body2" color="text.secondary">
                {formatDateTime(entry.at)} · {entry.actor_name ?? t("history.unknown_actor")}
              </Typography>
              {fields.length ? (
                <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: "anywhere" }}>
                  {t("history.changed", { fields: fields.join(", ") })}
                </Typography>
              ) : null}
            </Box>
          );
        })}
      </Box>
    </Paper>
  );
}
