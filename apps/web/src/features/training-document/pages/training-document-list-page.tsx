import AddIcon from "@mui/icons-material/Add";
import AttachFileIcon from "@mui/icons-material/AttachFile";
import Button from "@mui/material/Button";
import Link from "@mui/material/Link";
import { useQuery } from "@tanstack/react-query";
import { can, type TrainingDocument, type TrainingDocumentSortField } from "@trms/shared";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, Link as RouterLink } from "react-router";
import { ConfirmDialog } from "../../../components/confirm-dialog";
import { FileListDialog } from "../../../components/file-list-dialog";
import type { ListColumn } from "../../../components/list/list-column";
import { ListPage } from "../../../components/list/list-page";
import { LongText } from "../../../components/list/long-text";
import { useListParams } from "../../../components/list/use-list-params";
import { onDemand } from "../../../components/on-demand";
import { PageHeader } from "../../../components/page-header";
import { failureMessage } from "../../../lib/api-error";
import { useAuth } from "../../../lib/auth";
import { formatDate } from "../../../lib/dates";
import { ADMIN_HOME } from "../../../lib/home";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { downloadTrainingDocumentExport, trainingDocumentListQuery, useDeleteTrainingDocument } from "../api";
import { DocumentRowMenu } from "../components/document-row-menu";
import { DOCUMENT_LIST } from "../filters";
import { type DocumentArea, documentDetailPath, documentPaths, useDocumentLabels } from "../labels";

// The filters load when the drawer first opens.
const DocumentFilterDrawer = onDemand(() =>
  import("../components/document-filter-drawer").then((module) => module.DocumentFilterDrawer),
);

/** The training document list of both areas (part2 §2): read-only in the pilot area. */
export function TrainingDocumentListPage({ area }: { area: DocumentArea }) {
  const { t } = useTranslation("training-document");
  const { user: actor } = useAuth();
  const labels = useDocumentLabels();
  const params = useListParams(DOCUMENT_LIST);
  const { page, pageSize, keyword, filters } = params;
  const sortBy = (params.sort.key ?? "start_date") as TrainingDocumentSortField;
  const order = params.sort.order;
  const allowed = can(actor, "training_document.view");
  const listParams = {
    page,
    pageSize,
    keyword,
    sortBy,
    order,
    fleet: filters.fleet,
    trainingType: filters.training_type,
  };
  const list = useQuery({ ...trainingDocumentListQuery(listParams), enabled: allowed });
  const remove = useDeleteTrainingDocument();
  const [deleting, setDeleting] = useState<TrainingDocument | null>(null);
  const [opened, setOpened] = useState<TrainingDocument | null>(null);

  if (!actor) return null;
  if (!allowed) return <Navigate to={ADMIN_HOME} replace />;
  const paths = documentPaths[area];
  const mayCreate = area === "admin" && can(actor, "training_document.create");

  const exportRows = async () => {
    try {
      await downloadTrainingDocumentExport(listParams);
    } catch (error) {
      notifyError(failureMessage(error, t("export.failed")));
    }
  };

  const columns: ListColumn<TrainingDocument>[] = [
    { key: "index", header: t("fields.index"), render: (_row, i) => (page - 1) * pageSize + i + 1 },
    {
      key: "document_name",
      header: t("fields.document_name"),
      sortKey: "document_name",
      title: true,
      render: (row) => (
        <Link component={RouterLink} to={documentDetailPath(area, row.id)} sx={{ fontWeight: 500 }}>
          {row.document_name}
        </Link>
      ),
    },
    {
      key: "fleet",
      header: t("fields.fleet"),
      sortKey: "fleet",
      render: (row) => labels.fleet(row.fleet),
      nowrap: true,
    },
    {
      key: "training_type",
      header: t("fields.training_type"),
      sortKey: "training_type",
      render: (row) => labels.type(row.training_type),
      nowrap: true,
    },
    {
      key: "start_date",
      header: t("fields.start_date"),
      sortKey: "start_date",
      render: (row) => formatDate(row.start_date),
      nowrap: true,
    },
    {
      key: "note",
      header: t("fields.note"),
      render: (row) => <LongText text={row.note} />,
    },
    {
      key: "files",
      header: t("fields.file_count"),
      render: (row) =>
        row.file_count > 0 ? (
          <Button
            size="small"
            startIcon={<AttachFileIcon />}
            onClick={() => setOpened(row)}
            aria-label={t("list.open_files", { count: row.file_count, name: row.document_name })}
          >
            {row.file_count}
          </Button>
        ) : (
          "0"
        ),
      nowrap: true,
    },
    {
      key: "menu",
      header: t("list.actions"),
      menu: true,
      render: (row) => (
        <DocumentRowMenu
          document={row}
          actor={actor}
          area={area}
          onDelete={(document) => setDeleting(document)}
        />
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title={t("title")}
        actions={
          mayCreate && paths.create ? (
            <Button variant="contained" startIcon={<AddIcon />} component={RouterLink} to={paths.create}>
              {t("actions.create")}
            </Button>
          ) : null
        }
      />
      <ListPage
        params={params}
        query={list}
        rowsOf={(data) => data.documents}
        caption={t("list.caption")}
        columns={columns}
        rowKey={(row) => row.id}
        searchLabel={t("list.search")}
        emptyText={t("list.empty")}
        minWidth={960}
        filters={{
          label: t("filters.button"),
          drawer: ({ open, onClose }) => (
            <DocumentFilterDrawer
              open={open}
              onClose={onClose}
              filters={filters}
              onApply={(next) => {
                params.apply({ filters: next });
                onClose();
              }}
            />
          ),
        }}
        exportAction={area === "admin" ? { label: t("export.button"), run: exportRows } : undefined}
      />
      <FileListDialog
        open={Boolean(opened)}
        onClose={() => setOpened(null)}
        title={opened?.document_name ?? ""}
        subtitle={
          opened
            ? `${labels.fleet(opened.fleet)} · ${labels.type(opened.training_type)} · ${formatDate(opened.start_date)}`
            : undefined
        }
        files={opened?.files ?? []}
        emptyText={t("detail.no_files")}
      />
      <ConfirmDialog
        open={Boolean(deleting)}
        title={t("delete.title")}
        message={t("delete.message", { name: deleting?.document_name ?? "" })}
        confirmLabel={t("actions.delete")}
        cancelLabel={t("actions.cancel")}
        destructive
        busy={remove.isPending}
        onConfirm={async () => {
          if (!deleting) return;
          await remove.mutateAsync(deleting.id);
          notifySuccess(t("notifications.deleted"));
          setDeleting(null);
        }}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
