import DeleteIcon from "@mui/icons-material/Delete";
import DownloadIcon from "@mui/icons-material/Download";
import HistoryIcon from "@mui/icons-material/History";
import UploadFileIcon from "@mui/icons-material/UploadFile";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import {
  can,
  isPilotArea,
  LINE_CHECK_DOCUMENTS_ENTITY,
  LINE_CHECK_ENTITY,
  LineCheckStatus,
  type SessionUser,
} from "@trms/shared";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, useNavigate, useParams } from "react-router";
import { AuditTrailPanel } from "../../../components/audit/audit-trail-panel";
import { ConfirmDialog } from "../../../components/confirm-dialog";
import { FileLink } from "../../../components/file-link";
import { SectionCard } from "../../../components/form/section-card";
import { ImportedNote } from "../../../components/imported-note";
import { notSynced, SyncedAt } from "../../../components/list/synced-at";
import { PageHeader } from "../../../components/page-header";
import { RecordNotFound, RecordNotSynced } from "../../../components/training-record/record-not-found";
import { ResetHistoryDialog } from "../../../components/workflow/reset-history-dialog";
import { UploadFormDialog } from "../../../components/workflow/upload-form-dialog";
import { failureMessage } from "../../../lib/api-error";
import { useAuth } from "../../../lib/auth";
import { formatSimDateTime } from "../../../lib/dates";
import { notifySubmitted } from "../../../lib/device/submit";
import { notifyError, notifySuccess } from "../../../lib/notify";
import {
  type LineCheckDetail,
  lineCheckDetailQuery,
  useCreateLineCheck,
  useDeleteLineCheck,
  useDownloadSecondForm,
  useReadDocuments,
  useSubmitLineCheckForm,
  useUpdateLineCheck,
} from "../api";
import { ChangeStatusDialog } from "../components/change-status-dialog";
import { LineCheckForm } from "../components/line-check-form";
import { LineCheckStatusChip } from "../components/line-check-status-chip";
import { ReadDocumentsDialog } from "../components/read-documents-dialog";
import { emptyLineCheck, lineCheckValuesOf } from "../form-values";
import { isLineCheckMarked, lineCheckAreaOf, lineCheckPaths, readLineCheckId } from "../paths";

/** /…/line-check/create: a new line check (CREATE_LINE_CHECK, or a pilot or instructor). */
export function LineCheckCreatePage() {
  const { t } = useTranslation("line-check");
  const { user } = useAuth();
  const navigate = useNavigate();
  const create = useCreateLineCheck();
  const createdId = useRef<number | null>(null);
  if (!user) return null;
  const paths = lineCheckPaths(lineCheckAreaOf(user));
  if (!can(user, "line_check.create")) return <Navigate to={paths.list} replace />;
  const self =
    isPilotArea(user) && user.crew_code ? { crew_code: user.crew_code, full_name: user.full_name } : null;
  return (
    <>
      <PageHeader title={t("titles.create")} back={{ to: paths.list, label: t("actions.back") }} />
      <LineCheckForm
        actor={user}
        defaultValues={emptyLineCheck(self)}
        readOnly={false}
        submitLabel={t("actions.save")}
        onSave={async (input) => {
          const reply = await create.mutateAsync(input);
          createdId.current = reply.id;
          notifySuccess(t("notifications.created"));
        }}
        onSaved={() => navigate(createdId.current ? paths.detail(createdId.current) : paths.list)}
        onCancel={() => navigate(paths.list)}
      />
    </>
  );
}

/** Edit: EDIT_LINE_CHECK in any status; its pilot or instructor while Initial with nothing submitted. */
const mayEdit = (user: SessionUser, check: LineCheckDetail) =>
  can(user, "line_check.edit_any") ||
  (isPilotArea(user) &&
    check.line_check_status === LineCheckStatus.INITIAL &&
    !check.first_submit &&
    !check.second_submit);

/**
 * The two forms of part2 §4–§5 with their uploads, the status and its history, the download: each
 * workflow button shown when the line check's `actions` offer it (the tables' answer for this
 * account, as `lineCheckActions` lists it).
 */
