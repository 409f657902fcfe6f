import AddIcon from "@mui/icons-material/Add";
import ArrowDropDownIcon from "@mui/icons-material/ArrowDropDown";
import Button from "@mui/material/Button";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { trainingFlightPaths } from "../paths";

/** The Create menu an instructor sees on another pilot's records (part1 §2, §6). */
export function CreateMenu({ pilotId }: { pilotId: number }) {
  const { t } = useTranslation("training-flight");
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const close = () => setAnchor(null);
  const entries = [
    { key: "training_flight", to: trainingFlightPaths.create(pilotId) },
    { key: "base_training", to: trainingFlightPaths.createOther("base_training", pilotId) },
    { key: "theory_test", to: trainingFlightPaths.createOther("theory_test", pilotId) },
    { key: "progress_theory", to: trainingFlightPaths.createOther("progress_theory", pilotId) },
  ];
  return (
    <>
      <Button
        variant="contained"
        startIcon={<AddIcon />}
        endIcon={<ArrowDropDownIcon />}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? "true" : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {t("actions.create")}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
        {entries.map((entry) => (
          <MenuItem key={entry.key} component={RouterLink} to={entry.to} onClick={close}>
            {t(`create_menu.${entry.key}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
