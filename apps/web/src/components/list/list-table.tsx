import Box from "@mui/material/Box";
import Skeleton from "@mui/material/Skeleton";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import TableSortLabel from "@mui/material/TableSortLabel";
import type { ReactNode } from "react";
import type { ListSort } from "./list-address";
import type { ListColumn } from "./list-column";
import { MARKED_ROW, MARKED_ROW_HOVER, VISUALLY_HIDDEN } from "./list-styles";

const menuCell = {
  position: "sticky",
  right: 0,
  bgcolor: "background.paper",
  boxShadow: "-6px 0 6px -6px rgba(0, 0, 0, 0.25)",
} as const;

const nowrapCell = { whiteSpace: "nowrap" } as const;
const nowrapMenuCell = { ...menuCell, ...nowrapCell } as const;
/**
 * A body cell's style: one shared object per kind, or none, so the rows of a page do not each build
 * and serialise a style object per cell.
 */
function cellStyle(column: { nowrap?: boolean; menu?: boolean }) {
  if (column.menu) return column.nowrap ? nowrapMenuCell : menuCell;
  return column.nowrap ? nowrapCell : undefined;
}

const markedRow = { "& td": MARKED_ROW, "&:hover td": MARKED_ROW_HOVER } as const;

export interface ListTableProps<Row> {
  caption: string;
  columns: ListColumn<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string | number;
  marked?: (row: Row) => boolean;
  sort?: { current: ListSort; onSort: (key: string) => void };
  /** Skeleton rows while the first page loads. */
  skeletonRows?: number;
  /** The empty, failed or loading state, shown under the header in place of rows. */
  message?: ReactNode;
  minWidth?: number;
  /** The header's text for the row-menu column, read by screen readers. */
  menuHeader: string;
}

/**
 * The wide-screen table: the header stays in view while the rows scroll under it, and a header whose
 * column maps to a sort field of the call sorts the list (again flips the order).
 */
export function ListTable<Row>(props: ListTableProps<Row>) {
  const { columns, rows, sort } = props;
  return (
    <TableContainer
      // Keyboard users scroll a wide table too (axe: scrollable-region-focusable).
      tabIndex={0}
      role="region"
      aria-label={props.caption}
      sx={{ maxHeight: "max(360px, calc(100vh - 260px))" }}
    >
      <Table stickyHeader size="small" aria-label={props.caption} sx={{ minWidth: props.minWidth ?? 720 }}>
        <TableHead>
          <TableRow>
            {columns.map((column) => {
              const active = Boolean(sort && column.sortKey && sort.current.key === column.sortKey);
              const direction = sort?.current.order === "+" ? "asc" : "desc";
              return (
                <TableCell
                  key={column.key}
                  align={column.align}
                  aria-sort={active ? (direction === "asc" ? "ascending" : "descending") : undefined}
                  sx={{
                    fontWeight: 600,
                    // A header of several words may take two lines rather than widen the table past
                    // its container (a free-text column then slid under the pinned row menu).
                    whiteSpace: "normal",
                    bgcolor: "grey.50",
                    ...(column.menu ? { ...menuCell, bgcolor: "grey.50", zIndex: 3 } : {}),
                  }}
                >
                  {column.menu ? (
                    <Box component="span" sx={VISUALLY_HIDDEN}>
                      {column.header || props.menuHeader}
                    </Box>
                  ) : sort && column.sortKey ? (
                    <TableSortLabel
                      active={active}
                      direction={active ? direction : "asc"}
                      onClick={() => column.sortKey && sort.onSort(column.sortKey)}
                    >
                      {column.header}
                    </TableSortLabel>
                  ) : (
                    column.header
                  )}
                </TableCell>
              );
            })}
          </TableRow>
        </TableHead>
        <TableBody>
          {props.message ? (
            <TableRow>
              <TableCell colSpan={columns.length} sx={{ py: 5, textAlign: "center", borderBottom: 0 }}>
                {props.message}
              </TableCell>
            </TableRow>
          ) : null}
          {props.skeletonRows
            ? Array.from({ length: props.skeletonRows }, (_, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart
                <TableRow key={index} aria-hidden>
                  {columns.map((column) => (
                    <TableCell key={column.key}>
                      <Skeleton variant="text" width={column.menu ? 24 : "80%"} />
                    </TableCell>
                  ))}
                </TableRow>
              ))
            : null}
          {rows.map((row, index) => {
            const marked = props.marked?.(row) ?? false;
            return (
              <TableRow
                key={props.rowKey(row)}
                hover
                data-marked={marked ? "" : undefined}
                sx={marked ? markedRow : undefined}
              >
                {columns.map((column) => (
                  <TableCell key={column.key} align={column.align} sx={cellStyle(column)}>
                    {column.render(row, index)}
                  </TableCell>
                ))}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
