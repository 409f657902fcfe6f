import MoreVertIcon from "@mui/icons-material/MoreVert";
import IconButton from "@mui/material/IconButton";
import ListItemText from "@mui/material/ListItemText";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import type { FotRow } from "@trms/shared";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import type { Area } from "../../../components/training-record/paths";
import { fotPaths } from "../paths";

/**
 * The FOT row menu (part1 §2): the pilot's training flights (admin and pilot area differ), "other
 * training flight", which has no destination in the spec and is shown disabled (ADR 0172), and the
 * criteria chart.
 */
export function FotRowMenu({ pilot, area }: { pilot: FotRow; area: Area }) {
  const { t } = useTranslation("fot");
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const close = () => setAnchor(null);
  return (
    <>
      <IconButton
        size="small"
        aria-label={t("menu.open", { name: pilot.full_name })}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? "true" : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
        <MenuItem component={RouterLink} to={fotPaths.trainingFlights(area, pilot.id)} onClick={close}>
          {t("menu.training_flights")}
        </MenuItem>
        <MenuItem disabled>
          <ListItemText primary={t("menu.other_training_flight")} secondary={t("menu.not_available")} />
        </MenuItem>
        <MenuItem component={RouterLink} to={fotPaths.criteriaReport(area, pilot.id)} onClick={close}>
          {t("menu.graph")}
        </MenuItem>
      </Menu>
    </>
  );
}
