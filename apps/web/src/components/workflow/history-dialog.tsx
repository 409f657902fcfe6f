import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { type ReactNode, useId } from "react";
import { useTranslation } from "react-i18next";

/** A column of a form's history: its heading, and what a row shows in it. */
export interface HistoryColumn<Row> {
  label: string;
  cell: (row: Row) => ReactNode;
  /** Dates and codes stay on one line. */
  nowrap?: boolean;
}

interface HistoryDialogProps<Row> {
  title: string;
  /** Whose record this is, under the title. */
  subject?: string;
  rows: Row[] | undefined;
  rowKey: (row: Row) => string | number;
  columns: HistoryColumn<Row>[];
  loadingText: string;
  emptyText: string;
  /** What follows the table (the record's audit trail). */
  children?: ReactNode;
  onClose: () => void;
}

/**
 * The one history dialog of the staged forms: the steps of a record's forms, newest first, in a
 * table at most 350 px high (part2 §9), then what the form adds below it.
 */
export function HistoryDialog<Row>({
  title,
  subject,
  rows,
  rowKey,
  columns,
  loadingText,
  emptyText,
  children,
  onClose,
}: HistoryDialogProps<Row>) {
  const { t } = useTranslation("common");
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <DialogTitle id={titleId}>
        {title}
        {subject ? (
          <Typography variant="body2" color="text.secondary">
            {subject}
          </Typography>
        ) : null}
      </DialogTitle>
      <DialogContent>
        {rows === undefined ? (
          <Typography>{loadingText}</Typography>
        ) : rows.length === 0 ? (
          <Typography>{emptyText}</Typography>
        ) : (
          <Box sx={{ maxHeight: 350, overflow: "auto" }} data-testid="submission-history">
            <Table size="small" stickyHeader aria-label={title}>
              <TableHead>
                <TableRow>
                  {columns.map((column) => (
                    <TableCell key={column.label}>{column.label}</TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((row) => (
                  <TableRow key={rowKey(row)}>
                    {columns.map((column) => (
                      <TableCell key={column.label} sx={column.nowrap ? { whiteSpace: "nowrap" } : undefined}>
                        {column.cell(row)}
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        )}
        {children}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t("actions.close")}</Button>
      </DialogActions>
    </Dialog>
  );
}
