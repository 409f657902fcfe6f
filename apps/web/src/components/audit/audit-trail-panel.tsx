import ExpandMoreIcon from "@mui/icons-material/ExpandMore";
import Accordion from "@mui/material/Accordion";
import AccordionDetails from "@mui/material/AccordionDetails";
import AccordionSummary from "@mui/material/AccordionSummary";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { type AuditRecordKind, can } from "@trms/shared";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useAuth } from "../../lib/auth";
import { formatDateTime } from "../../lib/dates";
import { auditActionLabel } from "./audit-action-label";
import { AuditChanges } from "./audit-changes";
import { recordAuditQuery } from "./record-audit-query";

/**
 * Who created, changed, approved, submitted, rejected, downloaded or deleted this record and when,
 * for administrators (ADR 0704); read when opened.
 */
export function AuditTrailPanel({ entity, id }: { entity: AuditRecordKind; id: number }) {
  const { t } = useTranslation("audit");
  const { user } = useAuth();
  const [open, setOpen] = useState(false);
  const allowed = can(user, "audit.view");
  const trail = useQuery({ ...recordAuditQuery(entity, id), enabled: allowed && open });
  if (!allowed) return null;
  return (
    <Accordion variant="outlined" expanded={open} onChange={(_event, next) => setOpen(next)} sx={{ mt: 3 }}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {t("trail.title")}
        </Typography>
      </AccordionSummary>
      <AccordionDetails>
        {trail.isError ? (
          <Typography color="error">{t("list.failed")}</Typography>
        ) : !trail.data ? (
          <Typography color="text.secondary">{t("trail.loading")}</Typography>
        ) : trail.data.audit_list.length === 0 ? (
          <Typography color="text.secondary">{t("trail.empty")}</Typography>
        ) : (
          <Box component="ol" aria-label={t("trail.title")} sx={{ m: 0, pl: 2, display: "grid", gap: 1.5 }}>
            {trail.data.audit_list.map((entry) => (
              <li key={`${entry.at}-${entry.action}`}>
                <Typography variant="body2">
                  <strong>{auditActionLabel(t, entry.action)}</strong>
                  {" · "}
                  {entry.actor_name ?? t("list.nobody")}
                  {" · "}
                  {formatDateTime(entry.at)}
                </Typography>
                <AuditChanges changes={entry.changes} />
              </li>
            ))}
          </Box>
        )}
      </AccordionDetails>
    </Accordion>
  );
}
