import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Typography from "@mui/material/Typography";
import type { PilotEventReport } from "@trms/shared";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { formatFormDateTime } from "../../../lib/dates";
import { useNumbers } from "../../../lib/use-numbers";

/** A report naming the pilot, read-only, opened from the pilot's own profile. */
export function EventReportDialog({
  report,
  onClose,
}: {
  report: PilotEventReport | null;
  onClose: () => void;
}) {
  const { t } = useTranslation("event-report");
  const numbers = useNumbers();
  const titleId = useId();
  const lines: [string, string][] = report
    ? [
        [t("fields.date_of_occurence"), formatFormDateTime(report.date_of_occurence)],
        [t("fields.flight_number"), report.flight_number],
        [t("fields.aircraft_registration"), report.aircraft_registration ?? "—"],
        [t("fields.sector"), report.sector],
        [t("fields.content"), report.content],
        [t("fields.note"), report.note ?? "—"],
        [t("fields.minus_point"), numbers.format(report.minus_point)],
      ]
    : [];
  return (
    <Dialog open={report !== null} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t("dialog.title", { flight: report?.flight_number ?? "" })}</DialogTitle>
      <DialogContent>
        <dl style={{ margin: 0 }}>
          {lines.map(([label, value]) => (
            <div key={label} style={{ marginBottom: 12 }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {label}
              </Typography>
              <Typography component="dd" sx={{ m: 0, whiteSpace: "pre-line" }}>
                {value}
              </Typography>
            </div>
          ))}
        </dl>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t("actions.close")}</Button>
      </DialogActions>
    </Dialog>
  );
}
