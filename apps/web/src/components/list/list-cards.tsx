import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import Skeleton from "@mui/material/Skeleton";
import Typography from "@mui/material/Typography";
import { Fragment, type ReactNode } from "react";
import type { ListColumn } from "./list-column";
import { MARKED_ROW } from "./list-styles";

export interface ListCardsProps<Row> {
  caption: string;
  columns: ListColumn<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string | number;
  marked?: (row: Row) => boolean;
  skeletonRows?: number;
  message?: ReactNode;
}

/**
 * The phone layout: one card per row with every column as a labelled line, so nothing hides past the
 * right edge; the row's title and its menu lead the card.
 */
export function ListCards<Row>(props: ListCardsProps<Row>) {
  const title = props.columns.find((column) => column.title);
  const menu = props.columns.find((column) => column.menu);
  const lines = props.columns.filter((column) => column !== title && column !== menu);
  return (
    <Box
      component="ul"
      aria-label={props.caption}
      aria-busy={props.skeletonRows ? true : undefined}
      sx={{ listStyle: "none", m: 0, p: 0, display: "grid", gap: 1.5 }}
    >
      {props.message ? (
        <Paper component="li" variant="outlined" sx={{ borderRadius: 2, py: 4, px: 2, textAlign: "center" }}>
          {props.message}
        </Paper>
      ) : null}
      {props.skeletonRows
        ? Array.from({ length: props.skeletonRows }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart
            <Paper component="li" key={index} aria-hidden variant="outlined" sx={{ borderRadius: 2, p: 1.5 }}>
              <Skeleton variant="text" width="60%" height={28} />
              <Skeleton variant="text" width="90%" />
              <Skeleton variant="text" width="75%" />
            </Paper>
          ))
        : null}
      {props.rows.map((row, index) => {
        const marked = props.marked?.(row) ?? false;
        return (
          <Paper
            component="li"
            key={props.rowKey(row)}
            variant="outlined"
            data-marked={marked ? "" : undefined}
            sx={{
              borderRadius: 2,
              overflow: "hidden",
              ...(marked ? { ...MARKED_ROW, borderLeft: 4, borderLeftColor: "error.main" } : {}),
            }}
          >
            <Box sx={{ display: "flex", alignItems: "flex-start", gap: 1, px: 1.5, pt: 1.25 }}>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                {title ? (
                  <>
                    <Typography variant="caption" component="p" sx={{ color: "text.secondary" }}>
                      {title.header}
                    </Typography>
                    <Box sx={{ fontWeight: 500, overflowWrap: "anywhere" }}>{title.render(row, index)}</Box>
                  </>
                ) : null}
              </Box>
              {menu ? <Box sx={{ flex: "none", mr: -0.5 }}>{menu.render(row, index)}</Box> : null}
            </Box>
            <Box
              component="dl"
              sx={{
                display: "grid",
                gridTemplateColumns: "minmax(96px, 40%) minmax(0, 1fr)",
                columnGap: 1.5,
                rowGap: 0.75,
                m: 0,
                px: 1.5,
                pt: 1,
                pb: 1.5,
                typography: "body2",
              }}
            >
              {lines.map((column) => (
                <Fragment key={column.key}>
                  <Box component="dt" sx={{ color: "text.secondary" }}>
                    {column.header}
                  </Box>
                  <Box component="dd" sx={{ m: 0, minWidth: 0, overflowWrap: "anywhere" }}>
                    {column.render(row, index)}
                  </Box>
                </Fragment>
              ))}
            </Box>
          </Paper>
        );
      })}
    </Box>
  );
}
