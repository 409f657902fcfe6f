import CloseIcon from "@mui/icons-material/Close";
import Box from "@mui/material/Box";
import Dialog from "@mui/material/Dialog";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import IconButton from "@mui/material/IconButton";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import Typography from "@mui/material/Typography";
import type { SimResetStatusItem } from "@trms/shared";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { FileLink } from "../../../components/file-link";
import { SimFormStatusChip } from "../../../components/workflow/sim-form-status-chip";
import { formatDateTime } from "../../../lib/dates";

interface ResetHistoryDialogProps {
  open: boolean;
  onClose: () => void;
  subject: string;
  items: SimResetStatusItem[];
}

/**
 * The reset-status history of part2 §2/§3 (opened from the status chip): each change and rejection
 * with its date (DD/MM/YYYY HH:mm), the status it set, the reason and the file; newest first, at
 * most 350 px high.
 */
export function ResetHistoryDialog({ open, onClose, subject, items }: ResetHistoryDialogProps) {
  const { t } = useTranslation("sim-form");
  const titleId = useId();
  const newestFirst = [...items].reverse();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId} sx={{ pr: 7 }}>
        {t("reset_history.title")}
        <Typography variant="body2" color="text.secondary" component="div">
          {subject}
        </Typography>
      </DialogTitle>
      <IconButton
        aria-label={t("actions.close")}
        onClick={onClose}
        sx={{ position: "absolute", right: 8, top: 8 }}
      >
        <CloseIcon />
      </IconButton>
      <DialogContent dividers sx={{ maxHeight: 350, p: 0 }}>
        {newestFirst.length === 0 ? (
          <Typography sx={{ p: 3 }} color="text.secondary">
            {t("reset_history.empty")}
          </Typography>
        ) : (
          <List aria-label={t("reset_history.title")} disablePadding>
            {newestFirst.map((item, index) => (
              <ListItem
                key={`${item.date_of_status}-${item.status}-${item.form_status ?? ""}`}
                divider={index < newestFirst.length - 1}
                sx={{ display: "block", py: 1.5 }}
              >
                <Box sx={{ display: "flex", alignItems: "center", gap: 1, flexWrap: "wrap" }}>
                  <Typography variant="body2" sx={{ fontWeight: 500, whiteSpace: "nowrap" }}>
                    {formatDateTime(item.date_of_status)}
                  </Typography>
                  <SimFormStatusChip status={item.status} />
                </Box>
                <Typography
                  variant="body2"
                  sx={{ mt: 0.5, whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}
                >
                  {item.reason || t("reset_history.no_reason")}
                </Typography>
                {item.form_status ? <FileLink url={item.form_status} sx={{ mt: 0.5 }} /> : null}
              </ListItem>
            ))}
          </List>
        )}
      </DialogContent>
    </Dialog>
  );
}
