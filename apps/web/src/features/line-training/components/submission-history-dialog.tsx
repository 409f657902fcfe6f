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
import { useQuery } from "@tanstack/react-query";
import { LINE_TRAINING_ENTITY, type LineTraining } from "@trms/shared";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { AuditTrailPanel } from "../../../components/audit/audit-trail-panel";
import { FileLink } from "../../../components/file-link";
import { formatDateTime } from "../../../lib/dates";
import { lineTrainingSubmissionsQuery } from "../api";

/** The pilot profile's positions (0 Captain … 3 First Officer in training), named in the pilots namespace. */
const POSITION_KEYS = ["captain", "first_officer", "captain_training", "first_officer_training"];

/**
 * The submission history of a line training (part2 §2), newest first, at most 350 px high (§9); the
 * line training's detail, so administrators find its audit trail here too (ADR 0741).
 */
export function SubmissionHistoryDialog({
  lineTraining,
  onClose,
}: {
  lineTraining: LineTraining;
  onClose: () => void;
}) {
  const { t } = useTranslation(["line-training", "pilot"]);
  const titleId = useId();
  const query = useQuery(lineTrainingSubmissionsQuery(lineTraining.id));
  const submissions = query.data?.submissions ?? [];
  const position = (value: number | null) =>
    value !== null && POSITION_KEYS[value] ? t(`pilot:positions.${POSITION_KEYS[value]}`) : "";
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <DialogTitle id={titleId}>
        {t("submissions.title")}
        <Typography variant="body2" color="text.secondary">
          {`${lineTraining.pilot_crew_code} · ${lineTraining.pilot_name ?? ""}`}
        </Typography>
      </DialogTitle>
      <DialogContent>
        {query.isPending ? (
          <Typography>{t("submissions.loading")}</Typography>
        ) : submissions.length === 0 ? (
          <Typography>{t("submissions.empty")}</Typography>
        ) : (
          <Box sx={{ maxHeight: 350, overflow: "auto" }} data-testid="submission-history">
            <Table size="small" stickyHeader aria-label={t("submissions.title")}>
              <TableHead>
                <TableRow>
                  <TableCell>{t("submissions.crew_code")}</TableCell>
                  <TableCell>{t("submissions.full_name")}</TableCell>
                  <TableCell>{t("submissions.position")}</TableCell>
                  <TableCell>{t("submissions.date")}</TableCell>
                  <TableCell>{t("submissions.file")}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {submissions.map((submission) => (
                  <TableRow key={submission.id}>
                    <TableCell sx={{ whiteSpace: "nowrap" }}>{submission.crew_code}</TableCell>
                    <TableCell>{submission.full_name}</TableCell>
                    <TableCell>{position(submission.name_position)}</TableCell>
                    <TableCell sx={{ whiteSpace: "nowrap" }}>
                      {formatDateTime(submission.date_of_submission)}
                    </TableCell>
                    <TableCell>
                      <Typography variant="body2" color="text.secondary">
                        {t(
                          submission.form_order === 1
                            ? "submissions.pilot_form"
                            : "submissions.instructor_form",
                        )}
                      </Typography>
                      <FileLink url={submission.submission_file} />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        )}
        <AuditTrailPanel entity={LINE_TRAINING_ENTITY} id={lineTraining.id} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t("actions.close")}</Button>
      </DialogActions>
    </Dialog>
  );
}
