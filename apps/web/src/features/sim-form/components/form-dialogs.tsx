import { useQuery } from "@tanstack/react-query";
import { assessmentStage, type SimPilotOrder, type SimSession } from "@trms/shared";
import { useTranslation } from "react-i18next";
import { ResetHistoryDialog } from "../../../components/workflow/reset-history-dialog";
import { SimFormStatusChip } from "../../../components/workflow/sim-form-status-chip";
import { useAuth } from "../../../lib/auth";
import { formatDateTime } from "../../../lib/dates";
import { formHistoryQuery } from "../api";
import { type FormDialogKind, formOf, simFormRecordOf, statusesOffered } from "../record";
import { CertificateDialog } from "./certificate-dialog";
import { ElearningDialog } from "./elearning-dialog";
import { FormUpload } from "./form-upload";
import { ReasonDialog } from "./reason-dialog";

interface FormDialogsProps {
  session: SimSession;
  order: SimPilotOrder;
  /** The dialog asked for, or null; kept mounted while it closes. */
  dialog: FormDialogKind | null;
  open: boolean;
  onClose: () => void;
  subject: string;
  /** Known on the form's page; on the list it is read when stage 3 is chosen. */
  assessedFail?: boolean;
}

/** The dialogs of one pilot's form, one at a time, as the menu or the form's page asks. */
export function FormDialogs({
  session,
  order,
  dialog,
  open,
  onClose,
  subject,
  assessedFail,
}: FormDialogsProps) {
  const { t } = useTranslation("sim-form");
  const { user } = useAuth();
  const form = formOf(session, order);
  const formId = form.form_id;
  const needsAssessment = dialog?.kind === "upload" && dialog.order === 3 && assessedFail === undefined;
  const history = useQuery({ ...formHistoryQuery(formId), enabled: open && needsAssessment });
  const failed = assessedFail ?? history.data?.assessed_fail;

  if (!dialog) return null;
  // What both uploads name: the form, the version the user sees (ADR 1600), whose it is.
  const upload = { open, onClose, formId, version: form.version ?? null, subject };
  switch (dialog.kind) {
    case "upload":
      return (
        <FormUpload
          {...upload}
          target={dialog.order}
          assessedFail={failed}
          readingAssessment={needsAssessment && history.isPending}
          assessmentStage={assessmentStage(simFormRecordOf(session, order))}
        />
      );
    case "caav_upload":
      return <FormUpload {...upload} target="caav" />;
    case "reject":
      return <ReasonDialog open={open} onClose={onClose} formId={formId} mode="reject" subject={subject} />;
    case "status":
      return (
        <ReasonDialog
          open={open}
          onClose={onClose}
          formId={formId}
          mode="status"
          subject={subject}
          statuses={statusesOffered(user, session, order, "set_status")}
          current={form.form_status}
        />
      );
    case "caav_status":
      return (
        <ReasonDialog
          open={open}
          onClose={onClose}
          formId={formId}
          mode="caav_status"
          subject={subject}
          statuses={statusesOffered(user, session, order, "set_caav_status")}
          current={form.caav_form_status}
        />
      );
    case "elearning":
      return <ElearningDialog open={open} onClose={onClose} formId={formId} subject={subject} />;
    case "certificate":
      return <CertificateDialog open={open} onClose={onClose} formId={formId} subject={subject} />;
    case "history":
      return (
        <ResetHistoryDialog
          open={open}
          onClose={onClose}
          subject={subject}
          items={form.reset_status}
          status={(status) => <SimFormStatusChip status={status} />}
          formatDate={formatDateTime}
          emptyText={t("reset_history.empty")}
        />
      );
  }
}
