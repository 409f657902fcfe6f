import CloseIcon from "@mui/icons-material/Close";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Drawer from "@mui/material/Drawer";
import IconButton from "@mui/material/IconButton";
import Typography from "@mui/material/Typography";
import { type Dispatch, type ReactNode, type SetStateAction, useId, useState } from "react";

interface FilterDrawerProps<T> {
  open: boolean;
  /** The filters in force; the drawer edits a copy and hands it back on Apply. */
  filters: T;
  /** What Reset goes back to. */
  defaults: T;
  onApply: (filters: T) => void;
  onClose: () => void;
  texts: { title: string; close: string; reset: string; apply: string };
  width?: number;
  /** Apply stays disabled while the draft is not acceptable (an inverted date range, say). */
  canApply?: (draft: T) => boolean;
  children: (draft: T, setDraft: Dispatch<SetStateAction<T>>) => ReactNode;
}

/**
 * The right-hand filter drawer of every list: the choices are applied together, so the list
 * reloads once, and reopening the drawer starts from what is in force.
 */
export function FilterDrawer<T>({
  open,
  filters,
  defaults,
  onApply,
  onClose,
  texts,
  width = 340,
  canApply,
  children,
}: FilterDrawerProps<T>) {
  const titleId = useId();
  const [draft, setDraft] = useState(filters);
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{
        transition: { onEnter: () => setDraft(filters) },
        paper: { sx: { width: { xs: "100%", sm: width } }, "aria-labelledby": titleId } as object,
      }}
    >
      <Box sx={{ p: 3, display: "grid", gap: 2.5 }}>
        <Box sx={{ display: "flex", alignItems: "center", justifyContent: "space-between" }}>
          <Typography id={titleId} variant="h6" component="h2">
            {texts.title}
          </Typography>
          <IconButton aria-label={texts.close} onClick={onClose} edge="end">
            <CloseIcon />
          </IconButton>
        </Box>
        {children(draft, setDraft)}
        <Box sx={{ display: "flex", gap: 1, justifyContent: "flex-end" }}>
          <Button onClick={() => setDraft(defaults)}>{texts.reset}</Button>
          <Button
            variant="contained"
            disabled={canApply ? !canApply(draft) : false}
            onClick={() => onApply(draft)}
          >
            {texts.apply}
          </Button>
        </Box>
      </Box>
    </Drawer>
  );
}

/** Select fields where "All" (an empty value) is a real choice and must show its label. */
export const SHOW_EMPTY_SELECT = { select: { displayEmpty: true }, inputLabel: { shrink: true } } as const;
