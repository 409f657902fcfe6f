import MoreVertIcon from "@mui/icons-material/MoreVert";
import Divider from "@mui/material/Divider";
import IconButton from "@mui/material/IconButton";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import { useId, useState } from "react";
import { Link as RouterLink } from "react-router";
import { type WorkflowMenu, type WorkflowMenuItem, workflowMenuItems } from "./workflow-menu";

interface WorkflowRowMenuProps<Action extends string> extends WorkflowMenu<Action> {
  /** The accessible name of the menu's button, e.g. "Actions for …". */
  label: string;
  /** A divider between the `before` entries and the rest, when there is a rest. */
  divider?: boolean;
  /**
   * Keep the menu beside its button (inside the page's main landmark) rather than in a portal at
   * the end of the page.
   */
  disablePortal?: boolean;
}

/**
 * The row menu of a record whose forms are submitted in stages (SIM forms, line checks, line
 * training): a "more" button and its menu, whose workflow entries are those of the actions the
 * shared tables offer now (`actions`), each opening what the feature's map says.
 */
export function WorkflowRowMenu<Action extends string>({
  label,
  divider = false,
  disablePortal = false,
  ...menu
}: WorkflowRowMenuProps<Action>) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const close = () => setAnchor(null);
  const items = workflowMenuItems(menu);
  const lead = menu.before?.length ?? 0;
  const item = (entry: WorkflowMenuItem) =>
    entry.to !== undefined ? (
      <MenuItem
        key={entry.key}
        component={RouterLink}
        to={entry.to}
        onClick={close}
        sx={entry.danger ? { color: "error.main" } : undefined}
      >
        {entry.label}
      </MenuItem>
    ) : (
      <MenuItem
        key={entry.key}
        sx={entry.danger ? { color: "error.main" } : undefined}
        onClick={() => {
          close();
          entry.onSelect?.();
        }}
      >
        {entry.label}
      </MenuItem>
    );
  return (
    <>
      <IconButton
        size="small"
        aria-label={label}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? "true" : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={close}
        disablePortal={disablePortal}
      >
        {items.slice(0, lead).map(item)}
        {divider && lead > 0 && items.length > lead ? <Divider /> : null}
        {items.slice(lead).map(item)}
      </Menu>
    </>
  );
}
