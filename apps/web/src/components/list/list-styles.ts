/**
 * A row the list marks (a training flight below standard): red on the table row and on its card. The
 * row also carries a sign that does not rely on colour (an icon with a name) where the page gives one.
 */
export const MARKED_ROW = { bgcolor: "#fdecea", color: "#8c1d18" } as const;
export const MARKED_ROW_HOVER = { bgcolor: "#f9d9d6" } as const;

/** Read by screen readers, not shown (the row-menu column's header). */
export const VISUALLY_HIDDEN = {
  border: 0,
  clip: "rect(0 0 0 0)",
  height: "1px",
  margin: "-1px",
  overflow: "hidden",
  padding: 0,
  position: "absolute",
  whiteSpace: "nowrap",
  width: "1px",
} as const;
