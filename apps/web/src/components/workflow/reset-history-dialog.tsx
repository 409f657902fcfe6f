import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import Typography from "@mui/material/Typography";
import { type ReactNode, useId } from "react";
import { useTranslation } from "react-i18next";
import { FileLink } from "../file-link";

export interface ResetHistoryEntry {
  date_of_status: string;
  reason: string | null;
  /** The status file's link (the spec's name), or null. */
  form_status: string | null;
  status: number;
}

interface ResetHistoryDialogProps {
  open: boolean;
  items: ResetHistoryEntry[];
  /** The status an item set, as a label or a chip. */
  status: (status: number) => ReactNode;
  formatDate: (value: string) => string;
  /** Whose record this is, under the title. */
  subject?: string;
  /** What the list says when the status was never changed. */
  emptyText?: string;
  onClose: () => void;
}

/**
 * The one reset-status history dialog of the staged forms (part2 §2–§4): when, which status, why
 * and the file, newest first, in a list at most 350 px high (part2 §9).
 */
export function ResetHistoryDialog({
  open,
  items,
  status,
  formatDate,
  subject,
  emptyText,
  onClose,
}: ResetHistoryDialogProps) {
  const { t } = useTranslation("common");
  const titleId = useId();
  const newestFirst = [...items].reverse();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>
        {t("workflow.history_title")}
        {subject ? (
          <Typography variant="body2" color="text.secondary" component="div">
            {subject}
          </Typography>
        ) : null}
      </DialogTitle>
      <DialogContent dividers sx={{ maxHeight: 350, overflowY: "auto", p: 0 }}>
        {newestFirst.length === 0 ? (
          <Typography sx={{ p: 2 }} color="text.secondary">
            {emptyText ?? t("workflow.history_empty")}
          </Typography>
        ) : (
          <List dense disablePadding aria-label={t("workflow.history_title")}>
            {newestFirst.map((item) => (
              <ListItem
                key={`${item.date_of_status}-${item.status}-${item.form_status ?? ""}`}
                divider
                sx={{ display: "block", py: 1.5 }}
              >
                <Box sx={{ display: "flex", gap: 1, flexWrap: "wrap", alignItems: "center" }}>
                  <Typography variant="body2" sx={{ fontWeight: 500, whiteSpace: "nowrap" }}>
                    {formatDate(item.date_of_status)}
                  </Typography>
                  {status(item.status)}
                </Box>
                <Typography
                  variant="body2"
                  sx={{ mt: 0.5, whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}
                >
                  {item.reason || t("workflow.no_reason")}
                </Typography>
                {item.form_status ? <FileLink url={item.form_status} sx={{ mt: 0.5 }} /> : null}
              </ListItem>
            ))}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t("actions.close")}</Button>
      </DialogActions>
    </Dialog>
  );
}
