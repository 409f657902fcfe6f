import DeleteIcon from "@mui/icons-material/Delete";
import FolderOpenIcon from "@mui/icons-material/FolderOpen";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import MenuItem from "@mui/material/MenuItem";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import {
  ALL_FLEETS,
  can,
  DOCUMENT_FLEETS,
  DOCUMENT_TYPES,
  type DocumentFleet,
  isSuperAdmin,
  TRAINING_DOCUMENT_TEXT_MAX,
  type TrainingDocument,
  trainingDocumentFormSchema,
} from "@trms/shared";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Navigate, useNavigate, useParams } from "react-router";
import type { z } from "zod";
import { AuditTrailPanel } from "../../../components/audit/audit-trail-panel";
import { ConfirmDialog } from "../../../components/confirm-dialog";
import { FileListDialog } from "../../../components/file-list-dialog";
import { FormDateField } from "../../../components/form/date-field";
import { FormSubmitBar } from "../../../components/form/form-submit-bar";
import { useLeaveGuard } from "../../../components/form/leave-guard";
import {
  type AttachmentsValue,
  emptyAttachments,
  MultiFileField,
} from "../../../components/form/multi-file-field";
import { schemaResolver } from "../../../components/form/resolver";
import { FormTextField } from "../../../components/form/text-field";
import { useFormSubmit } from "../../../components/form/use-form-submit";
import { PageHeader } from "../../../components/page-header";
import { PageLoader } from "../../../components/page-loader";
import { useAuth } from "../../../lib/auth";
import { notifySuccess } from "../../../lib/notify";
import { trainingDocumentQuery, useDeleteTrainingDocument, useSaveTrainingDocument } from "../api";
import { type DocumentArea, documentPaths, useDocumentLabels } from "../labels";

type Values = z.input<typeof trainingDocumentFormSchema>;
type Output = z.output<typeof trainingDocumentFormSchema>;

/** Create a training document (admin area, CREATE 41). */
export function TrainingDocumentCreatePage() {
  const { user: actor } = useAuth();
  if (!actor) return null;
  if (!can(actor, "training_document.create")) return <Navigate to={documentPaths.admin.list} replace />;
  return <TrainingDocumentForm area="admin" />;
}

/** A document's detail: editable with EDIT 43 in the admin area, read-only otherwise. */
export function TrainingDocumentDetailPage({ area }: { area: DocumentArea }) {
  const { t } = useTranslation("training-document");
  const { id } = useParams();
  const { user: actor } = useAuth();
  const documentId = Number(id);
  const valid = Number.isInteger(documentId) && documentId > 0;
  const detail = useQuery({ ...trainingDocumentQuery(documentId), enabled: valid });
  if (!actor) return null;
  if (!valid || detail.isError) {
    return (
      <>
        <PageHeader
          title={t("titles.detail")}
          back={{ to: documentPaths[area].list, label: t("actions.back") }}
        />
        <Typography color="text.secondary">{t("detail.not_found")}</Typography>
      </>
    );
  }
  if (!detail.data) return <PageLoader />;
  return <TrainingDocumentForm key={detail.data.updated_at} area={area} document={detail.data} />;
}

