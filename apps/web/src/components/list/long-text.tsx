import Box from "@mui/material/Box";
import Tooltip from "@mui/material/Tooltip";
import type { ReactNode } from "react";

/** Lines a free-text cell shows before it is clamped. */
export const LONG_TEXT_LINES = 3;
/** Characters beyond which a free text may be clamped: its cell then shows the whole text on hover and focus. */
const LONG_TEXT_CHARS = 90;

/**
 * A list cell of free text: it wraps at any width, breaking a long word rather than
 * running under the next column, and stops after three lines; the whole text shows on hover and,
 * for a text long enough to be cut, on keyboard focus. `text` is the plain text it shows.
 */
export function LongText({ text, children }: { text: string | null | undefined; children?: ReactNode }) {
  const value = text ?? "";
  const body = (
    <Box
      sx={{
        minWidth: 120,
        maxWidth: 420,
        whiteSpace: "pre-line",
        overflowWrap: "anywhere",
        display: "-webkit-box",
        WebkitLineClamp: LONG_TEXT_LINES,
        WebkitBoxOrient: "vertical",
        overflow: "hidden",
        "&:focus-visible": { outline: 2, outlineColor: "primary.main", outlineOffset: 2 },
      }}
      // Only a text that may be cut takes focus, so the keyboard reaches its whole text.
      tabIndex={value.length > LONG_TEXT_CHARS ? 0 : undefined}
    >
      {children ?? value}
    </Box>
  );
  if (value.length <= LONG_TEXT_CHARS) return body;
  return (
    <Tooltip
      title={<Box sx={{ whiteSpace: "pre-line", overflowWrap: "anywhere" }}>{value}</Box>}
      placement="bottom-start"
      describeChild
    >
      {body}
    </Tooltip>
  );
}
