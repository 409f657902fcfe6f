import DeleteOutlineIcon from "@mui/icons-material/DeleteOutlined";
import EditIcon from "@mui/icons-material/Edit";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { can, isAdminArea, ResultStatus } from "@trms/shared";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from "react-router";
import { ConfirmDialog } from "../../../components/confirm-dialog";
import { ImportedNote } from "../../../components/imported-note";
import { notSynced, SyncedAt } from "../../../components/list/synced-at";
import { PageHeader } from "../../../components/page-header";
import { PageLoader } from "../../../components/page-loader";
import { RecordNotFound, RecordNotSynced } from "../../../components/training-record/record-not-found";
import { useAuth } from "../../../lib/auth";
import { formatDate } from "../../../lib/dates";
import { notifySuccess } from "../../../lib/notify";
import { trainingFlightDetailQuery, useDeleteTrainingFlight, useUpdateTrainingFlight } from "../api";
import { TrainingFlightApproval } from "../components/approval-banner";
import { HistoryCard } from "../components/history-card";
import { formFromDetail, toFormData } from "../form/form-values";
import { TrainingFlightForm } from "../form/training-flight-form";
import { listPilotId, readId, trainingFlightPaths } from "../paths";

/** /pilot/training-flight-detail/:id and /admin/training-flight/detail/:id, ?mode=view|detail. */
export function TrainingFlightDetailPage() {
  const { t } = useTranslation("training-flight");
  const { user } = useAuth();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = readId(useParams().id);
  const detail = useQuery({
    ...trainingFlightDetailQuery(id ?? 0),
    enabled: id !== null,
    meta: { notifyError: false },
  });
  const update = useUpdateTrainingFlight();
  const remove = useDeleteTrainingFlight();
  const [deleting, setDeleting] = useState(false);
  // A save of an approved record waits here for the administrator's confirmation.
  const [confirmingEdit, setConfirmingEdit] = useState(false);
  const pendingEdit = useRef<((go: boolean) => void) | null>(null);
  const askToEditApproved = () =>
    new Promise<boolean>((resolve) => {
      pendingEdit.current = resolve;
      setConfirmingEdit(true);
    });
  const answerEdit = (go: boolean) => {
    setConfirmingEdit(false);
    pendingEdit.current?.(go);
    pendingEdit.current = null;
  };

  if (!user) return null;
  const area = isAdminArea(user) ? "admin" : "pilot";
  const record = detail.data;
  if (id === null || detail.isError)
    return (
      <RecordNotFound
        to={trainingFlightPaths.list(area)}
        text={t("detail.not_found")}
        backLabel={t("actions.back_to_list")}
      />
    );
  if (notSynced(detail))
    return <RecordNotSynced to={trainingFlightPaths.list(area)} backLabel={t("actions.back_to_list")} />;
  if (!record) return <PageLoader />;

  const listPath = trainingFlightPaths.list(area, listPilotId(user, record.pilot_id));
  const mode = params.get("mode") === "view" ? "view" : "detail";
  const editable = can(user, "training_flight.edit", record);
  const readOnly = mode === "view" || !editable;

  return (
    <>
      <PageHeader
        title={t("form.title")}
        back={{ to: listPath, label: t("actions.back") }}
        actions={
          <>
            {mode === "view" && editable ? (
              <Button
                component={RouterLink}
                to={trainingFlightPaths.detail(area, record.id, "detail")}
                startIcon={<EditIcon />}
                variant="outlined"
              >
                {t("actions.edit")}
              </Button>
            ) : null}
            {can(user, "training_flight.delete") ? (
              <Button
                color="error"
                variant="outlined"
                startIcon={<DeleteOutlineIcon />}
                onClick={() => setDeleting(true)}
              >
                {t("actions.delete")}
              </Button>
            ) : null}
          </>
        }
      />
      <Typography color="text.secondary" sx={{ mt: -1, mb: 2 }}>
        {t("detail.subtitle", {
          name: record.pilot_name,
          crew_code: record.pilot_crew_code,
          date: formatDate(record.date_of_flight),
        })}
      </Typography>
      <SyncedAt at={detail.dataUpdatedAt} />
      <ImportedNote imported={record.imported} sx={{ mb: 2 }} />
      <TrainingFlightApproval detail={record} user={user} />
      <TrainingFlightForm
        // A saved change comes back as a new record version; the form starts again from it.
        key={record.updated_at}
        initial={formFromDetail(record)}
        pilotId={record.pilot_id}
        readOnly={readOnly}
        trainee={`${record.pilot_name} (${record.pilot_crew_code})`}
        instructor={record.instructor_name}
        detail={record}
        submitLabel={t("actions.save")}
        onCancel={() => navigate(listPath)}
        onSubmit={async (values, onProgress) => {
          if (record.status === ResultStatus.APPROVED && !(await askToEditApproved())) return;
          await update.mutateAsync({ form: toFormData(values, record.pilot_id, record.id), onProgress });
          notifySuccess(t("notifications.updated"));
        }}
      />
      {record.history ? <HistoryCard history={record.history} /> : null}
      <ConfirmDialog
        open={confirmingEdit}
        title={t("confirm.edit_approved_title")}
        message={t("confirm.edit_approved_message")}
        confirmLabel={t("confirm.edit_approved_confirm")}
        cancelLabel={t("actions.cancel")}
        onConfirm={() => answerEdit(true)}
        onClose={() => answerEdit(false)}
      />
      <ConfirmDialog
        open={deleting}
        title={t("confirm.delete_title")}
        message={t("confirm.delete_message", {
          date: formatDate(record.date_of_flight),
          routes: record.routes,
        })}
        confirmLabel={t("actions.delete")}
        cancelLabel={t("actions.cancel")}
        destructive
        busy={remove.isPending}
        onConfirm={() =>
          remove.mutateAsync(record.id).then(() => {
            notifySuccess(t("notifications.deleted"));
            navigate(listPath, { replace: true });
          })
        }
        onClose={() => setDeleting(false)}
      />
    </>
  );
}
