import DeleteOutlineIcon from "@mui/icons-material/DeleteOutlined";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { type UseMutationResult, type UseQueryOptions, useQuery } from "@tanstack/react-query";
import {
  can,
  isAdminArea,
  type SessionUser,
  type TrainingRecordDetailBase,
  type TrainingRecordKind,
} from "@trms/shared";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { useAuth } from "../../lib/auth";
import { formatDate } from "../../lib/dates";
import { notifySuccess } from "../../lib/notify";
import { AuditTrailPanel } from "../audit/audit-trail-panel";
import { ConfirmDialog } from "../confirm-dialog";
import { ImportedNote } from "../imported-note";
import { notSynced, SyncedAt } from "../list/synced-at";
import { PageHeader } from "../page-header";
import { PageLoader } from "../page-loader";
import { ApprovalBanner } from "./approval-banner";
import { listPilotId, readId, trainingRecordPaths } from "./paths";
import { RecordNotFound, RecordNotSynced } from "./record-not-found";

interface RecordDetailPageProps<Detail extends TrainingRecordDetailBase> {
  kind: TrainingRecordKind;
  title: string;
  // biome-ignore lint/suspicious/noExplicitAny: the query key's exact tuple type is the kind's own.
  query: (id: number) => UseQueryOptions<Detail, Error, Detail, any>;
  /** The record's date (YYYY-MM-DD). */
  dateOf: (record: Detail) => string;
  remove: UseMutationResult<null, Error, number>;
  texts: { notFound: string; deleteTitle: string; deleteMessage: (date: string) => string; deleted: string };
  /** The record's form, read-only (these kinds have no update call, ADR 0060). */
  form: (record: Detail, user: SessionUser) => ReactNode;
}

/**
 * A training record's detail in either area: who and when, the approval banner (the trainee's
 * Approve, or "Trainee has approved the result"), the record's form, Delete for role admin, and the
 * audit trail for administrators.
 */
export function RecordDetailPage<Detail extends TrainingRecordDetailBase>(
  props: RecordDetailPageProps<Detail>,
) {
  const { t } = useTranslation("training-record");
  const { user } = useAuth();
  const navigate = useNavigate();
  const id = readId(useParams().id);
  const detail = useQuery({ ...props.query(id ?? 0), enabled: id !== null, meta: { notifyError: false } });
  const [deleting, setDeleting] = useState(false);

  if (!user) return null;
  const area = isAdminArea(user) ? "admin" : "pilot";
  const record = detail.data;
  if (id === null || detail.isError)
    return (
      <RecordNotFound
        to={trainingRecordPaths.list(props.kind, area)}
        text={props.texts.notFound}
        backLabel={t("actions.back_to_list")}
      />
    );
  if (notSynced(detail))
    return (
      <RecordNotSynced
        to={trainingRecordPaths.list(props.kind, area)}
        backLabel={t("actions.back_to_list")}
      />
    );
  if (!record) return <PageLoader />;

  const listPath = trainingRecordPaths.list(props.kind, area, listPilotId(user, record.pilot_id));
  const date = formatDate(props.dateOf(record));
  return (
    <>
      <PageHeader
        title={props.title}
        back={{ to: listPath, label: t("actions.back_to_list") }}
        actions={
          can(user, "training_record.delete") ? (
            <Button
              color="error"
              variant="outlined"
              startIcon={<DeleteOutlineIcon />}
              onClick={() => setDeleting(true)}
            >
              {t("actions.delete")}
            </Button>
          ) : null
        }
      />
      <Typography color="text.secondary" sx={{ mt: -1, mb: 2 }}>
        {t("detail.subtitle", { name: record.pilot_name, crew_code: record.pilot_crew_code, date })}
      </Typography>
      <SyncedAt at={detail.dataUpdatedAt} />
      <ImportedNote imported={record.imported} sx={{ mb: 2 }} />
      <ApprovalBanner kind={props.kind} record={record} user={user} />
      {props.form(record, user)}
      <AuditTrailPanel entity={props.kind} id={record.id} />
      <ConfirmDialog
        open={deleting}
        title={props.texts.deleteTitle}
        message={props.texts.deleteMessage(date)}
        confirmLabel={t("actions.delete")}
        cancelLabel={t("actions.cancel")}
        destructive
        busy={props.remove.isPending}
        onConfirm={() =>
          props.remove.mutateAsync(record.id).then(() => {
            notifySuccess(props.texts.deleted);
            navigate(listPath, { replace: true });
          })
        }
        onClose={() => setDeleting(false)}
      />
    </>
  );
}
