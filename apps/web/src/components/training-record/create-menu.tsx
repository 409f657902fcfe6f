import AddIcon from "@mui/icons-material/Add";
import ArrowDropDownIcon from "@mui/icons-material/ArrowDropDown";
import Button from "@mui/material/Button";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import { TRAINING_RECORD_KINDS } from "@trms/shared";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { trainingRecordPaths } from "./paths";

/**
 * The Create menu an instructor sees on another pilot's records, on each list of training records
 * (part1 §2, §6): one entry per kind, each to its create screen for that pilot.
 */
export function CreateMenu({ pilotId }: { pilotId: number }) {
  const { t } = useTranslation("training-record");
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const close = () => setAnchor(null);
  const entries = TRAINING_RECORD_KINDS.map((kind) => ({
    key: kind,
    to: trainingRecordPaths.create(kind, pilotId),
  }));
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
