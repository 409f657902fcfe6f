import Box from "@mui/material/Box";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import Typography from "@mui/material/Typography";
import type { SimFormHistoryItem } from "@trms/shared";
import { useTranslation } from "react-i18next";
import { FileLink } from "../../../components/file-link";
import { formatDateTime } from "../../../lib/dates";

/** A status number named for its workflow: the SIM form, the CAAV form or e-learning. */
export function useStatusName() {
  const { t } = useTranslation(["sim-form", "sim"]);
  return (entity: string, status: number) =>
    entity === "sim_caav_form"
      ? t(`caav_status.${status}`, { defaultValue: String(status) })
      : entity === "sim_elearning"
        ? t(`elearning.state_${status}`, { defaultValue: String(status) })
        : t(`sim:form_status.${status}`, { defaultValue: String(status) });
}

/** The SHA-256 a file had when submitted: monospace, breaking anywhere on a phone. */
export function Sha256({ value }: { value: string }) {
  const { t } = useTranslation("sim-form");
  return (
    <Typography variant="caption" component="div" sx={{ color: "text.secondary", overflowWrap: "anywhere" }}>
      {t("detail.sha256")}:{" "}
      <Box component="code" sx={{ fontFamily: "monospace" }}>
        {value}
      </Box>
    </Typography>
  );
}

/** Every step of a form's three workflows, oldest first: when, who, what, from → to, why, which file. */
export function HistoryList({ items }: { items: SimFormHistoryItem[] }) {
  const { t } = useTranslation("sim-form");
  const statusName = useStatusName();
  if (items.length === 0) return <Typography color="text.secondary">{t("detail.history_empty")}</Typography>;
  return (
    <List disablePadding aria-label={t("detail.history")}>
      {items.map((item, index) => (
        <ListItem
          key={`${item.date}-${item.entity}-${item.action}-${item.to_status}`}
          divider={index < items.length - 1}
          sx={{ display: "block", px: 0, py: 1.25 }}
        >
          <Box sx={{ display: "flex", gap: 1, flexWrap: "wrap", alignItems: "baseline" }}>
            <Typography variant="body2" sx={{ fontWeight: 600, whiteSpace: "nowrap" }}>
              {formatDateTime(item.date)}
            </Typography>
            <Typography variant="body2" sx={{ fontWeight: 500 }}>
              {t(`history_action.${item.action}`, { defaultValue: item.action })}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t("detail.by", { name: item.actor_name ?? t("detail.unknown_actor") })}
            </Typography>
          </Box>
          <Typography variant="body2" color="text.secondary">
            {statusName(item.entity, item.from_status)} → {statusName(item.entity, item.to_status)}
          </Typography>
          {item.reason ? (
            <Typography variant="body2" sx={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
              {t("detail.reason", { reason: item.reason })}
            </Typography>
          ) : null}
          {item.file ? <FileLink url={item.file} /> : null}
          {item.file_sha256 ? <Sha256 value={item.file_sha256} /> : null}
        </ListItem>
      ))}
    </List>
  );
}
