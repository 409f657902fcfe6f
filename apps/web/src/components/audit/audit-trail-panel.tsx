import ExpandMoreIcon from "@mui/icons-material/ExpandMore";
import Accordion from "@mui/material/Accordion";
import AccordionDetails from "@mui/material/AccordionDetails";
import AccordionSummary from "@mui/material/AccordionSummary";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { useQueries } from "@tanstack/react-query";
import { type AuditRecordKind, can } from "@trms/shared";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useAuth } from "../../lib/auth";
import { formatDateTime } from "../../lib/dates";
import { AuditChanges } from "./audit-changes";
import { recordAuditQuery } from "./record-audit-query";
import { useHistoryWords } from "./use-history-words";

/**
 * Who created, changed, approved, submitted, rejected, downloaded or deleted this record and when,
 * for administrators; read when opened. `also` names the record's other audited parts
 * kept under the same id (a SIM form's CAAV form and e-learning, a line check's reading
 * confirmation), merged into one trail oldest first.
 */
export function AuditTrailPanel({
  entity,
  id,
  also = [],
  sx,
}: {
  entity: AuditRecordKind;
  id: number;
  also?: readonly AuditRecordKind[];
  sx?: object;
}) {
  const { t } = useTranslation("audit");
  const { user } = useAuth();
  const [open, setOpen] = useState(false);
  const historyWords = useHistoryWords();
  const allowed = can(user, "audit.view");
  const trails = useQueries({
    queries: [entity, ...also].map((kind) => ({
      ...recordAuditQuery(kind, id),
      enabled: allowed && open,
    })),
  });
  if (!allowed) return null;
  const failed = trails.some((trail) => trail.isError);
  const loaded = trails.every((trail) => trail.data);
  const kinds = [entity, ...also];
  const entries = trails
    .flatMap((trail, index) =>
      (trail.data?.audit_list ?? []).map((entry) => ({
        ...entry,
        words: historyWords({ ...entry, entity: kinds[index] ?? entity }),
        key: `${index}-${entry.at}-${entry.action}`,
      })),
    )
    .sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  return (
    <Accordion
      variant="outlined"
      expanded={open}
      onChange={(_event, next) => setOpen(next)}
      sx={{ mt: 3, ...sx }}
      // The summary's own h2 is the heading; MUI's default h3 wrapper would skip a level.
      slotProps={{ heading: { component: "div" } }}
      data-testid="audit-trail"
    >
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {t("trail.title")}
        </Typography>
      </AccordionSummary>
      <AccordionDetails>
        {failed ? (
          <Typography color="error">{t("list.failed")}</Typography>
        ) : !loaded ? (
          <Typography color="text.secondary">{t("trail.loading")}</Typography>
        ) : entries.length === 0 ? (
          <Typography color="text.secondary">{t("trail.empty")}</Typography>
        ) : (
          <Box component="ol" aria-label={t("trail.title")} sx={{ m: 0, pl: 2, display: "grid", gap: 1.5 }}>
            {entries.map((entry) => (
              <li key={entry.key}>
                <Typography variant="body2">
                  <strong>{entry.words.action}</strong>
                  {" · "}
                  {entry.actor_name ?? t("list.nobody")}
                  {" · "}
                  {formatDateTime(entry.at)}
                </Typography>
                <AuditChanges changes={entry.words.changes} />
              </li>
            ))}
          </Box>
        )}
      </AccordionDetails>
    </Accordion>
  );
}
