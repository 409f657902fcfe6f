import OutboxIcon from "@mui/icons-material/Outbox";
import Badge from "@mui/material/Badge";
import IconButton from "@mui/material/IconButton";
import Tooltip from "@mui/material/Tooltip";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { onDemand } from "../../../components/on-demand";
import { useOutbox } from "../use-outbox";

const OutboxDialog = onDemand(() => import("./outbox-dialog").then((module) => module.OutboxDialog));

/** The top bar's Outbox: how many changes wait on this device, and the list of them. */
export function OutboxButton() {
  const { t } = useTranslation("shell");
  const items = useOutbox();
  const [open, setOpen] = useState(false);
  const needsDecision = items.some((item) => item.state !== "queued" && item.state !== "draft");
  const label = items.length ? t("offline.outbox", { count: items.length }) : t("offline.outbox_empty");
  return (
    <>
      <Tooltip title={label}>
        <IconButton color="inherit" aria-label={label} aria-haspopup="dialog" onClick={() => setOpen(true)}>
          {/* The count is in the button's name; without changes there is no badge to read. */}
          {items.length ? (
            <Badge badgeContent={items.length} color={needsDecision ? "error" : "secondary"}>
              <OutboxIcon />
            </Badge>
          ) : (
            <OutboxIcon />
          )}
        </IconButton>
      </Tooltip>
      <OutboxDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
