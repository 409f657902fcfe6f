import Box from "@mui/material/Box";
import LinearProgress from "@mui/material/LinearProgress";
import Paper from "@mui/material/Paper";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TablePagination from "@mui/material/TablePagination";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

export interface Column<Row> {
  key: string;
  /** An empty header (the row-menu column) is read out as "Actions" and not shown. */
  header: string;
  render: (row: Row, index: number) => ReactNode;
  align?: "left" | "right" | "center";
  /** Keeps short values (codes, dates) on one line so the table scrolls instead of wrapping them. */
  nowrap?: boolean;
  /** Pinned to the right edge (the row menu), so it stays reachable while a wide table scrolls. */
  sticky?: boolean;
}

const stickyCell = {
  position: "sticky",
  right: 0,
  bgcolor: "background.paper",
  boxShadow: "-6px 0 6px -6px rgba(0, 0, 0, 0.25)",
} as const;

// MUI's visuallyHidden, written out: the text is read by screen readers but takes no space.
const visuallyHidden = {
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

export interface PaginationLabels {
  rowsPerPage: string;
  displayed: (range: { from: number; to: number; count: number }) => string;
}

export interface PagedTableProps<Row> {
  caption: string;
  columns: Column<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string | number;
  loading: boolean;
  emptyText: string;
  /** Without it the table shows every row it is given (the event reports table). */
  pagination?: {
    page: number;
    pageSize: number;
    pageSizes: readonly number[];
    total: number;
    labels: PaginationLabels;
    onPageChange: (page: number) => void;
    onPageSizeChange: (size: number) => void;
  };
  minWidth?: number;
}

/**
 * MUI table with server-side paging (1-based pages, as the API counts). On a phone it scrolls
 * sideways inside its paper rather than squeezing columns, so every value stays readable.
 */
export function PagedTable<Row>(props: PagedTableProps<Row>) {
  const { t } = useTranslation("common");
  const { columns, rows, pagination } = props;
  return (
    <Paper variant="outlined" sx={{ borderRadius: 2, overflow: "hidden" }}>
      <Box sx={{ height: 4 }}>{props.loading ? <LinearProgress aria-label={props.caption} /> : null}</Box>
      {/* A named, focusable region: a keyboard user scrolls a wide table with the arrow keys. */}
      <TableContainer role="region" aria-label={props.caption} tabIndex={0}>
        <Table size="small" aria-label={props.caption} sx={{ minWidth: props.minWidth ?? 720 }}>
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell
                  key={column.key}
                  align={column.align}
                  sx={{
                    fontWeight: 600,
                    whiteSpace: "nowrap",
                    ...(column.sticky ? stickyCell : {}),
                    bgcolor: "grey.50",
                  }}
                >
                  {column.header || (
                    <Box component="span" sx={visuallyHidden}>
                      {t("table.actions")}
                    </Box>
                  )}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row, index) => (
              <TableRow key={props.rowKey(row)} hover>
                {columns.map((column) => (
                  <TableCell
                    key={column.key}
                    align={column.align}
                    sx={{
                      ...(column.nowrap ? { whiteSpace: "nowrap" } : {}),
                      ...(column.sticky ? stickyCell : {}),
                    }}
                  >
                    {column.render(row, index)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
            {rows.length === 0 && !props.loading ? (
              <TableRow>
                <TableCell colSpan={columns.length} sx={{ py: 6, textAlign: "center" }}>
                  <Typography color="text.secondary">{props.emptyText}</Typography>
                </TableCell>
              </TableRow>
            ) : null}
          </TableBody>
        </Table>
      </TableContainer>
      {pagination ? (
        <TablePagination
          component="div"
          count={pagination.total}
          // MUI rejects a page past the last; the list screen resets such a page to 1 itself.
          page={Math.min(
            Math.max(0, pagination.page - 1),
            Math.max(0, Math.ceil(pagination.total / pagination.pageSize) - 1),
          )}
          rowsPerPage={pagination.pageSize}
          rowsPerPageOptions={[...pagination.pageSizes]}
          onPageChange={(_event, page) => pagination.onPageChange(page + 1)}
          onRowsPerPageChange={(event) => pagination.onPageSizeChange(Number(event.target.value))}
          labelRowsPerPage={pagination.labels.rowsPerPage}
          labelDisplayedRows={pagination.labels.displayed}
          // On a phone the page-size choice and the page arrows wrap instead of running off screen.
          sx={{ "& .MuiTablePagination-toolbar": { flexWrap: "wrap", justifyContent: "flex-end", pl: 2 } }}
        />
      ) : null}
    </Paper>
  );
}