function TrainingDocumentForm({ area, document }: { area: DocumentArea; document?: TrainingDocument }) {
  const { t } = useTranslation("training-document");
  const { user: actor } = useAuth();
  const labels = useDocumentLabels();
  const navigate = useNavigate();
  const save = useSaveTrainingDocument();
  const remove = useDeleteTrainingDocument();
  const listPath = documentPaths[area].list;
  const editing = Boolean(document);
  const readOnly = area === "pilot" || (editing && !can(actor, "training_document.edit", document));
  const mayDelete = area === "admin" && editing && can(actor, "training_document.delete", document);
  // Other accounts keep documents of their own fleet or of all fleets (the server refuses the rest).
  const fleets: DocumentFleet[] =
    isSuperAdmin(actor) || !actor?.fleet ? [...DOCUMENT_FLEETS] : [ALL_FLEETS, actor.fleet as DocumentFleet];
  if (document && !fleets.includes(document.fleet)) fleets.push(document.fleet);
  const [files, setFiles] = useState<AttachmentsValue>(emptyAttachments(document?.files));
  const [filesChanged, setFilesChanged] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [previewing, setPreviewing] = useState(false);

  const form = useForm<Values, unknown, Output>({
    resolver: schemaResolver<Values, Output>(trainingDocumentFormSchema),
    defaultValues: {
      fleet: document?.fleet ?? fleets[0],
      training_type: String(document?.training_type ?? 0),
      document_name: document?.document_name ?? "",
      start_date: document?.start_date ?? "",
      note: document?.note ?? "",
    },
  });
  const { submit, pending } = useFormSubmit(
    form,
    async (values) => {
      try {
        await save.mutateAsync({ ...values, id: document?.id, files, onProgress: setProgress });
      } finally {
        setProgress(null);
      }
      setFilesChanged(false);
      notifySuccess(editing ? t("notifications.updated") : t("notifications.created"));
      navigate(listPath);
    },
    { serverFields: ["fleet", "training_type", "document_name", "start_date", "note"] },
  );
  const guard = useLeaveGuard((form.formState.isDirty || filesChanged) && !pending && !readOnly);
  const title = editing ? (readOnly ? t("titles.detail") : t("titles.edit")) : t("titles.create");

  return (
    <>
      <PageHeader
        title={title}
        back={{ to: listPath, label: t("actions.back") }}
        actions={
          mayDelete ? (
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
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 2, maxWidth: 820 }}>
        <Box component="form" noValidate onSubmit={submit} sx={{ display: "grid", gap: 2.5 }}>
          <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" } }}>
            <FormTextField
              control={form.control}
              name="fleet"
              namespace="training-document"
              select
              label={t("fields.fleet")}
              required
              readOnly={readOnly}
            >
              {fleets.map((fleet) => (
                <MenuItem key={fleet} value={fleet}>
                  {labels.fleet(fleet)}
                </MenuItem>
              ))}
            </FormTextField>
            <FormTextField
              control={form.control}
              name="training_type"
              namespace="training-document"
              select
              label={t("fields.training_type")}
              required
              readOnly={readOnly}
            >
              {DOCUMENT_TYPES.map((type) => (
                <MenuItem key={type} value={String(type)}>
                  {labels.type(type)}
                </MenuItem>
              ))}
            </FormTextField>
            <Box sx={{ gridColumn: { sm: "1 / -1" } }}>
              <FormTextField
                control={form.control}
                name="document_name"
                namespace="training-document"
                label={t("fields.document_name")}
                required
                fullWidth
                max={TRAINING_DOCUMENT_TEXT_MAX}
                readOnly={readOnly}
              />
            </Box>
            <FormDateField
              control={form.control}
              name="start_date"
              namespace="training-document"
              label={t("fields.start_date")}
              required
              readOnly={readOnly}
            />
            <Box sx={{ gridColumn: { sm: "1 / -1" } }}>
              <FormTextField
                control={form.control}
                name="note"
                namespace="training-document"
                label={t("fields.note")}
                fullWidth
                multiline
                minRows={2}
                max={TRAINING_DOCUMENT_TEXT_MAX}
                readOnly={readOnly}
              />
            </Box>
          </Box>
          {document && document.files.length > 0 ? (
            <Box>
              <Button variant="outlined" startIcon={<FolderOpenIcon />} onClick={() => setPreviewing(true)}>
                {t("detail.preview_files")}
              </Button>
            </Box>
          ) : null}
          <MultiFileField
            label={t("fields.files")}
            value={files}
            onChange={(next) => {
              setFiles(next);
              setFilesChanged(true);
            }}
            progress={progress}
            readOnly={readOnly}
          />
          {readOnly ? null : (
            <FormSubmitBar
              progress={null}
              pending={pending}
              submitLabel={editing ? t("actions.save") : t("actions.create")}
              cancelLabel={t("actions.cancel")}
              onCancel={() => {
                guard.release();
                navigate(listPath);
              }}
            />
          )}
        </Box>
      </Paper>
      {document ? <AuditTrailPanel entity="training_document" id={document.id} /> : null}
      {guard.dialog}
      <FileListDialog
        open={previewing}
        onClose={() => setPreviewing(false)}
        title={document?.document_name ?? ""}
        files={document?.files ?? []}
        emptyText={t("detail.no_files")}
      />
      <ConfirmDialog
        open={confirmDelete}
        title={t("delete.title")}
        message={t("delete.message", { name: document?.document_name ?? "" })}
        confirmLabel={t("actions.delete")}
        cancelLabel={t("actions.cancel")}
        destructive
        busy={remove.isPending}
        onConfirm={async () => {
          if (!document) return;
          await remove.mutateAsync(document.id);
          guard.release();
          notifySuccess(t("notifications.deleted"));
          navigate(listPath);
        }}
        onClose={() => setConfirmDelete(false)}
      />
    </>
  );
}