function FormsCard({ check }: { check: LineCheckDetail }) {
  const { t } = useTranslation("line-check");
  const submitForm = useSubmitLineCheckForm();
  const download = useDownloadSecondForm();
  const read = useReadDocuments();
  const [uploading, setUploading] = useState<1 | 2 | null>(null);
  const [changing, setChanging] = useState(false);
  const [history, setHistory] = useState(false);
  const [reading, setReading] = useState(false);
  const statusLabel = (status: number) => t(`status.${status}`, { defaultValue: String(status) });
  const stage = (order: 1 | 2, url: string | null, action: string) => (
    <Box
      key={order}
      sx={{
        display: "flex",
        gap: 2,
        alignItems: "center",
        flexWrap: "wrap",
        py: 1,
        borderTop: 1,
        borderColor: "divider",
      }}
    >
      <Box sx={{ flex: "1 1 220px", minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600 }}>{t(`stages.${order}`)}</Typography>
        {url ? (
          <FileLink url={url} />
        ) : (
          <Typography variant="body2" color="text.secondary">
            {t("stages.not_submitted")}
          </Typography>
        )}
      </Box>
      {check.actions.includes(action) ? (
        <Button variant="contained" startIcon={<UploadFileIcon />} onClick={() => setUploading(order)}>
          {t(`stages.upload_${order}`)}
        </Button>
      ) : null}
    </Box>
  );
  return (
    <SectionCard
      title={t("stages.title")}
      action={
        <Box sx={{ display: "flex", alignItems: "center", gap: 1 }}>
          <LineCheckStatusChip status={check.line_check_status} onClick={() => setHistory(true)} />
          {isLineCheckMarked(check) ? (
            <Typography variant="body2" color="error">
              {t("list.marked")}
            </Typography>
          ) : null}
        </Box>
      }
    >
      {stage(1, check.first_submit, "submit_first")}
      {stage(2, check.second_submit, "submit_second")}
      <Box sx={{ display: "flex", gap: 1, flexWrap: "wrap", pt: 2, borderTop: 1, borderColor: "divider" }}>
        <Button variant="outlined" startIcon={<HistoryIcon />} onClick={() => setHistory(true)}>
          {t("actions.history", { count: check.line_check_reset_status.length })}
        </Button>
        {check.actions.includes("set_status") ? (
          <Button variant="outlined" onClick={() => setChanging(true)}>
            {t("common:workflow.change_status")}
          </Button>
        ) : null}
        {check.actions.includes("set_downloaded_flag") ? (
          <Button
            variant="outlined"
            startIcon={<DownloadIcon />}
            disabled={download.isPending}
            onClick={() =>
              download.mutate(check, {
                onSuccess: () => notifySuccess(t("notifications.downloaded")),
                onError: (error) => notifyError(failureMessage(error, t("common:workflow.download_failed"))),
              })
            }
          >
            {check.downloaded_flag === 2 ? t("actions.download_again") : t("actions.download")}
          </Button>
        ) : null}
        {check.actions.includes("read_documents") ? (
          <Button variant="outlined" onClick={() => setReading(true)}>
            {t("actions.confirm_read")}
          </Button>
        ) : null}
      </Box>
      <UploadFormDialog
        open={uploading !== null}
        title={uploading ? t(`stages.upload_${uploading}`) : ""}
        description={t("stages.upload_hint")}
        upload={async (file, onProgress) => {
          if (!uploading) return;
          const result = await submitForm.mutateAsync({ check, order: uploading, file, onProgress });
          notifySubmitted(result, t("common:workflow.uploaded"));
          setUploading(null);
        }}
        onClose={() => setUploading(null)}
      />
      <ChangeStatusDialog lineCheck={check} open={changing} onClose={() => setChanging(false)} />
      <ResetHistoryDialog
        open={history}
        items={check.line_check_reset_status}
        status={(status) => (
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {statusLabel(status)}
          </Typography>
        )}
        formatDate={formatSimDateTime}
        onClose={() => setHistory(false)}
      />
      <ReadDocumentsDialog
        check={reading ? check : null}
        busy={read.isPending}
        onConfirm={() =>
          read.mutate(check, {
            onSuccess: (result) => {
              notifySubmitted(result, t("notifications.read"));
              setReading(false);
            },
          })
        }
        onClose={() => setReading(false)}
      />
    </SectionCard>
  );
}

/** /…/line-check/detail/:id: the line check, its edit where allowed, its forms and status. */
export function LineCheckDetailPage() {
  const { t } = useTranslation("line-check");
  const { user } = useAuth();
  const navigate = useNavigate();
  const id = readLineCheckId(useParams().id);
  const allowed = can(user, "line_check.view");
  const detail = useQuery({ ...lineCheckDetailQuery(id ?? 0), enabled: allowed && id !== null });
  const update = useUpdateLineCheck();
  const remove = useDeleteLineCheck();
  const [confirmDelete, setConfirmDelete] = useState(false);
  if (!user) return null;
  const paths = lineCheckPaths(lineCheckAreaOf(user));
  if (!allowed) return <Navigate to={paths.list} replace />;
  if (id === null || detail.isError) {
    return <RecordNotFound to={paths.list} text={t("not_found")} backLabel={t("actions.back")} />;
  }
  const check = detail.data;
  if (notSynced(detail)) return <RecordNotSynced to={paths.list} backLabel={t("actions.back")} />;
  if (!check) {
    return (
      <Box sx={{ display: "flex", justifyContent: "center", py: 6 }}>
        <CircularProgress aria-label={t("loading")} />
      </Box>
    );
  }
  const editable = mayEdit(user, check);
  return (
    <>
      <PageHeader
        title={t("titles.detail", { date: formatSimDateTime(check.line_check_date) })}
        back={{ to: paths.list, label: t("actions.back") }}
        actions={
          can(user, "line_check.delete") ? (
            <Button
              color="error"
              variant="outlined"
              startIcon={<DeleteIcon />}
              onClick={() => setConfirmDelete(true)}
            >
              {t("actions.delete")}
            </Button>
          ) : null
        }
      />
      <SyncedAt at={detail.dataUpdatedAt} />
      <Box sx={{ display: "grid", gap: 2 }}>
        <ImportedNote imported={check.imported} />
        <LineCheckForm
          key={`${check.id}-${editable}`}
          actor={user}
          defaultValues={lineCheckValuesOf(check)}
          readOnly={!editable}
          submitLabel={t("actions.save")}
          onSave={async (input) => {
            await update.mutateAsync({ id: check.id, ...input });
            notifySuccess(t("notifications.updated"));
          }}
          onSaved={() => undefined}
          onCancel={() => navigate(paths.list)}
        />
        <FormsCard check={check} />
      </Box>
      <AuditTrailPanel entity={LINE_CHECK_ENTITY} also={[LINE_CHECK_DOCUMENTS_ENTITY]} id={check.id} />
      <ConfirmDialog
        open={confirmDelete}
        title={t("confirm.delete_title")}
        message={t("confirm.delete_message")}
        confirmLabel={t("actions.delete")}
        cancelLabel={t("common:actions.cancel")}
        destructive
        busy={remove.isPending}
        onConfirm={() =>
          remove.mutate(check.id, {
            onSuccess: () => {
              notifySuccess(t("notifications.deleted"));
              navigate(paths.list);
            },
          })
        }
        onClose={() => setConfirmDelete(false)}
      />
    </>
  );
}
