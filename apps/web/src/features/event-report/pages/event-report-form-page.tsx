import DeleteOutlinedIcon from "@mui/icons-material/DeleteOutlined";
import Button from "@mui/material/Button";
import { useQuery } from "@tanstack/react-query";
import { can } from "@trms/shared";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, useNavigate, useParams } from "react-router";
import { AuditTrailPanel } from "../../../components/audit/audit-trail-panel";
import { PageHeader } from "../../../components/page-header";
import { PageLoader } from "../../../components/page-loader";
import { useAuth } from "../../../lib/auth";
import { ADMIN_HOME } from "../../../lib/home";
import { notifySuccess } from "../../../lib/notify";
import { eventReportDetailQuery, useSaveEventReport } from "../api";
import { DeleteEventReportDialog } from "../components/delete-event-report-dialog";
import { EventReportForm } from "../components/event-report-form";
import { eventReportPaths } from "../paths";

/** `/admin/event_report/create`: after a save the list opens (part2 §2). */
export function EventReportCreatePage() {
  const { t } = useTranslation("event-report");
  const { user } = useAuth();
  const navigate = useNavigate();
  const save = useSaveEventReport();
  if (!user) return null;
  if (!can(user, "event_report.edit")) return <Navigate to={eventReportPaths.list} replace />;
  return (
    <>
      <PageHeader
        title={t("create_title")}
        back={{ to: eventReportPaths.list, label: t("actions.back_to_list") }}
      />
      <EventReportForm
        readOnly={false}
        submitLabel={t("actions.save")}
        onCancel={() => navigate(eventReportPaths.list)}
        save={(payload, files, onProgress) => save.mutateAsync({ payload, files, onProgress })}
        onSaved={() => {
          notifySuccess(t("notifications.created"));
          navigate(eventReportPaths.list);
        }}
      />
    </>
  );
}

/** `/admin/event_report/detail/:id`: editable with `event_report.edit`, read-only otherwise. */
export function EventReportDetailPage() {
  const { t } = useTranslation("event-report");
  const { user } = useAuth();
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const allowed = can(user, "event_report.view");
  const report = useQuery({ ...eventReportDetailQuery(id), enabled: valid && allowed });
  const save = useSaveEventReport();
  const [deleting, setDeleting] = useState(false);

  if (!user) return null;
  if (!allowed) return <Navigate to={ADMIN_HOME} replace />;
  if (!valid || report.isError) return <Navigate to={eventReportPaths.list} replace />;
  if (!report.data) return <PageLoader />;
  const editable = can(user, "event_report.edit");
  return (
    <>
      <PageHeader
        title={t("detail_title", { flight: report.data.flight_number })}
        back={{ to: eventReportPaths.list, label: t("actions.back_to_list") }}
        actions={
          editable ? (
            <Button
              color="error"
              variant="outlined"
              startIcon={<DeleteOutlinedIcon />}
              onClick={() => setDeleting(true)}
            >
              {t("actions.delete")}
            </Button>
          ) : null
        }
      />
      <EventReportForm
        key={report.data.updated_at}
        report={report.data}
        readOnly={!editable}
        submitLabel={t("actions.update")}
        onCancel={() => navigate(eventReportPaths.list)}
        save={(payload, files, onProgress) => save.mutateAsync({ payload, files, onProgress })}
        onSaved={() => notifySuccess(t("notifications.updated"))}
      />
      <AuditTrailPanel entity="event_report" id={id} />
      <DeleteEventReportDialog
        report={deleting ? report.data : null}
        onClose={() => setDeleting(false)}
        onDeleted={() => navigate(eventReportPaths.list)}
      />
    </>
  );
}
