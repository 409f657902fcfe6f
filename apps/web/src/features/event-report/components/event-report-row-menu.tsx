import MoreVertIcon from "@mui/icons-material/MoreVert";
import IconButton from "@mui/material/IconButton";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import { can, type EventReport, type SessionUser } from "@trms/shared";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { eventReportPaths } from "../paths";

interface EventReportRowMenuProps {
  report: EventReport;
  actor: SessionUser;
  onDelete: (report: EventReport) => void;
}

export function EventReportRowMenu({ report, actor, onDelete }: EventReportRowMenuProps) {
  const { t } = useTranslation("event-report");
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const close = () => setAnchor(null);
  return (
    <>
      <IconButton
        size="small"
        aria-label={t("actions.row_menu", { flight: report.flight_number })}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? "true" : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
        <MenuItem component={RouterLink} to={eventReportPaths.detail(report.id)} onClick={close}>
          {t("actions.detail")}
        </MenuItem>
        {can(actor, "event_report.edit") ? (
          <MenuItem
            onClick={() => {
              close();
              onDelete(report);
            }}
          >
            {t("actions.delete")}
          </MenuItem>
        ) : null}
      </Menu>
    </>
  );
}
