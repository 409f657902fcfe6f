import type { EventReport } from "@trms/shared";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../../../components/confirm-dialog";
import { notifySuccess } from "../../../lib/notify";
import { useDeleteEventReport } from "../api";

interface DeleteEventReportDialogProps {
  report: EventReport | null;
  onClose: () => void;
  onDeleted?: () => void;
}

/** Asks before deleting a report; 'Delete event report successfully' after (part2 §8). */
export function DeleteEventReportDialog({ report, onClose, onDeleted }: DeleteEventReportDialogProps) {
  const { t } = useTranslation("event-report");
  const remove = useDeleteEventReport();
  return (
    <ConfirmDialog
      open={report !== null}
      title={t("delete.title")}
      message={t("delete.message", { flight: report?.flight_number ?? "" })}
      confirmLabel={t("actions.delete")}
      cancelLabel={t("actions.cancel")}
      destructive
      busy={remove.isPending}
      onClose={onClose}
      onConfirm={async () => {
        if (!report) return;
        await remove.mutateAsync(report.id);
        notifySuccess(t("notifications.deleted"));
        onClose();
        onDeleted?.();
      }}
    />
  );
}
