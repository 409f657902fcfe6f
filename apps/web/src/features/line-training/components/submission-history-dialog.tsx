import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { LINE_TRAINING_ENTITY, type LineTraining, type LineTrainingSubmission } from "@trms/shared";
import { useTranslation } from "react-i18next";
import { AuditTrailPanel } from "../../../components/audit/audit-trail-panel";
import { FileLink } from "../../../components/file-link";
import { ImportedNote } from "../../../components/imported-note";
import { HistoryDialog } from "../../../components/workflow/history-dialog";
import { formatDateTime } from "../../../lib/dates";
import { lineTrainingDetailQuery, lineTrainingSubmissionsQuery } from "../api";

/** The pilot profile's positions (0 Captain … 3 First Officer in training), named in the pilots namespace. */
const POSITION_KEYS = ["captain", "first_officer", "captain_training", "first_officer_training"];

/**
 * The submission history of a line training (part2 §2) on the one history dialog, newest first;
 * the line training's detail, so administrators find its audit trail here too (ADR 0741).
 */
export function SubmissionHistoryDialog({
  lineTraining,
  onClose,
}: {
  lineTraining: LineTraining;
  onClose: () => void;
}) {
  const { t } = useTranslation(["line-training", "pilot"]);
  const query = useQuery(lineTrainingSubmissionsQuery(lineTraining.id));
  // The list row does not say where the record came from; its detail does (a note only: no error toast).
  const detail = useQuery({ ...lineTrainingDetailQuery(lineTraining.id), meta: { notifyError: false } });
  const position = (value: number | null) =>
    value !== null && POSITION_KEYS[value] ? t(`pilot:positions.${POSITION_KEYS[value]}`) : "";
  return (
    <HistoryDialog<LineTrainingSubmission>
      title={t("submissions.title")}
      subject={`${lineTraining.pilot_crew_code} · ${lineTraining.pilot_name ?? ""}`}
      rows={query.isPending ? undefined : (query.data?.submissions ?? [])}
      rowKey={(submission) => submission.id}
      loadingText={t("submissions.loading")}
      emptyText={t("submissions.empty")}
      columns={[
        { label: t("submissions.crew_code"), cell: (submission) => submission.crew_code, nowrap: true },
        { label: t("submissions.full_name"), cell: (submission) => submission.full_name },
        { label: t("submissions.position"), cell: (submission) => position(submission.name_position) },
        {
          label: t("submissions.date"),
          cell: (submission) => formatDateTime(submission.date_of_submission),
          nowrap: true,
        },
        {
          label: t("submissions.file"),
          cell: (submission) => (
            <>
              <Typography variant="body2" color="text.secondary">
                {t(submission.form_order === 1 ? "submissions.pilot_form" : "submissions.instructor_form")}
              </Typography>
              <FileLink url={submission.submission_file} />
            </>
          ),
        },
      ]}
      onClose={onClose}
    >
      <ImportedNote imported={detail.data?.imported} sx={{ mt: 2 }} />
      <AuditTrailPanel entity={LINE_TRAINING_ENTITY} id={lineTraining.id} />
    </HistoryDialog>
  );
}
