import HistoryIcon from "@mui/icons-material/History";
import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import type { FieldChange, TrainingFlightDetail } from "@trms/shared";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../../lib/dates";
import { useFieldChangeText } from "./change-list";

type HistoryEntry = NonNullable<TrainingFlightDetail["history"]>[number];

const KNOWN_ACTIONS = new Set(["create", "update", "approve", "delete", "import", "import_undo"]);

const changesOf = (entry: HistoryEntry): Record<string, unknown> =>
  typeof entry.changes === "object" && entry.changes !== null
    ? (entry.changes as Record<string, unknown>)
    : {};

/** The fields an update changed, as the form names them; a creation lists none. */
function changedFields(entry: HistoryEntry): FieldChange[] {
  if (entry.action !== "update") return [];
  const fields = changesOf(entry).fields;
  return Array.isArray(fields) ? (fields as FieldChange[]) : [];
}

const afterApproval = (entry: HistoryEntry) => "after_approval" in changesOf(entry);
/** An update that took the trainee's approval back: they are asked to approve again. */
const reopened = (entry: HistoryEntry) => {
  const status = changesOf(entry).status;
  return Array.isArray(status) && status[0] === 1 && status[1] === 0;
};

/** Who did what when to the record (admins only; the server sends the history to them alone). */
export function HistoryCard({ history }: { history: HistoryEntry[] }) {
  const { t } = useTranslation("training-flight");
  const { describe } = useFieldChangeText();
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
      {history.length === 0 ? (
        // Records the demo seed or an import wrote have no history until someone changes them.
        <Box sx={{ display: "flex", gap: 1, alignItems: "center", color: "text.secondary" }}>
          <HistoryIcon aria-hidden fontSize="small" />
          <Typography variant="body2">{t("history.empty")}</Typography>
        </Box>
      ) : (
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
                    {t("history.changed", {
                      fields: fields
                        .map((change) => {
                          const { label, text } = describe(change);
                          return `${label} (${text})`;
                        })
                        .join("; "),
                    })}
                  </Typography>
                ) : null}
                {reopened(entry) ? (
                  <Typography variant="body2" sx={{ mt: 0.5 }}>
                    {t("history.approval_withdrawn")}
                  </Typography>
                ) : null}
              </Box>
            );
          })}
        </Box>
      )}
    </Paper>
  );
}
